import Formwork

/// A labelled text input showing text the person submitted that the control's own kind of input
/// could not show (a number or date input empties text that is not one), so nothing typed is
/// lost when the form comes back with its error.
struct RejectedTextMarkup {
    /// The row's title.
    var title: String
    /// The text as submitted.
    var text: String
    /// The keyboard that suits the expected value (`numeric`, `decimal`), if any.
    var inputMode: String?

    func write(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writeLabel(title, for: context, into: &writer)
        writer.startTag("input")
        writer.attribute("type", "text")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", text)
        writer.attribute("inputmode", inputMode)
        writer.closeStartTag()
    }
}
