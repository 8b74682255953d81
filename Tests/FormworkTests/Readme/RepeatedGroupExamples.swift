// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkHTML
import Foundation
import Testing

/// FormworkHTML's "Repeated Groups", compiled and run: a page with guests posted back with each
/// action, the guests restored by id before their values are filled.
@Suite(.checksPrintedOutput) struct RepeatedGroupExamples {
    struct Guest: Sendable, Identifiable {
        var id: String   // the app's own: UUID().uuidString for a new guest
        var name = ""
    }

    struct Party: Sendable {
        var host = ""
        var guests: [Guest] = []
    }

    /// What the article's POST handler leaves in the model for `submission`, and `apply`'s errors.
    func post(_ submission: FormSubmission) throws -> (party: Party, errors: [ValueConversionError]) {
        @FormModel var party = Party()

        func partyForm() -> Form {
            Form {
                Section("You") { TextField("Name", text: $party.host).validate(.required).id("host") }
                ForEach($party.guests) { $guest in
                    Section("Guest") {
                        TextField("Name", text: $guest.name).validate(.required).id("name")
                        Button("Move up") {}.validatesInBrowser(false).id("up")
                        Button("Remove") {}.validatesInBrowser(false).accessibilityLabel("Remove \(guest.name)").id("remove")
                    }
                }
                .repeating("guests")
                Section { Button("Add a guest") {}.validatesInBrowser(false).id("add") }
            }
        }

        // POST /party: restore the guests the page showed, by id (a refused list: answer 400), then fill them.
        party.guests = try submission.repeatedIDs(named: "guests").map { Guest(id: $0) }
        let conversionErrors = Form.apply(.submission(submission, ignoring: ["csrf-token"])) { partyForm() }
        let pressed = partyForm().pressedRow(in: submission)
        switch (pressed?.explicitValue as? String, pressed?.repeatedElementID(in: "guests")) {
        case ("add", _):
            party.guests.append(Guest(id: UUID().uuidString))
        case ("remove", let id?):
            party.guests.removeAll { $0.id == id }
        case ("up", let id?):
            if let index = party.guests.firstIndex(where: { $0.id == id }), index > 0 { party.guests.swapAt(index, index - 1) }
        default:
            break   // "Submit", or Enter: validate and save as usual
        }
        // After an action, show partyForm() again, without errors: what was typed is in the model.
        return (party, conversionErrors)
    }

    /// A page that showed Ada and Bo, posted with `button` pressed.
    func submission(pressing button: String?) throws -> FormSubmission {
        let state = "_formwork=n%3Dhost%26g%3Dguests%26e%3Dada%26e%3Dbo"
        let fields = "csrf-token=t&host=Ann&guests%2Fada%2Fname=Ada&guests%2Fbo%2Fname=Bo"
        return try FormSubmission(urlEncoded: [state, fields, button.map { $0 + "=pressed" }].compactMap { $0 }.joined(separator: "&"))
    }

    @Test func eachActionKeepsEveryGuestsValuesOnItsGuest() throws {
        let (saved, errors) = try post(submission(pressing: nil))
        #expect(errors.isEmpty)
        #expect(saved.host == "Ann")
        #expect(saved.guests.map(\.id) == ["ada", "bo"])
        #expect(saved.guests.map(\.name) == ["Ada", "Bo"])

        let removed = try post(submission(pressing: "guests%2Fada%2Fremove")).party
        #expect(removed.guests.map(\.id) == ["bo"])
        #expect(removed.guests.map(\.name) == ["Bo"])

        let movedUp = try post(submission(pressing: "guests%2Fbo%2Fup")).party
        #expect(movedUp.guests.map(\.name) == ["Bo", "Ada"])

        let added = try post(submission(pressing: "add")).party
        #expect(added.guests.map(\.name) == ["Ada", "Bo", ""])
        #expect(UUID(uuidString: added.guests[2].id) != nil)
    }
}
