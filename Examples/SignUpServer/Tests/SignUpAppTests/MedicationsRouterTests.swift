import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// `/medications` through the router: the buttons the library writes for an editable list
/// (Remove, Move up, Move down) change the list through its `onDelete` and `onMove`, by id, and
/// the page that comes back puts focus where the person acted; a button no page wrote is 400.
@Suite struct MedicationsRouterTests {
    /// One page the server answered.
    struct Page {
        var status: HTTPResponse.Status
        var body: String

        /// The page's state field (`_formwork`), as a browser submits it back.
        var state: String {
            let value = body.firstMatch(of: /<input type="hidden" name="_formwork" value="([^"]*)">/)?.output.1 ?? ""
            return value.replacingOccurrences(of: "&amp;", with: "&")
        }

        /// The medications' names, in order.
        var names: [String] {
            body.matches(of: /name="medications\/[^"\/]*\/name"[^>]* value="([^"]*)"/).map { String($0.output.1) }
        }

        /// The ids of the elements with `autofocus`.
        var focused: [String] {
            body.matches(of: /<(?:input|button)[^>]* id="([^"]*)"[^>]* autofocus[ >]/).map { String($0.output.1) }
        }

        /// The status region's text.
        var statusText: String? {
            body.firstMatch(of: /<div class="fw-status" id="fw__status" role="status">([^<]*)<\/div>/).map { String($0.output.1) }
        }
    }

    /// Gets `/medications`, then posts each of `posts` in turn (fields, and the state of the page
    /// before unless given), as a browser would; returns every page.
    func visit(_ posts: [(fields: [(String, String)], state: String?)]) async throws -> [Page] {
        try await Application(router: SignUpRoutes.router()).test(.router) { client in
            var pages: [Page] = []
            let (cookie, token, first) = try await client.execute(uri: "/medications", method: .get) { response in
                let cookie = try #require(response.headers[.setCookie]?.split(separator: ";").first.map(String.init))
                let body = String(buffer: response.body)
                let token = try #require(body.firstMatch(of: /name="csrf-token" value="([0-9a-f]+)"/))
                return (cookie, String(token.output.1), Page(status: response.status, body: body))
            }
            pages.append(first)
            for post in posts {
                var fields = [("csrf-token", token), ("_formwork", post.state ?? pages.last!.state)] + post.fields
                if post.state == nil {
                    // What the page showed in its text fields goes back as typed, unless the
                    // post types something else.
                    let typed = Set(post.fields.map(\.0))
                    let shown = pages.last!.body.matches(of: /name="(medications\/[^"]*)"[^>]* value="([^"]*)"/)
                    fields += shown.map { (String($0.output.1), String($0.output.2)) }.filter { !typed.contains($0.0) }
                }
                let body = fields.map { "\(Self.encoded($0.0))=\(Self.encoded($0.1))" }.joined(separator: "&")
                let page = try await client.execute(
                    uri: "/medications", method: .post,
                    headers: [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: body)
                ) { Page(status: $0.status, body: String(buffer: $0.body)) }
                pages.append(page)
            }
            return pages
        }
    }

    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    static func list(_ action: String, _ id: String) -> [(String, String)] {
        [("_formwork-list", "do=\(action)&row=medications/\(id)/name")]
    }

    @Test func theStartingPageHasEachMedicationsButtons() async throws {
        let page = try await visit([])[0]
        #expect(page.names == ["Aspirin", "Ibuprofen", "Metformin"])
        let buttons = page.body.matches(of: /<button type="submit" class="fw-list-button" id="([^"]*)"/).map {
            String($0.output.1)
        }
        #expect(
            buttons == [
                "fw-medications_22faspirin_22fname__down", "fw-medications_22faspirin_22fname__remove",
                "fw-medications_22fibuprofen_22fname__up", "fw-medications_22fibuprofen_22fname__down",
                "fw-medications_22fibuprofen_22fname__remove", "fw-medications_22fmetformin_22fname__up",
                "fw-medications_22fmetformin_22fname__remove",
            ])
        #expect(page.focused == [])
    }

    @Test func removeTakesTheMedicationOutAndFocusesTheNextRemove() async throws {
        let pages = try await visit([(Self.list("remove", "ibuprofen"), nil), (Self.list("remove", "metformin"), nil)])
        #expect(pages[1].status == .ok)
        #expect(pages[1].names == ["Aspirin", "Metformin"])
        #expect(pages[1].focused == ["fw-medications_22fmetformin_22fname__remove"])
        #expect(pages[1].statusText == "Ibuprofen removed.")
        // The last one: focus goes to the list's next control.
        #expect(pages[2].names == ["Aspirin"])
        #expect(pages[2].focused == ["fw-add-medication"])
        #expect(pages[2].statusText == "Metformin removed.")
    }

    @Test func movesKeepEveryValueOnItsMedicationAndFocusTheMovedButton() async throws {
        let pages = try await visit([
            (Self.list("up", "metformin") + [("medications/metformin/dose", "1 g")], nil), (Self.list("up", "metformin"), nil),
        ])
        #expect(pages[1].names == ["Aspirin", "Metformin", "Ibuprofen"])
        #expect(pages[1].body.contains(#"name="medications/metformin/dose" value="1 g""#))
        #expect(pages[1].focused == ["fw-medications_22fmetformin_22fname__up"])
        #expect(pages[1].statusText == "Metformin moved up.")
        // At the top it has no Move up: its Move down takes focus.
        #expect(pages[2].names == ["Metformin", "Aspirin", "Ibuprofen"])
        #expect(pages[2].focused == ["fw-medications_22fmetformin_22fname__down"])
    }

    /// A page from before Ibuprofen was removed elsewhere: its button names nothing the list
    /// has, so nothing is removed; a button value no page writes is refused too.
    @Test func aStaleOrForgedButtonIsRefused() async throws {
        let pages = try await visit([
            (Self.list("remove", "ibuprofen"), "g=medications&e=aspirin&e=metformin"),
            ([("_formwork-list", "do=remove&row=add-medication")], nil),
            ([("_formwork-list", "do=up&row=medications/aspirin/name")], nil),
            ([("_formwork-list", "do=remove&offset=1")], nil),
        ])
        #expect(pages[1...].map(\.status) == [.badRequest, .badRequest, .badRequest, .badRequest])
        #expect(pages[1].body.contains("The list button names no element of the form"))
    }

    @Test func addFocusesTheNewMedicationsNameAndSaveShowsTheOrder() async throws {
        let pages = try await visit([([("add-medication", "pressed")], nil)])
        #expect(pages[1].names == ["Aspirin", "Ibuprofen", "Metformin", ""])
        #expect(pages[1].statusText == "Medication 4 added.")
        let focused = try #require(pages[1].focused.first)
        #expect(focused.hasPrefix("fw-medications_22f") && focused.hasSuffix("_22fname"))
        let saved = try await visit([(Self.list("down", "aspirin"), nil), ([], nil)])
        #expect(saved[2].status == .ok)
        #expect(saved[2].body.contains("<li>Ibuprofen — 400 mg as needed</li><li>Aspirin — 100 mg daily</li><li>Metformin"))
    }
}
