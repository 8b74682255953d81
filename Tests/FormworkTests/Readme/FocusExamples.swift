// swift-format-ignore-file
// Formatted as the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkHTML
import Foundation
import Testing

/// FormworkHTML's "Focus and Status" article, compiled and run: after a guest is added, moved up
/// or removed, the page puts focus where the person acted and says what happened.
@Suite(.checksPrintedOutput) struct FocusExamples {
    struct Guest: Sendable, Identifiable {
        var id: String
        var name = ""
    }

    struct Party: Sendable {
        var guests: [Guest] = []
    }

    /// The page after `button` was pressed on a page that showed Ada and Bo.
    func page(pressing button: String) throws -> String {
        let submission = try FormSubmission(
            urlEncoded: "_formwork=g%3Dguests%26e%3Dada%26e%3Dbo&guests%2Fada%2Fname=Ada&guests%2Fbo%2Fname=Bo&\(button)=pressed")
        @FormModel var party = Party()

        func partyForm() -> Form {
            Form {
                ForEach($party.guests) { $guest in
                    Section("Guest") {
                        TextField("Name", text: $guest.name).id("name")
                        Button("Move up") {}.validatesInBrowser(false).id("up")
                        Button("Remove") {}.validatesInBrowser(false).id("remove")
                    }
                }
                .repeating("guests")
                Section { Button("Add a guest") {}.validatesInBrowser(false).id("add") }
            }
        }
        party.guests = try submission.repeatedIDs(named: "guests").map { Guest(id: $0) }
        Form.apply(submission) { partyForm() }

        // The identity of the row `row` of the guest `id`: named in its guest, the guest in its group.
        func row(_ row: String, ofGuest id: String) -> Identity {
            Identity(row, in: Identity(id, in: Identity(RepeatedGroup("guests"))))
        }

        var options = HTMLFormOptions()
        let pressed = partyForm().pressedRow(in: submission)
        let id = pressed?.repeatedElementID(in: "guests")
        let index = party.guests.firstIndex { $0.id == id }
        switch (pressed?.explicitValue as? String, index) {
        case ("add", _):
            party.guests.append(Guest(id: UUID().uuidString))
            options.focus = .row(row("name", ofGuest: party.guests[party.guests.count - 1].id))   // the new guest's Name
            options.status = "Guest \(party.guests.count) added."
        case ("up", let index?) where index > 0:
            party.guests.swapAt(index, index - 1)
            options.focus = .row(row(index > 1 ? "up" : "name", ofGuest: party.guests[index - 1].id))   // it moved with its guest
            options.status = "Guest \(index + 1) moved up to guest \(index)."
        case ("remove", let index?):
            party.guests.remove(at: index)
            let next = index < party.guests.count ? row("name", ofGuest: party.guests[index].id) : Identity("add")
            options.focus = .row(next)   // the next guest's Name, or "Add a guest" after the last
            options.status = "Guest \(index + 1) removed."
        default:
            break   // no action: nothing asked, nothing moves
        }
        return partyForm().html(action: "/party", options: options)
    }

    /// The names of the controls marked `autofocus`, and the status region's text.
    func focus(_ html: String) -> (focused: [String], status: String?) {
        let focused = html.matches(of: /<(?:input|button)[^>]* name="([^"]*)"[^>]* autofocus[ >]/).map { String($0.output.1) }
        let status = html.firstMatch(of: /role="status">([^<]*)</).map { String($0.output.1) }
        return (focused, status)
    }

    @Test func focusFollowsEachAction() throws {
        let added = focus(try page(pressing: "add"))
        #expect(added.focused.count == 1 && added.focused[0].hasPrefix("guests/") && added.focused[0].hasSuffix("/name"))
        #expect(added.status == "Guest 3 added.")
        #expect(focus(try page(pressing: "guests%2Fbo%2Fup")) == (["guests/bo/name"], "Guest 2 moved up to guest 1."))
        #expect(focus(try page(pressing: "guests%2Fada%2Fremove")) == (["guests/bo/name"], "Guest 1 removed."))
        #expect(focus(try page(pressing: "guests%2Fbo%2Fremove")) == (["add"], "Guest 2 removed."))
        #expect(focus(try page(pressing: "nothing")) == ([], nil))
    }

    @Test func aRequestByKeyAndWhatItWrites() {
        let model = FormModel("")
        let form = Form { Section { TextField("Email", text: model.binding(\.self)).id("email") } }
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.focus = .key("email")
        options.status = "Code sent."
        print(form.html(action: "/verify", options: options))
        // <form method="post" action="/verify" class="fw-form" data-fw-focus><button type="submit" class="fw-default" tabindex="-1" aria-hidden="true"></button><input type="hidden" name="_formwork" value="n=email"><div class="fw-status" id="fw__status" role="status">Code sent.</div><fieldset class="fw-section"><div class="fw-rows"><div class="fw-row"><label for="fw-email" class="fw-label">Email</label><input type="text" id="fw-email" name="email" aria-describedby="fw__status" autofocus value=""></div></div></fieldset></form>
    }
}
