/// How far a person has come through a ``Journey``: where they are, which steps they completed,
/// and whether they are changing an answer from the summary. A plain value, saved with the
/// answers in a ``JourneySnapshot``.
public struct JourneyProgress: Hashable, Sendable, Codable {
    /// Where the person is.
    public internal(set) var place: JourneyPlace
    /// The steps whose answers passed their checks when last submitted, in the order they were
    /// first completed. A step stays here when it stops applying, so its answers come back if
    /// it applies again.
    public internal(set) var completedSteps: [JourneyStepName]
    /// Whether the person came to the current step from the summary to change an answer: the
    /// step then returns to the summary, through any step the change made apply.
    public internal(set) var returnsToSummary: Bool

    /// Progress at `place`, having completed `completedSteps`.
    init(place: JourneyPlace, completedSteps: [JourneyStepName] = [], returnsToSummary: Bool = false) {
        self.place = place
        self.completedSteps = completedSteps
        self.returnsToSummary = returnsToSummary
    }

    /// Whether the step named `name` is completed.
    public func isCompleted(_ name: JourneyStepName) -> Bool {
        completedSteps.contains(name)
    }

    /// Marks `name` completed, or not.
    mutating func mark(_ name: JourneyStepName, completed: Bool) {
        completedSteps.removeAll { $0 == name }
        if completed { completedSteps.append(name) }
    }
}
