import Formwork

/// What a path under a journey's base path asks for.
enum HTMLJourneyRoute: Equatable {
    /// A step's page.
    case step(JourneyStepName)
    /// A change of a step's answers from the summary.
    case change(JourneyStepName)
    /// The summary.
    case summary
    /// The confirmation.
    case confirmation

    /// The route of `path` under `basePath`; `nil` for a path that is none of the journey's.
    init?(path: String, basePath: String) {
        let path = path.prefix { $0 != "?" && $0 != "#" }
        guard path.hasPrefix(basePath + "/") else { return nil }
        let parts = path.dropFirst(basePath.count + 1).split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1 where parts[0] == "check-answers": self = .summary
        case 1 where parts[0] == "confirmation": self = .confirmation
        case 1 where !parts[0].isEmpty: self = .step(JourneyStepName(String(parts[0])))
        case 2 where parts[1] == "change" && !parts[0].isEmpty: self = .change(JourneyStepName(String(parts[0])))
        default: return nil
        }
    }

    /// Whether a `POST` may be sent here: to a step, and to the summary (to send).
    var takesPost: Bool {
        switch self {
        case .step, .summary: true
        case .change, .confirmation: false
        }
    }
}
