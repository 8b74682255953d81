import Formwork
import FormworkHTML
import Testing

/// A text editor's prompt is `placeholder`, its most lines `rows`, and a read-only one
/// `readonly` — submitted with the page, unlike `disabled` — in every theme; a page that sends
/// a read-only editor's text back changed is refused at its row.
struct TextEditorMarkupTests {
    struct Order: Sendable {
        var notes = ""
        var terms = "No refunds after 14 days"
    }

    static func form(_ model: FormModel<Order>) -> Form {
        Form {
            Section {
                TextEditor("Notes", text: model.binding(\.notes), prompt: "Anything the driver should know")
                    .lineLimit(2...6).id("notes")
                TextEditor("Terms", text: model.binding(\.terms)).readOnly().id("terms")
            }
        }
    }

    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    @Test func formworkTheme() {
        expectMarkup(
            Self.form(FormModel(Order())).html(action: "/", options: Self.options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=notes&amp;n=terms">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-notes" class="fw-label">Notes</label>
            <textarea id="fw-notes" name="notes" rows="6" placeholder="Anything the driver should know">
            </textarea>
            </div>
            <div class="fw-row">
            <label for="fw-terms" class="fw-label">Terms</label>
            <textarea id="fw-terms" name="terms" rows="4" readonly>
            No refunds after 14 days</textarea>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func govUKTheme() {
        expectMarkup(
            Self.form(FormModel(Order())).html(action: "/", options: Self.options, theme: .govUK),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=notes&amp;n=terms">
            <div class="govuk-form-group">
            <label for="fw-notes" class="govuk-label">Notes</label>
            <textarea class="govuk-textarea" id="fw-notes" name="notes" rows="6" placeholder="Anything the driver should know">
            </textarea>
            </div>
            <div class="govuk-form-group">
            <label for="fw-terms" class="govuk-label">Terms</label>
            <textarea class="govuk-textarea" id="fw-terms" name="terms" rows="5" readonly>
            No refunds after 14 days</textarea>
            </div>
            </form>
            """)
    }

    @Test func aReadOnlyEditorsTextComesBackAndAChangedOneIsRefusedAtItsRow() throws {
        let model = FormModel(Order())
        #expect(
            Self.form(model).apply(try FormSubmission(urlEncoded: "notes=Ring&terms=No+refunds+after+14+days")).isEmpty)
        #expect(model.value.notes == "Ring")
        let errors = Self.form(model).apply(try FormSubmission(urlEncoded: "notes=Ring+twice&terms=Full+refunds"))
        #expect(errors.map(\.description) == [#""terms": This text cannot be changed"#])
        #expect(model.value.notes == "Ring twice")
        #expect(model.value.terms == "No refunds after 14 days")
    }
}
