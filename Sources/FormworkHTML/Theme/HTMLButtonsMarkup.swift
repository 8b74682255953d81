/// What a theme writes the form's own buttons with: the submit button (``HTMLTheme/submitButton``)
/// or the Remove, Move up and Move down buttons of an editable list's element
/// (``HTMLTheme/listButtons``).
///
/// ``buttons(_:)`` writes each button with what makes it work — its name, value, id, focus and
/// description — and the theme's attributes after `type`. Buttons the theme leaves out are
/// written after its markup, never dropped.
///
/// ```swift
/// theme.submitButton = { buttons in
///     buttons.element("div", ["class": "actions"]) { $0.buttons(["class": "button button--primary"]) }
/// }
/// ```
public struct HTMLButtonsMarkup: HTMLMarkup {
    /// One button, as the library writes it.
    struct Button {
        var title: String
        var id: String?
        var name: String?
        var value: String?
        var skipsValidation: Bool
        var describedBy: String?
        var isFocused: Bool
    }

    /// The markup written so far: write elements of the theme's own with it, or with
    /// `element(_:_:body:)` (``HTMLMarkup``).
    public var writer: HTMLWriter
    /// Whether the buttons are written among a section's rows (after the last row of an element
    /// of a list of rows), rather than after them (a list of sections) or after the form's last
    /// section (the submit button).
    public let isInRows: Bool
    /// The buttons.
    let specs: [Button]
    private(set) var wroteButtons = false

    init(writer: HTMLWriter, isInRows: Bool, buttons: [Button]) {
        self.writer = writer
        self.isInRows = isInRows
        specs = buttons
    }

    /// Writes every button, `<button type="submit">` with the theme's `attributes`, in order.
    public mutating func buttons(_ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard !wroteButtons else { return }
        wroteButtons = true
        for button in specs {
            writer.startTag("button")
            writer.attribute("type", "submit")
            writer.themeAttributes(attributes)
            writer.attribute("id", button.id)
            writer.attribute("name", button.name)
            writer.attribute("value", button.value)
            writer.attribute("formnovalidate", if: button.skipsValidation)
            writer.attribute("aria-describedby", button.describedBy)
            writer.attribute("autofocus", if: button.isFocused)
            writer.closeStartTag()
            writer.text(button.title)
            writer.endTag("button")
        }
    }
}
