import Formwork

extension DatePicker: HTMLRenderable {
    /// A labelled `<input>` of the value's kind — `date`, `datetime-local` or `time` — in ISO
    /// 8601 as HTML expects it, with its range as `min` and `max`.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        if let text = context.submittedText, (try? Value(rawFormValue: text)) == nil {
            RejectedTextMarkup(title: title, text: text, inputMode: nil).write(into: &writer, context: context)
            return
        }
        let native = NativeConstraints(range: range.map { ($0.lowerBound.formDisplayText, $0.upperBound.formDisplayText) }, rules: self)
        writeLabel(title, for: context, into: &writer)
        writer.startTag("input")
        writer.attribute("type", Self.inputType)
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", selection.formDisplayText)
        native.writeRange(into: &writer)
        writer.attribute("required", if: native.isRequired)
        writer.closeStartTag()
    }

    /// The HTML input type for the picker's kind of value.
    private static var inputType: String {
        switch Value.self {
        case is TimeOfDay.Type: "time"
        case is CalendarDateTime.Type: "datetime-local"
        default: "date"
        }
    }
}
