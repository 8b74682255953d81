import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// `/event` through Hummingbird's router test framework: guests added, removed and moved up
/// across posts, each value staying with its guest, and hostile lists of guests refused.
@Suite struct EventRouterTests {
    /// One page the server answered: its status and body.
    struct Page {
        var status: HTTPResponse.Status
        var body: String

        /// The value of the hidden field `name`, unescaped.
        func hidden(_ name: String) throws -> String {
            let match = try #require(body.firstMatch(of: try Regex(#"name="\#(name)" value="([^"]*)""#)))
            return String(try #require(match.output[1].substring)).replacingOccurrences(of: "&amp;", with: "&")
        }

        /// The ids of the guests the page shows, in order.
        var guestIDs: [String] {
            body.matches(of: /name="guests\/([^\/"]+)\/name"/).map { String($0.output.1) }
        }
    }

    /// A visitor to one app: posts carry the session's cookie, its token and the page state of
    /// the last page.
    struct Visitor {
        let client: any TestClientProtocol
        var cookie = ""
        var last = Page(status: .ok, body: "")

        /// `GET /event`, taking the session's cookie and the page.
        mutating func open() async throws {
            let (cookie, page) = try await client.execute(uri: "/event", method: .get) { response in
                (
                    response.headers[.setCookie]?.split(separator: ";").first.map(String.init),
                    Page(status: response.status, body: String(buffer: response.body))
                )
            }
            self.cookie = try #require(cookie)
            last = page
        }

        /// Posts `fields` with the last page's token and state (or `state`), and keeps the reply.
        @discardableResult
        mutating func post(_ fields: [(String, String)], state: String? = nil) async throws -> Page {
            let pairs =
                [("csrf-token", try last.hidden("csrf-token")), ("_formwork", try state ?? last.hidden("_formwork"))] + fields
            let body = pairs.map { Self.encoded($0) + "=" + Self.encoded($1) }.joined(separator: "&")
            last = try await client.execute(
                uri: "/event", method: .post,
                headers: [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: body)
            ) { response in
                Page(status: response.status, body: String(buffer: response.body))
            }
            return last
        }

        static func encoded(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        }
    }

    /// Runs `body` with a visitor of a new app whose registrations are kept in the store returned.
    func visit(_ body: @escaping @Sendable (inout Visitor) async throws -> Void) async throws -> [EventRegistration] {
        let store = EventStore()
        let router = Router()
        EventRoutes.add(to: router, sessions: SessionTokens(), registrations: store)
        try await Application(router: router).test(.router) { client in
            var visitor = Visitor(client: client)
            try await visitor.open()
            try await body(&visitor)
        }
        return await store.registrations
    }

