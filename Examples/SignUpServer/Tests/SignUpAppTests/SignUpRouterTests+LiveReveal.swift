import FormworkHTML
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// Choosing the Team plan reveals Company: at once with the live-reveal script (a refresh post),
/// or on the next round trip without it, where Company shows no error until the person has seen it.
extension SignUpRouterTests {
    /// The page state of the blank form, which has no Company row.
    static let blankPageState =
        "_formwork=n%3Demail%26n%3Dpassword%26n%3Dconfirmation%26n%3Dplan%26n%3Dage"
        + "%26n%3Dnewsletter%26n%3Dterms%26n%3Dstart-over"
    /// The page state of the form on the Team plan, with Company.
    static let teamPageState =
        "_formwork=n%3Demail%26n%3Dpassword%26n%3Dconfirmation%26n%3Dplan%26n%3Dcompany"
        + "%26n%3Dage%26n%3Dnewsletter%26n%3Dterms%26n%3Dstart-over"
    /// Everything valid on the Team plan but Company, which is left out.
    static let teamBody =
        "email=jane%40example.com&password=correct+horse&confirmation=correct+horse&plan=team"
        + "&age=30&newsletter=off&terms=off&terms=on"

    /// The Company row as a page shows it with no error.
    static let companyRow = """
        <div class="fw-row"><label for="fw-company" class="fw-label">Company</label><input type="text" \
        id="fw-company" name="company" aria-describedby="fw__s1__footer" value="" placeholder="Acme Inc." \
        autocomplete="organization" required></div>
        """

    /// A refresh of a form that would be valid: shown again as it now is, with no errors, and
    /// never kept.
    @Test func aRefreshShowsTheFormAsItNowIsAndKeepsNothing() async throws {
        let (response, accounts) = try await send(.post, body: Self.blankPageState + "&_formwork_refresh=1&" + Self.teamBody)
        #expect(response.status == .ok)
        let form = try formElement(response.body)
        #expect(form.contains("<option value=\"team\" selected>Team</option></select></div>" + Self.companyRow))
        #expect(!form.contains("aria-invalid"))
        #expect(!form.contains("fw-summary"))
        #expect(form.contains(#"id="fw-email" name="email" aria-describedby="fw__s0__footer" value="jane@example.com""#))
        #expect(accounts.isEmpty)
        let (filled, kept) = try await send(
            .post, body: Self.teamPageState + "&_formwork_refresh=1&company=Acme&" + Self.teamBody)
        #expect(filled.status == .ok)
        #expect(try formElement(filled.body).contains(#"name="company" aria-describedby="fw__s1__footer" value="Acme""#))
        #expect(kept.isEmpty)
    }

    /// A refresh answers with a page holding what was sent: the same checks as any post.
    @Test func aRefreshFromAnotherSiteOrWithoutItsTokenIsForbidden() async throws {
        let body = Self.blankPageState + "&_formwork_refresh=1&" + Self.teamBody
        let crossSite: HTTPFields = [
            .contentType: "application/x-www-form-urlencoded", .origin: "https://evil.example",
            HTTPField.Name("Sec-Fetch-Site")!: "cross-site",
        ]
        let replies = [
            try await send(.post, body: body, token: .none).reply,
            try await send(.post, body: body, token: .text(String(repeating: "0", count: 64))).reply,
            try await send(.post, body: body, headers: crossSite).reply,
        ]
        #expect(replies.map(\.status) == [.forbidden, .forbidden, .forbidden])
        #expect(replies.allSatisfy { !$0.body.contains("fw-company") })
    }

    /// Without the script: the submission that chose Team reveals Company, which shows no error
    /// yet, and the sign-up is refused all the same.
    @Test func withoutTheScriptTheRevealedCompanyShowsNoErrorYet() async throws {
        let (response, accounts) = try await send(.post, body: Self.blankPageState + "&" + Self.teamBody)
        #expect(response.status == .unprocessableContent)
        let form = try formElement(response.body)
        #expect(form.contains(Self.companyRow))
        #expect(!form.contains("aria-invalid"))
        #expect(
            form.contains(
                Self.teamPageState.replacingOccurrences(of: "%3D", with: "=").replacingOccurrences(of: "%26", with: "&amp;")
                    .replacingOccurrences(of: "_formwork=", with: #"name="_formwork" value=""#)))
        #expect(accounts.isEmpty)
    }

    /// The next submission comes from the page that showed Company: its error shows.
    @Test func itsErrorShowsOnceThePersonHasSeenIt() async throws {
        let (response, accounts) = try await send(.post, body: Self.teamPageState + "&company=&" + Self.teamBody)
        #expect(response.status == .unprocessableContent)
        #expect(
            try formElement(response.body).contains(
                """
                <div class="fw-row fw-invalid"><label for="fw-company" class="fw-label">Company</label><input type="text" \
                id="fw-company" name="company" aria-invalid="true" aria-describedby="fw-company__error fw__s1__footer" autofocus \
                value="" placeholder="Acme Inc." autocomplete="organization" required>\
                <div class="fw-error" id="fw-company__error"><p>Required</p></div></div>
                """))
        #expect(accounts.isEmpty)
    }

    @Test func theScriptIsServedAsJavaScript() async throws {
        let response = try await get(SignUpPages.scriptPath)
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
        #expect(response.body == HTMLScript.liveReveal)
        for (name, value) in Self.securityHeaders {
            #expect(response.headers[name] == value, "\(name)")
        }
    }
}
