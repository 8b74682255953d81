import Formwork
import FormworkHTML
import Foundation
import Testing

/// Each kind of row `.govUK` writes, one form each, against the markup in `Tests/govuk/cases/`:
/// the same files `Tests/govuk/compare_reference.py` compares, as DOM trees, with what GOV.UK
/// Frontend's own templates write for the same fields. A change to the markup fails here first;
/// `FORMWORK_RECORD_GOVUK=1 swift test --filter GovUKReferenceTests` writes the files anew, and
/// the comparison then says whether GOV.UK Frontend agrees.
struct GovUKReferenceTests {
    /// A case: the form, whether it shows its errors, the row that is the page's heading, and
    /// what a browser submitted, which the page shows with the errors of applying it.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var showsErrors = false
        var headingRow: Identity?
        var submitted: String?
        var form: @Sendable (FormModel<Licence>) -> Form

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "input", showsErrors: true) { model in
            Form { Section { TextField("Full name", text: model.binding(\.name)).validate(.required).id("name") } }
        },
        Case(name: "input-hint", showsErrors: true) { model in
            Form {
                Section {
                    TextField("Full name", text: model.binding(\.name)).validate(.required).id("name")
                        .hint("As on your passport")
                }
            }
        },
        Case(name: "input-heading", headingRow: Identity("name")) { model in
            Form { Section { TextField("Full name", text: model.binding(\.name)).id("name") } }
        },
        Case(name: "textarea", showsErrors: true) { model in
            Form { Section { TextEditor("Anything else", text: model.binding(\.notes)).validate(.required).id("notes") } }
        },
        Case(name: "number") { model in
            Form { Section { Stepper("Number of rods", value: model.binding(\.rods), in: 1...3).id("rods") } }
        },
        Case(name: "radios", showsErrors: true) { model in Form { Section { kindPicker(model, .inline).id("kind") } } },
        Case(name: "radios-hint", showsErrors: true) { model in
            Form { Section { kindPicker(model, .inline).id("kind").hint("Choose one") } }
        },
        Case(name: "radios-conditional") { model in
            model.value.kind = .salmon
            return Form {
                Section {
                    kindPicker(model, .inline).id("kind")
                    TextField("Licence number", text: model.binding(\.number)).id("number")
                        .revealed(by: "kind", choosing: "salmon")
                    TextField("Rod licence number", text: model.binding(\.rodNumber)).id("rod")
                        .revealed(by: "kind", choosing: "coarse")
                }
            }
        },
        Case(name: "radios-heading", headingRow: Identity("kind")) { model in
            Form { Section { kindPicker(model, .inline).id("kind") } }
        },
        Case(name: "radios-inline") { model in Form { Section { kindPicker(model, .segmented).id("kind") } } },
        Case(name: "select") { model in
            Form {
                Section {
                    Picker("Water", selection: model.binding(\.water), options: Licence.Kind.allCases) {
                        $0.rawValue.capitalized
                    }
                    .id("water")
                }
            }
        },
        Case(name: "checkbox", showsErrors: true) { model in
            Form { Section { Toggle("I agree to the terms", isOn: model.binding(\.agreed)).validate(.required).id("agreed") } }
        },
        Case(name: "checkboxes", showsErrors: true) { model in Form { Section { watersPicker(model).id("waters") } } },
        Case(name: "checkboxes-checked") { model in
            model.value.waters = [.coarse]
            return Form { Section { watersPicker(model).id("waters") } }
        },
        Case(name: "file") { model in Form { Section { FileField("Photo", file: model.binding(\.photo)).id("photo") } } },
        Case(name: "button") { _ in Form { Section { Button("Check answers") {}.id("check") } } },
        Case(name: "error-summary", showsErrors: true) { model in
            Form { Section { TextField("Full name", text: model.binding(\.name)).validate(.required).id("name") } }
        },
        Case(name: "date-input", showsErrors: true, submitted: "dob-day=3&dob-month=&dob-year=1984") { model in
            Form { Section { DatePicker("Date of birth", selection: model.binding(\.birth)).validate(.required).id("dob") } }
        },
        Case(name: "date-input-hint", showsErrors: true, submitted: "dob-day=3&dob-month=&dob-year=1984") { model in
            Form {
                Section {
                    DatePicker("Date of birth", selection: model.binding(\.birth)).validate(.required).id("dob")
                        .hint("For example, 27 3 2007")
                }
            }
        },
        Case(name: "fieldset") { model in
            Form { Section("Your licence") { TextField("Full name", text: model.binding(\.name)).id("name") } }
        },
    ]

    /// A radio-button picker of the licence's kind, which must be chosen.
    static func kindPicker(_ model: FormModel<Licence>, _ style: PickerStyle) -> Picker<Licence.Kind?> {
        Picker(
            "Licence type", selection: model.binding(\.kind),
            options: [
                PickerOption("Salmon and sea trout", value: .salmon, key: "salmon"),
                PickerOption("Trout and coarse", value: .coarse, key: "coarse"),
            ]
        )
        .pickerStyle(style).validate(.required)
    }

    /// Checkboxes of the waters fished, at least one of which must be chosen.
    static func watersPicker(_ model: FormModel<Licence>) -> MultiPicker<Licence.Kind> {
        MultiPicker(
            "Waters", selection: model.binding(\.waters),
            options: [
                PickerOption("Salmon and sea trout", value: .salmon, key: "salmon"),
                PickerOption("Trout and coarse", value: .coarse, key: "coarse"),
            ]
        )
        .validate(.required)
    }

    /// The case's markup, as `.govUK` writes it, a tag a line.
    static func markup(of testCase: Case) throws -> String {
        let model = FormModel(Licence())
        let submitted = try testCase.submitted.map { try FormSubmission(urlEncoded: $0) }
        let refused = submitted.map { submission in Form.apply(submission) { testCase.form(model) } } ?? []
        let form = testCase.form(model)
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.headingRow = testCase.headingRow
        if testCase.name == "error-summary" { options.errorSummaryTitle = "There is a problem" }
        let errors = testCase.showsErrors ? form.validate() : []
        let html = form.html(
            action: "/licence", errors: errors, conversionErrors: refused, submitted: submitted, options: options,
            theme: .govUK)
        return lines(html) + "\n"
    }

    /// Where the case's markup is kept.
    static func file(of testCase: Case) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("govuk/cases/\(testCase.name).html")
    }

    @Test(arguments: cases) func theMarkupIsTheKeptMarkup(_ testCase: Case) throws {
        let markup = try Self.markup(of: testCase)
        let file = Self.file(of: testCase)
        if ProcessInfo.processInfo.environment["FORMWORK_RECORD_GOVUK"] == "1" {
            try markup.write(to: file, atomically: true, encoding: .utf8)
        }
        let kept = try String(contentsOf: file, encoding: .utf8)
        #expect(markup == kept)
    }
}
