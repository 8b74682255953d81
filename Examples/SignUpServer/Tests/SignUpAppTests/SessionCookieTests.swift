import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// Cookies an attacker chooses (issue 49): a session id the server never issued (fixation), two
/// session cookies at once, and a sign-up POST sent again. Each is refused and writes nothing.
@Suite struct SessionCookieTests {
    static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
    static let zeros = "__Host-session=" + String(repeating: "0", count: 64)

    /// A POST of the valid sign-up with `cookie` and `token`: its status, `Set-Cookie` and body.
    func post(_ client: some TestClientProtocol, cookie: String, token: String) async throws -> (
        HTTPResponse.Status, String?, String
    ) {
        var headers = Self.formType
        headers[.cookie] = cookie
        return try await client.execute(
            uri: "/", method: .post, headers: headers,
            body: ByteBuffer(string: "csrf-token=\(token)&" + SignUpRouterTests.validBody)
        ) { response in
            (response.status, response.headers[.setCookie], String(buffer: response.body))
        }
    }

    /// `GET /` with `cookie`: the cookie set (if any) and the page's token.
    func visit(_ client: some TestClientProtocol, cookie: String) async throws -> (setCookie: String?, token: String) {
        try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie]) { response in
            let page = String(buffer: response.body)
            let start = try #require(page.range(of: #"<input type="hidden" name="csrf-token" value=""#))
            return (response.headers[.setCookie], String(page[start.upperBound...].prefix { $0 != "\"" }))
        }
    }

    /// `session=000…0` and the token of the page it was shown: the server ignored the id it never
    /// issued, set a new one, and the page's token is the new session's, so the pair is refused.
    @Test func aSessionIdTheServerNeverIssuedIsReplacedAndItsPostRefused() async throws {
        let accounts = SignUpStore()
        try await Application(router: SignUpRoutes.router(accounts: accounts)).test(.router) { client in
            let (setCookie, token) = try await visit(client, cookie: Self.zeros)
            let issued = try #require(setCookie?.split(separator: ";").first.map(String.init))
            #expect(issued.wholeMatch(of: /__Host-session=[0-9a-f]{64}/) != nil && issued != Self.zeros)
            let (status, _, body) = try await post(client, cookie: Self.zeros, token: token)
            #expect(status == .forbidden)
            #expect(body.contains("This form has expired"))
            // The old cookie name is not read at all.
            let (oldName, _, _) = try await post(client, cookie: "session=" + issued.dropFirst(15), token: token)
            #expect(oldName == .forbidden)
        }
        #expect(await accounts.accounts.isEmpty)
    }

    /// Two session cookies, the first the person's own: which one counts is ambiguous, so
    /// neither does — the POST is refused and a visit starts a new session.
    @Test(arguments: [true, false])
    func twoSessionCookiesCountAsNone(inOneHeader: Bool) async throws {
        let accounts = SignUpStore()
        try await Application(router: SignUpRoutes.router(accounts: accounts)).test(.router) { client in
            let (mine, token) = try await SignUpRouterTests().session(client)
            let (theirs, _) = try await SignUpRouterTests().session(client)
            var headers = Self.formType
            if inOneHeader {
                headers[.cookie] = mine + "; " + theirs
            } else {
                headers.append(HTTPField(name: .cookie, value: mine))
                headers.append(HTTPField(name: .cookie, value: theirs))
            }
            try await client.execute(
                uri: "/", method: .post, headers: headers,
                body: ByteBuffer(string: "csrf-token=\(token)&" + SignUpRouterTests.validBody)
            ) { response in
                #expect(response.status == .forbidden)
            }
            let (setCookie, _) = try await visit(client, cookie: mine + "; " + mine)
            #expect(setCookie != nil && setCookie?.hasPrefix(mine + ";") == false)
        }
        #expect(await accounts.accounts.isEmpty)
    }

    /// A sign-up is sent once: the accepted POST renews the session (a new cookie), and the
    /// same POST again — the old cookie and token — is refused, keeping one sign-up.
    @Test func aReplayedSignUpIsRefusedAndTheSessionIsRenewed() async throws {
        let accounts = SignUpStore()
        try await Application(router: SignUpRoutes.router(accounts: accounts)).test(.router) { client in
            let (cookie, token) = try await SignUpRouterTests().session(client)
            let (first, renewed, _) = try await post(client, cookie: cookie, token: token)
            #expect(first == .ok)
            let newCookie = try #require(renewed?.split(separator: ";").first.map(String.init))
            #expect(newCookie.wholeMatch(of: /__Host-session=[0-9a-f]{64}/) != nil && newCookie != cookie)
            let (again, setCookie, body) = try await post(client, cookie: cookie, token: token)
            #expect(again == .forbidden)
            #expect(setCookie == nil)
            #expect(body.contains("This form was already sent. Open it again to send another."))
            // The new session signs up afresh.
            let (_, newToken) = try await visit(client, cookie: newCookie)
            let (third, _, _) = try await post(client, cookie: newCookie, token: newToken)
            #expect(third == .ok)
        }
        #expect(await accounts.accounts.map(\.email) == ["jane@example.com", "jane@example.com"])
    }

    /// The same sign-up sent twice at once: one is kept.
    @Test func twoRacingPostsOfOneSessionKeepOne() async throws {
        let accounts = SignUpStore()
        try await Application(router: SignUpRoutes.router(accounts: accounts)).test(.router) { client in
            let (cookie, token) = try await SignUpRouterTests().session(client)
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<8 { group.addTask { try await post(client, cookie: cookie, token: token).0 } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .ok }.count == 1)
            #expect(statuses.filter { $0 == .forbidden }.count == 7)
        }
        #expect(await accounts.accounts.count == 1)
    }
}
