extension HTMLTheme {
    /// Formwork's own look, the default: a grouped settings list, in the `fw-` classes
    /// ``HTMLStylesheet/default`` styles. Each section is a `<fieldset>` under a `<legend>`, each
    /// row a `div.fw-row` with its label, its control and then its error message; toggles are
    /// switches (`role="switch"`), pickers in the inline or segmented style a `<fieldset>` of
    /// radio buttons, multiple choices a `<fieldset>` of checkboxes. A row's image
    /// (``HTMLRowMarkup/icon(_:)``, class `fw-icon`) comes first in its row; its swipe actions
    /// (``HTMLRowMarkup/actionButtons()``) are buttons at its end.
    public static let formwork = HTMLTheme(
        pageClass: nil, formClass: nil, defaultButtonClass: "fw-default", textEditorRows: 4, choiceIDs: .group,
        textField: Formwork.labelled, textEditor: Formwork.labelled, number: Formwork.number,
        slider: Formwork.number, toggle: Formwork.toggle, radios: Formwork.radios, checkboxes: Formwork.checkboxes,
        select: Formwork.labelled,
        date: Formwork.labelled, file: Formwork.labelled, button: Formwork.button, link: Formwork.link,
        cell: Formwork.cell, custom: Formwork.custom, errorMessage: Formwork.errorMessage,
        section: Formwork.section, errorSummary: Formwork.errorSummary, listButtons: Formwork.listButtons,
        submitButton: Formwork.submitButton, page: Formwork.page
    )

    /// ``formwork``'s multiple choices: what a theme made without a `checkboxes` closure gets.
    static var formworkCheckboxes: Row { Formwork.checkboxes }

    /// ``formwork``'s swipe action buttons: what a theme gets unless it sets ``rowActions``.
    static var formworkRowActions: Row { Formwork.rowActions }

    /// The parts of ``formwork``.
    private enum Formwork {
        /// A row's container, `div.fw-row` (with `fw-invalid` and `fw-disabled` as they apply),
        /// what `body` writes, then the row's hint (`fw-hint`) and its error message.
        static func row(_ row: inout HTMLRowMarkup, body: (inout HTMLRowMarkup) -> Void) {
            let rowClass =
                switch (row.isInvalid, row.isDisabled) {
                case (false, false): "fw-row"
                case (true, false): "fw-row fw-invalid"
                case (false, true): "fw-row fw-disabled"
                case (true, true): "fw-row fw-invalid fw-disabled"
                }
            row.container("div", ["class": rowClass]) { row in
                row.icon(["class": "fw-icon"])
                body(&row)
                row.hint("div", ["class": "fw-hint"])
                row.actionButtons()
                row.errorMessage()
            }
        }

        /// A row's actions in `span.fw-row-actions` at the end of its line, a destructive one
        /// `fw-destructive`; the row's title, where it tells them apart, visually hidden.
        static let rowActions: HTMLTheme.Row = { row in
            row.element("span", ["class": "fw-row-actions"]) { row in
                for action in row.actions {
                    row.actionButton(
                        action, ["class": action.isDestructive ? "fw-action fw-destructive" : "fw-action"],
                        hiddenText: ["class": "fw-visually-hidden"])
                }
            }
        }

        static let labelled: HTMLTheme.Row = { row in
            Formwork.row(&row) { row in
                row.label(["class": "fw-label"])
                row.control()
            }
        }

        static let number: HTMLTheme.Row = { row in
            Formwork.row(&row) { row in
                row.label(["class": "fw-label"])
                row.control()
                row.formattedValue(["class": "fw-value"])
            }
        }

        static let toggle: HTMLTheme.Row = { row in
            Formwork.row(&row) { row in
                row.label(["class": "fw-label"])
                row.control(["role": "switch", "class": "fw-switch"])
            }
        }

        /// A `<fieldset>` under a `<legend>`, its options in a `span` of their own, so the
        /// stylesheet lays the legend and the options out as other rows' label and control.
        static let radios: HTMLTheme.Row = { row in choices(&row) { row, choice in row.radio(choice) } }

        /// Checkboxes laid out as ``radios`` are.
        static let checkboxes: HTMLTheme.Row = { row in choices(&row) { row, choice in row.checkbox(choice) } }

