import Formwork

extension HTMLTheme {
    /// The GOV.UK Design System, as GOV.UK Frontend's own component templates write it, so that
    /// its CSS and JavaScript work on the page unchanged.
    ///
    /// Each input is a `govuk-form-group` with its `govuk-label`, its `govuk-hint`, its
    /// `govuk-error-message` (with a visually hidden "Error:") before the control, and the control (`govuk-input`,
    /// `govuk-textarea`, `govuk-select`, `govuk-file-upload`); a toggle is a plain checkbox in
    /// `govuk-checkboxes`; a picker in the inline or segmented style is `govuk-radios` in a
    /// `govuk-fieldset` whose first radio button holds the row's id, so the error summary's link
    /// puts focus on it, and the rows a choice reveals (`.revealed(by:choosing:)`) in its
    /// `govuk-radios__conditional`; a multiple choice is `govuk-checkboxes` in a `govuk-fieldset` likewise; a section with a header is a `govuk-fieldset` under its legend;
    /// the error summary is `govuk-error-summary`, its entries the messages alone. Give the form
    /// the question's row as its heading (``HTMLFormOptions/headingRow``) on a one-question page,
    /// and the page GOV.UK Frontend's stylesheet:
    ///
    /// ```swift
    /// var options = HTMLFormOptions()
    /// options.headingRow = Identity("licence-type")
    /// options.errorSummaryTitle = "There is a problem"
    /// options.submitTitle = "Continue"
    /// var page = HTMLPage(
    ///     title: "Which licence do you need?", body: form.html(action: "/licence", options: options, theme: .govUK),
    ///     stylesheet: "", stylesheetURL: "/assets/govuk-frontend.min.css", theme: .govUK)
    /// page.heading = nil   // the question's legend is the page's heading
    /// ```
    /// A date picker of days is GOV.UK's date input, a field each for the day, the month and the
    /// year (``HTMLDateEntry/dayMonthYear``); a picker of times is one input of its kind and a
    /// slider a range input, which have no GOV.UK component. Rows' images are left out: GOV.UK's
    /// components have no icons (a theme of its own can write them with
    /// ``HTMLRowMarkup/icon(_:)``). A row's swipe actions are a `govuk-button-group` of
    /// secondary buttons after the row, a destructive one `govuk-button--warning`.
    public static let govUK: HTMLTheme = {
        var theme = govUKParts
        theme.dateEntry = .dayMonthYear
        theme.rowActions = GovUK.rowActions
        return theme
    }()

    /// ``govUK``'s closures.
    private static let govUKParts = HTMLTheme(
        pageClass: "govuk-template", formClass: nil, defaultButtonClass: "govuk-visually-hidden", textEditorRows: 5,
        choiceIDs: .firstChoice,
        textField: GovUK.input(class: "govuk-input"), textEditor: GovUK.input(class: "govuk-textarea"),
        number: GovUK.input(class: "govuk-input govuk-input--width-5"), slider: GovUK.slider,
        toggle: GovUK.checkbox, radios: GovUK.radios, checkboxes: GovUK.checkboxes,
        select: GovUK.input(class: "govuk-select"), date: GovUK.date, file: GovUK.input(class: "govuk-file-upload"),
        button: GovUK.button, link: GovUK.link, cell: GovUK.cell, custom: GovUK.custom,
        errorMessage: GovUK.errorMessage, section: GovUK.section, errorSummary: GovUK.errorSummary,
        listButtons: GovUK.listButtons, submitButton: GovUK.submitButton, page: GovUK.page
    )

    /// The parts of ``govUK``.
    private enum GovUK {
        /// A `govuk-form-group` (with `govuk-form-group--error` for a row with errors) and what
        /// `body` writes in it.
        static func formGroup(_ row: inout HTMLRowMarkup, body: (inout HTMLRowMarkup) -> Void) {
            row.container("div", ["class": row.isInvalid ? "govuk-form-group govuk-form-group--error" : "govuk-form-group"]) {
                body(&$0)
            }
        }

