import Formwork
import FormworkHTML
import Testing

/// Two sections built alike hold the same identities (`TextField@_`, an explicit `"age"` in
/// each): every error shows at the one row it is about, never at its twin.
@Suite struct RowAddressTests {
    struct People: Sendable {
        var names = ["", "Jane"]
        var ages = [30, 40]
    }

    /// One section per person, each with a structural name field and an explicit "age".
    static func form(_ model: FormModel<People>) -> Form {
        Form {
            Section("First") {
                TextField("Name", text: model.binding(\.names[0])).validate(.required)
                Stepper("Age", value: model.binding(\.ages[0]), in: 0...130).id("age")
            }
            Section("Second") {
                TextField("Name", text: model.binding(\.names[1])).validate(.required)
                Stepper("Age", value: model.binding(\.ages[1]), in: 0...130).id("age")
            }
        }
    }

    @Test func aValidationErrorMarksOnlyItsOwnRow() {
        let form = Self.form(FormModel(People()))
        expectMarkup(
            form.html(action: "/people", errors: form.validate()),
            """
            <form method="post" action="/people" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=Section%400%2FTextField%400&amp;n=Section%400%2Fage&amp;n=Section%401%2FTextField%400&amp;n=Section%401%2Fage">
            <fieldset class="fw-section">
            <legend class="fw-header">First</legend>
            <div class="fw-rows">
            <div class="fw-row fw-invalid">
            <label for="fw-Section_2400_22fTextField_2400" class="fw-label">Name</label>
            <input type="text" id="fw-Section_2400_22fTextField_2400" name="Section@0/TextField@0" aria-invalid="true" aria-describedby="fw-Section_2400_22fTextField_2400__error" autofocus value="" required>
            <div class="fw-error" id="fw-Section_2400_22fTextField_2400__error">
            <p>Required</p>
            </div>
            </div>
            <div class="fw-row">
            <label for="fw-Section_2400_22fage" class="fw-label">Age</label>
            <input type="number" id="fw-Section_2400_22fage" name="Section@0/age" value="30" step="1" min="0" max="130">
            </div>
            </div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header">Second</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-Section_2401_22fTextField_2400" class="fw-label">Name</label>
            <input type="text" id="fw-Section_2401_22fTextField_2400" name="Section@1/TextField@0" value="Jane" required>
            </div>
            <div class="fw-row">
            <label for="fw-Section_2401_22fage" class="fw-label">Age</label>
            <input type="number" id="fw-Section_2401_22fage" name="Section@1/age" value="40" step="1" min="0" max="130">
            </div>
            </div>
            </fieldset>
            <div class="fw-actions">
            <button type="submit" class="fw-submit">Submit</button>
            </div>
            </form>
            """)
    }

    @Test func aConversionErrorMarksOnlyItsOwnRow() throws {
        let model = FormModel(People())
        let submission = try FormSubmission(urlEncoded: "Section%401%2Fage=old&Section%400%2Fage=31")
        let errors = Form.apply(submission) { Self.form(model) }
        let form = Self.form(model)
        #expect(
            errors == [
                ValueConversionError(
                    identity: Identity("age"), key: "Section@1/age", reason: .malformed, message: "Enter a whole number")
            ])
        #expect(model.value.ages == [31, 40])
        let html = form.html(action: "/people", conversionErrors: errors, submitted: submission)
        #expect(Self.invalidRows(in: html) == ["Section@1/age"])
        #expect(html.contains(#"<input type="text" id="fw-Section_2401_22fage" name="Section@1/age" aria-invalid="true""#))
        #expect(html.contains(#"<input type="number" id="fw-Section_2400_22fage" name="Section@0/age" value="31""#))
    }

    @Test func anErrorWhoseKeyNoRowHasIsListedBeforeTheSections() {
        let form = Self.form(FormModel(People()))
        let error = ValueConversionError(
            identity: Identity("age"), reason: .ambiguousRow, message: "More than one row has this id")
        let html = form.html(action: "/people", conversionErrors: [error])
        #expect(Self.invalidRows(in: html) == [])
        #expect(
            html.contains(
                #"<div class="fw-summary" id="fw__summary" role="alert"><ul><li>More than one row has this id</li></ul></div>"#))
    }

    /// The `name` of every control in a row marked invalid, in order.
    static func invalidRows(in html: String) -> [String] {
        html.components(separatedBy: #"<div class="fw-row fw-invalid">"#).dropFirst().compactMap { row in
            row.components(separatedBy: #" name=""#).dropFirst().first?.components(separatedBy: "\"").first
        }
    }
}
