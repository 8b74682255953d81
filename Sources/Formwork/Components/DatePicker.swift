/// A date input: a day (``CalendarDate``), a date and time (``CalendarDateTime``) or a time
/// (``TimeOfDay``), optionally within a range; over an optional value, it may be empty.
///
/// ```swift
/// DatePicker("Birthday", selection: $profile.birthday).id("birthday")    // DatePicker<CalendarDate> "Birthday" = "1990-05-17"
/// DatePicker("Meeting", selection: $invite.start, in: opening...closing) // DatePicker<CalendarDateTime>
/// DatePicker("Graduation", selection: $student.graduation)               // DatePicker<Optional<CalendarDate>>: may be empty
/// ```
/// Outlines, JSON (a string) and raw values use ISO 8601: `2026-11-22`, `2026-11-22T14:30`,
/// `14:30` — what a web page's `date`, `datetime-local` and `time` inputs submit. Text in
/// another shape, or naming a day that does not exist, is rejected as
/// ``ValueConversionError/Reason/malformed``; a value outside the range as
/// ``ValueConversionError/Reason/outOfRange``, never clamped. A value set in code outside the
/// range fails ``Form/validate(messages:)`` with the same message.
///
/// Over an optional value (`CalendarDate?`, …), empty text (what an empty web input submits)
/// and JSON `null` are `nil`, the outline shows no value, and `.validate(.required)` fails while
/// it is `nil`. Hosts offer a way to set and clear it: a web page's input left empty, a switch
/// beside the picker on iPhone.
public struct DatePicker<Value: DatePickerSelection>: InputComponent {
    /// The label.
    public var title: String
    /// The selection when the form was built: what it shows.
    public var selection: Value
    /// The values it accepts; `nil` for any.
    public var range: ClosedRange<Value.Picked>?
    /// Where the value lives.
    public var binding: Binding<Value>
    /// The rules ``Form/validate(messages:)`` checks.
    public var rules: [ValidationRule<Value>] = []
    /// How the picker shows itself on a phone: ``DatePickerStyle/compact`` unless set.
    public var style: DatePickerStyle = .compact

    /// Creates a date picker showing and editing `selection`, optionally only within `range`, its
    /// title looked up in the form's language (see ``LocalizedText``).
    public init(_ title: LocalizedText, selection: Binding<Value>, in range: ClosedRange<Value.Picked>? = nil) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), selection: selection, in: range)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, selection: Binding<Value>, in range: ClosedRange<Value.Picked>? = nil) {
        self.init(resolvedTitle: String(title), selection: selection, in: range)
    }

    /// Creates a date picker whose title is already in the form's language.
    @usableFromInline
    init(resolvedTitle title: String, selection: Binding<Value>, in range: ClosedRange<Value.Picked>? = nil) {
        self.title = title
        self.selection = selection.wrappedValue
        self.range = range
        binding = selection
    }

    /// Shows the title, the ISO 8601 text as the value (none while empty), and a style other
    /// than ``DatePickerStyle/compact``.
    public func render(in cell: Cell) {
        cell.title = title
        cell.value = selection.picked?.formDisplayText
        cell.style = style == .compact ? nil : style.rawValue
    }

    /// The same picker shown in `style`, as SwiftUI's `.datePickerStyle(_:)` chooses it.
    ///
    /// ```swift
    /// DatePicker("Delivery day", selection: $order.day).datePickerStyle(.graphical)
    /// // outline: DatePicker<CalendarDate> "Delivery day" = "2026-12-01" style: graphical
    /// ```
    public func datePickerStyle(_ style: DatePickerStyle) -> DatePicker {
        var copy = self
        copy.style = style
        return copy
    }

    /// The ISO 8601 `.string`, or `null` while empty.
    public func formValue(of value: Value) -> FormValue {
        value.picked?.formValue ?? .null
    }

    /// Converts an ISO 8601 `.string` in the range; `null` empties an optional selection.
    public func value(from formValue: FormValue) throws(ConversionFailure) -> Value {
        if case .null = formValue { return try Value(picked: nil) }
        return try Value(picked: AcceptedRange(range: range).checked(Value.Picked(formValue: formValue)))
    }

    /// Parses ISO 8601 text in the range, trimmed; empty text empties an optional selection.
    public func value(fromRaw raw: String) throws(ConversionFailure) -> Value {
        guard !raw.trimmingWhitespace().isEmpty else { return try Value(picked: nil) }
        return try Value(picked: AcceptedRange(range: range).checked(Value.Picked(rawFormValue: raw)))
    }

    /// The picker's range, so a value set in code outside it fails
    /// ``Form/validate(messages:)`` with the message `apply(.raw(_:))` gives.
    public var inherentRules: [ValidationRule<Value>] {
        AcceptedRange(range: range).rules.map(ValidationRule.init(checkingPicked:))
    }

    /// Equal when they show the same title and selection, with the same range and style.
    public static func == (lhs: DatePicker, rhs: DatePicker) -> Bool {
        lhs.title == rhs.title && lhs.selection == rhs.selection && lhs.range == rhs.range && lhs.style == rhs.style
    }
}
