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
///
/// A prompt shows while the text is empty; `lineLimit(_:)` sets its height
/// in lines (the hosts grow it with its text between the bounds, then scroll it; a web page's
/// `rows` is the upper bound); ``readOnly(_:)`` shows text people can read, select and copy
/// but not change, which VoiceOver reads as text and a web page submits (`readonly`, not
/// `disabled`):
///
/// ```swift
/// TextEditor("Notes", text: $order.notes, prompt: "Anything the driver should know").lineLimit(3...6)
/// TextEditor("Terms", text: $order.terms).readOnly()
/// // outline: TextEditor "Terms" = "…" readOnly
/// ```
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
    /// The placeholder shown while the text is empty.
    public var prompt: String?
    /// The fewest and most lines the editor shows, each at least 1 and at most
    /// ``maximumLines``; `nil` for the host's default height.
    public var lines: ClosedRange<Int>?
    /// Whether people can read, select and copy the text but not change it.
    public var isReadOnly = false

    /// The most lines a `lineLimit(_:)` keeps: 100.
    public static let maximumLines = 100

    /// Creates a text editor showing and editing `text`, with `prompt` while it is empty, its
    /// title and prompt looked up in the form's language (see ``LocalizedText``).
    public init(_ title: LocalizedText, text: Binding<String>, prompt: LocalizedText? = nil) {
        let localization = FormLocalization.current
        self.init(resolvedTitle: localization.string(for: title), text: text, prompt: prompt.map(localization.string(for:)))
    }

    /// The same, with a title and prompt shown as they are: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, text: Binding<String>, prompt: String? = nil) {
        self.init(resolvedTitle: String(title), text: text, prompt: prompt)
    }

    /// Creates a text editor whose title and prompt are already in the form's language.
    @usableFromInline
    init(resolvedTitle title: String, text: Binding<String>, prompt: String? = nil) {
        self.title = title
        self.text = text.wrappedValue
        self.prompt = prompt
        binding = text
    }

    /// Shows the title, the prompt and the text as the value.
    public func render(in cell: Cell) {
        cell.title = title
        cell.prompt = prompt
        cell.value = text
        cell.isReadOnly = isReadOnly
    }

    /// The text with its line breaks normalised to `\n` (`\r\n` and a lone `\r` included). A
    /// read-only editor takes only the text it shows (what a web page's `readonly` field sends
    /// back) and refuses any other: ``ValueConversionError/Reason/readOnlyRow``.
    public func value(fromRaw raw: String) throws(ConversionFailure) -> String {
        try unchangedIfReadOnly(Self.normalizingLineBreaks(raw))
    }

    /// The text from JSON or a draft, kept exactly; a read-only editor refuses any text but its own.
    public func value(from formValue: FormValue) throws(ConversionFailure) -> String {
        try unchangedIfReadOnly(String(formValue: formValue))
    }

    /// `text`, if the editor is not read-only or `text` is what it shows.
    private func unchangedIfReadOnly(_ text: String) throws(ConversionFailure) -> String {
        guard !isReadOnly || text == self.text else { throw ConversionFailure(.readOnlyRow, .readOnlyRow) }
        return text
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

    /// The same editor, showing at least `lines.lowerBound` lines and growing with its text up
    /// to `lines.upperBound`, then scrolling (`5...5`: always five lines). Bounds are kept
    /// between 1 and ``maximumLines``. A web page's textarea has `rows` of the upper bound.
    ///
    /// ```swift
    /// TextEditor("Directions", text: $order.directions).lineLimit(2...6)
    /// ```
    public func lineLimit(_ lines: ClosedRange<Int>) -> TextEditor {
        var copy = self
        let clamped = { (count: Int) in min(max(count, 1), Self.maximumLines) }
        copy.lines = clamped(lines.lowerBound)...clamped(lines.upperBound)
        return copy
    }

    /// The same editor, growing with its text up to `lines` lines, then scrolling: as
    /// `lineLimit(1...lines)`.
    public func lineLimit(_ lines: Int) -> TextEditor {
        lineLimit(1...max(lines, 1))
    }

    /// The same editor, read-only if `isReadOnly`: its text can be read (by VoiceOver too),
    /// selected and copied, but not changed, and a web page submits it (`readonly`, unlike
    /// `disabled`). Unlike ``Node/isDisabled``, the row is not dimmed and its rules still run.
    ///
    /// ```swift
    /// TextEditor("Licence", text: $app.licence).readOnly()
    /// ```
    public func readOnly(_ isReadOnly: Bool = true) -> TextEditor {
        var copy = self
        copy.isReadOnly = isReadOnly
        return copy
    }

    /// Equal when they show the same title, text, prompt and height, and take text alike.
    public static func == (lhs: TextEditor, rhs: TextEditor) -> Bool {
        lhs.title == rhs.title && lhs.text == rhs.text && lhs.autocapitalization == rhs.autocapitalization
            && lhs.autocorrection == rhs.autocorrection && lhs.prompt == rhs.prompt && lhs.lines == rhs.lines
            && lhs.isReadOnly == rhs.isReadOnly
    }
}
