extension TextField {
    /// How a keyboard capitalizes what is typed: UIKit's `UITextAutocapitalizationType`,
    /// SwiftUI's `TextInputAutocapitalization`; the raw value is HTML's `autocapitalize`.
    ///
    /// | Autocapitalization | UIKit | SwiftUI | HTML `autocapitalize` |
    /// | --- | --- | --- | --- |
    /// | `.never` | `.none` | `.never` | `none` |
    /// | `.words` | `.words` | `.words` | `words` |
    /// | `.sentences` | `.sentences` | `.sentences` | `sentences` |
    /// | `.characters` | `.allCharacters` | `.characters` | `characters` |
    public enum Autocapitalization: String, Sendable, Hashable, CaseIterable {
        /// No capitals unless typed: addresses, codes, user names.
        case never = "none"
        /// The first letter of each word: names ("Jane Appleseed").
        case words
        /// The first letter of each sentence: the default for ordinary text.
        case sentences
        /// Every letter: codes and licence plates.
        case characters
    }

    /// The same field, capitalizing what is typed as `style` says (`nil`: the default), as
    /// SwiftUI's `textInputAutocapitalization(_:)`.
    ///
    /// ```swift
    /// TextField("Name", text: $patient.name).textInputAutocapitalization(.words)
    /// ```
    public func textInputAutocapitalization(_ style: Autocapitalization?) -> TextField {
        var copy = self
        copy.autocapitalization = style
        return copy
    }

    /// The same field with the keyboard's corrections and spelling checks off (or on again, if
    /// `disable` is `false`), as SwiftUI's `autocorrectionDisabled(_:)`.
    ///
    /// ```swift
    /// TextField("Medication", text: $medication.name).autocorrectionDisabled()
    /// ```
    public func autocorrectionDisabled(_ disable: Bool = true) -> TextField {
        var copy = self
        copy.autocorrection = !disable
        return copy
    }

    /// The same field, removing leading and trailing whitespace before its text is written (or
    /// not, if `trims` is `false`), whatever its keyboard and content type.
    ///
    /// ```swift
    /// TextField("Member number", text: $member.number).trimsWhitespace()
    /// TextField("Email", text: $draft.quote).keyboardType(.emailAddress).trimsWhitespace(false)
    /// ```
    public func trimsWhitespace(_ trims: Bool = true) -> TextField {
        var copy = self
        copy.whitespaceTrimming = trims
        return copy
    }

    /// Whether leading and trailing whitespace (spaces, tabs, line breaks, no-break spaces) is
    /// removed before the text is written: as ``trimsWhitespace(_:)`` set it, else for a field
    /// whose text cannot hold it — an email address, a web address, a phone number, a number or a
    /// one-time code, by its keyboard, its content type or an `.email` rule — unless it is
    /// secure (a password keeps what is typed).
    ///
    /// iOS's suggestions add a space after a word they complete ("jane@example.com "), which
    /// the person cannot see; trimmed, the address passes `.email`.
    public var trimsWhitespace: Bool {
        if let whitespaceTrimming { return whitespaceTrimming }
        if isSecure { return false }
        if keyboard != .text { return true }
        if let contentType, Self.untrimmableContentTypes.contains(contentType) { return true }
        return rules.contains { $0.constraint == .email }
    }

    /// Content types whose text has no leading or trailing whitespace.
    private static let untrimmableContentTypes: Set<ContentType> = [.emailAddress, .url, .telephoneNumber, .oneTimeCode]

    /// `text` without leading and trailing whitespace if the field ``trimsWhitespace``, else as
    /// it is.
    func trimmed(_ text: String) -> String {
        guard trimsWhitespace, let first = text.first, let last = text.last, first.isWhitespace || last.isWhitespace else {
            return text
        }
        return String(text.trimmingWhitespace())
    }
}
