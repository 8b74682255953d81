import Formwork
import FormworkHTML
import Testing

/// A web journey driven request by request, as a browser would: the routes, Post/Redirect/Get,
/// skipped steps, changes from the summary, sending once, and hostile requests.
@Suite struct HTMLJourneyTests {
    struct Licence: Sendable {
        var name = ""
        var fromBoat = false
        var boatName = ""
    }

    static let journey = Journey<Licence>(
        JourneyStep("name", title: "Your name") { licence in
            Form { Section { TextField("Full name", text: licence.name).validate(.required).id("name") } }
        },
        JourneyStep("where", title: "Where you fish") { licence in
            Form { Section { Toggle("I fish from a boat", isOn: licence.fromBoat).id("fromBoat") } }
        },
        JourneyStep("boat", title: "Your boat", when: { $0.fromBoat }) { licence in
            Form { Section { TextField("Boat name", text: licence.boatName).validate(.required).id("boatName") } }
        })

    /// The names of the licences sent, in order.
    actor Outbox {
        var names: [String] = []
        func send(_ licence: Licence) { names.append(licence.name) }
    }

    /// The journey's pages, sending to `outbox`, with no inline stylesheet (shorter pages).
    static func pages(_ outbox: Outbox) throws -> HTMLJourney<Licence> {
        var pages = try HTMLJourney(journey, at: "/apply", newModel: { Licence() }) { licence, _ in
            await outbox.send(licence)
        }
        pages.page = { $0.stylesheet = "" }
        pages.messages = .english
        return pages
    }

    /// One request of a walk: its method, path and posted fields.
    struct Step {
        var method: HTMLFormMethod
        var path: String
        var fields: KeyValuePairs<String, String> = [:]

        static func get(_ path: String) -> Step { Step(method: .get, path: path) }
        static func post(_ path: String, _ fields: KeyValuePairs<String, String> = [:]) -> Step {
            Step(method: .post, path: path, fields: fields)
        }
    }

    /// Sends `steps` in order for one session; a line per request: what was asked, and the
    /// page's title or where it redirected.
    static func walk(_ pages: HTMLJourney<Licence>, _ store: some JourneyStore, _ steps: [Step]) async throws -> String {
        var lines: [String] = []
        for step in steps {
            let submission =
                step.method == .post ? FormSubmission(fields: step.fields.map { .init(name: $0.key, value: $0.value) }) : nil
            let response = try await pages.respond(
                to: HTMLJourneyRequest(step.method, step.path, submission: submission), session: "visitor", store: store)
            let fields = step.fields.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
            lines.append(
                "\(step.method.rawValue.uppercased()) \(step.path)\(fields.isEmpty ? "" : " " + fields) → \(describe(response))")
        }
        return lines.joined(separator: "\n")
    }

    /// A page by its title, a redirect by where it goes.
    static func describe(_ response: HTMLJourneyResponse) -> String {
        switch response {
        case .page(let html):
            let title = html.split(separator: "<title>").dropFirst().first?.split(separator: "</title>").first ?? ""
            return "page \"\(title)\""
        case .redirect(let path): return "303 \(path)"
        case .notFound: return "404"
        case .methodNotAllowed: return "405"
        }
    }

