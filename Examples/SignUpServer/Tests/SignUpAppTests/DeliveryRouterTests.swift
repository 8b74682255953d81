import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// `/delivery` through the router: the Region picker follows the Country, with the server's
/// choice when the person's region is not the new country's.
@Suite struct DeliveryRouterTests {
    /// Posts `fields` (with a session's cookie and token) to `/delivery` on a new app.
    func post(_ fields: String) async throws -> (status: HTTPResponse.Status, body: String) {
        try await Application(router: SignUpRoutes.router()).test(.router) { client in
            let (cookie, token) = try await client.execute(uri: "/delivery", method: .get) { response in
                let cookie = try #require(response.headers[.setCookie]?.split(separator: ";").first.map(String.init))
                let token = try #require(String(buffer: response.body).firstMatch(of: /name="csrf-token" value="([0-9a-f]+)"/))
                return (cookie, String(token.output.1))
            }
            return try await client.execute(
                uri: "/delivery", method: .post, headers: [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "csrf-token=\(token)&" + fields)
            ) { response in
                (response.status, String(buffer: response.body))
            }
        }
    }

    /// The Region picker's options and the one selected, from a page.
    func region(_ body: String) throws -> (options: [String], selected: [String]) {
        let start = try #require(body.range(of: #"<select id="fw-region""#))
        let end = try #require(body.range(of: "</select>", range: start.upperBound..<body.endIndex))
        let select = body[start.lowerBound..<end.upperBound]
        return (
            select.matches(of: /<option value="([^"]*)"/).map { String($0.output.1) },
            select.matches(of: /<option value="([^"]*)" selected/).map { String($0.output.1) }
        )
    }

    @Test func aRefreshAfterTheCountryChangedShowsItsRegionsWithTheServersChoice() async throws {
        let page = try await post("country=us&region=Scotland&voucher=&email=&quantity=1&_formwork_refresh=1")
        #expect(page.status == .ok)
        #expect(try region(page.body).options == ["California", "New York", "Texas"])
        #expect(try region(page.body).selected == ["California"])
        #expect(!page.body.contains("fw-error"))
    }

    @Test func aRegionOfTheChosenCountryIsKept() async throws {
        let refreshed = try await post("country=ca&region=Quebec&voucher=WELCOME10&email=&quantity=1&_formwork_refresh=1")
        #expect(try region(refreshed.body).selected == ["Quebec"])
        #expect(refreshed.body.contains("10% off"))
        let ordered = try await post("country=ca&region=Quebec&voucher=&email=sam%40example.com&quantity=2")
        #expect(ordered.status == .ok, "\(ordered.body)")
        #expect(ordered.body.contains(#""region" : "Quebec""#))
    }

    /// Without the script, a submission whose region is not its country's is refused at Region.
    @Test func aRegionOfAnotherCountryIsAnErrorAtRegion() async throws {
        let page = try await post("country=us&region=Scotland&voucher=&email=sam%40example.com&quantity=1")
        #expect(page.status == .unprocessableContent)
        #expect(page.body.contains(#"<div class="fw-error" id="fw-region__error"><p>Is not one of the options</p></div>"#))
        #expect(try region(page.body).options == ["", "California", "New York", "Texas"])
    }
}
