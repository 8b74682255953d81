import Formwork

extension Row: HTMLRenderable {
    /// The title, subtitle and detail as text; a selectable row is a link to the URL the
    /// caller gave for it, or a submit button with the value `selected`.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        let texts = CellMarkup(title: title, subtitle: subtitle, detail: detail)
        if selectAction == nil {
            texts.write(into: &writer)
        } else {
            ActionRowMarkup(texts: texts, value: "selected").write(into: &writer, context: context)
        }
    }

    /// A submit button when selectable (and no link is given for it).
    public var isSubmitControl: Bool { selectAction != nil }
}

extension Text: HTMLRenderable {
    /// The text as the row's title.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        CellMarkup(title: content).write(into: &writer)
    }
}

extension NavigationLink: HTMLRenderable {
    /// A link to the URL the caller gave for it, showing the title and detail, or a submit
    /// button with the value `open`.
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        ActionRowMarkup(texts: CellMarkup(title: title, detail: detail), value: "open").write(into: &writer, context: context)
    }

    /// A submit button (when no link is given for it).
    public var isSubmitControl: Bool { true }
}
