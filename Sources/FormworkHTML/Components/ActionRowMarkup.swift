/// The markup of a row that leads somewhere or acts when chosen (a selectable `Row`,
/// a `NavigationLink`): a link to the URL the caller gave for it, or else a submit
/// button named by the row, which `Form.pressedRow` finds in the submission.
struct ActionRowMarkup {
    /// What the row shows.
    var texts: CellMarkup
    /// What the button submits as its value when there is no link.
    var value: String

    func write(into writer: inout HTMLWriter, context: HTMLRowContext) {
        if let url = context.linkURL {
            writer.startTag("a")
            writer.attribute("class", "fw-link")
            writer.attribute("id", context.controlID)
            // A link cannot be disabled: a disabled row's link leads nowhere and says so. A URL
            // with another scheme than http, https, mailto or tel leads nowhere either.
            writer.urlAttribute("href", context.isDisabled ? nil : url)
            writer.attribute("aria-disabled", context.isDisabled ? "true" : nil)
            writer.closeStartTag()
            texts.write(into: &writer)
            writer.endTag("a")
        } else {
            writer.startTag("button")
            writer.attribute("type", "submit")
            writer.attribute("class", "fw-link")
            context.writeControlAttributes(into: &writer)
            writer.attribute("value", value)
            writer.closeStartTag()
            texts.write(into: &writer)
            writer.endTag("button")
        }
    }
}
