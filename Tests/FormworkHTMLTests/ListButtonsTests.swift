import Formwork
import FormworkHTML
import Foundation
import Testing

/// The Remove, Move up and Move down buttons a page writes for editable lists, and what a
/// submission pressing one does: the list's own closure with the element found again by id,
/// focus where the person acted, and a typed refusal for anything a page could not have sent.
@Suite struct ListButtonsTests {
    struct Medication: Sendable, Identifiable {
        var id: String
        var name = ""
    }

    struct Intake: Sendable {
        var allergies = ["dust", "pollen", "cats"]
        var medications = [Medication(id: "a", name: "Aspirin"), Medication(id: "b", name: "Ibuprofen")]
        var calls: [String] = []
    }

    static func form(_ intake: FormModel<Intake>, allergiesMove: Bool = true, medicationsDelete: Bool = true) -> Form {
        let delete: (@Sendable (IndexSet) -> Void)? =
            if medicationsDelete { { offsets in intake.update { $0.calls.append("medications delete \(Array(offsets))") } } } else
            { nil }
        let move: (@Sendable (IndexSet, Int) -> Void)? =
            if allergiesMove {
                { offsets, to in intake.update { $0.calls.append("allergies move \(Array(offsets)) → \(to)") } }
            } else { nil }
        return Form {
            Section("Allergies") {
                ForEach(intake.value.allergies, id: \.self) { Row($0) }
                    .onDelete { offsets in intake.update { $0.calls.append("allergies delete \(Array(offsets))") } }
                    .onMove(perform: move)
                Button("Add allergy") {}.id("add-allergy")
            }
            ForEach(intake.binding(\.medications)) { $medication in
                Section("Medication") { TextField("Name", text: $medication.name).id("name") }
            }
            .repeating("medications")
            .onDelete(perform: delete)
            .onMove { offsets, to in intake.update { $0.calls.append("medications move \(Array(offsets)) → \(to)") } }
        }
    }

