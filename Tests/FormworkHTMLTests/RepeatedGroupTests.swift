import Formwork
import FormworkHTML
import Testing

/// A list of groups the person adds to, removes from and reorders ("add another guest"): the
/// page carries the elements' ids, the app restores its list from them before applying, and
/// every value lands on the element whose id its name carries.
@Suite struct RepeatedGroupTests {
    /// What a browser sends for `form` as rendered: every control's name with `values`' value
    /// (or the model's), and the page's state; `pressed` names the button that sent it.
    private func browserSubmission(
        of form: Form, setting values: [String: String] = [:], pressed: String? = nil
    ) throws -> FormSubmission {
        let state = try #require(hiddenValue(named: FormSubmission.stateFieldName, in: form.html(action: "/")))
        var fields = [FormSubmission.Field(name: FormSubmission.stateFieldName, value: state)]
        for entry in form.values.entries {
            fields.append(FormSubmission.Field(name: entry.key, value: values[entry.key] ?? text(of: entry.value)))
        }
        if let pressed { fields.append(FormSubmission.Field(name: pressed, value: "")) }
        return FormSubmission(fields: fields)
    }

    /// What a browser submits for a party's value: a text as it is, a toggle `on` or `off`.
    private func text(of value: FormValue) -> String {
        switch value {
        case .bool(let isOn): isOn ? "on" : "off"
        case .string(let text): text
        default: value.description
        }
    }

