// The built-in date pickers as every host shows and edits them: the controls
// hosts read, and the components' `ControlSource` conformances that make them. Each host
// keeps the same family in a file named alike: `StackedControlCell+Dates.swift` (UIKit),
// `RowView+Dates.swift` (SwiftUI), `HTMLRowMarkup+Dates.swift` (HTML).

/// A ``DatePicker``'s control: what it picks, its value and range as ISO 8601 text, whether it
/// may be empty, and their conversions to and from `Date` in an explicit time zone (see
/// ``DateKind``).
package struct DatePickerControl: Equatable, Sendable {
    /// A day, a time, or both.
    package var kind: DateKind
    /// The value in ISO 8601 (`2026-11-22`, `14:30`, `2026-11-22T14:30`); `nil` while empty.
    package var text: String?
    /// The earliest and latest values accepted, in ISO 8601; `nil` for any.
    package var range: ClosedRange<String>?
    /// Whether the picker may be empty (it edits an optional value): a host offers a way to set
    /// a value and to clear it.
    package var isOptional: Bool
    /// How the picker shows itself on a phone.
    package var style: DatePickerStyle

    /// A date picker's control.
    package init(
        kind: DateKind, text: String?, range: ClosedRange<String>?, isOptional: Bool = false, style: DatePickerStyle = .compact
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.isOptional = isOptional
        self.style = style
    }
}

extension DatePicker: ControlSource {
    /// The kind of value, the value (none while empty) and the range in ISO 8601, and whether
    /// the picker may be empty.
    package var control: RowControl { picker(showing: selection.picked) }

    /// The date picker showing `submitted` if it is a value of its kind (or empty text, for a
    /// picker that may be empty); else a plain text field.
    package func control(showing submitted: String) -> RowControl {
        let isEmpty = submitted.trimmingWhitespace().isEmpty
        guard let shown = try? Value(picked: isEmpty ? nil : Value.Picked(rawFormValue: submitted)) else {
            return .textField(TextFieldControl(rejected: submitted, keyboard: .text))
        }
        return picker(showing: shown.picked)
    }

    private func picker(showing picked: Value.Picked?) -> RowControl {
        .datePicker(
            DatePickerControl(
                kind: DateKind(Value.Picked.self), text: picked?.description,
                range: range.map { $0.lowerBound.description...$0.upperBound.description },
                isOptional: (try? Value(picked: nil)) != nil, style: style))
    }

    /// The range, then what the rules added to it demand.
    package var nativeConstraints: NativeConstraints {
        NativeConstraints(range: range, added: addedConstraints)
    }

    /// Writes the moment's day, time, or both, read in the edit's time zone, if in the range;
    /// or empties a picker that may be empty.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        switch edit {
        case .setDate(let date, let timeZone):
            guard let text = DateKind(Value.Picked.self).text(for: date, in: timeZone) else {
                throw ConversionFailure(.outOfRange, .dateOutsideYears)
            }
            try binding.write(value(fromRaw: text))
        case .clearDate:
            guard let empty = try? Value(picked: nil) else { throw .unfitEdit }
            try binding.write(empty)
        default:
            throw .unfitEdit
        }
    }
}