    @Test func aWholeJourneyWithASkippedStepAChangeThatAddsItAndOneSend() async throws {
        let outbox = Outbox()
        let pages = try Self.pages(outbox)
        let store = InMemoryJourneyStore()
        #expect(
            try await Self.walk(
                pages, store,
                [
                    .get("/apply/name"), .post("/apply/name", ["name": ""]), .get("/apply/name"), .get("/apply/name"),
                    .post("/apply/name", ["name": "Jane Doe"]), .get("/apply/boat"), .post("/apply/where", ["fromBoat": "off"]),
                    .get("/apply/check-answers"), .get("/apply/where/change"), .post("/apply/where", ["fromBoat": "on"]),
                    .get("/apply/check-answers"), .post("/apply/boat", ["boatName": "Molly"]), .post("/apply/check-answers"),
                    .post("/apply/check-answers"), .get("/apply/confirmation"), .get("/apply/name"),
                ]) == """
                    GET /apply/name → page "Your name"
                    POST /apply/name name= → 303 /apply/name
                    GET /apply/name → page "Error: Your name"
                    GET /apply/name → page "Error: Your name"
                    POST /apply/name name=Jane Doe → 303 /apply/where
                    GET /apply/boat → 303 /apply/where
                    POST /apply/where fromBoat=off → 303 /apply/check-answers
                    GET /apply/check-answers → page "Check your answers"
                    GET /apply/where/change → 303 /apply/where
                    POST /apply/where fromBoat=on → 303 /apply/boat
                    GET /apply/check-answers → 303 /apply/boat
                    POST /apply/boat boatName=Molly → 303 /apply/check-answers
                    POST /apply/check-answers → 303 /apply/confirmation
                    POST /apply/check-answers → 303 /apply/confirmation
                    GET /apply/confirmation → page "Your answers were sent"
                    GET /apply/name → 303 /apply/confirmation
                    """)
        #expect(await outbox.names == ["Jane Doe"])
    }

    @Test func hostileRequestsStoreAndSendNothing() async throws {
        let outbox = Outbox()
        let pages = try Self.pages(outbox)
        let store = InMemoryJourneyStore()
        #expect(
            try await Self.walk(
                pages, store,
                [
                    .post("/apply/where", ["fromBoat": "on"]), .post("/apply/boat", ["boatName": "Molly"]),
                    .get("/apply/admin"), .post("/apply/admin", ["name": "x"]), .get("/apply/name/change"),
                    .post("/apply/check-answers"), .get("/apply/confirmation"), .post("/apply/confirmation"),
                    .post("/apply/name/change"), .get("/apply/name/edit"), .get("/apply/"), .get("/apply"),
                    .get("/elsewhere/name"),
                ]) == """
                    POST /apply/where fromBoat=on → 303 /apply/name
                    POST /apply/boat boatName=Molly → 303 /apply/name
                    GET /apply/admin → 303 /apply/name
                    POST /apply/admin name=x → 303 /apply/name
                    GET /apply/name/change → 303 /apply/name
                    POST /apply/check-answers → 303 /apply/name
                    GET /apply/confirmation → 303 /apply/name
                    POST /apply/confirmation → 405
                    POST /apply/name/change → 405
                    GET /apply/name/edit → 404
                    GET /apply/ → 404
                    GET /apply → 404
                    GET /elsewhere/name → 404
                    """)
        let saved = try await store.update(session: "visitor") { $0 }
        #expect(saved?.snapshot.answers["where"]?["fromBoat"] == .bool(false))
        #expect(saved?.snapshot.answers["boat"]?["boatName"] == .string(""))
        #expect(await outbox.names.isEmpty)
    }

    @Test func aValueTheStepCannotTakeKeepsTheStepIncomplete() async throws {
        let pages = try Self.pages(Outbox())
        let store = InMemoryJourneyStore()
        #expect(
            try await Self.walk(
                pages, store,
                [
                    .post("/apply/name", ["name": "Jane"]), .post("/apply/where", ["fromBoat": "off"]),
                    .get("/apply/where/change"), .post("/apply/where", ["fromBoat": "maybe"]), .get("/apply/where"),
                    .get("/apply/check-answers"), .get("/apply/name"), .get("/apply/where"),
                ]) == """
                    POST /apply/name name=Jane → 303 /apply/where
                    POST /apply/where fromBoat=off → 303 /apply/check-answers
                    GET /apply/where/change → 303 /apply/where
                    POST /apply/where fromBoat=maybe → 303 /apply/where
                    GET /apply/where → page "Error: Where you fish"
                    GET /apply/check-answers → 303 /apply/where
                    GET /apply/name → page "Your name"
                    GET /apply/where → page "Where you fish"
                    """)
    }

    @Test func aDoubleClickedSendSendsOnce() async throws {
        let outbox = Outbox()
        let pages = try HTMLJourney(Self.journey, at: "/apply", newModel: { Licence() }) { licence, _ in
            for _ in 0..<100 { await Task.yield() }   // a slow send: the second click arrives meanwhile
            await outbox.send(licence)
        }
        let store = InMemoryJourneyStore()
        _ = try await Self.walk(
            pages, store, [.post("/apply/name", ["name": "Jane"]), .post("/apply/where", ["fromBoat": "off"])])
        let send = HTMLJourneyRequest(.post, "/apply/check-answers", submission: FormSubmission(fields: []))
        async let first = pages.respond(to: send, session: "visitor", store: store)
        async let second = pages.respond(to: send, session: "visitor", store: store)
        let responses = try await [first, second]
        #expect(responses == [.redirect("/apply/confirmation"), .redirect("/apply/confirmation")])
        #expect(await outbox.names == ["Jane"])
    }

    @Test func aSavedRunTheJourneyNoLongerFitsStartsAgain() async throws {
        let pages = try Self.pages(Outbox())
        let store = InMemoryJourneyStore()
        _ = try await Self.walk(pages, store, [.post("/apply/name", ["name": "Jane"])])
        try await store.update(session: "visitor") { state in
            state?.snapshot.answers.steps.append(JourneyAnswers.Step(name: "vessel", values: [:]))
        }
        #expect(try await Self.walk(pages, store, [.get("/apply/where")]) == "GET /apply/where → 303 /apply/name")
    }

    @Test func reservedAndUnsafeNamesAreRefused() {
        let reserved = Journey<Licence>(JourneyStep("check-answers", title: "Check") { _ in Form {} })
        #expect(throws: JourneyError.journeyHasProblems([.reservedName("check-answers")])) {
            try HTMLJourney(reserved, at: "/apply", newModel: { Licence() }) { _, _ in }
        }
    }
}
