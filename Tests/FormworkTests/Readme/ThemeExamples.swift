// swift-format-ignore-file
// Formatted as the DocC article "Themes" shows it: ReadmeTests finds its blocks here line for line.
import Formwork
import FormworkHTML
import Testing

/// A Bootstrap 5 theme, as the article "Themes" writes it: every part of ``HTMLTheme`` set.
func bootstrapTheme() -> HTMLTheme {
    var theme = HTMLTheme.formwork
    theme.pageClass = nil
    theme.formClass = nil
    theme.defaultButtonClass = "visually-hidden"
    theme.textEditorRows = 4
    theme.choiceIDs = .firstChoice

    // A labelled control in a `mb-3` group; Bootstrap shows the feedback after an `is-invalid` control.
    func field(_ controlClass: String) -> HTMLTheme.Row {
        { row in
            row.container("div", ["class": "mb-3"]) { row in
                row.label(["class": "form-label"])
                row.control(["class": row.isInvalid ? controlClass + " is-invalid" : controlClass])
                row.formattedValue(["class": "form-text"])
                row.hint("div", ["class": "form-text"])
                row.errorMessage()
            }
        }
    }
    theme.textField = field("form-control")
    theme.textEditor = field("form-control")
    theme.number = field("form-control")
    theme.date = field("form-control")
    theme.file = field("form-control")
    theme.select = field("form-select")
    theme.slider = field("form-range")

    theme.toggle = { row in
        row.container("div", ["class": "mb-3 form-check form-switch"]) { row in
            row.control(["class": row.isInvalid ? "form-check-input is-invalid" : "form-check-input", "role": "switch"])
            row.label(["class": "form-check-label"])
            row.hint("div", ["class": "form-text"])
            row.errorMessage()
        }
    }
    theme.radios = { row in
        row.container("div", ["class": "mb-3"]) { row in
            row.choiceGroup("fieldset") { row in
                row.legend(["class": "form-label fs-6"])
                row.hint("div", ["class": "form-text"])
                for choice in row.choices {
                    row.element("div", ["class": row.pickerStyle == .segmented ? "form-check form-check-inline" : "form-check"]) { row in
                        row.radio(choice, ["class": "form-check-input"])
                        row.choiceLabel(choice, ["class": "form-check-label"])
                    }
                }
                row.errorMessage()
            }
        }
    }
    theme.button = { row in
        row.container("div", ["class": "mb-3"]) { $0.control(["class": "btn btn-outline-primary"]) }
    }
    theme.link = { row in
        let title = row.texts?.title ?? ""
        row.container("div", ["class": "mb-3"]) { $0.control(["class": "btn btn-link px-0"]) { $0.text(title) } }
    }
    theme.cell = { row in
        let texts = row.texts
        row.container("p", ["class": "mb-3"]) { row in
            row.text(texts?.title ?? "")
            if let detail = texts?.detail ?? texts?.value { row.element("span", ["class": "text-body-secondary ms-2"], text: detail) }
        }
    }
    theme.custom = { row in
        row.container("div", ["class": "mb-3"]) { row in
            row.control()
            row.errorMessage()
        }
    }
    theme.errorMessage = { row in
        row.errorElement("div", ["class": "invalid-feedback d-block"]) { row in
            row.text(row.messages.joined(separator: " "))
        }
    }

    theme.section = { section in
        section.element("fieldset", ["class": "mb-4"]) { section in
            section.header("legend", ["class": "h5"])
            section.rows()
            section.listButtons()
            section.footer("div", ["class": "form-text"])
        }
    }
    theme.errorSummary = { summary in
        summary.container("div", ["class": "alert alert-danger"], followedBy: ["role": "alert"]) { summary in
            summary.heading("h2", ["class": "h5"])
            summary.element("ul", ["class": "mb-0"]) { summary in
                for entry in summary.entries {
                    summary.element("li") { $0.link(to: entry, text: entry.message, ["class": "alert-link"]) }
                }
            }
        }
    }
    theme.listButtons = { buttons in
        buttons.element("div", ["class": "btn-group mb-3"]) { $0.buttons(["class": "btn btn-outline-secondary btn-sm"]) }
    }
    theme.rowActions = { row in
        row.element("div", ["class": "btn-group btn-group-sm mb-3"]) { row in
            for action in row.actions {
                let buttonClass = action.isDestructive ? "btn btn-outline-danger" : "btn btn-outline-secondary"
                row.actionButton(action, ["class": buttonClass], hiddenText: ["class": "visually-hidden"])
            }
        }
    }
    theme.submitButton = { buttons in
        buttons.buttons(["class": "btn btn-primary"])
    }
    theme.page = { page in
        page.element("body") { page in
            page.element("main", ["class": "container py-4"]) { page in
                page.heading(["class": "mb-4"])
                page.content()
            }
        }
    }
    return theme
}