        /// A group of choices, each input written by `input`, then its label.
        private static func choices(_ row: inout HTMLRowMarkup, input: (inout HTMLRowMarkup, HTMLChoice) -> Void) {
            Formwork.row(&row) { row in
                let groupClass = row.pickerStyle == .segmented ? "fw-choices fw-segmented" : "fw-choices"
                row.choiceGroup("fieldset", ["class": groupClass]) { row in
                    row.legend(["class": "fw-label"])
                    row.element("span", ["class": "fw-options"]) { row in
                        for choice in row.choices {
                            input(&row, choice)
                            row.choiceLabel(choice)
                        }
                    }
                }
            }
        }

        static let button: HTMLTheme.Row = { row in
            Formwork.row(&row) { $0.control(["class": "fw-button"]) }
        }

        static let link: HTMLTheme.Row = { row in
            Formwork.row(&row) { row in
                let texts = row.texts
                row.control(["class": "fw-link"]) { texts?.write(into: &$0.writer) }
            }
        }

        static let cell: HTMLTheme.Row = { row in
            Formwork.row(&row) { row in row.texts?.write(into: &row.writer) }
        }

        static let custom: HTMLTheme.Row = { row in
            Formwork.row(&row) { row in
                if let description = row.description {
                    row.element("span", ["class": "fw-title"], text: description)
                } else {
                    row.control()
                }
            }
        }

        static let errorMessage: HTMLTheme.Row = { row in
            row.errorElement("div", ["class": "fw-error"]) { row in
                for message in row.messages { row.element("p", text: message) }
            }
        }

        static let section: @Sendable (inout HTMLSectionMarkup) -> Void = { section in
            section.element("fieldset", ["class": "fw-section"]) { section in
                section.header("legend", ["class": "fw-header"])
                section.element("div", ["class": "fw-rows"]) { $0.rows() }
                section.listButtons()
                section.footer("div", ["class": "fw-footer"])
            }
        }

        /// An alert (`role="alert"`); each entry names its row before the message.
        static let errorSummary: @Sendable (inout HTMLSummaryMarkup) -> Void = { summary in
            summary.container("div", ["class": "fw-summary"], followedBy: ["role": "alert"]) { summary in
                summary.heading("h2", ["class": "fw-summary-title"])
                summary.element("ul") { summary in
                    for entry in summary.entries {
                        let text = entry.rowTitle.map { $0 + ": " + entry.message } ?? entry.message
                        summary.element("li") { $0.link(to: entry, text: text) }
                    }
                }
            }
        }

        static let listButtons: @Sendable (inout HTMLButtonsMarkup) -> Void = { buttons in
            buttons.element("div", ["class": buttons.isInRows ? "fw-row fw-list-buttons" : "fw-list-buttons"]) {
                $0.buttons(["class": "fw-list-button"])
            }
        }

        static let submitButton: @Sendable (inout HTMLButtonsMarkup) -> Void = { buttons in
            buttons.element("div", ["class": "fw-actions"]) { $0.buttons(["class": "fw-submit"]) }
        }

        static let page: @Sendable (inout HTMLPageMarkup) -> Void = { page in
            page.element("body") { page in
                page.element("main", ["class": "fw-page"]) { page in
                    page.heading(["class": "fw-page-title"])
                    page.content()
                }
            }
        }
    }
}

extension HTMLCellTexts {
    /// Writes the title and subtitle, then the detail, the value and the checkmark, each in a
    /// `span` of ``HTMLTheme/formwork``'s classes.
    func write(into writer: inout HTMLWriter) {
        if title != nil || subtitle != nil {
            writer.raw("<span class=\"fw-text\">")
            if let title { writer.element("span", ["class": "fw-title"], text: title) }
            if let subtitle { writer.element("span", ["class": "fw-subtitle"], text: subtitle) }
            writer.raw("</span>")
        }
        if let detail { writer.element("span", ["class": "fw-detail"], text: detail) }
        if let value { writer.element("span", ["class": "fw-value"], text: value) }
        if isChecked {
            writer.raw("<span class=\"fw-checkmark\" role=\"img\" aria-label=\"selected\">✓</span>")
        }
    }
}