    static func options(focus: HTMLFocus? = nil, status: String? = nil) -> HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.focus = focus
        options.status = status
        return options
    }

    /// A submission pressing the list button with `value` (as the page writes it, unescaped).
    static func pressing(_ value: String) -> FormSubmission {
        FormSubmission(fields: [FormSubmission.Field(name: FormSubmission.listActionFieldName, value: value)])
    }

    /// The id and title of each list button of `html`, in order.
    static func listButtons(_ html: String) -> [String] {
        lines(html).split(separator: "\n").filter { $0.hasPrefix(#"<button type="submit" class="fw-list-button""#) }.map { line in
            let id = line.components(separatedBy: #"id=""#)[1].prefix { $0 != "\"" }
            let title = line.split(separator: ">")[1].prefix { $0 != "<" }
            return id + " " + title
        }
    }

    @Test func everyElementGetsItsButtonsAfterItsRowsOrItsSection() {
        let html = Self.form(FormModel(Intake())).html(action: "/intake", options: Self.options())
        expectMarkup(
            html,
            """
            <form method="post" action="/intake" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=dust&amp;n=pollen&amp;n=cats&amp;n=add-allergy&amp;n=medications%2Fa%2Fname&amp;n=medications%2Fb%2Fname&amp;g=medications&amp;e=a&amp;e=b">
            <fieldset class="fw-section">
            <legend class="fw-header">Allergies</legend>
            <div class="fw-rows">
            <div class="fw-row" id="fw-dust__row">
            <span class="fw-text">
            <span class="fw-title">dust</span>
            </span>
            </div>
            <div class="fw-row fw-list-buttons">
            <button type="submit" class="fw-list-button" id="fw-dust__down" name="_formwork-list" value="do=down&amp;row=dust" formnovalidate aria-describedby="fw-dust__row">Move down</button>
            <button type="submit" class="fw-list-button" id="fw-dust__remove" name="_formwork-list" value="do=remove&amp;row=dust" formnovalidate aria-describedby="fw-dust__row">Remove</button>
            </div>
            <div class="fw-row" id="fw-pollen__row">
            <span class="fw-text">
            <span class="fw-title">pollen</span>
            </span>
            </div>
            <div class="fw-row fw-list-buttons">
            <button type="submit" class="fw-list-button" id="fw-pollen__up" name="_formwork-list" value="do=up&amp;row=pollen" formnovalidate aria-describedby="fw-pollen__row">Move up</button>
            <button type="submit" class="fw-list-button" id="fw-pollen__down" name="_formwork-list" value="do=down&amp;row=pollen" formnovalidate aria-describedby="fw-pollen__row">Move down</button>
            <button type="submit" class="fw-list-button" id="fw-pollen__remove" name="_formwork-list" value="do=remove&amp;row=pollen" formnovalidate aria-describedby="fw-pollen__row">Remove</button>
            </div>
            <div class="fw-row" id="fw-cats__row">
            <span class="fw-text">
            <span class="fw-title">cats</span>
            </span>
            </div>
            <div class="fw-row fw-list-buttons">
            <button type="submit" class="fw-list-button" id="fw-cats__up" name="_formwork-list" value="do=up&amp;row=cats" formnovalidate aria-describedby="fw-cats__row">Move up</button>
            <button type="submit" class="fw-list-button" id="fw-cats__remove" name="_formwork-list" value="do=remove&amp;row=cats" formnovalidate aria-describedby="fw-cats__row">Remove</button>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-add-allergy" name="add-allergy" value="pressed">Add allergy</button>
            </div>
            </div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header" id="fw__s1__legend">Medication</legend>
            <div class="fw-rows">
            <div class="fw-row" id="fw-medications_22fa_22fname__row">
            <label for="fw-medications_22fa_22fname" class="fw-label">Name</label>
            <input type="text" id="fw-medications_22fa_22fname" name="medications/a/name" value="Aspirin">
            </div>
            </div>
            <div class="fw-list-buttons">
            <button type="submit" class="fw-list-button" id="fw-medications_22fa_22fname__down" name="_formwork-list" value="do=down&amp;row=medications%2Fa%2Fname" formnovalidate aria-describedby="fw__s1__legend fw-medications_22fa_22fname__row">Move down</button>
            <button type="submit" class="fw-list-button" id="fw-medications_22fa_22fname__remove" name="_formwork-list" value="do=remove&amp;row=medications%2Fa%2Fname" formnovalidate aria-describedby="fw__s1__legend fw-medications_22fa_22fname__row">Remove</button>
            </div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header" id="fw__s2__legend">Medication</legend>
            <div class="fw-rows">
            <div class="fw-row" id="fw-medications_22fb_22fname__row">
            <label for="fw-medications_22fb_22fname" class="fw-label">Name</label>
            <input type="text" id="fw-medications_22fb_22fname" name="medications/b/name" value="Ibuprofen">
            </div>
            </div>
            <div class="fw-list-buttons">
            <button type="submit" class="fw-list-button" id="fw-medications_22fb_22fname__up" name="_formwork-list" value="do=up&amp;row=medications%2Fb%2Fname" formnovalidate aria-describedby="fw__s2__legend fw-medications_22fb_22fname__row">Move up</button>
            <button type="submit" class="fw-list-button" id="fw-medications_22fb_22fname__remove" name="_formwork-list" value="do=remove&amp;row=medications%2Fb%2Fname" formnovalidate aria-describedby="fw__s2__legend fw-medications_22fb_22fname__row">Remove</button>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// Without `onMove` no move buttons; without `onDelete` no Remove; the titles are the
    /// catalogue's.
    @Test func onlyTheActionsTheListAllowsAreWritten() {
        let form = Self.form(FormModel(Intake()), allergiesMove: false, medicationsDelete: false)
        let html = FormMessages.taskLocal.withValue(Self.german) { form.html(action: "/intake", options: Self.options()) }
        #expect(
            Self.listButtons(html) == [
                "fw-dust__remove Entfernen", "fw-pollen__remove Entfernen", "fw-cats__remove Entfernen",
                "fw-medications_22fa_22fname__down Nach unten", "fw-medications_22fb_22fname__up Nach oben",
            ])
    }

    static var german: FormMessages {
        var messages = FormMessages.english
        messages.remove = "Entfernen"
        messages.moveUp = "Nach oben"
        messages.moveDown = "Nach unten"
        return messages
    }

    /// The button the app's focus request names takes focus, described by the status first.
    @Test func aListButtonTakesFocusWhenAsked() {
        let html = Self.form(FormModel(Intake())).html(
            action: "/intake",
            options: Self.options(focus: .listButton(.remove, element: Identity("pollen")), status: "Dust removed."))
        #expect(html.contains(#"<form method="post" action="/intake" class="fw-form" data-fw-focus>"#))
        #expect(
            html.contains(
                #"<button type="submit" class="fw-list-button" id="fw-pollen__remove" name="_formwork-list" value="do=remove&amp;row=pollen" formnovalidate aria-describedby="fw__status fw-pollen__row" autofocus>Remove</button>"#
            ))
        #expect(html.components(separatedBy: "autofocus").count == 2)
        // A button the element does not have (the first has no Move up), or an element no list
        // shows, moves nothing.
        for focus in [HTMLFocus.listButton(.moveUp, element: Identity("dust")), .listButton(.remove, element: Identity("mold"))] {
            let unchanged = Self.form(FormModel(Intake())).html(action: "/intake", options: Self.options(focus: focus))
            #expect(!unchanged.contains("autofocus") && !unchanged.contains("data-fw-focus"))
        }
    }

    @Test func removeRunsOnDeleteWithTheElementsOffsetAndFocusesTheNextRemove() throws {
        let intake = FormModel(Intake())
        let action = try Self.form(intake).performListAction(in: Self.pressing("do=remove&row=pollen"))
        #expect(intake.value.calls == ["allergies delete [1]"])
        #expect(action?.button == .remove)
        #expect(action?.element == Identity("pollen"))
        #expect(action?.offset == 1)
        #expect(action?.focus == .listButton(.remove, element: Identity("cats")))
        // The last element: the first control after the list.
        #expect(try Self.form(intake).performListAction(in: Self.pressing("do=remove&row=cats"))?.focus == .key("add-allergy"))
        // The last medication: nothing after the list, so the one before's Remove.
        #expect(
            try Self.form(intake).performListAction(in: Self.pressing("do=remove&row=medications%2Fb%2Fname"))?.focus
                == .listButton(.remove, element: .repeating("medications", "a")))
        #expect(intake.value.calls == ["allergies delete [1]", "allergies delete [2]", "medications delete [1]"])
    }

    @Test func movesRunOnMoveAndFocusTheMovedElementsButton() throws {
        let intake = FormModel(Intake())
        func press(_ value: String) throws -> HTMLFocus? {
            try Self.form(intake).performListAction(in: Self.pressing(value))?.focus
        }
        #expect(try press("do=down&row=dust") == .listButton(.moveDown, element: Identity("dust")))
        // Moved to the top: no Move up any more, so its Move down.
        #expect(try press("do=up&row=pollen") == .listButton(.moveDown, element: Identity("pollen")))
        // Moved to the bottom: no Move down any more, so its Move up.
        #expect(try press("do=down&row=pollen") == .listButton(.moveUp, element: Identity("pollen")))
        #expect(try press("do=down&row=medications%2Fa%2Fname") == .listButton(.moveUp, element: .repeating("medications", "a")))
        #expect(
            intake.value.calls == [
                "allergies move [0] → 2", "allergies move [1] → 0", "allergies move [1] → 3", "medications move [0] → 2",
            ])
    }

    /// A list of two elements: moving one leaves it with one move button, the other way.
    @Test func aMoveInATwoElementListFocusesTheOtherMoveButton() throws {
        let intake = FormModel(Intake())
        #expect(
            try Self.form(intake).performListAction(in: Self.pressing("do=up&row=medications%2Fb%2Fname"))?.focus
                == .listButton(.moveDown, element: .repeating("medications", "b")))
    }

    /// Elements that show no row are not shown elements: Move up passes over them.
    @Test func movesPassOverElementsThatShowNothing() throws {
        let calls = FormModel([String]())
        let form = Form {
            Section {
                ForEach(["a", "hidden", "b"], id: \.self) { id in if id != "hidden" { Row(id) } }
                    .onMove { offsets, to in calls.update { $0.append("move \(Array(offsets)) → \(to)") } }
            }
        }
        _ = try form.performListAction(in: Self.pressing("do=up&row=b"))
        _ = try form.performListAction(in: Self.pressing("do=down&row=a"))
        #expect(calls.value == ["move [2] → 0", "move [0] → 3"])
    }

    @Test(arguments: [
        ("do=remove&row=mold", ListActionError.noSuchElement),
        ("do=remove&row=add-allergy", .notInAList),
        ("do=up&row=dust", .noSuchPlace),
        ("do=down&row=cats", .noSuchPlace),
        ("do=jump&row=dust", .malformed),
        ("do=remove", .malformed),
        ("row=dust&do=remove", .malformed),
        ("do=remove&row=dust&offset=0", .malformed),
        ("remove dust", .malformed),
    ])
    func whatAPageCouldNotHaveSentIsRefusedAndNothingRuns(value: String, error: ListActionError) throws {
        let intake = FormModel(Intake())
        #expect(throws: error) { try Self.form(intake).performListAction(in: Self.pressing(value)) }
        #expect(intake.value.calls == [])
    }

    /// A value longer than any page writes is refused before it is read.
    @Test func anOverlongValueIsRefusedUnread() {
        let intake = FormModel(Intake())
        let value = "do=remove&row=dust" + String(repeating: "&x", count: 3_000)
        #expect(throws: ListActionError.malformed) { try Self.form(intake).performListAction(in: Self.pressing(value)) }
        #expect(intake.value.calls == [])
    }

    @Test func listActionsTheListDoesNotAllowAreRefused() throws {
        let intake = FormModel(Intake())
        let form = Self.form(intake, allergiesMove: false, medicationsDelete: false)
        #expect(throws: ListActionError.notAllowed) { try form.performListAction(in: Self.pressing("do=down&row=dust")) }
        #expect(throws: ListActionError.notAllowed) {
            try form.performListAction(in: Self.pressing("do=remove&row=medications%2Fa%2Fname"))
        }
        let twice = try FormSubmission(
            urlEncoded: "_formwork-list=do%3Dremove%26row%3Ddust&_formwork-list=do%3Dremove%26row%3Dcats")
        #expect(throws: ListActionError.submittedTwice) { try Self.form(intake).performListAction(in: twice) }
        #expect(try Self.form(intake).performListAction(in: FormSubmission(urlEncoded: "add-allergy=pressed")) == nil)
        #expect(intake.value.calls == [])
    }

    /// A stale page: the element it showed is gone from the model, so its button names nothing,
    /// and the element that took its place is never removed instead.
    @Test func aStalePageRemovesNothing() throws {
        var intake = Intake()
        intake.allergies = ["dust", "cats"]
        let model = FormModel(intake)
        #expect(throws: ListActionError.noSuchElement) {
            try Self.form(model).performListAction(in: Self.pressing("do=remove&row=pollen"))
        }
        #expect(model.value.calls == [])
    }

    /// `apply` writes the list button's field into no row and reports nothing for it.
    @Test func applyIgnoresTheListButton() throws {
        let intake = FormModel(Intake())
        let submission = try FormSubmission(
            urlEncoded: "medications%2Fa%2Fname=Paracetamol&_formwork-list=do%3Dremove%26row%3Ddust")
        #expect(Self.form(intake).apply(submission).isEmpty)
        #expect(intake.value.medications[0].name == "Paracetamol")
    }
}
