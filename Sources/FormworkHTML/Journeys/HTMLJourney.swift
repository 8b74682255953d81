import Formwork

/// A `Journey` served as web pages, one per step, with "Check your answers" and a
/// confirmation: the routes, Post/Redirect/Get after every post, the visitor's run in a
/// ``JourneyStore`` between requests, and sending once.
///
/// ```swift
/// let pages = try HTMLJourney(applyForLicence, at: "/apply", newModel: { Licence() }) { licence, _ in
///     try await licences.issue(licence)
/// }
/// // In your route for GET and POST /apply/…, after checking the CSRF token:
/// let response = try await pages.respond(to: request, session: sessionID, store: store)
/// ```
/// Its paths, under `basePath`: each step at `/name`, a change from the summary at
/// `/name/change`, the summary at `/check-answers` and the confirmation at `/confirmation`.
/// Every post is answered with a redirect: to the next page, or back to the step with its
/// errors (kept in the store until shown). A path the visitor may not see yet — a step that
/// does not apply, one after a step not completed, a forged name — redirects to where they are;
/// nothing is stored or sent for it.
public struct HTMLJourney<Model: Sendable>: Sendable {
    /// The journey served.
    public let journey: Journey<Model>
    /// The path the journey's pages are under, such as `/apply`.
    public let basePath: String
    /// The markup of the forms (``HTMLTheme/formwork`` unless told otherwise).
    public var theme: HTMLTheme = .formwork
    /// The classes of what a journey adds around forms: captions, back links, the summary.
    public var markup: HTMLJourneyMarkup = .formwork
    /// The pages' stylesheet, script and language (``HTMLPage``'s), applied to every page.
    public var page: @Sendable (inout HTMLPage) -> Void = { _ in }
    /// Changes the options every step's form is written with (``HTMLFormOptions``): its ids,
    /// links, browser validation. The journey sets the submit button's title ("Continue"), the
    /// hidden fields and the error summary's title ("There is a problem") first.
    public var form: @Sendable (inout HTMLFormOptions) -> Void = { _ in }
    /// The texts the pages write ("Continue", "Back", "Check your answers"…).
    public var messages: FormMessages = .current
    /// Makes the model a new visitor starts with.
    let newModel: @Sendable () -> Model
    /// Sends a finished journey's answers.
    let send: @Sendable (Model, JourneyAnswers) async throws -> Void

    /// Names the summary's and the confirmation's paths take: no step may have them.
    static var reservedNames: [JourneyStepName] { ["check-answers", "confirmation"] }

    /// Serves `journey` under `basePath`, each visitor starting from `newModel()`, sending
    /// answers with `send` once.
    ///
    /// - Throws: `JourneyError.journeyHasProblems(_:)` for a journey with problems, or a
    ///   step named `check-answers` or `confirmation`.
    public init(
        _ journey: Journey<Model>, at basePath: String, newModel: @escaping @Sendable () -> Model,
        send: @escaping @Sendable (Model, JourneyAnswers) async throws -> Void
    ) throws(JourneyError) {
        let reserved = journey.steps.map(\.name).filter(Self.reservedNames.contains)
        let problems = journey.problems + reserved.map(JourneyProblem.reservedName)
        guard problems.isEmpty else { throw .journeyHasProblems(problems) }
        self.journey = journey
        self.basePath = basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath
        self.newModel = newModel
        self.send = send
    }

    /// Answers `request` for the visitor of `session`, reading and saving their run in `store`.
    ///
    /// - Throws: What `store` throws, or `send` when sending fails (the run stays unfinished).
    public func respond(
        to request: HTMLJourneyRequest, session: String, store: some JourneyStore
    ) async throws -> HTMLJourneyResponse {
        guard let route = HTMLJourneyRoute(path: request.path, basePath: basePath) else { return .notFound }
        if request.method == .post, !route.takesPost { return .methodNotAllowed }
        return try await store.update(session: session) { state in
            var visit = JourneyVisit(journey: self, state: state)
            let response = try await visit.respond(to: request, route: route)
            state = visit.state
            return response
        }
    }

    /// The path of `place`.
    func path(of place: JourneyPlace) -> String {
        switch place {
        case .step(let name): "\(basePath)/\(name)"
        case .summary: "\(basePath)/check-answers"
        case .finished: "\(basePath)/confirmation"
        }
    }
}
