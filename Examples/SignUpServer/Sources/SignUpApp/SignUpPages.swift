import Formwork
import FormworkHTML
import Foundation

/// The documents the server answers with, as whole HTML pages.
public enum SignUpPages {
    /// The title of the form page.
    public static let formTitle = "Sign Up"
    /// The title of the page shown after a valid submission.
    public static let successTitle = "Welcome"
    /// What secure entries (passwords) show as on the success page.
    public static let secureMask = TextField.secureMask

    /// The name of the form's hidden field that carries the session's token.
    public static let tokenField = "csrf-token"
    /// Where the pages' stylesheet is served: linked, not inline, so the Content-Security-Policy
    /// needs no `'unsafe-inline'` styles.
    public static let stylesheetPath = "/style.css"
    /// The stylesheet served at ``stylesheetPath``: the default one and this example's own.
    public static let stylesheet = HTMLStylesheet.default + extraStyle
    /// Where the live-reveal script (`HTMLScript.liveReveal`) is served: choosing the Team plan
    /// shows the Company row at once. Loaded by URL, so the Content-Security-Policy allows it
    /// with `script-src 'self'`; without it the form still works by round trips.
    public static let scriptPath = "/formwork.js"

    /// The form page: `form` with the given errors at their rows and, for rows that could not
    /// be applied, the text that was submitted; `token`, the session's, in a hidden field.
    public static func form(
        _ form: Form, token: String, errors: [ValidationError] = [], conversionErrors: [ValueConversionError] = [],
        submitted: FormSubmission? = nil
    ) -> String {
        var options = HTMLFormOptions()
        options.submitTitle = "Create Account"
        options.hiddenFields = [tokenField: token]
        options.refreshesForm = { $0 == Identity("plan") }
        let markup = form.html(
            action: "/", errors: errors, conversionErrors: conversionErrors, submitted: submitted, options: options
        )
        return page(title: formTitle, body: markup)
    }

    /// The success page: what was signed up with, as pretty, sorted JSON, secure entries masked.
    public static func success(_ form: Form) throws -> String {
        let json = try prettyJSON(maskedValues(of: form))
        let body =
            "<p class=\"fw-intro\">You signed up with these values:</p>"
            + "<pre id=\"values\" class=\"fw-values\">" + HTMLWriter.escaped(json) + "</pre>"
            + "<p class=\"fw-intro\"><a href=\"/\">Sign up again</a></p>"
        return page(title: successTitle, body: body)
    }

    /// A page that says why a request was refused.
    public static func problem(title: String, message: String) -> String {
        let body =
            "<p class=\"fw-intro\" id=\"problem\">" + HTMLWriter.escaped(message) + "</p>"
            + "<p class=\"fw-intro\"><a href=\"/\">Back to the form</a></p>"
        return page(title: title, body: body)
    }

    /// A page linking the stylesheet at ``stylesheetPath``, with none inline, and loading the
    /// script at ``scriptPath``.
    private static func page(title: String, body: String) -> String {
        HTMLPage(title: title, body: body, stylesheet: "", stylesheetURL: stylesheetPath, scriptURL: scriptPath).html
    }

    /// `form.values` with every non-empty secure entry (a password) replaced by ``secureMask``,
    /// so the page never shows a password.
    public static func maskedValues(of form: Form) -> FormValues {
        FormValues(
            form.values.entries.map { entry in
                let isMasked = entry.isSecure && entry.value != ""
                return (key: entry.key, value: isMasked ? FormValue.string(secureMask) : entry.value)
            })
    }

    /// `values` as one JSON object, pretty-printed with sorted keys, for people to read (a
    /// snapshot's own encoding is the ordered array a draft is saved as).
    public static func prettyJSON(_ values: FormValues) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let object = Dictionary(values.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        return String(decoding: try encoder.encode(object), as: UTF8.self)
    }

    /// Styles for the text this example writes around the form.
    private static let extraStyle = """

        .fw-intro{margin:0 1rem 1rem}
        .fw-intro a{color:var(--fw-accent)}
        .fw-values{background:var(--fw-group);border-radius:10px;padding:1rem;margin:0 0 1.5rem;overflow-x:auto;font-size:.9rem}
        """
}