        /// The row's `govuk-label`; in an `<h1>` when it is the page's heading.
        static func label(_ row: inout HTMLRowMarkup) {
            guard row.isPageHeading else { return row.label(["class": "govuk-label"]) }
            row.element("h1", ["class": "govuk-label-wrapper"]) { $0.label(["class": "govuk-label govuk-label--l"]) }
        }

        /// A labelled control whose classes start with `class`, with its error modifier
        /// (`govuk-input--error`, …) for a row with errors.
        static func input(class controlClass: String) -> HTMLTheme.Row {
            let errorClass = controlClass + " " + controlClass.prefix { $0 != " " } + "--error"
            return { row in
                formGroup(&row) { row in
                    label(&row)
                    hint(&row)
                    row.errorMessage()
                    row.control(["class": row.isInvalid ? errorClass : controlClass])
                }
            }
        }

        /// GOV.UK's date input for a date in three fields: a `govuk-fieldset` (`role="group"`)
        /// under the row's title, the error message, and the fields in `govuk-date-input`, the
        /// year's wider; a labelled input otherwise.
        static let date: HTMLTheme.Row = { row in
            let fields = row.dateFields
            guard !fields.isEmpty else { return input(class: "govuk-input")(&row) }
            formGroup(&row) { row in
                row.choiceGroup("fieldset", ["class": "govuk-fieldset", "role": "group"]) { row in
                    legend(&row)
                    hint(&row)
                    row.errorMessage()
                    row.dateFieldGroup("div", ["class": "govuk-date-input"]) { row in
                        for field in fields {
                            dateField(field, &row)
                        }
                    }
                }
            }
        }

        /// One field of GOV.UK's date input: `govuk-date-input__item`, its label and input.
        private static func dateField(_ field: HTMLDateField, _ row: inout HTMLRowMarkup) {
            let width = field.field == .year ? " govuk-input--width-4" : " govuk-input--width-2"
            let inputClass = "govuk-input govuk-date-input__input" + width + (field.isInvalid ? " govuk-input--error" : "")
            row.element("div", ["class": "govuk-date-input__item"]) { row in
                row.element("div", ["class": "govuk-form-group"]) { row in
                    row.dateFieldLabel(field, ["class": "govuk-label govuk-date-input__label"])
                    row.dateFieldInput(field, ["class": inputClass])
                }
            }
        }

        /// The row's `govuk-hint`, if it has one.
        static func hint(_ row: inout HTMLRowMarkup) {
            row.hint("div", ["class": "govuk-hint"])
        }

        /// The row's `govuk-fieldset__legend`, in an `<h1>` (large) when it is the page's heading.
        static func legend(_ row: inout HTMLRowMarkup) {
            let title = row.title
            if row.isPageHeading {
                row.element("legend", ["class": "govuk-fieldset__legend govuk-fieldset__legend--l"]) {
                    $0.element("h1", ["class": "govuk-fieldset__heading"], text: title)
                }
            } else {
                row.element("legend", ["class": "govuk-fieldset__legend"], text: title)
            }
        }

        static let slider: HTMLTheme.Row = { row in
            formGroup(&row) { row in
                label(&row)
                hint(&row)
                row.errorMessage()
                row.control()
                row.formattedValue(["class": "govuk-body"])
            }
        }

        /// A plain checkbox, GOV.UK's checkboxes with one item, its hint the item's.
        static let checkbox: HTMLTheme.Row = { row in
            formGroup(&row) { row in
                row.errorMessage()
                row.element("div", ["class": "govuk-checkboxes", "data-module": "govuk-checkboxes"]) { row in
                    row.element("div", ["class": "govuk-checkboxes__item"]) { row in
                        row.control(["class": "govuk-checkboxes__input"])
                        row.label(["class": "govuk-label govuk-checkboxes__label"])
                        row.hint("div", ["class": "govuk-hint govuk-checkboxes__hint"])
                    }
                }
            }
        }