/// FormworkHTML's "Themes", compiled and run.
@Suite(.checksPrintedOutput) struct ThemeExamples {
    struct Licence: Sendable {
        var name = ""
        var rods = 1
        var agreed = false
    }

    @Test func aThemeOfYourOwn() {
        @FormModel var licence = Licence()
        func licenceForm() -> Form {
            Form {
                Section("Your licence") {
                    TextField("Full name", text: $licence.name).validate(.required).id("name").hint("As on your passport")
                    Stepper("Rods", value: $licence.rods, in: 1...3).id("rods")
                    Toggle("I agree to the terms", isOn: $licence.agreed).validate(.required).id("agreed")
                }
            }
        }

        let form = licenceForm()
        var options = HTMLFormOptions()
        options.errorSummaryTitle = "There is a problem"
        let html = form.html(action: "/licence", errors: form.validate(), options: options, theme: bootstrapTheme())
        let page = HTMLPage(title: "Apply", body: html, stylesheet: "", stylesheetURL: "/css/bootstrap.min.css", theme: bootstrapTheme())

        expectBootstrapMarkup(html)
        #expect(page.html.contains(#"<body><main class="container py-4"><h1 class="mb-4">Apply</h1><form"#))
    }

    @Test func oneKindOfRow() {
        var theme = HTMLTheme.formwork
        theme.toggle = { row in
            row.container("div", ["class": "fw-row fw-checkbox"]) { row in
                row.control()
                row.label(["class": "fw-label"])
                row.errorMessage()
            }
        }
        let form = Form { Section { Toggle("Remember me", isOn: .constant(true)).id("remember") } }
        let html = form.html(action: "/sign-in", theme: theme)
        #expect(html.contains(#"<div class="fw-row fw-checkbox"><input type="hidden" name="remember" value="off"><input type="checkbox" id="fw-remember" name="remember" value="on" checked><label for="fw-remember" class="fw-label">Remember me</label></div>"#))
    }

