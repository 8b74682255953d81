/// A ``JourneyRun`` saved between requests or launches: its progress and the answers of every
/// step, applying or not (a step that applies again gets its answers back). `Codable`: keep it
/// in a session store, or as a draft.
///
/// ```swift
/// let saved = try JSONEncoder().encode(run.snapshot)
/// let snapshot = try JSONDecoder().decode(JourneySnapshot.self, from: saved)
/// var run = try JourneyRun(apply, model: FormModel(Licence()), restoring: snapshot)
/// ```
public struct JourneySnapshot: Equatable, Sendable, Codable {
    /// Where the person was and what they completed.
    public var progress: JourneyProgress
    /// Every step's answers, in journey order.
    public var answers: JourneyAnswers
}

extension JourneyRun {
    /// The run as a value to save: its progress and every step's answers.
    public var snapshot: JourneySnapshot {
        JourneySnapshot(progress: progress, answers: JourneyAnswers(steps: journey.steps.compactMap { stepAnswers($0.name) }))
    }

    /// The run `snapshot` saved, over `model` (a new model, as the run started with): each
    /// step's answers are written into it in journey order, as ``Form/apply(_:messages:)``
    /// writes values. A place the restored answers no longer reach becomes the first step not
    /// completed (or the summary).
    ///
    /// - Throws: ``JourneyError/journeyHasProblems(_:)``; ``JourneyError/snapshotDoesNotFit(_:)``
    ///   for a snapshot that names a step the journey does not have;
    ///   ``JourneyError/snapshotValuesRefused(_:_:)`` for answers a step's form refuses — a
    ///   snapshot of another version of the journey, or a forged one.
    public init(_ journey: Journey<Model>, model: FormModel<Model>, restoring snapshot: JourneySnapshot) throws(JourneyError) {
        try self.init(journey, model: model)
        let progress = snapshot.progress
        let named = snapshot.answers.steps.map(\.name) + progress.completedSteps + [progress.place.stepName].compactMap { $0 }
        for name in named where journey.step(named: name) == nil {
            throw .snapshotDoesNotFit(name)
        }
        for step in journey.steps {
            guard let values = snapshot.answers[step.name] else { continue }
            let refused = step.form(editing: model.projectedValue).apply(values)
            guard refused.isEmpty else { throw .snapshotValuesRefused(step.name, refused) }
        }
        self.progress = progress
        if (try? checkReachable(progress.place)) == nil {
            self.progress.place = firstIncompleteStep.map(JourneyPlace.step) ?? .summary
            self.progress.returnsToSummary = false
        }
    }
}

extension JourneyPlace {
    /// The step's name, at a step.
    var stepName: JourneyStepName? {
        guard case .step(let name) = self else { return nil }
        return name
    }
}
