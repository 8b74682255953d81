import Formwork
import FormworkHTML
import Testing

/// A custom component that shows as the theme's number rows do: it writes its control alone.
private struct Rating: HTMLRenderable, Equatable {
    var stars: Int

    func render(in cell: Cell) {
        cell.title = "Rating"
        cell.value = "\(stars) stars"
    }

    var themeKind: HTMLRowKind { .number }

    func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writer.startTag("input")
        writer.attribute("type", "number")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", String(stars))
        writer.closeStartTag()
    }
}

/// What a theme decides and what stays the library's, whatever a theme writes.
struct HTMLThemeTests {
    /// A form of one toggle and one text field with an error, on a page that submits nothing else.
    private func form(_ model: FormModel<Licence>) -> Form {
        Form {
            Section {
                Toggle("Agreed", isOn: model.binding(\.agreed)).id("agreed")
                TextField("Name", text: model.binding(\.name)).validate(.required).id("name")
            }
        }
    }

    private var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    @Test func aThemeReplacesOneKindOfRowAndKeepsTheRest() {
        var theme = HTMLTheme.formwork
        theme.toggle = { row in
            row.container("div", ["class": "switch-row"]) { row in
                row.control(["class": "switch", "data-size": "large"])
                row.label(["class": "switch-label"])
            }
        }
        let form = form(FormModel(Licence()))
        expectMarkup(
            form.html(action: "/a", errors: form.validate(), options: options, theme: theme),
            """
            <form method="post" action="/a" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=agreed&amp;n=name">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="switch-row">
            <input type="hidden" name="agreed" value="off">
            <input type="checkbox" class="switch" data-size="large" id="fw-agreed" name="agreed" value="on">
            <label for="fw-agreed" class="switch-label">Agreed</label>
            </div>
            <div class="fw-row fw-invalid">
            <label for="fw-name" class="fw-label">Name</label>
            <input type="text" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__error" autofocus value="" required>
            <div class="fw-error" id="fw-name__error">
            <p>Required</p>
            </div>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func aThemeCannotWriteWhatTheLibraryOwns() {
        var theme = HTMLTheme.formwork
        theme.textField = { row in
            row.control(["id": "mine", "name": "other", "aria-describedby": "nothing", "type": "hidden", "class": "kept"])
            row.label(["for": "elsewhere", "class": "label"])
        }
        let form = Form { Section { TextField("Name", text: .constant("Ann")).id("name") } }
        expectMarkup(
            form.html(action: "/a", options: options, theme: theme),
            """
            <form method="post" action="/a" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=name">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <input type="text" class="kept" id="fw-name" name="name" value="Ann">
            <label for="fw-name" class="label">Name</label>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func whatAThemeLeavesOutThatThePageNeedsIsWrittenAfterIt() {
        var theme = HTMLTheme.formwork
        theme.textField = { $0.control() }
        theme.section = { _ in }
        theme.submitButton = { _ in }
        var options = HTMLFormOptions()
        options.refreshesForm = { $0 == Identity("name") }
        let form = Form {
            Section("People", footer: "All of them") {
                TextField("Name", text: .constant("")).validate(.required).id("name")
            }
        }
        expectMarkup(
            form.html(action: "/a", errors: form.validate(), options: options, theme: theme),
            """
            <form method="post" action="/a" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=name">
            <div>People</div>
            <div data-fw-refresh>
            <input type="text" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__error fw__s0__footer" autofocus value="" required>
            <div class="fw-error" id="fw-name__error">
            <p>Required</p>
            </div>
            </div>
            <div id="fw__s0__footer">All of them</div>
            <button type="submit">Submit</button>
            </form>
            """)
    }

    @Test func anErrorMessageAThemeDoesNotWriteIsWrittenWithItsID() {
        var theme = HTMLTheme.formwork
        theme.errorMessage = { row in row.text("(see above)") }
        let form = Form { Section { TextField("Name", text: .constant("")).validate(.required).id("name") } }
        expectMarkup(
            form.html(action: "/a", errors: form.validate(), options: options, theme: theme),
            """
            <form method="post" action="/a" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=name">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row fw-invalid">
            <label for="fw-name" class="fw-label">Name</label>
            <input type="text" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__error" autofocus value="" required>(see above)<div id="fw-name__error">
            <p>Required</p>
            </div>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func aCustomComponentShowsAsTheKindOfRowItNames() {
        let form = Form { Section { Rating(stars: 4).id("rating") } }
        let errors = [ValidationError(identity: Identity("rating"), rule: .custom, message: "Too many stars")]
        expectMarkup(
            form.html(action: "/a", errors: errors, options: options, theme: .govUK),
            """
            <form method="post" action="/a" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=rating">
            <div class="govuk-form-group govuk-form-group--error">
            <label for="fw-rating" class="govuk-label">Rating</label>
            <p class="govuk-error-message" id="fw-rating__error">
            <span class="govuk-visually-hidden">Error:</span> Too many stars</p>
            <input type="number" class="govuk-input govuk-input--width-5 govuk-input--error" id="fw-rating" name="rating" aria-invalid="true" aria-describedby="fw-rating__error" autofocus value="4">
            </div>
            </form>
            """)
    }

    @Test func aGovUKPageSaysItShowsErrorsInItsTitleAndCanLeaveTheHeadingToALegend() {
        var page = HTMLPage(title: "Licence type", body: "<p>form</p>", stylesheet: "", theme: .govUK)
        page.showsErrors = true
        page.heading = nil
        expectMarkup(
            page.html,
            """
            <!DOCTYPE html>
            <html lang="en" class="govuk-template">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Error: Licence type</title>
            </head>
            <body class="govuk-template__body">
            <div class="govuk-width-container">
            <main class="govuk-main-wrapper" id="main-content">
            <p>form</p>
            </main>
            </div>
            </body>
            </html>
            """)
    }
}
