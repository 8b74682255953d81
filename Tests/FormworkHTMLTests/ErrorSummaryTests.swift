import Formwork
import FormworkHTML
import Testing

/// The summary of every error at the top of a form (GOV.UK's error summary): each entry names
/// its row and links to its control, and the summary takes focus.
struct ErrorSummaryTests {
    struct Guest: Sendable {
        var name = ""
        var meal = "fish"
        var draft = "d-1"
    }

    /// A hidden field: markup that shows no row of its own.
    struct DraftField: HTMLRenderable, Equatable {
        var value: String
        func render(in cell: Cell) { cell.title = "Draft" }
        var showsAsRow: Bool { false }
        func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
            writer.startTag("input")
            writer.attribute("type", "hidden")
            writer.attribute("name", context.name)
            writer.attribute("value", value)
            writer.closeStartTag()
        }
    }

    static func form(_ model: FormModel<Guest>) -> Form {
        Form {
            Section("Guest") {
                DraftField(value: model.value.draft).id("draft")
                TextField("Name", text: model.binding(\.name)).validate(.required).id("name")
                Picker("Meal", selection: model.binding(\.meal), options: ["fish", "veg"]) { $0.capitalized }
                    .pickerStyle(.segmented).validate(.custom("Choose the vegetarian meal") { $0 == "veg" }).id("meal")
                Row("Seat", detail: "12A").id("seat")
            }
        }
    }

    @Test func everyErrorIsListedFirstAndLinksToItsControl() {
        let form = Self.form(FormModel(Guest()))
        let errors =
            form.validate() + [
                ValidationError(identity: Identity("draft"), rule: .custom, message: "This draft has expired"),
                ValidationError(identity: Identity("seat"), rule: .custom, message: "Seat taken"),
            ]
        let conversion = [
            ValueConversionError(identity: Identity("ghost"), reason: .unknownRow, message: "No such row in the form")
        ]
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.errorSummaryTitle = "There is a problem"
        expectMarkup(
            form.html(action: "/", errors: errors, conversionErrors: conversion, options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=draft&amp;n=name&amp;n=meal&amp;n=seat">
            <div class="fw-summary" id="fw__summary" role="alert" tabindex="-1" aria-labelledby="fw__summary__title" autofocus>
            <h2 class="fw-summary-title" id="fw__summary__title">There is a problem</h2>
            <ul>
            <li>No such row in the form</li>
            <li>Draft: This draft has expired</li>
            <li>
            <a href="#fw-name">Name: Required</a>
            </li>
            <li>
            <a href="#fw-meal">Meal: Choose the vegetarian meal</a>
            </li>
            <li>Seat: Seat taken</li>
            </ul>
            </div>
            <fieldset class="fw-section">
            <legend class="fw-header">Guest</legend>
            <div class="fw-rows">
            <input type="hidden" name="draft" value="d-1">
            <div class="fw-row fw-invalid">
            <label for="fw-name" class="fw-label">Name</label>
            <input type="text" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__error" value="" required>
            <div class="fw-error" id="fw-name__error">
            <p>Required</p>
            </div>
            </div>
            <div class="fw-row fw-invalid">
            <fieldset class="fw-choices fw-segmented" id="fw-meal" aria-describedby="fw-meal__error">
            <legend class="fw-label">Meal</legend>
            <span class="fw-options">
            <input type="radio" id="fw-meal__o0" name="meal" value="fish" checked aria-invalid="true">
            <label for="fw-meal__o0">Fish</label>
            <input type="radio" id="fw-meal__o1" name="meal" value="veg" aria-invalid="true">
            <label for="fw-meal__o1">Veg</label>
            </span>
            </fieldset>
            <div class="fw-error" id="fw-meal__error">
            <p>Choose the vegetarian meal</p>
            </div>
            </div>
            <div class="fw-row fw-invalid">
            <span class="fw-text">
            <span class="fw-title">Seat</span>
            </span>
            <span class="fw-detail">12A</span>
            <div class="fw-error" id="fw-seat__error">
            <p>Seat taken</p>
            </div>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// Without a summary, errors stay at their rows and the first invalid control has focus; a
    /// row that shows no row of its own still has its errors shown, at the top, and never focus.
    @Test func withoutASummaryOnlyErrorsThatCannotShowAtARowAreListed() {
        let form = Self.form(FormModel(Guest()))
        let errors =
            [ValidationError(identity: Identity("draft"), rule: .custom, message: "This draft has expired")] + form.validate()
        var options = HTMLFormOptions()
        options.submitTitle = nil
        let html = lines(form.html(action: "/", errors: errors, options: options))
        #expect(
            html.contains(
                """
                <div class="fw-summary" id="fw__summary" role="alert">
                <ul>
                <li>Draft: This draft has expired</li>
                </ul>
                </div>
                """))
        #expect(html.contains(#"<input type="hidden" name="draft" value="d-1">"#))
        #expect(
            html.contains(
                #"<input type="text" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__error" autofocus value="" required>"#
            ))
    }

    @Test func aFormWithoutErrorsHasNoSummary() {
        let model = FormModel(Guest(name: "Ann", meal: "veg"))
        var options = HTMLFormOptions()
        options.errorSummaryTitle = "There is a problem"
        let form = Self.form(model)
        #expect(!form.html(action: "/", errors: form.validate(), options: options).contains("fw-summary"))
    }
}
