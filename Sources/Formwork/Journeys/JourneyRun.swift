/// One person's way through a ``Journey``: the model their answers write, where they are, and
/// what they completed. Every host drives a run: it shows ``currentForm``, writes what the
/// person entered into ``model`` (a form's bindings do), then calls ``submit(messages:)``,
/// ``back()``, ``change(_:)`` or ``finish(messages:send:)``, and shows ``place``.
///
/// ```swift
/// var run = try JourneyRun(apply, model: FormModel(Licence()))
/// run.model.update { $0.name = "Jane Doe" }
/// try run.submit()   // [] — passed; run.place is now .step("where")
/// ```
/// A run is a value over a shared model (a ``FormModel`` is a class): save it as a
/// ``JourneySnapshot`` between requests and restore it with ``init(_:model:restoring:)``.
public struct JourneyRun<Model: Sendable>: Sendable {
    /// The journey being walked.
    public let journey: Journey<Model>
    /// The model every step's form edits.
    public let model: FormModel<Model>
    /// Where the person is and what they completed.
    public internal(set) var progress: JourneyProgress

    /// A run of `journey` from its first step that applies, over `model`.
    ///
    /// - Throws: ``JourneyError/journeyHasProblems(_:)`` when the journey has ``Journey/problems``.
    public init(_ journey: Journey<Model>, model: FormModel<Model>) throws(JourneyError) {
        guard journey.problems.isEmpty else { throw .journeyHasProblems(journey.problems) }
        self.init(checked: journey, model: model)
    }

    /// A run of a journey the caller checked has no problems.
    package init(checked journey: Journey<Model>, model: FormModel<Model>) {
        self.journey = journey
        self.model = model
        progress = JourneyProgress(place: journey.path(for: model.value).first.map(JourneyPlace.step) ?? .summary)
    }

    /// Where the person is.
    public var place: JourneyPlace { progress.place }

    /// The names of the steps that apply to the answers given so far, in order.
    public var path: [JourneyStepName] { journey.path(for: model.value) }

    /// The first step on the ``path`` not completed; `nil` when every step that applies is.
    public var firstIncompleteStep: JourneyStepName? {
        path.first { !progress.isCompleted($0) }
    }

    /// The step the person is at; `nil` at the summary or when finished.
    public var currentStep: JourneyStep<Model>? {
        guard case .step(let name) = place else { return nil }
        return journey.step(named: name)
    }

    /// The current step's form, editing ``model``; `nil` at the summary or when finished.
    public var currentForm: Form? {
        currentStep?.form(editing: model.projectedValue)
    }

    /// The current step's place on the ``path`` — step 2 of 5 — for a caption or an
    /// announcement (``FormMessages/stepPosition``); `nil` at the summary or when finished.
    public var position: JourneyPosition? {
        guard case .step(let name) = place else { return nil }
        let path = self.path
        return path.firstIndex(of: name).map { JourneyPosition(number: $0 + 1, count: path.count) }
    }

    /// Goes to `place` as a link or a typed URL asks, refusing what the person may not see
    /// yet: a step that does not apply, or one — or the summary — after a step not completed.
    /// Going to the place the person is at (a reload) changes nothing.
    ///
    /// - Throws: ``JourneyError``, with nothing changed: the host shows ``place`` instead.
    public mutating func visit(_ place: JourneyPlace) throws(JourneyError) {
        try checkReachable(place)
        guard place != progress.place else { return }
        progress.place = place
        progress.returnsToSummary = false
    }

    /// Goes from the summary to the step named `name` to change an answer there: submitting
    /// that step returns to the summary, through any step the change made apply.
    ///
    /// - Throws: ``JourneyError``, with nothing changed, for a step the person may not see.
    public mutating func change(_ name: JourneyStepName) throws(JourneyError) {
        try checkReachable(.step(name))
        progress.place = .step(name)
        progress.returnsToSummary = firstIncompleteStep == nil
    }

    /// Checks the current step's answers — already written into ``model`` by its form — and,
    /// when they pass, marks the step completed and moves on: to the next step that applies,
    /// or, changing from the summary, to the first step the change made apply, else the
    /// summary. Answers that fail leave the person at the step, which is no longer completed.
    ///
    /// - Returns: The step's errors, in form order; empty when it passed and the run moved on.
    /// - Throws: ``JourneyError/notAtStep(_:)`` at the summary or when finished.
    @discardableResult
    public mutating func submit(messages: FormMessages = .current) throws(JourneyError) -> [ValidationError] {
        guard case .step(let name) = place, let step = currentStep else { throw .notAtStep(place) }
        let errors = step.form(editing: model.projectedValue).validate(messages: messages)
        progress.mark(name, completed: errors.isEmpty)
        if errors.isEmpty { progress.place = place(after: name) }
        return errors
    }

    /// Marks the current step not completed: what a host does when some of a step's posted
    /// values could not be written, so its checks would pass on values the person did not send.
    package mutating func markCurrentStepIncomplete() {
        if case .step(let name) = place { progress.mark(name, completed: false) }
    }

    /// Goes back one page, as a Back link does: from a step to the step before it on the
    /// ``path`` (or to the summary, when the person came from there to change an answer),
    /// from the summary to the last step. A completed step left with answers that no longer
    /// pass is no longer completed.
    ///
    /// - Returns: `false` at the first step or when finished: the host leaves the journey.
    @discardableResult
    public mutating func back() -> Bool {
        let path = self.path
        switch place {
        case .finished:
            return false
        case .summary:
            guard let last = path.last else { return false }
            progress.place = .step(last)
            return true
        case .step(let name):
            if progress.isCompleted(name), let form = currentForm, !form.isValid { progress.mark(name, completed: false) }
            if progress.returnsToSummary, firstIncompleteStep == nil {
                (progress.place, progress.returnsToSummary) = (.summary, false)
                return true
            }
            guard let index = path.firstIndex(of: name), index > 0 else { return false }
            (progress.place, progress.returnsToSummary) = (.step(path[index - 1]), false)
            return true
        }
    }

    /// Where submitting the completed step `name` leads.
    private mutating func place(after name: JourneyStepName) -> JourneyPlace {
        let path = self.path
        let firstIncomplete = path.firstIndex { !progress.isCompleted($0) }
        if progress.returnsToSummary {
            if let firstIncomplete { return .step(path[firstIncomplete]) }
            progress.returnsToSummary = false
            return .summary
        }
        let next = path.firstIndex(of: name).map { $0 + 1 } ?? path.count
        if let firstIncomplete, firstIncomplete < next { return .step(path[firstIncomplete]) }
        return next < path.count ? .step(path[next]) : .summary
    }

    /// Throws unless the person may be at `place` now.
    func checkReachable(_ place: JourneyPlace) throws(JourneyError) {
        if self.place == .finished, place != .finished { throw .alreadyFinished }
        let firstIncomplete = firstIncompleteStep
        switch place {
        case .finished:
            guard self.place == .finished else {
                throw .notReached(.finished, instead: firstIncomplete.map(JourneyPlace.step) ?? .summary)
            }
        case .summary:
            if let firstIncomplete { throw .notReached(.summary, instead: .step(firstIncomplete)) }
        case .step(let name):
            guard journey.step(named: name) != nil else { throw .unknownStep(name) }
            let path = self.path
            guard let index = path.firstIndex(of: name) else { throw .stepDoesNotApply(name) }
            if let firstIncomplete, let incompleteIndex = path.firstIndex(of: firstIncomplete), incompleteIndex < index {
                throw .notReached(place, instead: .step(firstIncomplete))
            }
        }
    }
}
