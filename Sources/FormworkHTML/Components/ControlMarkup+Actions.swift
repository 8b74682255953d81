import Formwork

// The markup of the built-in buttons, navigation links and plain cells. Every host keeps the same family in a file named
// alike: `BuiltInControls+Actions.swift` (Formwork).

extension ControlMarkup {
    /// The texts of a row that renders into a `Cell`; a selectable row is a link to the URL the
    /// caller gave for it, or a submit button with the value `selected`.
    func writeCell(_ content: CellContent, into writer: inout HTMLWriter) {
        let texts = CellMarkup(title: presentation.title.isEmpty ? nil : presentation.title, content: content)
        if presentation.isActionable {
            writeAction(texts, value: "selected", into: &writer)
        } else {
            texts.write(into: &writer)
        }
    }

    /// A `<button type="submit">` named by its row, with the value `pressed`:
    /// `Form.pressedRow(in:)` tells which button sent the form. Its own label for screen readers
    /// is its `aria-label`; one that skips the browser's checks is `formnovalidate`.
    func writeButton(_ button: ButtonControl, into writer: inout HTMLWriter) {
        writer.startTag("button")
        writer.attribute("type", "submit")
        writer.attribute("class", "fw-button")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", "pressed")
        writer.attribute("aria-label", button.accessibilityLabel)
        writer.attribute("formnovalidate", if: !button.validatesInBrowser)
        writer.closeStartTag()
        writer.text(presentation.title)
        writer.endTag("button")
    }

    /// A row that leads somewhere or acts when chosen (a selectable `Row`, a `NavigationLink`):
    /// a link to the URL the caller gave for it, or else a submit button named by the row with
    /// `value`, which `Form.pressedRow` finds in the submission.
    func writeAction(_ texts: CellMarkup, value: String, into writer: inout HTMLWriter) {
        if let url = context.linkURL {
            writer.startTag("a")
            writer.attribute("class", "fw-link")
            writer.attribute("id", context.controlID)
            writer.attribute("aria-describedby", context.describedBy)
            // A link cannot be disabled: a disabled row's link leads nowhere and says so. A URL
            // with another scheme than http, https, mailto or tel leads nowhere either.
            writer.urlAttribute("href", context.isDisabled ? nil : url)
            writer.attribute("aria-disabled", context.isDisabled ? "true" : nil)
            writer.attribute("autofocus", if: context.isFocused)
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
