/// Where a person is in a ``JourneyRun``: at a step, at the summary ("Check your answers"), or
/// done.
public enum JourneyPlace: Hashable, Sendable, Codable, CustomStringConvertible {
    /// At the step of this name.
    case step(JourneyStepName)
    /// At the summary of every answer, before sending.
    case summary
    /// The journey's completion ran: its answers were sent.
    case finished

    /// `step "name"`, `summary` or `finished`: how outlines and errors print the place.
    public var description: String {
        switch self {
        case .step(let name): "step \"\(name)\""
        case .summary: "summary"
        case .finished: "finished"
        }
    }
}
