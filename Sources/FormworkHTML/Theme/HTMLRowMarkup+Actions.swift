import Formwork

// The markup of the built-in buttons, navigation links and selectable rows. Every host keeps the same family in a file named
// alike: `BuiltInControls+Actions.swift` (Formwork).

extension HTMLRowMarkup {
    /// A `<button type="submit">` named by its row, with the value `pressed`:
    /// `Form.pressedRow(in:)` tells which button sent the form. Its own label for screen readers
    /// is its `aria-label`; one that skips the browser's checks is `formnovalidate`.
    mutating func writeButton(
        _ button: ButtonControl, _ attributes: KeyValuePairs<StaticString, String?>, content: ((inout HTMLRowMarkup) -> Void)?
    ) {
        writer.startTag("button")
        writer.attribute("type", "submit")
        writer.themeAttributes(attributes)
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", "pressed")
        if context.ariaLabel == nil { writer.attribute("aria-label", button.accessibilityLabel) }
        writer.attribute("formnovalidate", if: !button.validatesInBrowser)
        writer.closeStartTag()
        writeContent(content)
        writer.endTag("button")
    }

    /// A row that leads somewhere or acts when chosen (a selectable `Row`, a `NavigationLink`):
    /// a link to the URL the caller gave for it, or else a submit button named by the row with
    /// `value`, which `Form.pressedRow` finds in the submission.
    mutating func writeAction(
        value: String, _ attributes: KeyValuePairs<StaticString, String?>, content: ((inout HTMLRowMarkup) -> Void)?
    ) {
        if let url = context.linkURL {
            writer.startTag("a")
            writer.themeAttributes(attributes)
            writer.attribute("id", context.controlID)
            writer.attribute("aria-describedby", context.describedBy)
            // A link cannot be disabled: a disabled row's link leads nowhere and says so. A URL
            // with another scheme than http, https, mailto or tel leads nowhere either.
            writer.urlAttribute("href", isDisabled ? nil : url)
            writer.attribute("aria-disabled", isDisabled ? "true" : nil)
            writer.attribute("autofocus", if: context.isFocused)
            writer.closeStartTag()
            writeContent(content)
            writer.endTag("a")
        } else {
            writer.startTag("button")
            writer.attribute("type", "submit")
            writer.themeAttributes(attributes)
            context.writeControlAttributes(into: &writer)
            writer.attribute("value", value)
            writer.closeStartTag()
            writeContent(content)
            writer.endTag("button")
        }
    }
}
