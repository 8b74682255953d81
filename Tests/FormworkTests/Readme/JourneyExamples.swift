// swift-format-ignore-file
// Formatted as the DocC articles "Journeys" (FormJourneys.md) and "Serving Journeys" show it: ReadmeTests finds its blocks here line for line.
import Formwork
import FormworkHTML
import Testing

struct Licence: Sendable {
    var name = ""
    var fishesFromBoat = false
    var boatName = ""
}

let applyForLicence = Journey<Licence>(
    JourneyStep("name", title: "Your name") { licence in
        Form { Section { TextField("Full name", text: licence.name).validate(.required).id("name") } }
    },
    JourneyStep("where", title: "Where you fish") { licence in
        Form { Section { Toggle("I fish from a boat", isOn: licence.fishesFromBoat).id("fromBoat") } }
    },
    JourneyStep("boat", title: "Your boat", when: { $0.fishesFromBoat }) { licence in
        Form { Section { TextField("Boat name", text: licence.boatName).validate(.required).id("boatName") } }
    })

/// The licences a served journey sent.
actor LicenceOutbox {
    var names: [String] = []
    func send(_ licence: Licence) { names.append(licence.name) }
}

/// The articles' examples: the core's "Journeys" and FormworkHTML's "Serving Journeys".
@Suite(.checksPrintedOutput) struct JourneyExamples {
    @Test func walkingAJourney() throws {
        var run = try JourneyRun(applyForLicence, model: FormModel(Licence()))
        run.model.update { $0.name = "Jane Doe" }
        print(try run.submit())   // []
        print(run.place)          // step "where"
        run.model.update { $0.fishesFromBoat = true }
        try run.submit()
        run.model.update { $0.boatName = "Molly" }
        try run.submit()
        #expect(run.place == .summary)
        #expect(
            run.summary(messages: .english).description == """
                Step "name" "Your name"
                  "Full name": "Jane Doe"
                Step "where" "Where you fish"
                  "I fish from a boat": "Yes"
                Step "boat" "Your boat"
                  "Boat name": "Molly"
                """)
    }

    @Test func servingAJourney() async throws {
        let outbox = LicenceOutbox()
        let store = InMemoryJourneyStore()
        let (token, sessionID) = ("t0ken", "visitor-1")
        let submission = FormSubmission(fields: [.init(name: "name", value: "Jane Doe"), .init(name: "csrf", value: token)])
        var pages = try HTMLJourney(applyForLicence, at: "/apply", newModel: { Licence() }) { licence, _ in
            await outbox.send(licence)
        }
        pages.theme = .govUK
        pages.markup = .govUK
        let request = HTMLJourneyRequest(.post, "/apply/name", submission: submission, hiddenFields: ["csrf": token])
        let response = try await pages.respond(to: request, session: sessionID, store: store)
        #expect(response == .redirect("/apply/where"))
        #expect(await outbox.names.isEmpty)
    }
}
