import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// The delivery page: `GET /delivery` shows the form, `POST /delivery` refreshes it (live
/// reveal: a new country's regions, a voucher's discount) or takes it. The same sessions,
/// checks and headers as the sign-up (see ``SignUpRoutes``).
public enum DeliveryRoutes {
    /// Where the form is served and posted.
    public static let path = "/delivery"
    /// The title of the form page.
    public static let formTitle = "Delivery"
    /// The title of the page shown once the delivery is taken.
    public static let successTitle = "On Its Way"

    /// Adds `GET /delivery` and `POST /delivery` to `router`, with sessions from `sessions`.
    public static func add(to router: Router<BasicRequestContext>, sessions: SessionTokens) {
        router.get(RouterPath(stringLiteral: path)) { request, _ in
            let session = sessions.session(SessionCookie.id(in: request))
            let page = formPage(DeliveryForm.form(FormModel(Delivery())), token: session.token)
            return SessionCookie.setting(session, on: SignUpRoutes.htmlResponse(.ok, page))
        }
        router.post(RouterPath(stringLiteral: path)) { request, _ in
            try await SignUpRoutes.submit(request, sessions: sessions) { submission, session in
                try deliver(submission, token: session.token)
            }
        }
    }

    /// Restores the country, applies the submission and settles the region: for a refresh, the
    /// form as it now is with no errors; otherwise 422 with the errors in place, or the page
    /// saying what was taken.
    ///
    /// The country decides the Region picker's options, so it is read first, as a repeated
    /// group's ids are: `apply` writes each value once, into the first form that has its row,
    /// and the form built before the country is known offers another country's regions.
    static func deliver(_ submission: FormSubmission, token: String) throws -> Response {
        let model = FormModel(Delivery())
        if let country = submission.values(named: "country").last.flatMap(Country.init(rawValue:)) {
            model.update { $0.country = country }
        }
        let conversionErrors = Form.apply(.submission(submission, ignoring: [SignUpPages.tokenField])) {
            DeliveryForm.form(model)
        }
        DeliveryForm.settle(model)
        let form = DeliveryForm.form(model)
        if submission.isRefresh {
            return SignUpRoutes.htmlResponse(.ok, formPage(form, token: token))
        }
        let errors = form.validate()
        guard conversionErrors.allSatisfy({ $0.reason == .hiddenRow }), errors.isEmpty else {
            let page = formPage(form, token: token, errors: errors, conversionErrors: conversionErrors, submitted: submission)
            return SignUpRoutes.htmlResponse(.unprocessableContent, page)
        }
        return SignUpRoutes.htmlResponse(.ok, try successPage(form))
    }

    /// The form page, its rows that change the form marked for live reveal.
    static func formPage(
        _ form: Form, token: String, errors: [ValidationError] = [], conversionErrors: [ValueConversionError] = [],
        submitted: FormSubmission? = nil
    ) -> String {
        var options = HTMLFormOptions()
        options.submitTitle = "Order"
        options.hiddenFields = [SignUpPages.tokenField: token]
        options.refreshesForm = DeliveryForm.refreshes
        let markup = form.html(
            action: path, errors: errors, conversionErrors: conversionErrors, submitted: submitted, options: options)
        return page(title: formTitle, body: markup)
    }

    /// The page shown once the delivery is taken: its values as pretty, sorted JSON.
    static func successPage(_ form: Form) throws -> String {
        let body =
            "<p class=\"fw-intro\">Your order:</p>"
            + "<pre id=\"values\" class=\"fw-values\">" + HTMLWriter.escaped(try SignUpPages.prettyJSON(form.values))
            + "</pre><p class=\"fw-intro\"><a href=\"\(path)\">Order again</a></p>"
        return page(title: successTitle, body: body)
    }

    private static func page(title: String, body: String) -> String {
        HTMLPage(
            title: title, body: body, stylesheet: "", stylesheetURL: SignUpPages.stylesheetPath,
            scriptURL: SignUpPages.scriptPath
        ).html
    }
}
