import Formwork

// The markup of the built-in date pickers. Every host keeps the same family in a file named
// alike: `BuiltInControls+Dates.swift` (Formwork),
// `StackedControlCell+Dates.swift` (UIKit), `RowView+Dates.swift` (SwiftUI).

extension HTMLRowMarkup {
    /// An input of the value's kind — `date`, `datetime-local` or `time` — in ISO 8601 as HTML
    /// expects it, with its range as `min` and `max`.
    mutating func writeDatePicker(
        _ picker: DatePickerControl, constraints: NativeConstraints, _ attributes: KeyValuePairs<StaticString, String?>
    ) {
        startInput(picker.kind.htmlInputType, value: picker.text, attributes)
        constraints.writeRange(into: &writer)
        writer.attribute("required", if: constraints.isRequired)
        writer.closeStartTag()
    }
}

extension DateKind {
    /// The HTML input type for the kind of value.
    var htmlInputType: String {
        switch self {
        case .date: "date"
        case .time: "time"
        case .dateAndTime: "datetime-local"
        }
    }
}
