import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// Forgery tokens the server works out instead of keeping: no number of visits makes anyone's
/// form expire, and a token is good for its own session and its own server's key only.
@Suite struct SessionTokensTests {
    /// 10,000 cookieless `GET /` (what evicted every session when they were kept, 10,000 at
    /// most), then the first visitor's post: taken, not "This form has expired".
    @Test func tenThousandCookielessVisitsExpireNoOnesForm() async throws {
        let accounts = SignUpStore()
        try await Application(router: SignUpRoutes.router(accounts: accounts)).test(.router) { client in
            let (cookie, token) = try await SignUpRouterTests().session(client)
            var refused = 0
            for _ in 0..<10_000 {
                try await client.execute(uri: "/", method: .get) { response in
                    if response.status != .ok || response.headers[.setCookie] == nil { refused += 1 }
                }
            }
            #expect(refused == 0)
            let body = "csrf-token=\(token)&" + SignUpRouterTests.validBody
            try await client.execute(
                uri: "/", method: .post, headers: [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .ok, "\(String(buffer: response.body))")
            }
        }
        #expect(await accounts.accounts.map(\.email) == ["jane@example.com"])
    }

    @Test func aSessionKeepsItsTokenAndANewOneGetsItsOwn() throws {
        let sessions = SessionTokens()
        let first = sessions.session(nil)
        #expect(first.isNew)
        #expect(first.id.count == 64 && first.token.count == 64 && first.id != first.token)
        let again = sessions.session(first.id)
        #expect(again.id == first.id && again.token == first.token && !again.isNew)
        #expect(sessions.token(ofSession: first.id) == first.token)
        let second = sessions.session(nil)
        #expect(second.id != first.id && second.token != first.token)
    }

    /// The token is the id's HMAC-SHA256 under the key, after a label: checked against
    /// swift-crypto directly, not through the code under test.
    @Test func theTokenIsTheSessionsSignature() throws {
        let key = SymmetricKey(data: Array(repeating: UInt8(7), count: 32))
        let id = String(repeating: "ab", count: 32)
        let expected = HMAC<SHA256>.authenticationCode(for: Data(("formwork-csrf-token:" + id).utf8), using: key)
            .map { String(format: "%02x", $0) }.joined()
        #expect(SessionTokens(key: key).token(ofSession: id) == expected)
        // Another server's key signs it otherwise.
        #expect(SessionTokens(key: SymmetricKey(size: .bits256)).token(ofSession: id) != expected)
    }

    /// A cookie that is no session id (wrong length, upper case, markup) has no token, and
    /// visiting with it starts a new session.
    @Test(arguments: ["", "abc", String(repeating: "A", count: 64), String(repeating: "a", count: 65), #"<b>"x"#])
    func aCookieThatIsNoSessionIDStartsANewSession(_ cookie: String) {
        let sessions = SessionTokens()
        #expect(sessions.token(ofSession: cookie) == nil)
        let session = sessions.session(cookie)
        #expect(session.isNew && session.id != cookie)
    }

    /// Another session's token, or one made with another key, is refused with 403.
    @Test func aTokenOfAnotherSessionOrServerIsRefused() async throws {
        let otherServer = SessionTokens().session(nil)
        try await Application(router: SignUpRoutes.router()).test(.router) { client in
            let (cookie, _) = try await SignUpRouterTests().session(client)
            let (_, otherToken) = try await SignUpRouterTests().session(client)
            for token in [otherToken, otherServer.token] {
                try await client.execute(
                    uri: "/", method: .post, headers: [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: "csrf-token=\(token)&email=a%40b.c")
                ) { response in
                    #expect(response.status == .forbidden)
                    #expect(String(buffer: response.body).contains("This form has expired"))
                }
            }
        }
    }
}
