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

/// A step's place among the steps that apply: step `number` of `count`.
public struct JourneyPosition: Hashable, Sendable {
    /// The step's number, from 1.
    public var number: Int
    /// How many steps apply to the answers given so far.
    public var count: Int

    /// Step `number` of `count`.
    public init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }
}
