/// A text input bound to a `String`, with an optional prompt, secure entry and input hints.
///
/// ```swift
/// TextField("Email", text: $signUp.email, prompt: "you@example.com")
///     .keyboardType(.emailAddress)
///     .textContentType(.emailAddress)
///     .validate(.required, .email)
///     .id("email")
/// TextField("Password", text: $signUp.password).secure()   // outline shows "••••", never the text
/// ```
/// An empty field shows its prompt as the cell's ``Cell/prompt``. A field whose keyboard or
/// content type cannot hold leading or trailing whitespace (see ``trimsWhitespace``) has it
/// removed before the text is written, on every path: a host's edit, `apply(.raw(_:))`, JSON, a web
/// page's submission. Raw and JSON values are otherwise taken as they are, except that a text
/// holding a line break or another control character
/// (U+0000–U+001F and U+007F–U+009F; a tab is fine) is refused as
/// ``ValueConversionError/Reason/malformed``, writing nothing: a single-line field cannot show
/// such a text back (a page would change it), and a browser never submits one from a text input.
/// Use a ``TextEditor`` for text on several lines.
public struct TextField: InputComponent {
    /// The label.
    public var title: String
    /// The text when the form was built: what it shows (masked if secure).
    public var text: String
    /// Placeholder shown while the text is empty.
    public var prompt: String?
    /// Whether the text is hidden as it is typed (passwords).
    public var isSecure = false
    /// Which keyboard suits the text.
    public var keyboard: Keyboard = .text
    /// What the text is, for autofill; `nil` if nothing in particular.
    public var contentType: ContentType?
    /// How the keyboard capitalizes what is typed; `nil` for the default: never for text taken
    /// literally (an address, a number, a code, a password), sentences otherwise.
    public var autocapitalization: Autocapitalization?
    /// Whether the keyboard corrects and checks the spelling of what is typed; `nil` for the
    /// default: not for text taken literally, else yes.
    public var autocorrection: Bool?
    /// Whether leading and trailing whitespace is removed before the text is written; `nil` for
    /// the default, ``trimsWhitespace``.
    public var whitespaceTrimming: Bool?
    /// Where the value lives.
    public var binding: Binding<String>
    /// The rules ``Form/validate(messages:)`` checks.
    public var rules: [ValidationRule<String>] = []
    /// For a number field (`init(_:value:format:prompt:)`), its format: ``text`` is then the
    /// number's locale-free text (`12.5`), shown in the person's locale by the hosts.
    package var numberFormat: NumberFieldFormat? {
        get { numberFormatStorage?.format }
        set { numberFormatStorage = newValue.map(NumberFormatStorage.init) }
    }
    /// ``numberFormat``, out of line: most fields have none, and inline it would take 138 of
    /// every field's bytes (issue 36).
    private var numberFormatStorage: NumberFormatStorage?

    /// What a secure field shows for any non-empty text, whatever its length.
    public static let secureMask = "••••"

    /// Creates a text field showing and editing `text`, its title and prompt looked up in the form's language (see ``LocalizedText``).
    public init(_ title: LocalizedText, text: Binding<String>, prompt: LocalizedText? = nil) {
        let localization = FormLocalization.current
        self.init(resolvedTitle: localization.string(for: title), text: text, prompt: prompt.map(localization.string(for:)))
    }

