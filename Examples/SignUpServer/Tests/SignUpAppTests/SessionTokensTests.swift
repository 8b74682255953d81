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
        #expect(first.id.wholeMatch(of: /[0-9a-f]{64}/) != nil && first.token.wholeMatch(of: /[0-9a-f]{64}/) != nil)
        #expect(first.id != first.token)
        let again = sessions.session(first.id)
        #expect(again.id == first.id && again.token == first.token && !again.isNew)
        #expect(sessions.token(ofSession: first.id) == first.token)
        let second = sessions.session(nil)
        #expect(second.id != first.id && second.token != first.token)
    }

    /// The id is 16 random bytes and the first 16 of their HMAC-SHA256 under the key, after a
    /// label; the token is the whole id's HMAC-SHA256 after another: checked against
    /// swift-crypto directly, not through the code under test.
    @Test func theIdIsSignedAndTheTokenIsTheSessionsSignature() throws {
        let key = SymmetricKey(data: Array(repeating: UInt8(7), count: 32))
        let session = SessionTokens(key: key).newSession()
        func hmac(_ text: String) -> String {
            HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: key).map { String(format: "%02x", $0) }.joined()
        }
        let random = String(session.id.prefix(32))
        #expect(session.id == random + hmac("formwork-session-id:" + random).prefix(32))
        #expect(session.token == hmac("formwork-csrf-token:" + session.id))
        #expect(SessionTokens(key: key).token(ofSession: session.id) == session.token)
        // Another server's key issued no such id.
        #expect(SessionTokens(key: SymmetricKey(size: .bits256)).token(ofSession: session.id) == nil)
    }

    /// A cookie that is no id this server issued (wrong length, upper case, markup, all zeros,
    /// a well-formed id whose signature is off by one digit) has no token, and visiting with it
    /// starts a new session: a client cannot choose its session's id.
    @Test(arguments: [
        "", "abc", String(repeating: "A", count: 64), String(repeating: "a", count: 65), #"<b>"x"#,
        String(repeating: "0", count: 64),
    ])
    func aCookieThatIsNoSessionIDStartsANewSession(_ cookie: String) {
        let sessions = SessionTokens()
        #expect(sessions.token(ofSession: cookie) == nil)
        let session = sessions.session(cookie)
        #expect(session.isNew && session.id != cookie)
    }

    @Test func anIdWithOneDigitChangedIsNoSessionID() {
        let sessions = SessionTokens()
        let id = sessions.newSession().id
        let last = id.last == "0" ? "1" : "0"
        #expect(sessions.token(ofSession: id) != nil)
        #expect(sessions.token(ofSession: id.dropLast() + last) == nil)
        #expect(sessions.token(ofSession: last + id.dropFirst()) == nil)
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
