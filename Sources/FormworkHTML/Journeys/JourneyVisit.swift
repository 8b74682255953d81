import Formwork

/// One request's work on a visitor's run: the run restored from the store, moved as the
/// request asks, and the page or redirect it leads to.
struct JourneyVisit<Model: Sendable> {
    /// The journey's pages.
    let pages: HTMLJourney<Model>
    /// The visitor's run.
    var run: JourneyRun<Model>
    /// The refused post to show again, if any.
    var refusedPost: HTMLJourneyState.RefusedPost?

    /// The visit of a visitor whose saved state is `state`: a new run for none, and for a
    /// snapshot the journey no longer accepts (a new version of the service, or a forged one).
    init(journey pages: HTMLJourney<Model>, state: HTMLJourneyState?) {
        self.pages = pages
        if let state, let run = try? JourneyRun(pages.journey, model: FormModel(pages.newModel()), restoring: state.snapshot) {
            self.run = run
            refusedPost = state.refusedPost
        } else {
            run = JourneyRun(checked: pages.journey, model: FormModel(pages.newModel()))
        }
    }

    /// What the store keeps after the visit.
    var state: HTMLJourneyState {
        HTMLJourneyState(snapshot: run.snapshot, refusedPost: refusedPost)
    }

    /// Answers `request` for `route`.
    mutating func respond(to request: HTMLJourneyRequest, route: HTMLJourneyRoute) async throws -> HTMLJourneyResponse {
        switch (request.method, route) {
        case (.get, .step(let name)):
            guard (try? run.visit(.step(name))) != nil else { return redirectToPlace() }
            return .page(stepPage(hiddenFields: request.hiddenFields))
        case (.post, .step(let name)):
            guard (try? run.visit(.step(name))) != nil else { return redirectToPlace() }
            return post(request.submission ?? FormSubmission(fields: []), hiddenFields: request.hiddenFields)
        case (_, .change(let name)):
            guard (try? run.change(name)) != nil else { return redirectToPlace() }
            return redirectToPlace()
        case (.get, .summary):
            guard (try? run.visit(.summary)) != nil else { return redirectToPlace() }
            return .page(summaryPage(hiddenFields: request.hiddenFields))
        case (.post, .summary):
            return try await finish()
        case (_, .confirmation):
            guard run.place == .finished else { return redirectToPlace() }
            return .page(confirmationPage())
        case (.post, _):
            return .methodNotAllowed
        }
    }

    /// A redirect to where the visitor is.
    private func redirectToPlace() -> HTMLJourneyResponse {
        .redirect(pages.path(of: run.place))
    }

    /// Writes a step's post into the model and submits the step: on to the next page when
    /// every value was taken and the step's checks pass, else back to the step, which shows the
    /// post's errors.
    private mutating func post(_ submission: FormSubmission, hiddenFields: [String: String]) -> HTMLJourneyResponse {
        guard case .step(let name) = run.place else { return redirectToPlace() }
        let run = self.run
        let refused = Form.apply(.submission(submission, ignoring: Set(hiddenFields.keys)), messages: pages.messages) {
            run.currentForm ?? Form()
        }
        let accepted = refused.isEmpty && ((try? self.run.submit(messages: pages.messages)) ?? []).isEmpty
        if !refused.isEmpty { self.run.markCurrentStepIncomplete() }
        refusedPost =
            accepted
            ? nil
            : HTMLJourneyState.RefusedPost(
                step: name,
                fields: submission.fields.filter { $0.file == nil }.map { .init(name: $0.name, value: $0.value) })
        return redirectToPlace()
    }

    /// Sends the answers once; a step that needs answers is shown with its errors.
    private mutating func finish() async throws -> HTMLJourneyResponse {
        if run.place != .finished, (try? run.visit(.summary)) == nil { return redirectToPlace() }
        let send = pages.send
        if case .needsAnswers(let name, _) = try await run.finish(messages: pages.messages, send: send) {
            refusedPost = HTMLJourneyState.RefusedPost(step: name, fields: [])
        }
        return redirectToPlace()
    }
}
