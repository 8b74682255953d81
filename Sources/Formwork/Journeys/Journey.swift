/// A form of several steps — a sign-up, an application, a checkout — over one shared model:
/// the steps in order, each shown only while its condition holds for the answers so far.
///
/// ```swift
/// struct Licence: Sendable { var name = ""; var fishesFromBoat = false; var boatName = "" }
///
/// let apply = Journey<Licence>(
///     JourneyStep("name", title: "Your name") { licence in
///         Form { Section { TextField("Full name", text: licence.name).validate(.required) } }
///     },
///     JourneyStep("where", title: "Where you fish") { licence in
///         Form { Section { Toggle("From a boat", isOn: licence.fishesFromBoat) } }
///     },
///     JourneyStep("boat", title: "Your boat", when: { $0.fishesFromBoat }) { licence in
///         Form { Section { TextField("Boat name", text: licence.boatName).validate(.required) } }
///     })
/// ```
/// A journey describes; a ``JourneyRun`` walks it for one person — where they are, what they
/// have completed, going back, changing an answer from the summary — and every host (a web
/// server's routes, a navigation controller, a `NavigationStack`) drives a run.
public struct Journey<Model: Sendable>: Sendable {
    /// The steps, in order; a step whose name was already taken is left out (see ``problems``).
    public let steps: [JourneyStep<Model>]
    /// What is wrong with the journey as written: hosts refuse to run a journey with problems.
    public let problems: [JourneyProblem]

    /// A journey of `steps`, in order.
    public init(_ steps: JourneyStep<Model>...) {
        self.init(steps: steps)
    }

    /// A journey of `steps`, in order.
    public init(steps: [JourneyStep<Model>]) {
        var names = Set<JourneyStepName>()
        var kept: [JourneyStep<Model>] = []
        var problems: [JourneyProblem] = steps.isEmpty ? [.noSteps] : []
        for step in steps {
            guard names.insert(step.name).inserted else {
                problems.append(.duplicateName(step.name))
                continue
            }
            if !step.name.isSafeInURL { problems.append(.nameUnsafeInURL(step.name)) }
            kept.append(step)
        }
        self.steps = kept
        self.problems = problems
    }

    /// The step named `name`; `nil` if the journey has none.
    public func step(named name: JourneyStepName) -> JourneyStep<Model>? {
        steps.first { $0.name == name }
    }

    /// The names of the steps that apply to `model`, in order: the path a person with these
    /// answers takes.
    public func path(for model: Model) -> [JourneyStepName] {
        steps.filter { $0.applies(to: model) }.map(\.name)
    }
}

/// What is wrong with a ``Journey`` as written.
public enum JourneyProblem: Hashable, Sendable, CustomStringConvertible {
    /// The journey has no step.
    case noSteps
    /// Two steps have this name; the first is kept.
    case duplicateName(JourneyStepName)
    /// The name is not 1 to 64 ASCII letters, digits, `-` or `_`.
    case nameUnsafeInURL(JourneyStepName)
    /// A host keeps this name for a page of its own (the web's `check-answers`, `confirmation`).
    case reservedName(JourneyStepName)

    /// The problem, for a developer.
    public var description: String {
        switch self {
        case .noSteps: "the journey has no step"
        case .duplicateName(let name): "two steps are named \"\(name)\"; the second is left out"
        case .nameUnsafeInURL(let name): "step name \"\(name)\" is not 1 to 64 letters, digits, - or _"
        case .reservedName(let name): "step name \"\(name)\" is kept for a page of the host's own"
        }
    }
}
