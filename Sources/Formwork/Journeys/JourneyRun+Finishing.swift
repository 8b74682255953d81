/// What ``JourneyRun/finish(messages:send:)`` did.
public enum JourneyCompletion: Equatable, Sendable {
    /// Every step passed its checks again and the answers were sent: the run is finished.
    case sent
    /// The answers were sent before; they were not sent again.
    case alreadySent
    /// The step named here is not completed or no longer passes its checks: the run went there
    /// to fix it (returning to the summary after), with its errors — empty for a step never
    /// answered.
    case needsAnswers(JourneyStepName, [ValidationError])
}

extension JourneyRun {
    /// The answers of every step that applies, in order: what the journey sends.
    public var answers: JourneyAnswers {
        JourneyAnswers(steps: path.compactMap(stepAnswers))
    }

    /// Sends the answers once: checks every step that applies again, in order — answers can
    /// change, and a step can start to apply, after the person last saw it — and only when all
    /// pass calls `send` with the model and ``answers``, then marks the run finished. A run
    /// already finished does not send again.
    ///
    /// ```swift
    /// switch try await run.finish { licence, _ in try await licences.issue(licence) } {
    /// case .sent, .alreadySent: showConfirmation()
    /// case .needsAnswers: show(run.place)
    /// }
    /// ```
    /// When `send` throws, the run is not finished and the error is rethrown: sending again is
    /// the caller's choice. A host that runs requests at once keeps one finish per run at a time
    /// (the web host's storage does).
    public mutating func finish(
        messages: FormMessages = .current, send: (Model, JourneyAnswers) async throws -> Void
    ) async rethrows -> JourneyCompletion {
        guard place != .finished else { return .alreadySent }
        for name in path {
            let errors = journey.step(named: name)?.form(editing: model.projectedValue).validate(messages: messages) ?? []
            guard errors.isEmpty, progress.isCompleted(name) else {
                progress.mark(name, completed: false)
                progress.place = .step(name)
                progress.returnsToSummary = true
                return .needsAnswers(name, errors)
            }
        }
        try await send(model.value, answers)
        (progress.place, progress.returnsToSummary) = (.finished, false)
        return .sent
    }

    /// The answers of the step named `name`, as its form holds them now.
    func stepAnswers(_ name: JourneyStepName) -> JourneyAnswers.Step? {
        journey.step(named: name).map { step in
            JourneyAnswers.Step(name: name, values: step.form(editing: model.projectedValue).values)
        }
    }
}