    /// The same, with a title and prompt shown as they are: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, text: Binding<String>, prompt: String? = nil) {
        self.init(resolvedTitle: String(title), text: text, prompt: prompt)
    }

    /// Creates a text field whose title and prompt are already in the form's language.
    @usableFromInline
    init(resolvedTitle title: String, text: Binding<String>, prompt: String?) {
        self.title = title
        self.text = text.wrappedValue
        self.prompt = prompt
        binding = text
    }

    /// The same field with secure entry on (or off): its text is never shown.
    public func secure(_ isSecure: Bool = true) -> TextField {
        var copy = self
        copy.isSecure = isSecure
        return copy
    }

    /// The same field with a keyboard hint.
    public func keyboardType(_ keyboard: Keyboard) -> TextField {
        var copy = self
        copy.keyboard = keyboard
        return copy
    }

    /// The same field with an autofill hint.
    public func textContentType(_ contentType: ContentType?) -> TextField {
        var copy = self
        copy.contentType = contentType
        return copy
    }

    /// The text (trimmed if the field ``trimsWhitespace``), unless it holds a line break or
    /// another control character; for a number field, the number the text stands for as a web
    /// page submits numbers (WHATWG's grammar: `12.5`, never `12,5`), in its locale-free text.
    public func value(fromRaw raw: String) throws(ConversionFailure) -> String {
        if let numberFormat { return try numberFormat.text(fromRaw: trimmed(raw)) }
        return try Self.singleLine(trimmed(raw))
    }

    /// The `.string` (trimmed if the field ``trimsWhitespace``), unless it holds a line break or
    /// another control character; for a number field, the number (or `.null` for an optional
    /// one), in its locale-free text.
    public func value(from formValue: FormValue) throws(ConversionFailure) -> String {
        if let numberFormat { return try numberFormat.text(from: formValue) }
        return try Self.singleLine(trimmed(String(formValue: formValue)))
    }

    /// `.string(text)`; for a number field, the number's own (`.decimal`, `.int`, `.double`),
    /// `.null` when an optional one is empty.
    public func formValue(of text: String) -> FormValue {
        numberFormat?.formValue(of: text) ?? .string(text)
    }

    /// `text`, or a failure if it holds a control character other than a tab.
    static func singleLine(_ text: String) throws(ConversionFailure) -> String {
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\t" }) else {
            throw ConversionFailure(.malformed, .singleLineText)
        }
        return text
    }

    /// Shows the title and the text (``secureMask`` if secure), and the prompt while empty.
    public func render(in cell: Cell) {
        cell.title = title
        cell.value = isSecure && !text.isEmpty ? Self.secureMask : text
        cell.prompt = text.isEmpty ? prompt : nil
    }

    /// Equal when they show the same title, text, prompt and hints, take text alike and have the
    /// same number format.
    public static func == (lhs: TextField, rhs: TextField) -> Bool {
        lhs.title == rhs.title && lhs.text == rhs.text && lhs.prompt == rhs.prompt && lhs.isSecure == rhs.isSecure
            && lhs.keyboard == rhs.keyboard && lhs.contentType == rhs.contentType
            && lhs.autocapitalization == rhs.autocapitalization && lhs.autocorrection == rhs.autocorrection
            && lhs.whitespaceTrimming == rhs.whitespaceTrimming
            && (lhs.numberFormatStorage === rhs.numberFormatStorage || lhs.numberFormat == rhs.numberFormat)
    }

    /// A keyboard hint; the raw value is the HTML `inputmode` it maps to.
    ///
    /// | Keyboard | HTML | UIKit `UIKeyboardType`, SwiftUI `.keyboardType(_:)` |
    /// | --- | --- | --- |
    /// | `.text` | `type="text"` | `.default` |
    /// | `.emailAddress` | `type="email"` | `.emailAddress` |
    /// | `.number` | `inputmode="numeric"` | `.numberPad` |
    /// | `.decimal` | `inputmode="decimal"` | `.decimalPad` |
    /// | `.phone` | `type="tel"` | `.phonePad` |
    /// | `.url` | `type="url"` | `.URL` |
    ///
    /// May gain cases in a minor release: a `switch` over it needs a `default:`.
    public enum Keyboard: String, Sendable, Hashable {
        /// Ordinary text: UIKit's `.default`.
        case text
        /// An email address: UIKit's `.emailAddress`, HTML's `type="email"`.
        case emailAddress = "email"
        /// Whole numbers: UIKit's `.numberPad`, HTML's `inputmode="numeric"`.
        case number = "numeric"
        /// Decimal numbers: UIKit's `.decimalPad`, HTML's `inputmode="decimal"`.
        case decimal
        /// A phone number: UIKit's `.phonePad`, HTML's `type="tel"`.
        case phone = "tel"
        /// A web address: UIKit's `.URL`, HTML's `type="url"`.
        case url
    }

    /// What a field's text is, for autofill; the raw value is the HTML `autocomplete` token.
    public struct ContentType: RawRepresentable, Sendable, Hashable {
        /// The HTML `autocomplete` token.
        public var rawValue: String
        /// A content type with an HTML `autocomplete` token.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An account name.
        public static let username = ContentType(rawValue: "username")
        /// An existing password.
        public static let password = ContentType(rawValue: "current-password")
        /// A password being chosen.
        public static let newPassword = ContentType(rawValue: "new-password")
        /// A one-time code from a message.
        public static let oneTimeCode = ContentType(rawValue: "one-time-code")
        /// An email address.
        public static let emailAddress = ContentType(rawValue: "email")
        /// A full name.
        public static let name = ContentType(rawValue: "name")
        /// A given (first) name.
        public static let givenName = ContentType(rawValue: "given-name")
        /// A family (last) name.
        public static let familyName = ContentType(rawValue: "family-name")
        /// A phone number.
        public static let telephoneNumber = ContentType(rawValue: "tel")
        /// A postal code.
        public static let postalCode = ContentType(rawValue: "postal-code")
        /// A web address.
        public static let url = ContentType(rawValue: "url")
    }
}

extension TextField: CustomReflectable {
    /// Mirrors the field with a secure field's text masked, so `dump` and `print` do not leak it.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "title": title,
                "text": isSecure && !text.isEmpty ? Self.secureMask : text,
                "prompt": prompt as Any,
                "isSecure": isSecure,
                "keyboard": keyboard,
                "contentType": contentType as Any,
                "autocapitalization": autocapitalization as Any,
                "autocorrection": autocorrection as Any,
                "trimsWhitespace": trimsWhitespace,
                "rules": rules.map(\.kind),
            ])
    }
}

/// A number field's format, held by reference so that a field without one stores a null
/// pointer, not the format's bytes.
private final class NumberFormatStorage: Sendable {
    let format: NumberFieldFormat

    init(_ format: NumberFieldFormat) {
        self.format = format
    }
}