        /// Radio buttons in a `govuk-fieldset`, the legend in an `<h1>` when it is the page's
        /// heading; inline (`govuk-radios--inline`) for a segmented picker.
        static let radios: HTMLTheme.Row = { row in
            let radiosClass = row.pickerStyle == .segmented ? "govuk-radios govuk-radios--inline" : "govuk-radios"
            choices(&row, module: "govuk-radios", class: radiosClass) { row, choice in
                row.radio(choice, ["class": "govuk-radios__input", "data-aria-controls": choice.revealID])
            }
        }

        /// Checkboxes in a `govuk-fieldset`, as ``radios`` are, as GOV.UK Frontend's
        /// `govukCheckboxes` writes them.
        static let checkboxes: HTMLTheme.Row = { row in
            choices(&row, module: "govuk-checkboxes", class: "govuk-checkboxes") { row, choice in
                row.checkbox(choice, ["class": "govuk-checkboxes__input", "data-aria-controls": choice.revealID])
            }
        }

        /// A group of choices of GOV.UK's component `module` in a `govuk-fieldset`, each input
        /// written by `input`, then its label, then the rows it reveals in `module__conditional`
        /// (hidden with `--hidden` while it is not chosen, as GOV.UK Frontend writes it).
        private static func choices(
            _ row: inout HTMLRowMarkup, module: String, class groupClass: String,
            input: (inout HTMLRowMarkup, HTMLChoice) -> Void
        ) {
            formGroup(&row) { row in
                row.choiceGroup("fieldset", ["class": "govuk-fieldset"]) { row in
                    legend(&row)
                    hint(&row)
                    row.errorMessage()
                    row.element("div", ["class": groupClass, "data-module": module]) { row in
                        for choice in row.choices {
                            row.element("div", ["class": module + "__item"]) { row in
                                input(&row, choice)
                                row.choiceLabel(choice, ["class": "govuk-label " + module + "__label"])
                            }
                            let conditional = module + "__conditional"
                            row.revealedRows(
                                choice, "div",
                                ["class": choice.isSelected ? conditional : conditional + " " + conditional + "--hidden"])
                        }
                    }
                }
            }
        }

        static let button: HTMLTheme.Row = { row in
            hint(&row)
            row.control(["class": "govuk-button", "data-module": "govuk-button"])
        }

        /// A `govuk-link`, or a secondary button where the row leads to no URL.
        static let link: HTMLTheme.Row = { row in
            let texts = row.texts
            row.element("p", ["class": "govuk-body"]) { row in
                let linkClass = row.context.linkURL == nil ? "govuk-button govuk-button--secondary" : "govuk-link"
                row.control(["class": linkClass]) { row in
                    row.text(
                        [texts?.title, texts?.subtitle, texts?.detail, texts?.value].compactMap { $0 }.joined(separator: ", "))
                }
            }
        }

        /// A `govuk-summary-list` row for a title with a detail or value; a paragraph otherwise.
        static let cell: HTMLTheme.Row = { row in
            guard let texts = row.texts else { return }
            let answer = [texts.subtitle, texts.detail, texts.value].compactMap { $0 }
            guard !answer.isEmpty else { return row.element("p", ["class": "govuk-body"], text: texts.title ?? "") }
            row.element("dl", ["class": "govuk-summary-list"]) { row in
                row.element("div", ["class": "govuk-summary-list__row"]) { row in
                    row.element("dt", ["class": "govuk-summary-list__key"], text: texts.title ?? "")
                    row.element("dd", ["class": "govuk-summary-list__value"], text: answer.joined(separator: ", "))
                }
            }
        }