    /// `.formwork` asked for dates in three fields writes them where its date row calls
    /// `control()`: the labelled fields in a group the row's label leads to the first of.
    @Test func datesInThreeFields() throws {
        var theme = HTMLTheme.formwork
        theme.dateEntry = .dayMonthYear

        @FormModel var birth: CalendarDate? = try CalendarDate(year: 1984, month: 2, day: 9)
        let form = Form { Section { DatePicker("Date of birth", selection: $birth).id("dob") } }
        var options = HTMLFormOptions()
        options.submitTitle = nil
        #expect(
            form.html(action: "/", options: options, theme: theme).replacingOccurrences(of: "><", with: ">\n<") == """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=dob">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-dob__day" class="fw-label">Date of birth</label>
            <div id="fw-dob" role="group">
            <label for="fw-dob__day">Day</label>
            <input id="fw-dob__day" name="dob-day" type="text" value="9" inputmode="numeric">
            <label for="fw-dob__month">Month</label>
            <input id="fw-dob__month" name="dob-month" type="text" value="2" inputmode="numeric">
            <label for="fw-dob__year">Year</label>
            <input id="fw-dob__year" name="dob-year" type="text" value="1984" inputmode="numeric">
            </div>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// The person chose Phone: its row is in its choice's conditional.
    @Test func aConditionalReveal() {
        enum Way: Sendable { case email, phone }
        @FormModel var way: Way? = .phone
        @FormModel var phone = ""
        let form = Form {
            Section {
                Picker("How should we contact you?", selection: $way,
                       options: [PickerOption("Email", value: .email, key: "email"), PickerOption("Phone", value: .phone, key: "phone")])
                    .pickerStyle(.inline).validate(.required).id("way")
                if way == .phone {
                    TextField("Phone number", text: $phone).validate(.required).id("phone")
                        .revealed(by: "way", choosing: "phone")
                }
            }
        }
        let html = form.html(action: "/contact", theme: .govUK)

        #expect(html.contains(
            #"<div class="govuk-radios__conditional" id="fw-way__o1__reveal" data-fw-reveal><div class="govuk-form-group"><label for="fw-phone""#))
    }

    @Test func aOneQuestionPage() {
        enum Kind: String, CaseIterable, Sendable { case salmon, coarse }
        @FormModel var kind = Kind.salmon
        let form = Form {
            Section {
                Picker("Which licence do you need?", selection: $kind, options: Kind.allCases) { $0.rawValue.capitalized }
                    .pickerStyle(.inline).id("licence-type")
            }
        }
        let errors: [ValidationError] = []

        var options = HTMLFormOptions()
        options.headingRow = Identity("licence-type")
        options.errorSummaryTitle = "There is a problem"
        options.submitTitle = "Continue"
        let body = form.html(action: "/licence-type", errors: errors, options: options, theme: .govUK)
        var page = HTMLPage(
            title: "Which licence do you need?", body: body, stylesheet: "",
            stylesheetURL: "/assets/govuk-frontend.min.css", theme: .govUK)
        page.heading = nil           // the question's legend is the page's heading
        page.showsErrors = !errors.isEmpty

        #expect(page.html.contains(#"<legend class="govuk-fieldset__legend govuk-fieldset__legend--l"><h1 class="govuk-fieldset__heading">Which licence do you need?</h1></legend>"#))
        #expect(page.html.contains("<title>Which licence do you need?</title>"))
        #expect(!page.html.contains("govuk-heading-l"))
    }

    /// The Bootstrap form's markup, whole.
    func expectBootstrapMarkup(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            html.replacingOccurrences(of: "><", with: ">\n<") == """
            <form method="post" action="/licence" class="fw-form">
            <button type="submit" class="visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=name&amp;n=rods&amp;n=agreed">
            <div class="alert alert-danger" id="fw__summary" role="alert" tabindex="-1" aria-labelledby="fw__summary__title" autofocus>
            <h2 class="h5" id="fw__summary__title">There is a problem</h2>
            <ul class="mb-0">
            <li>
            <a class="alert-link" href="#fw-name">Required</a>
            </li>
            <li>
            <a class="alert-link" href="#fw-agreed">Required</a>
            </li>
            </ul>
            </div>
            <fieldset class="mb-4">
            <legend class="h5">Your licence</legend>
            <div class="mb-3">
            <label for="fw-name" class="form-label">Full name</label>
            <input type="text" class="form-control is-invalid" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__hint fw-name__error" value="" required>
            <div class="form-text" id="fw-name__hint">As on your passport</div>
            <div class="invalid-feedback d-block" id="fw-name__error">Required</div>
            </div>
            <div class="mb-3">
            <label for="fw-rods" class="form-label">Rods</label>
            <input type="number" class="form-control" id="fw-rods" name="rods" value="1" step="1" min="1" max="3">
            </div>
            <div class="mb-3 form-check form-switch">
            <input type="hidden" name="agreed" value="off">
            <input type="checkbox" class="form-check-input is-invalid" role="switch" id="fw-agreed" name="agreed" aria-invalid="true" aria-describedby="fw-agreed__error" value="on" required>
            <label for="fw-agreed" class="form-check-label">I agree to the terms</label>
            <div class="invalid-feedback d-block" id="fw-agreed__error">Required</div>
            </div>
            </fieldset>
            <button type="submit" class="btn btn-primary">Submit</button>
            </form>
            """, sourceLocation: sourceLocation)
    }
}
