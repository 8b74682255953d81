/// Why a ``JourneyRun`` refused to go somewhere or to take a submission, with nothing changed:
/// a host shows the run's ``JourneyRun/place`` instead (the web redirects there) — never a crash.
public enum JourneyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The journey has no step of this name (a forged or stale URL).
    case unknownStep(JourneyStepName)
    /// The step exists but does not apply to the answers given so far.
    case stepDoesNotApply(JourneyStepName)
    /// The place comes after a step the person has not completed (or, for ``JourneyPlace/finished``,
    /// the answers are not sent yet): `instead` is where they may go.
    case notReached(JourneyPlace, instead: JourneyPlace)
    /// The journey's answers were already sent.
    case alreadyFinished
    /// The person is not at a step, so there is nothing to submit.
    case notAtStep(JourneyPlace)
    /// The journey as written has problems (duplicate or unsafe step names, no steps).
    case journeyHasProblems([JourneyProblem])
    /// A snapshot names a step the journey does not have, or a place it cannot reach.
    case snapshotDoesNotFit(JourneyStepName)
    /// A snapshot's answers for a step could not be written into the model.
    case snapshotValuesRefused(JourneyStepName, [ValueConversionError])

    /// The error, for a developer's log.
    public var description: String {
        switch self {
        case .unknownStep(let name): "the journey has no step \"\(name)\""
        case .stepDoesNotApply(let name): "step \"\(name)\" does not apply to the answers given"
        case .notReached(let place, let instead): "\(place) is not reached yet; go to \(instead)"
        case .alreadyFinished: "the journey's answers were already sent"
        case .notAtStep(let place): "nothing to submit at \(place)"
        case .journeyHasProblems(let problems): "the journey has problems: \(problems.map(\.description).joined(separator: "; "))"
        case .snapshotDoesNotFit(let name): "the snapshot names step \"\(name)\", which the journey does not have"
        case .snapshotValuesRefused(let name, let errors): "the snapshot's answers for step \"\(name)\" were refused: \(errors)"
        }
    }
}
