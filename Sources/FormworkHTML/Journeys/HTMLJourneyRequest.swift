import Formwork

/// One request to a web journey (``HTMLJourney``), as your server framework received it.
public struct HTMLJourneyRequest: Sendable {
    /// `GET` or `POST`.
    public var method: HTMLFormMethod
    /// The request's path, such as `/apply/boat` (a query is ignored).
    public var path: String
    /// What a `POST` submitted, already checked against cross-site request forgery by your
    /// server; `nil` for a `GET`.
    public var submission: FormSubmission?
    /// Hidden fields every form of the page carries — your CSRF token — and that are never
    /// written into a row (`FormInput.submission(_:ignoring:)`).
    public var hiddenFields: [String: String]

    /// A request.
    public init(
        _ method: HTMLFormMethod, _ path: String, submission: FormSubmission? = nil, hiddenFields: [String: String] = [:]
    ) {
        self.method = method
        self.path = path
        self.submission = submission
        self.hiddenFields = hiddenFields
    }
}

/// What a web journey answers: a page to show, or where to go (a `303 See Other`, so a
/// reload or Back never posts again).
public enum HTMLJourneyResponse: Equatable, Sendable {
    /// `200 OK` with this document.
    case page(String)
    /// `303 See Other` to this path.
    case redirect(String)
    /// `404 Not Found`: no page of the journey has this path.
    case notFound
    /// `405 Method Not Allowed`: the path takes only `GET`.
    case methodNotAllowed
}
