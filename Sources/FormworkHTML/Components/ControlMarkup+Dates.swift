import Formwork

// The markup of the built-in date pickers. Every host keeps the same family in a file named
// alike: `BuiltInControls+Dates.swift` (Formwork),
// `StackedControlCell+Dates.swift` (UIKit), `RowView+Dates.swift` (SwiftUI).

extension ControlMarkup {
    /// A labelled `<input>` of the value's kind — `date`, `datetime-local` or `time` — in ISO
    /// 8601 as HTML expects it, with its range as `min` and `max`.
    func writeDatePicker(_ picker: DatePickerControl, into writer: inout HTMLWriter) {
        startInput(type: picker.kind.htmlInputType, value: picker.text, into: &writer)
        presentation.constraints.writeRange(into: &writer)
        writer.attribute("required", if: presentation.constraints.isRequired)
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