    /// The value of the hidden input `name` in `html`, unescaped as a parser would.
    private func hiddenValue(named name: String, in html: String) -> String? {
        guard let start = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A fresh model restored from `submission`, as an app does on POST, then applied.
    private func restored(from submission: FormSubmission) throws -> (party: Party, errors: [ValueConversionError]) {
        let party = FormModel(Party())
        try party.update { $0.guests = try submission.repeatedIDs(named: "guests").map { Guest(id: $0) } }
        let errors = Form.apply(submission) { partyForm(party) }
        return (party.value, errors)
    }

    @Test func aPageCarriesItsGuestsIdsInItsState() {
        let party = FormModel(
            Party(host: "Ann", guests: [Guest(id: "ada", name: "Ada"), Guest(id: "bo", name: "Bo", vegetarian: true)]))
        var options = HTMLFormOptions()
        options.submitTitle = nil
        expectMarkup(
            partyForm(party).html(action: "/party", options: options),
            """
            <form method="post" action="/party" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=host&amp;n=guests%2Fada%2Fname&amp;n=guests%2Fada%2Fvegetarian&amp;\
            n=guests%2Fada%2Fremove&amp;n=guests%2Fbo%2Fname&amp;n=guests%2Fbo%2Fvegetarian&amp;n=guests%2Fbo%2Fremove&amp;\
            n=add&amp;g=guests&amp;e=ada&amp;e=bo">
            <fieldset class="fw-section">
            <legend class="fw-header">Host</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-host" class="fw-label">Host</label>
            <input type="text" id="fw-host" name="host" value="Ann" required>
            </div>
            </div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header" id="fw__s1__legend">Guest</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-guests_22fada_22fname" class="fw-label">Name</label>
            <input type="text" id="fw-guests_22fada_22fname" name="guests/ada/name" value="Ada" required>
            </div>
            <div class="fw-row">
            <label for="fw-guests_22fada_22fvegetarian" class="fw-label">Vegetarian</label>
            <input type="hidden" name="guests/ada/vegetarian" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-guests_22fada_22fvegetarian" name="guests/ada/vegetarian" value="on">
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-guests_22fada_22fremove" name="guests/ada/remove" aria-describedby="fw__s1__legend" value="pressed">Remove</button>
            </div>
            </div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header" id="fw__s2__legend">Guest</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-guests_22fbo_22fname" class="fw-label">Name</label>
            <input type="text" id="fw-guests_22fbo_22fname" name="guests/bo/name" value="Bo" required>
            </div>
            <div class="fw-row">
            <label for="fw-guests_22fbo_22fvegetarian" class="fw-label">Vegetarian</label>
            <input type="hidden" name="guests/bo/vegetarian" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-guests_22fbo_22fvegetarian" name="guests/bo/vegetarian" value="on" checked>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-guests_22fbo_22fremove" name="guests/bo/remove" aria-describedby="fw__s2__legend" value="pressed">Remove</button>
            </div>
            </div>
            </fieldset>
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-add" name="add" value="pressed" formnovalidate>Add a guest</button>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func theFormListsItsGroupsElementsInOrder() {
        let party = FormModel(Party(guests: [Guest(id: "bo"), Guest(id: "ada"), Guest(id: "cy")]))
        let groups = partyForm(party).repeatedGroups
        #expect(groups.map(\.name) == ["guests"])
        #expect(groups.map(\.ids) == [["bo", "ada", "cy"]])
        #expect(partyForm(FormModel(Party())).repeatedGroups.isEmpty)
    }

    @Test func aPageSubmittedBackUnchangedRestoresTheSameList() throws {
        let guests = [Guest(id: "ada", name: "Ada"), Guest(id: "bo", name: "Bo", vegetarian: true), Guest(id: "cy", name: "Cy")]
        let submission = try browserSubmission(of: partyForm(FormModel(Party(host: "Ann", guests: guests))))
        let (party, errors) = try restored(from: submission)
        #expect(errors.isEmpty)
        #expect(party.host == "Ann")
        #expect(party.guests == guests)
    }

    @Test func theRemoveButtonSaysWhichGuestItRemoves() throws {
        let model = FormModel(Party(guests: [Guest(id: "ada", name: "Ada"), Guest(id: "bo", name: "Bo")]))
        let submission = try browserSubmission(of: partyForm(model), pressed: "guests/bo/remove")
        let pressed = partyForm(model).pressedRow(in: submission)
        #expect(pressed?.repeatedElementID(in: "guests") == "bo")
        #expect(pressed?.explicitValue == AnyHashable("remove"))
        #expect(pressed?.repeatedElementID(in: "hosts") == nil)
        #expect(Identity("add").repeatedElementID(in: "guests") == nil)
    }

    /// Removing the first guest: the second keeps its values although it is now first.
    @Test func removingAGuestKeepsEveryOtherGuestsValuesOnItsOwnGuest() throws {
        let page = FormModel(
            Party(host: "Ann", guests: [Guest(id: "ada", name: "Ada"), Guest(id: "bo", name: "Bo", vegetarian: true)]))
        let submission = try browserSubmission(
            of: partyForm(page), setting: ["guests/bo/name": "Bob"], pressed: "guests/ada/remove")
        let (restoredParty, errors) = try restored(from: submission)
        #expect(errors.isEmpty)
        let model = FormModel(restoredParty)
        let pressed = try #require(partyForm(model).pressedRow(in: submission))
        model.update { party in party.guests.removeAll { $0.id == pressed.repeatedElementID(in: "guests") } }
        #expect(model.value.guests == [Guest(id: "bo", name: "Bob", vegetarian: true)])
        // The next page lists only Bo, and submitted back it restores Bo alone.
        let next = try browserSubmission(of: partyForm(model))
        #expect(try next.repeatedIDs(named: "guests") == ["bo"])
        #expect(try restored(from: next).party.guests == [Guest(id: "bo", name: "Bob", vegetarian: true)])
    }

    @Test func addingAndReorderingKeepValuesWithTheirIDs() throws {
        let model = FormModel(Party(guests: [Guest(id: "ada", name: "Ada"), Guest(id: "bo", name: "Bo")]))
        let added = try browserSubmission(of: partyForm(model), pressed: "add")
        var party = try restored(from: added).party
        #expect(partyForm(FormModel(party)).pressedRow(in: added) == Identity("add"))
        try #require(party.guests.map(\.id) == ["ada", "bo"])
        party.guests.append(Guest(id: "new-1"))
        party.guests.swapAt(0, 1)
        let reordered = try browserSubmission(
            of: partyForm(FormModel(party)), setting: ["guests/new-1/name": "Cy", "guests/ada/vegetarian": "on"])
        #expect(try reordered.repeatedIDs(named: "guests") == ["bo", "ada", "new-1"])
        #expect(
            try restored(from: reordered).party.guests == [
                Guest(id: "bo", name: "Bo"), Guest(id: "ada", name: "Ada", vegetarian: true), Guest(id: "new-1", name: "Cy"),
            ])
    }

    /// A guest removed on another page (a stale tab) is no element: its values are reported
    /// as rows the page showed, written into no other guest.
    @Test func valuesOfAGuestNoLongerListedLandOnNoOtherGuest() throws {
        let submission = try FormSubmission(
            urlEncoded:
                "_formwork=n%3Dguests%252Fada%252Fname%26n%3Dguests%252Fbo%252Fname%26g%3Dguests%26e%3Dbo&guests%2Fada%2Fname=Ada&guests%2Fbo%2Fname=Bo"
        )
        let (party, errors) = try restored(from: submission)
        #expect(party.guests == [Guest(id: "bo", name: "Bo")])
        #expect(errors.map(\.key) == ["guests/ada/name"])
        #expect(errors.map(\.reason) == [.hiddenRow])
    }

    @Test func hostileIDsComeBackExactlyAndEscaped() throws {
        let ids = ["a\"b", "<script>x</script>", "a&b=c", "x/y", "ü 🎉", String(repeating: "l", count: 100)]
        let form = partyForm(FormModel(Party(guests: ids.map { Guest(id: $0, name: $0) })))
        let html = form.html(action: "/")
        #expect(!html.contains("<script>"))
        let submission = try browserSubmission(of: form)
        #expect(try submission.repeatedIDs(named: "guests") == ids)
        #expect(try restored(from: submission).party.guests == ids.map { Guest(id: $0, name: $0) })
    }

    @Test func aTooLongIDIsRefused() throws {
        let long = String(repeating: "l", count: 101)
        let submission = try FormSubmission(urlEncoded: "_formwork=g%3Dguests%26e%3Dok%26e%3D\(long)")
        #expect(throws: RepeatedGroupError.idTooLong(group: "guests", limit: 100)) { try submission.repeatedIDs(named: "guests") }
        #expect(try submission.repeatedIDs(named: "guests", maximumIDLength: 101) == ["ok", long])
    }

    @Test func thousandsOfIDsAreRefusedAtTheLimit() throws {
        let state = "g=guests&" + (0..<5_000).map { "e=\($0)" }.joined(separator: "&")
        let submission = FormSubmission(fields: [FormSubmission.Field(name: FormSubmission.stateFieldName, value: state)])
        #expect(throws: RepeatedGroupError.tooManyElements(group: "guests", limit: 100)) {
            try submission.repeatedIDs(named: "guests")
        }
        #expect(try submission.repeatedIDs(named: "guests", maximumCount: 5_000).count == 5_000)
        #expect(throws: RepeatedGroupError.tooManyElements(group: "guests", limit: 4_999)) {
            try submission.repeatedIDs(named: "guests", maximumCount: 4_999)
        }
    }

    @Test func aDuplicateIDIsRefused() throws {
        let submission = try FormSubmission(urlEncoded: "_formwork=g%3Dguests%26e%3Dada%26e%3Dbo%26g%3Dguests%26e%3Dada")
        #expect(throws: RepeatedGroupError.duplicateID(group: "guests")) { try submission.repeatedIDs(named: "guests") }
    }

    @Test func aStateSubmittedTwiceIsRefused() throws {
        let submission = try FormSubmission(urlEncoded: "_formwork=g%3Dguests%26e%3Dada&_formwork=g%3Dguests%26e%3Dbo")
        #expect(throws: RepeatedGroupError.stateSubmittedTwice) { try submission.repeatedIDs(named: "guests") }
    }

    /// Only the group asked for is read; ids before any group, other groups' ids and no state
    /// at all give nothing.
    @Test func onlyTheGroupAskedForIsRead() throws {
        let submission = try FormSubmission(urlEncoded: "_formwork=e%3Dstray%26g%3Dhosts%26e%3Dann%26g%3Dguests%26e%3Dbo%26n%3Dx")
        #expect(try submission.repeatedIDs(named: "guests") == ["bo"])
        #expect(try submission.repeatedIDs(named: "hosts") == ["ann"])
        #expect(try submission.repeatedIDs(named: "other") == [])
        #expect(try FormSubmission(urlEncoded: "host=Ann").repeatedIDs(named: "guests") == [])
    }

    @Test func errorsNameTheGroupNeverTheID() {
        #expect(
            RepeatedGroupError.tooManyElements(group: "guests", limit: 100).description
                == "The group guests has more than 100 elements")
        #expect(
            RepeatedGroupError.idTooLong(group: "guests", limit: 100).description
                == "An element id of the group guests is longer than 100 bytes")
        #expect(
            RepeatedGroupError.duplicateID(group: "guests").description == "An element id of the group guests is listed twice")
        #expect(RepeatedGroupError.stateSubmittedTwice.description == "The page state was submitted more than once")
    }
}
