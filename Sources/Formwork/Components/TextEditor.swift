/// A multi-line text input bound to a `String`.
///
/// ```swift
/// TextEditor("Notes", text: $order.notes).validate(.length(...500)).id("notes")
/// // outline: TextEditor "Notes" = "Ring twice\nLeave at the door" id: "notes"
/// ```
/// The outline shows line breaks escaped (`\n`), so the row stays on one line. Raw values are
/// taken as they are, except that line breaks are normalised: browsers submit a textarea's
/// line breaks as CRLF, so `\r\n` and a lone `\r` become `\n`. JSON values are kept exactly.
/// Text rules (`.required`, `.length`, `.matches`, …) apply as for a ``TextField``.
public struct TextEditor: InputComponent {
    /// The label.
    public var title: String
    /// The text when the form was built: what it shows.
    public var text: String
    /// Where the value lives.
    public var binding: Binding<String>
    /// The rules ``Form/validate(messages:)`` checks.
    public var rules: [ValidationRule<String>] = []
    /// How the keyboard capitalizes what is typed; `nil` for the default, sentences.
    public var autocapitalization: TextField.Autocapitalization?
    /// Whether the keyboard corrects and checks the spelling of what is typed; `nil` for the
    /// default, yes.
    public var autocorrection: Bool?

    /// Creates a text editor showing and editing `text`, its title looked up in the form's language (see ``LocalizedText``).
    public init(_ title: LocalizedText, text: Binding<String>) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), text: text)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, text: Binding<String>) {
        self.init(resolvedTitle: String(title), text: text)
    }

    /// Creates a text editor whose title is already in the form's language.
    @usableFromInline
    init(resolvedTitle title: String, text: Binding<String>) {
        self.title = title
        self.text = text.wrappedValue
        binding = text
    }

    /// Shows the title, and the text as the value.
    public func render(in cell: Cell) {
        cell.title = title
        cell.value = text
    }

    /// The text with its line breaks normalised to `\n` (`\r\n` and a lone `\r` included).
    public func value(fromRaw raw: String) throws(ConversionFailure) -> String {
        Self.normalizingLineBreaks(raw)
    }

    /// `text` with every `\r\n` and lone `\r` replaced by `\n`.
    static func normalizingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
                if pending == "\n" { pending = scalars.next() }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The same editor, capitalizing what is typed as `style` says (`nil`: sentences), as
    /// SwiftUI's `textInputAutocapitalization(_:)`.
    ///
    /// ```swift
    /// TextEditor("Allergies", text: $intake.allergies).textInputAutocapitalization(.never)
    /// ```
    public func textInputAutocapitalization(_ style: TextField.Autocapitalization?) -> TextEditor {
        var copy = self
        copy.autocapitalization = style
        return copy
    }

    /// The same editor with the keyboard's corrections and spelling checks off (or on again, if
    /// `disable` is `false`), as SwiftUI's `autocorrectionDisabled(_:)`.
    ///
    /// ```swift
    /// TextEditor("Medications", text: $intake.medications).autocorrectionDisabled()
    /// ```
    public func autocorrectionDisabled(_ disable: Bool = true) -> TextEditor {
        var copy = self
        copy.autocorrection = !disable
        return copy
    }

    /// Equal when they show the same title and text, and take text alike.
    public static func == (lhs: TextEditor, rhs: TextEditor) -> Bool {
        lhs.title == rhs.title && lhs.text == rhs.text && lhs.autocapitalization == rhs.autocapitalization
            && lhs.autocorrection == rhs.autocorrection
    }
}
