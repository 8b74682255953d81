import Formwork
import FormworkHTML
import Foundation
import Testing

/// A number field on a web page: a text input with a numeric keyboard whose value is the
/// number's locale-free text, read back by WHATWG's number grammar, as a browser's number input
/// submits numbers whatever the page's language.
struct NumberFieldMarkupTests {
    struct Expense: Sendable, Equatable {
        var amount = Decimal(string: "1234.5")!
        var guests = 2
        var tip: Decimal?
    }

    static func form(_ model: FormModel<Expense>) -> Form {
        Form {
            Section {
                TextField("Amount", value: model.binding(\.amount), format: .currency(code: "EUR"))
                    .validate(.range(0.01...)).id("amount")
                TextField("Guests", value: model.binding(\.guests), format: .number).id("guests")
                TextField("Tip", value: model.binding(\.tip), format: .percent, prompt: "None").id("tip")
            }
        }
    }

    @Test func aNumberFieldIsATextInputWithANumericKeyboardAndTheLocaleFreeValue() {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        expectMarkup(
            Self.form(FormModel(Expense())).html(action: "/", options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=amount&amp;n=guests&amp;n=tip">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-amount" class="fw-label">Amount</label>
            <input type="text" id="fw-amount" name="amount" value="1234.5" inputmode="decimal">
            </div>
            <div class="fw-row">
            <label for="fw-guests" class="fw-label">Guests</label>
            <input type="text" id="fw-guests" name="guests" value="2" inputmode="numeric">
            </div>
            <div class="fw-row">
            <label for="fw-tip" class="fw-label">Tip</label>
            <input type="text" id="fw-tip" name="tip" value="" placeholder="None" inputmode="decimal">
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func aSubmissionIsReadByTheBrowsersNumberGrammarNotByALocale() throws {
        let model = FormModel(Expense())
        let form = Self.form(model)
        let submission = try FormSubmission(urlEncoded: "amount=12.50&guests=3&tip=0.15")
        #expect(form.apply(submission).isEmpty)
        #expect(model.value == Expense(amount: 12.5, guests: 3, tip: Decimal(string: "0.15")))
        let german = try FormSubmission(urlEncoded: "amount=12%2C50&guests=3")
        #expect(form.apply(german).map(\.message) == ["Enter a number"])
        #expect(model.value.amount == 12.5)
    }
}
