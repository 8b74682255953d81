import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// The header browsers send to say where a request comes from.
private let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

/// The routes through Hummingbird's router test framework: no network, one fresh app per test.
@Suite struct SignUpRouterTests {
    static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    /// One response: its status, headers and body.
    struct Reply {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: String
    }

    /// What a POST sends for its session's token.
    enum Token {
        /// The session's own token, appended to the body.
        case session
        /// No token.
        case none
        /// This text as the token.
        case text(String)
    }

    /// On a new app: `GET /` for a session, then `method` with `body` (and the session's cookie
    /// and `token`), then hands back the second reply and the sign-ups the app kept.
    func send(
        _ method: HTTPRequest.Method, body: String? = nil, headers: HTTPFields = formType, token: Token = .session,
        sendsCookie: Bool = true
    ) async throws -> (reply: Reply, accounts: [SignUp]) {
        let accounts = SignUpStore()
        let app = Application(router: SignUpRoutes.router(accounts: accounts))
        let reply = try await app.test(.router) { client in
            let (cookie, sessionToken) = try await session(client)
            var headers = headers
            if sendsCookie { headers[.cookie] = cookie }
            let tokenPair: String? =
                switch token {
                case .session: "csrf-token=" + sessionToken
                case .none: nil
                case .text(let text): "csrf-token=" + text
                }
            let fullBody = body.map { body in [tokenPair, body].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "&") }
            return try await client.execute(
                uri: "/", method: method, headers: headers, body: fullBody.map { ByteBuffer(string: $0) }
            ) { response in
                Reply(status: response.status, headers: response.headers, body: String(buffer: response.body))
            }
        }
        return (reply, await accounts.accounts)
    }

    /// `GET /` on `client`: the session's cookie (`__Host-session=…`, to send back) and its token.
    func session(_ client: some TestClientProtocol) async throws -> (cookie: String, token: String) {
        try await client.execute(uri: "/", method: .get) { response in
            let setCookie = try #require(response.headers[.setCookie])
            let cookie = try #require(setCookie.split(separator: ";").first.map(String.init))
            let page = String(buffer: response.body)
            let start = try #require(page.range(of: #"<input type="hidden" name="csrf-token" value=""#))
            return (cookie, String(page[start.upperBound...].prefix { $0 != "\"" }))
        }
    }

    /// The `<form>…</form>` element of a page.
    func formElement(_ page: String) throws -> Substring {
        let start = try #require(page.range(of: "<form "))
        let end = try #require(page.range(of: "</form>"))
        return page[start.lowerBound..<end.upperBound]
    }

    /// The text inside `<pre id="values" …>` on the success page.
    func valuesText(_ page: String) throws -> Substring {
        let start = try #require(page.range(of: "<pre id=\"values\" class=\"fw-values\">"))
        let end = try #require(page.range(of: "</pre>", range: start.upperBound..<page.endIndex))
        return page[start.upperBound..<end.lowerBound]
    }

    /// `GET path` on a new app, with `headers`.
    func get(_ path: String = "/", headers: HTTPFields = [:]) async throws -> Reply {
        let app = Application(router: SignUpRoutes.router())
        return try await app.test(.router) { client in
            try await client.execute(uri: path, method: .get, headers: headers) { response in
                Reply(status: response.status, headers: response.headers, body: String(buffer: response.body))
            }
        }
    }

    @Test func getShowsTheBlankFormInAPageThatLinksItsStylesheetAndScript() async throws {
        let response = try await get()
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.body.hasPrefix("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(
            response.body.contains(
                #"<title>Sign Up</title><link rel="stylesheet" href="/style.css"><script src="/formwork.js" defer></script></head>"#
            ))
        #expect(!response.body.contains("<style"))
        #expect(response.body.hasSuffix("</form></main></body></html>"))
        let token = try #require(response.body.firstMatch(of: /name="csrf-token" value="([0-9a-f]{64})"/)?.1)
        #expect(
            try formElement(response.body) == """
                <form method="post" action="/" class="fw-form">\
                <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true"></button>\
                <input type="hidden" name="csrf-token" value="\(token)">\
                <input type="hidden" name="_formwork" value="n=email&amp;n=password&amp;n=confirmation&amp;n=plan&amp;n=age&amp;\
                n=newsletter&amp;n=terms&amp;n=start-over">\
                <fieldset class="fw-section"><legend class="fw-header">Account</legend><div class="fw-rows">\
                <div class="fw-row"><label for="fw-email" class="fw-label">Email</label><input type="email" id="fw-email" \
                name="email" aria-describedby="fw__s0__footer" value="" placeholder="you@example.com" autocomplete="email" \
                required></div>\
                <div class="fw-row"><label for="fw-password" class="fw-label">Password</label><input type="password" \
                id="fw-password" name="password" aria-describedby="fw__s0__footer" autocomplete="new-password" required minlength="8"></div>\
                <div class="fw-row"><label for="fw-confirmation" class="fw-label">Confirm Password</label><input type="password" \
                id="fw-confirmation" name="confirmation" aria-describedby="fw__s0__footer" autocomplete="new-password"></div>\
                </div><div class="fw-footer" id="fw__s0__footer">Use at least 8 characters for your password.</div></fieldset>\
                <fieldset class="fw-section"><legend class="fw-header">Plan</legend><div class="fw-rows">\
                <div class="fw-row" data-fw-refresh><label for="fw-plan" class="fw-label">Plan</label><select id="fw-plan" name="plan" \
                aria-describedby="fw__s1__footer"><option value="free" selected>Free</option><option value="pro">Pro</option>\
                <option value="team">Team</option></select></div>\
                <div class="fw-row"><label for="fw-age" class="fw-label">Age</label><input type="number" id="fw-age" name="age" \
                aria-describedby="fw__s1__footer" value="18" step="1" min="13" max="130"></div>\
                </div><div class="fw-footer" id="fw__s1__footer">Team plans ask for your company's name.</div></fieldset>\
                <fieldset class="fw-section"><legend class="fw-header">Preferences</legend><div class="fw-rows">\
                <div class="fw-row"><label for="fw-newsletter" class="fw-label">Newsletter</label><input type="hidden" \
                name="newsletter" value="off"><input type="checkbox" role="switch" class="fw-switch" id="fw-newsletter" \
                name="newsletter" value="on" checked></div>\
                <div class="fw-row"><label for="fw-terms" class="fw-label">I accept the terms</label><input type="hidden" \
                name="terms" value="off"><input type="checkbox" role="switch" class="fw-switch" id="fw-terms" name="terms" \
                value="on" required></div>\
                <div class="fw-row"><button type="submit" class="fw-button" id="fw-start-over" name="start-over" \
                value="pressed">Start over</button></div>\
                </div></fieldset>\
                <div class="fw-actions"><button type="submit" class="fw-submit">Create Account</button></div></form>
                """)
    }

    @Test func theStylesheetIsServedAsCSS() async throws {
        let response = try await get("/style.css")
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/css; charset=utf-8")
        #expect(response.body == SignUpPages.stylesheet)
        #expect(response.body.hasPrefix(":root{color-scheme:light dark;"))
        #expect(response.body.contains(".fw-default,.fw-visually-hidden{position:absolute;"))
        #expect(
            response.body.hasSuffix(
                ".fw-values{background:var(--fw-group);border-radius:10px;padding:1rem;margin:0 0 1.5rem;overflow-x:auto;font-size:.9rem}"
            ))
    }

    /// A new visitor gets a session cookie no script reads, no other site's page sends, and no
    /// other host or plain-HTTP page can set (`__Host-`, `Secure`); a returning one keeps theirs.
    @Test func aNewSessionSetsAStrictCookie() async throws {
        let response = try await get()
        let cookie = try #require(response.headers[.setCookie])
        // Hummingbird writes the attributes in no fixed order.
        let parts = cookie.components(separatedBy: "; ")
        #expect(parts.first?.wholeMatch(of: /__Host-session=[0-9a-f]{64}/) != nil, "\(cookie)")
        #expect(Set(parts.dropFirst()) == ["Path=/", "Secure", "HttpOnly", "SameSite=Strict"])
        let app = Application(router: SignUpRoutes.router())
        try await app.test(.router) { client in
            let (sessionCookie, token) = try await session(client)
            try await client.execute(uri: "/", method: .get, headers: [.cookie: sessionCookie]) { response in
                #expect(response.headers[.setCookie] == nil)
                #expect(String(buffer: response.body).contains(#"name="csrf-token" value="\#(token)""#))
            }
        }
    }

    static let securityHeaders: [(HTTPField.Name, String)] = [
        (
            .contentSecurityPolicy,
            "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
        ),
        (.xContentTypeOptions, "nosniff"),
        (HTTPField.Name("Referrer-Policy")!, "same-origin"),
    ]

    /// Every response: pages, the stylesheet, refusals, errors and "not found".
    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        var replies = [try await get(), try await get("/style.css"), try await get("/admin")]
        replies.append(try await send(.post, body: "email=x").reply)
        replies.append(try await send(.post, body: "email=x", token: .none).reply)
        replies.append(try await send(.post, body: "email=x", headers: [.contentType: "text/plain"]).reply)
        #expect(replies.map(\.status.code) == [200, 200, 404, 422, 403, 400])
        for reply in replies {
            for (name, value) in Self.securityHeaders {
                #expect(reply.headers[name] == value, "\(reply.status) \(name)")
            }
        }
    }

    static let validBody = "email=jane%40example.com&password=correct+horse&confirmation=correct+horse&plan=free&age=30&terms=on"

    @Test func aValidPostFromThisSiteWithItsTokenSignsUp() async throws {
        let sameOrigin: HTTPFields = [
            .contentType: "application/x-www-form-urlencoded", .origin: "http://localhost",
            secFetchSite: "same-origin",
        ]
        let (response, accounts) = try await send(.post, body: Self.validBody, headers: sameOrigin)
        #expect(response.status == .ok)
        #expect(accounts.map(\.email) == ["jane@example.com"])
    }

    /// A page on another site posting the form: refused, whatever else the request brings.
    @Test(
        arguments: [
            [.origin: "https://evil.example", secFetchSite: "cross-site"],
            [secFetchSite: "cross-site"],
            [secFetchSite: "same-site"],
            [.origin: "https://evil.example"],
            [.origin: "http://localhost.evil.example"],
            [.origin: "http://localhost:8080"],
            [.origin: "null"],
            [.origin: "http://localhost", secFetchSite: "cross-site"],
        ] as [HTTPFields])
    func aCrossSitePostIsForbiddenAndWritesNothing(origin: HTTPFields) async throws {
        var headers = Self.formType
        headers.append(contentsOf: origin)
        let (response, accounts) = try await send(.post, body: Self.validBody, headers: headers)
        #expect(response.status == .forbidden)
        #expect(response.body.contains("<p class=\"fw-intro\" id=\"problem\">The form was sent from another site.</p>"))
        #expect(accounts.isEmpty)
    }

    /// The session's token missing, wrong, from another session, or with no session at all.
    @Test(arguments: [
        (Token.none, true), (Token.text(""), true), (Token.text(String(repeating: "0", count: 64)), true),
        (Token.text("x"), true), (Token.session, false),
    ])
    func aPostWithoutItsSessionsTokenIsForbiddenAndWritesNothing(token: Token, sendsCookie: Bool) async throws {
        let (response, accounts) = try await send(.post, body: Self.validBody, token: token, sendsCookie: sendsCookie)
        #expect(response.status == .forbidden)
        #expect(response.body.contains("This form has expired. Open it again and send it from there."))
        #expect(accounts.isEmpty)
    }

    @Test func aTokenFromAnotherSessionIsForbidden() async throws {
        let accounts = SignUpStore()
        let app = Application(router: SignUpRoutes.router(accounts: accounts))
        try await app.test(.router) { client in
            let (mine, _) = try await session(client)
            let (_, theirs) = try await session(client)
            var headers = Self.formType
            headers[.cookie] = mine
            try await client.execute(
                uri: "/", method: .post, headers: headers,
                body: ByteBuffer(string: "csrf-token=\(theirs)&" + Self.validBody)
            ) { response in
                #expect(response.status == .forbidden)
            }
        }
        #expect(await accounts.accounts.isEmpty)
    }

    /// The row button before the form's own: pressing it sends the form back blank.
    @Test func startOverSendsTheFormBackBlank() async throws {
        let (response, accounts) = try await send(.post, body: "email=jane%40example.com&plan=team&start-over=pressed")
        #expect(response.status == .ok)
        #expect(response.body.contains(#"name="email" aria-describedby="fw__s0__footer" value="""#))
        #expect(!response.body.contains("fw-company"))
        #expect(accounts.isEmpty)
    }

    @Test func invalidPostShowsEachErrorAtItsControl() async throws {
        let (response, _) = try await send(
            .post,
            body: "email=jane%40example&password=short&confirmation=shirt&plan=pro&age=12&newsletter=off&terms=off"
        )
        #expect(response.status == .unprocessableContent)
        let form = try formElement(response.body)
        // The first invalid control has focus; the typed email comes back, the passwords never do.
        #expect(
            form.contains(
                """
                <div class="fw-row fw-invalid"><label for="fw-email" class="fw-label">Email</label><input type="email" \
                id="fw-email" name="email" aria-invalid="true" aria-describedby="fw-email__error fw__s0__footer" autofocus \
                value="jane@example" placeholder="you@example.com" autocomplete="email" required>\
                <div class="fw-error" id="fw-email__error"><p>Enter a valid email address</p></div></div>
                """))
        #expect(
            form.contains(
                """
                <input type="password" id="fw-password" name="password" aria-invalid="true" \
                aria-describedby="fw-password__error fw__s0__footer" autocomplete="new-password" required minlength="8">\
                <div class="fw-error" id="fw-password__error"><p>Must be at least 8 characters</p></div>
                """))
        #expect(
            form.contains(
                """
                <input type="password" id="fw-confirmation" name="confirmation" aria-invalid="true" \
                aria-describedby="fw-confirmation__error fw__s0__footer" autocomplete="new-password">\
                <div class="fw-error" id="fw-confirmation__error"><p>Must match “Password”</p></div>
                """))
        #expect(
            form.contains(
                """
                <input type="number" id="fw-age" name="age" aria-invalid="true" aria-describedby="fw-age__error fw__s1__footer" \
                value="12" step="1" min="13" max="130"><div class="fw-error" id="fw-age__error"><p>Must be at least 13</p></div>
                """))
        #expect(
            form.contains(
                """
                <input type="checkbox" role="switch" class="fw-switch" id="fw-terms" name="terms" aria-invalid="true" \
                aria-describedby="fw-terms__error" value="on" required><div class="fw-error" id="fw-terms__error">\
                <p>Accept the terms to continue</p></div>
                """))
        // What was valid keeps its value and shows no error; the newsletter is off as submitted.
        #expect(form.contains("<option value=\"pro\" selected>Pro</option>"))
        #expect(
            form.contains(
                """
                <input type="checkbox" role="switch" class="fw-switch" id="fw-newsletter" name="newsletter" value="on"></div>
                """))
        #expect(!response.body.contains("short"))
        #expect(!response.body.contains("shirt"))
        #expect(form.components(separatedBy: "aria-invalid=\"true\"").count - 1 == 5)
        #expect(form.components(separatedBy: "autofocus").count - 1 == 1)
        #expect(!form.contains("fw-company"))
    }

    @Test func validPostShowsExactlyTheValuesWithPasswordsMaskedAndKeepsTheSignUp() async throws {
        let (response, accounts) = try await send(
            .post,
            body: "email=jane%40example.com&password=correct+horse&confirmation=correct+horse&plan=team"
                + "&company=Smith+%26+%3CSons%3E&age=30&newsletter=off&terms=off&terms=on"
        )
        #expect(response.status == .ok)
        #expect(response.body.contains("<title>Welcome</title>"))
        #expect(
            try valuesText(response.body) == """
                {
                  "age" : 30,
                  "company" : "Smith &amp; &lt;Sons&gt;",
                  "confirmation" : "••••",
                  "email" : "jane@example.com",
                  "newsletter" : false,
                  "password" : "••••",
                  "plan" : "team",
                  "terms" : true
                }
                """)
        #expect(!response.body.contains("horse"))
        #expect(accounts.map(\.company) == ["Smith & <Sons>"])
    }

    @Test func teamWithoutCompanyRevealsTheCompanyFieldWithItsError() async throws {
        let (response, _) = try await send(
            .post,
            body: "email=jane%40example.com&password=correct+horse&confirmation=correct+horse&plan=team"
                + "&age=30&newsletter=off&newsletter=on&terms=off&terms=on"
        )
        #expect(response.status == .unprocessableContent)
        let form = try formElement(response.body)
        #expect(
            form.contains(
                """
                <option value="team" selected>Team</option></select></div>\
                <div class="fw-row fw-invalid"><label for="fw-company" class="fw-label">Company</label><input type="text" \
                id="fw-company" name="company" aria-invalid="true" aria-describedby="fw-company__error fw__s1__footer" autofocus \
                value="" placeholder="Acme Inc." autocomplete="organization" required>\
                <div class="fw-error" id="fw-company__error"><p>Required</p></div></div>
                """))
        #expect(form.components(separatedBy: "aria-invalid=\"true\"").count - 1 == 1)
        #expect(form.contains("id=\"fw-email\" name=\"email\" aria-describedby=\"fw__s0__footer\" value=\"jane@example.com\""))
        #expect(form.contains("name=\"newsletter\" value=\"on\" checked>"))
        #expect(form.contains("name=\"terms\" value=\"on\" checked required>"))
    }

    @Test func aValueThatDoesNotConvertComesBackAsTyped() async throws {
        let (response, _) = try await send(
            .post,
            body: "email=jane%40example.com&password=correct+horse&confirmation=correct+horse&plan=free"
                + "&age=thirty&terms=on"
        )
        #expect(response.status == .unprocessableContent)
        #expect(
            try formElement(response.body).contains(
                """
                <input type="text" id="fw-age" name="age" aria-invalid="true" aria-describedby="fw-age__error fw__s1__footer" \
                autofocus value="thirty" inputmode="numeric"><div class="fw-error" id="fw-age__error">\
                <p>Enter a whole number</p></div>
                """))
    }

    /// Said once, in general terms: the names are whatever the sender wrote.
    @Test func fieldsNoRowHasAreListedAboveTheFormWithoutTheirNames() async throws {
        let (response, _) = try await send(.post, body: "email=jane%40example.com&admin=1&Call+%2B1-555-0100=1")
        #expect(response.status == .unprocessableContent)
        #expect(
            response.body.contains(
                """
                <div class="fw-summary" id="fw__summary" role="alert"><ul><li>No such row in the form</li></ul></div>
                """))
        #expect(!response.body.contains("admin"))
        // Not "555" alone: the page's random hex token may hold it.
        #expect(!response.body.contains("Call"))
        #expect(!response.body.contains("+1-555"))
    }

    /// Yes → Team → company typed → back to Free, then submitted: the company the page showed
    /// is no error of the person's, and the sign-up goes through.
    @Test func aValueFromARowThePersonHidDoesNotHoldTheSignUpBack() async throws {
        let state = "_formwork=n%3Demail%26n%3Dplan%26n%3Dcompany%26n%3Dage%26n%3Dterms"
        let (response, accounts) = try await send(.post, body: state + "&" + Self.validBody + "&company=Acme")
        #expect(response.status == .ok)
        #expect(accounts.map(\.company) == [""])
    }

    @Test(arguments: [
        ("text/plain", "email=jane%40example.com"),
        ("application/json", "{\"email\":\"jane@example.com\"}"),
        ("multipart/form-data; boundary=x", "--x--"),
    ])
    func aBodyOfAnotherTypeIsABadRequest(contentType: String, body: String) async throws {
        let (response, _) = try await send(.post, body: body, headers: [.contentType: contentType])
        #expect(response.status == .badRequest)
        #expect(
            response.body.contains("<p class=\"fw-intro\" id=\"problem\">Send the form as application/x-www-form-urlencoded.</p>")
        )
    }

    @Test func aBodyWithoutContentTypeIsABadRequest() async throws {
        let (response, _) = try await send(.post, body: "email=jane%40example.com", headers: [:])
        #expect(response.status == .badRequest)
    }

    @Test func aBodyWithTooManyFieldsIsABadRequest() async throws {
        let body = (0...100).map { "f\($0)=x" }.joined(separator: "&")
        let (response, _) = try await send(.post, body: body)
        #expect(response.status == .badRequest)
        #expect(response.body.contains("The form could not be read: The form has more than 100 fields."))
    }

    @Test func aContentTypeWithParametersIsAccepted() async throws {
        let (response, _) = try await send(
            .post, body: "email=x", headers: [.contentType: "Application/X-WWW-Form-URLEncoded; charset=UTF-8"]
        )
        #expect(response.status == .unprocessableContent)
    }

    @Test func aBodyOverTheLimitIsTooLarge() async throws {
        let body = "email=" + String(repeating: "a", count: 64 * 1024 - 6 + 1)
        let (response, _) = try await send(.post, body: body)
        #expect(response.status == .contentTooLarge)
        #expect(response.body.contains("The form is larger than 64 KiB."))
    }

    @Test func aBodyAtTheLimitIsRead() async throws {
        // With the token before it: "csrf-token=" and 64 digits and "&".
        let body = "email=" + String(repeating: "a", count: 64 * 1024 - 6 - 76)
        let (response, _) = try await send(.post, body: body)
        #expect(response.status == .unprocessableContent)
        #expect(response.body.contains("<p>Enter a valid email address</p>"))
    }

    @Test(arguments: [
        "", "&&&", "=", "email", "%", "%zz=%", "email=%FF%FE", "plan=enterprise", "email=a&email=b",
        "age=99999999999999999999999", "terms=maybe", "age=-1",
    ])
    func oddBodiesNeverCrash(body: String) async throws {
        let (response, _) = try await send(.post, body: body)
        #expect(response.status == .unprocessableContent)
        #expect(response.body.contains("aria-invalid=\"true\"") || response.body.contains("fw-summary"))
    }

    @Test func eachRequestStartsFromABlankModel() async throws {
        let app = Application(router: SignUpRoutes.router())
        try await app.test(.router) { client in
            let (cookie, token) = try await session(client)
            var headers = Self.formType
            headers[.cookie] = cookie
            try await client.execute(
                uri: "/", method: .post, headers: headers,
                body: ByteBuffer(string: "csrf-token=\(token)&email=jane%40example.com&plan=team&company=Acme")
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(String(buffer: response.body).contains("value=\"Acme\""))
            }
            try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie]) { response in
                let page = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(!page.contains("Acme\""))
                #expect(!page.contains("fw-company"))
                #expect(page.contains("name=\"email\" aria-describedby=\"fw__s0__footer\" value=\"\""))
            }
        }
    }

    @Test func otherPathsAreNotFound() async throws {
        let app = Application(router: SignUpRoutes.router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/admin", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