        static let custom: HTMLTheme.Row = { row in
            formGroup(&row) { row in
                hint(&row)
                if let description = row.description {
                    row.element("p", ["class": "govuk-body"], text: description)
                } else {
                    row.control()
                }
                row.errorMessage()
            }
        }

        /// `govuk-error-message`, each message after a visually hidden "Error:" (the message
        /// catalogue's ``FormMessages/rowError``).
        static let errorMessage: HTMLTheme.Row = { row in
            let label = FormMessages.current.rowError("").trimmingTrailingSpaces
            row.errorElement("p", ["class": "govuk-error-message"]) { row in
                for (index, message) in row.messages.enumerated() {
                    if index > 0 {
                        row.writer.startTag("br")
                        row.writer.closeStartTag()
                    }
                    row.element("span", ["class": "govuk-visually-hidden"], text: label)
                    row.text(" " + message)
                }
            }
        }

        /// A `govuk-fieldset` under a medium legend for a section with a header; the rows alone
        /// otherwise. The footer is a `govuk-hint`.
        static let section: @Sendable (inout HTMLSectionMarkup) -> Void = { section in
            guard section.hasHeader else {
                section.rows()
                section.listButtons()
                section.footer("div", ["class": "govuk-hint"])
                return
            }
            section.element("fieldset", ["class": "govuk-fieldset"]) { section in
                section.header("legend", ["class": "govuk-fieldset__legend govuk-fieldset__legend--m"])
                section.footer("div", ["class": "govuk-hint"])
                section.rows()
                section.listButtons()
            }
        }

        /// `govuk-error-summary`, its alert in a container of its own as GOV.UK Frontend's is;
        /// each entry the message alone.
        static let errorSummary: @Sendable (inout HTMLSummaryMarkup) -> Void = { summary in
            summary.container("div", ["class": "govuk-error-summary", "data-module": "govuk-error-summary"]) { summary in
                summary.element("div", ["role": "alert"]) { summary in
                    summary.heading("h2", ["class": "govuk-error-summary__title"])
                    summary.element("div", ["class": "govuk-error-summary__body"]) { summary in
                        summary.element("ul", ["class": "govuk-list govuk-error-summary__list"]) { summary in
                            for entry in summary.entries {
                                summary.element("li") { $0.link(to: entry, text: entry.message) }
                            }
                        }
                    }
                }
            }
        }

        /// A row's actions in a `govuk-button-group` after the row: secondary buttons, a
        /// destructive one a warning button, each with the row's title in
        /// `govuk-visually-hidden` where it tells them apart, as GOV.UK writes "Change" links.
        static let rowActions: HTMLTheme.Row = { row in
            row.element("div", ["class": "govuk-button-group"]) { row in
                for action in row.actions {
                    let buttonClass =
                        action.isDestructive ? "govuk-button govuk-button--warning" : "govuk-button govuk-button--secondary"
                    row.actionButton(
                        action, ["class": buttonClass, "data-module": "govuk-button"],
                        hiddenText: ["class": "govuk-visually-hidden"])
                }
            }
        }

        static let listButtons: @Sendable (inout HTMLButtonsMarkup) -> Void = { buttons in
            buttons.element("div", ["class": "govuk-button-group"]) {
                $0.buttons(["class": "govuk-button govuk-button--secondary", "data-module": "govuk-button"])
            }
        }

        static let submitButton: @Sendable (inout HTMLButtonsMarkup) -> Void = { buttons in
            buttons.buttons(["class": "govuk-button", "data-module": "govuk-button"])
        }

        static let page: @Sendable (inout HTMLPageMarkup) -> Void = { page in
            page.element("body", ["class": "govuk-template__body"]) { page in
                page.element("div", ["class": "govuk-width-container"]) { page in
                    page.element("main", ["class": "govuk-main-wrapper", "id": "main-content"]) { page in
                        page.heading(["class": "govuk-heading-l"])
                        page.content()
                    }
                }
            }
        }
    }
}

extension String {
    /// The text without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
