import Foundation
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// The routes through Hummingbird's router test framework: no network, one fresh app per test.
@Suite struct SignUpRouterTests {
    static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    /// Sends one request to a new app and hands back its status, headers and body.
    func send(
        _ method: HTTPRequest.Method, body: String? = nil, headers: HTTPFields = formType
    ) async throws -> (status: HTTPResponse.Status, headers: HTTPFields, body: String) {
        let app = Application(router: SignUpRoutes.router())
        return try await app.test(.router) { client in
            try await client.execute(
                uri: "/", method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }
            ) { response in
                (response.status, response.headers, String(buffer: response.body))
            }
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

    @Test func getShowsTheBlankFormInAStyledPage() async throws {
        let response = try await send(.get, headers: [:])
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.body.hasPrefix("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(response.body.contains("<title>Sign Up</title><style>:root{color-scheme:light dark;"))
        #expect(response.body.contains(".fw-rows{background:var(--fw-group);border-radius:10px;overflow:hidden}"))
        #expect(response.body.hasSuffix("</form></main></body></html>"))
        #expect(try formElement(response.body) == """
            <form method="post" action="/" class="fw-form">\
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
            <div class="fw-row"><label for="fw-plan" class="fw-label">Plan</label><select id="fw-plan" name="plan" \
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
            </div></fieldset>\
            <div class="fw-actions"><button type="submit" class="fw-submit">Create Account</button></div></form>
            """)
    }

    @Test func invalidPostShowsEachErrorAtItsControl() async throws {
        let response = try await send(
            .post,
            body: "email=jane%40example&password=short&confirmation=shirt&plan=pro&age=12&newsletter=off&terms=off"
        )
        #expect(response.status == .unprocessableContent)
        let form = try formElement(response.body)
        // The first invalid control has focus; the typed email comes back, the passwords never do.
        #expect(form.contains("""
            <div class="fw-row fw-invalid"><label for="fw-email" class="fw-label">Email</label><input type="email" \
            id="fw-email" name="email" aria-invalid="true" aria-describedby="fw-email__error fw__s0__footer" autofocus \
            value="jane@example" placeholder="you@example.com" autocomplete="email" required>\
            <div class="fw-error" id="fw-email__error"><p>Enter a valid email address</p></div></div>
            """))
        #expect(form.contains("""
            <input type="password" id="fw-password" name="password" aria-invalid="true" \
            aria-describedby="fw-password__error fw__s0__footer" autocomplete="new-password" required minlength="8">\
            <div class="fw-error" id="fw-password__error"><p>Must be at least 8 characters</p></div>
            """))
        #expect(form.contains("""
            <input type="password" id="fw-confirmation" name="confirmation" aria-invalid="true" \
            aria-describedby="fw-confirmation__error fw__s0__footer" autocomplete="new-password">\
            <div class="fw-error" id="fw-confirmation__error"><p>Must match “Password”</p></div>
            """))
        #expect(form.contains("""
            <input type="number" id="fw-age" name="age" aria-invalid="true" aria-describedby="fw-age__error fw__s1__footer" \
            value="12" step="1" min="13" max="130"><div class="fw-error" id="fw-age__error"><p>Must be at least 13</p></div>
            """))
        #expect(form.contains("""
            <input type="checkbox" role="switch" class="fw-switch" id="fw-terms" name="terms" aria-invalid="true" \
            aria-describedby="fw-terms__error" value="on" required><div class="fw-error" id="fw-terms__error">\
            <p>Accept the terms to continue</p></div>
            """))
        // What was valid keeps its value and shows no error; the newsletter is off as submitted.
        #expect(form.contains("<option value=\"pro\" selected>Pro</option>"))
        #expect(form.contains("""
            <input type="checkbox" role="switch" class="fw-switch" id="fw-newsletter" name="newsletter" value="on"></div>
            """))
        #expect(!response.body.contains("short"))
        #expect(!response.body.contains("shirt"))
        #expect(form.components(separatedBy: "aria-invalid=\"true\"").count - 1 == 5)
        #expect(form.components(separatedBy: "autofocus").count - 1 == 1)
        #expect(!form.contains("fw-company"))
    }

    @Test func validPostShowsExactlyTheValuesWithPasswordsMasked() async throws {
        let response = try await send(
            .post,
            body: "email=jane%40example.com&password=correct+horse&confirmation=correct+horse&plan=team"
                + "&company=Smith+%26+%3CSons%3E&age=30&newsletter=off&terms=off&terms=on"
        )
        #expect(response.status == .ok)
        #expect(response.body.contains("<title>Welcome</title>"))
        #expect(try valuesText(response.body) == """
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
    }

    @Test func teamWithoutCompanyRevealsTheCompanyFieldWithItsError() async throws {
        let response = try await send(
            .post,
            body: "email=jane%40example.com&password=correct+horse&confirmation=correct+horse&plan=team"
                + "&age=30&newsletter=off&newsletter=on&terms=off&terms=on"
        )
        #expect(response.status == .unprocessableContent)
        let form = try formElement(response.body)
        #expect(form.contains("""
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
        let response = try await send(
            .post,
            body: "email=jane%40example.com&password=correct+horse&confirmation=correct+horse&plan=free"
                + "&age=thirty&terms=on"
        )
        #expect(response.status == .unprocessableContent)
        #expect(try formElement(response.body).contains("""
            <input type="text" id="fw-age" name="age" aria-invalid="true" aria-describedby="fw-age__error fw__s1__footer" \
            autofocus value="thirty" inputmode="numeric"><div class="fw-error" id="fw-age__error">\
            <p>Enter a whole number</p></div>
            """))
    }

    @Test func fieldsNoRowHasAreListedAboveTheForm() async throws {
        let response = try await send(.post, body: "email=jane%40example.com&admin=1")
        #expect(response.status == .unprocessableContent)
        #expect(response.body.contains("""
            <div class="fw-summary" id="fw__summary" role="alert"><ul><li>
            """))
        #expect(response.body.contains("admin"))
    }

    @Test(arguments: [
        ("text/plain", "email=jane%40example.com"),
        ("application/json", "{\"email\":\"jane@example.com\"}"),
        ("multipart/form-data; boundary=x", "--x--"),
    ])
    func aBodyOfAnotherTypeIsABadRequest(contentType: String, body: String) async throws {
        let response = try await send(.post, body: body, headers: [.contentType: contentType])
        #expect(response.status == .badRequest)
        #expect(response.body.contains("<p class=\"fw-intro\" id=\"problem\">Send the form as application/x-www-form-urlencoded.</p>"))
    }

    @Test func aBodyWithoutContentTypeIsABadRequest() async throws {
        let response = try await send(.post, body: "email=jane%40example.com", headers: [:])
        #expect(response.status == .badRequest)
    }

    @Test func aBodyWithTooManyFieldsIsABadRequest() async throws {
        let body = (0...100).map { "f\($0)=x" }.joined(separator: "&")
        let response = try await send(.post, body: body)
        #expect(response.status == .badRequest)
        #expect(response.body.contains("The form could not be read: The form has more than 100 fields."))
    }

    @Test func aContentTypeWithParametersIsAccepted() async throws {
        let response = try await send(
            .post, body: "email=x", headers: [.contentType: "Application/X-WWW-Form-URLEncoded; charset=UTF-8"]
        )
        #expect(response.status == .unprocessableContent)
    }

    @Test func aBodyOverTheLimitIsTooLarge() async throws {
        let body = "email=" + String(repeating: "a", count: 64 * 1024 - 6 + 1)
        let response = try await send(.post, body: body)
        #expect(response.status == .contentTooLarge)
        #expect(response.body.contains("The form is larger than 64 KiB."))
    }

    @Test func aBodyAtTheLimitIsRead() async throws {
        let body = "email=" + String(repeating: "a", count: 64 * 1024 - 6)
        let response = try await send(.post, body: body)
        #expect(response.status == .unprocessableContent)
        #expect(response.body.contains("<p>Enter a valid email address</p>"))
    }

    @Test(arguments: [
        "", "&&&", "=", "email", "%", "%zz=%", "email=%FF%FE", "plan=enterprise", "email=a&email=b",
        "age=99999999999999999999999", "terms=maybe", "age=-1",
    ])
    func oddBodiesNeverCrash(body: String) async throws {
        let response = try await send(.post, body: body)
        #expect(response.status == .unprocessableContent)
        #expect(response.body.contains("aria-invalid=\"true\"") || response.body.contains("fw-summary"))
    }

    @Test func eachRequestStartsFromABlankModel() async throws {
        let app = Application(router: SignUpRoutes.router())
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/", method: .post, headers: Self.formType,
                body: ByteBuffer(string: "email=jane%40example.com&plan=team&company=Acme")
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(String(buffer: response.body).contains("value=\"Acme\""))
            }
            try await client.execute(uri: "/", method: .get) { response in
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
