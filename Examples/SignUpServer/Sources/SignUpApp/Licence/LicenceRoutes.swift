import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// The licence application's routes, in the GOV.UK Design System's markup (``HTMLTheme/govUK``):
/// `GET /licence` asks the questions, `POST /licence` takes the answers and shows them again
/// with GOV.UK's error summary and messages, or the confirmation. The same sessions, checks and
/// headers as the sign-up (see ``SignUpRoutes``). The pages link GOV.UK Frontend's stylesheet at
/// ``stylesheetPath``, which a real service serves from the `govuk-frontend` package; this example
/// ships none, so the pages show the browser's own styles.
public enum LicenceRoutes {
    /// Where the form is served and posted.
    public static let path = "/licence"
    /// The title of the form page.
    public static let formTitle = "Apply for a rod fishing licence"
    /// The title of the page shown once the application is taken.
    public static let successTitle = "Application complete"
    /// Where a service serves GOV.UK Frontend's stylesheet.
    public static let stylesheetPath = "/assets/govuk-frontend.min.css"

    /// Adds `GET /licence` and `POST /licence` to `router`, with sessions from `sessions`.
    public static func add(to router: Router<BasicRequestContext>, sessions: SessionTokens) {
        router.get(RouterPath(stringLiteral: path)) { request, _ in
            let session = sessions.session(SessionCookie.id(in: request))
            let page = formPage(LicenceForm.form(FormModel(LicenceApplication())), token: session.token)
            return SessionCookie.setting(session, on: SignUpRoutes.htmlResponse(.ok, page))
        }
        router.post(RouterPath(stringLiteral: path)) { request, _ in
            try await SignUpRoutes.submit(request, sessions: sessions) { submission, session in
                apply(submission, token: session.token)
            }
        }
    }

    /// Applies the answers and validates them: the form again with its errors (422), or the
    /// confirmation.
    static func apply(_ submission: FormSubmission, token: String) -> Response {
        let model = FormModel(LicenceApplication())
        let conversionErrors = Form.apply(.submission(submission, ignoring: [SignUpPages.tokenField])) { LicenceForm.form(model) }
        let form = LicenceForm.form(model)
        let errors = form.validate()
        guard conversionErrors.isEmpty, errors.isEmpty else {
            let page = formPage(form, token: token, errors: errors, conversionErrors: conversionErrors, submitted: submission)
            return SignUpRoutes.htmlResponse(.unprocessableContent, page)
        }
        return SignUpRoutes.htmlResponse(.ok, successPage(model.value))
    }

    /// The questions, with GOV.UK's error summary and the server's checks only (GOV.UK asks
    /// services not to use the browser's); "Error: " starts the title of a page with errors.
    static func formPage(
        _ form: Form, token: String, errors: [ValidationError] = [], conversionErrors: [ValueConversionError] = [],
        submitted: FormSubmission? = nil
    ) -> String {
        var options = HTMLFormOptions()
        options.submitTitle = "Continue"
        options.errorSummaryTitle = "There is a problem"
        options.validatesInBrowser = false
        options.hiddenFields = [SignUpPages.tokenField: token]
        let markup = form.html(
            action: path, errors: errors, conversionErrors: conversionErrors, submitted: submitted, options: options,
            theme: .govUK)
        var page = HTMLPage(title: formTitle, body: markup, stylesheet: "", stylesheetURL: stylesheetPath, theme: .govUK)
        page.showsErrors = !errors.isEmpty || !conversionErrors.isEmpty
        return page.html
    }

    /// GOV.UK's confirmation panel, with the licence's kind.
    static func successPage(_ application: LicenceApplication) -> String {
        let kind = application.kind == .coarse ? "Trout and coarse fish" : "Salmon and sea trout"
        let body =
            "<div class=\"govuk-panel govuk-panel--confirmation\"><div class=\"govuk-panel__body\" id=\"licence\">"
            + HTMLWriter.escaped(kind) + ", " + String(application.rods) + " rod(s), for "
            + HTMLWriter.escaped(application.name) + "</div></div>"
        return HTMLPage(
            title: successTitle, body: body, stylesheet: "", stylesheetURL: stylesheetPath, theme: .govUK
        ).html
    }
}
