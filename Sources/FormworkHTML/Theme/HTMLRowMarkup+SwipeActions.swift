import Formwork

extension HTMLRowMarkup {
    /// Writes the row's swipe actions as the theme's ``HTMLTheme/rowActions`` writes them, once,
    /// if the row has any; then the button of any action it left out. A row whose markup does
    /// not call it gets them after its markup: an action is never dropped.
    public mutating func actionButtons() {
        guard !actions.isEmpty, !wroteActionButtons else { return }
        wroteActionButtons = true
        theme.rowActions(&self)
        for action in actions { actionButton(action) }
    }

    /// Writes `action`'s button, once: a `<button type="submit">` with the theme's `attributes`,
    /// named ``FormSubmission/swipeActionFieldName`` with the value `Form.performSwipeAction(in:)`
    /// reads, `formnovalidate` (an action is not the form's submission), and the action's title.
    /// Where the action needs its row's title to be told apart (``HTMLRowAction/hiddenRowTitle``),
    /// the title follows in a `<span>` with the `hiddenText` attributes — the theme's class
    /// that hides text but for screen readers (`govuk-visually-hidden`): the button then reads
    /// "Delete Invoice 42" and shows "Delete".
    public mutating func actionButton(
        _ action: HTMLRowAction, _ attributes: KeyValuePairs<StaticString, String?> = [:],
        hiddenText: KeyValuePairs<StaticString, String?> = [:]
    ) {
        guard actions.indices.contains(action.position), actions[action.position] == action,
            writtenActions.insert(action.position).inserted
        else { return }
        writer.startTag("button")
        writer.attribute("type", "submit")
        writer.themeAttributes(attributes)
        writer.attribute("name", FormSubmission.swipeActionFieldName)
        writer.attribute("value", action.value)
        writer.attribute("formnovalidate")
        writer.closeStartTag()
        writer.text(action.title)
        if let rowTitle = action.hiddenRowTitle {
            writer.startTag("span")
            writer.themeAttributes(hiddenText)
            writer.closeStartTag()
            writer.text(" " + rowTitle)
            writer.endTag("span")
        }
        writer.endTag("button")
    }
}