    @Test func theSignUpRouterServesTheEventForm() async throws {
        try await Application(router: SignUpRoutes.router()).test(.router) { client in
            try await client.execute(uri: "/event", method: .get) { response in
                #expect(response.status == .ok)
                let page = String(buffer: response.body)
                #expect(page.contains("<title>Register for the Meetup</title>"))
                #expect(
                    page.contains(
                        #"<button type="submit" class="fw-button" id="fw-add-guest" name="add-guest" value="pressed" formnovalidate>Add a guest</button>"#
                    ))
                #expect(response.headers[.contentSecurityPolicy] != nil)
            }
        }
    }

    /// Two guests added and filled, the first removed, a post with an error elsewhere, then a
    /// valid one: the second guest's values stay with it throughout.
    @Test func removingTheFirstGuestKeepsTheSecondGuestsValues() async throws {
        let kept = try await visit { visitor in
            try await visitor.post([("add-guest", "pressed")])
            let first = try #require(visitor.last.guestIDs.first)
            try await visitor.post([("guests/\(first)/name", "Ada"), ("add-guest", "pressed")])
            let ids = visitor.last.guestIDs
            #expect(ids.count == 2 && ids[0] == first)
            #expect(visitor.last.body.contains(#"value="Ada""#))
            #expect(visitor.last.body.contains(#"aria-label="Remove guest 2""#))
            let second = ids[1]
            let filled = [
                ("guests/\(first)/name", "Ada"), ("guests/\(second)/name", "Bo"), ("guests/\(second)/email", "bo@example.com"),
            ]
            let removed = try await visitor.post(filled + [("guests/\(first)/remove", "pressed")])
            #expect(removed.status == .ok)
            #expect(removed.guestIDs == [second])
            #expect(!removed.body.contains("Ada"))
            // The remaining guest's Name has focus, described by the status (EventFocusRouterTests).
            #expect(removed.body.contains(#"name="guests/\#(second)/name" aria-describedby="fw__status" autofocus value="Bo""#))
            let invalid = try await visitor.post([
                ("name", ""), ("email", "sam@example.com"), ("guests/\(second)/name", "Bo"),
                ("guests/\(second)/email", "bo@example.com"),
            ])
            #expect(invalid.status == .unprocessableContent)
            #expect(invalid.body.contains(#"name="guests/\#(second)/email" value="bo@example.com""#))
            #expect(invalid.guestIDs == [second])
            let done = try await visitor.post([
                ("name", "Sam"), ("email", "sam@example.com"), ("guests/\(second)/name", "Bo"),
                ("guests/\(second)/email", "bo@example.com"),
            ])
            #expect(done.status == .ok)
            #expect(done.body.contains(#""name" : "Bo""#))
        }
        #expect(kept.count == 1)
        #expect(kept.first?.name == "Sam")
        #expect(kept.first?.guests.map(\.name) == ["Bo"])
        #expect(kept.first?.guests.map(\.email) == ["bo@example.com"])
    }

    @Test func movingAGuestUpKeepsEachGuestsValues() async throws {
        let kept = try await visit { visitor in
            let state = "g=guests&e=ada&e=bo&e=cy"
            let names = [("guests/ada/name", "Ada"), ("guests/bo/name", "Bo"), ("guests/cy/name", "Cy")]
            let moved = try await visitor.post(names + [("guests/cy/move-up", "pressed")], state: state)
            #expect(moved.status == .ok)
            #expect(moved.guestIDs == ["ada", "cy", "bo"])
            #expect(!moved.body.contains(#"name="guests/ada/move-up""#))
            try await visitor.post([("name", "Sam"), ("email", "sam@example.com")] + names)
        }
        #expect(kept.first?.guests.map(\.id) == ["ada", "cy", "bo"])
        #expect(kept.first?.guests.map(\.name) == ["Ada", "Cy", "Bo"])
    }

    /// Lists of guests no page of the form writes: 400, nothing kept.
    @Test(arguments: [
        "g=guests&" + (0...EventForm.maximumGuests).map { "e=g\($0)" }.joined(separator: "&"),
        "g=guests&e=ada&e=ada",
        "g=guests&e=" + String(repeating: "x", count: 101),
    ])
    func hostileListsOfGuestsAreRefused(state: String) async throws {
        let kept = try await visit { visitor in
            let refused = try await visitor.post([("name", "Sam"), ("email", "sam@example.com")], state: state)
            #expect(refused.status == .badRequest)
            #expect(refused.body.contains("The form could not be read"))
        }
        #expect(kept.isEmpty)
    }

    /// Ids with quotes and markup come back as they went, escaped on the page.
    @Test func hostileIDsAreEscapedAndKeptApart() async throws {
        let id = #"a"b<i>&"#
        let kept = try await visit { visitor in
            let page = try await visitor.post(
                [("guests/\(id)/name", "<b>Eve</b>"), ("add-guest", "pressed")], state: "g=guests&e=" + Visitor.encoded(id))
            #expect(page.status == .ok)
            #expect(!page.body.contains("<i>") && !page.body.contains("<b>"))
            let done = try await visitor.post(
                [("name", "Sam"), ("email", "sam@example.com"), ("guests/\(id)/name", "<b>Eve</b>")],
                state: "g=guests&e=" + Visitor.encoded(id)
            )
            #expect(done.status == .ok, "\(done.body)")
        }
        #expect(kept.first?.guests == [EventGuest(id: id, name: "<b>Eve</b>")])
    }
}
