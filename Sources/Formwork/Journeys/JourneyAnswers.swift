/// The answers of a journey's steps, step by step in journey order: each step's ``FormValues``,
/// keyed as its form keys them. What a journey's completion receives (the steps that apply)
/// and what a ``JourneySnapshot`` saves (every step).
public struct JourneyAnswers: Equatable, Sendable, Codable {
    /// One step's answers.
    public struct Step: Equatable, Sendable, Codable {
        /// The step's name.
        public var name: JourneyStepName
        /// The values of the step's form.
        public var values: FormValues

        /// The answers `values` of the step named `name`.
        public init(name: JourneyStepName, values: FormValues) {
            self.name = name
            self.values = values
        }
    }

    /// Each step's answers, in journey order.
    public var steps: [Step]

    /// The answers of the step named `name`; `nil` if there are none.
    public subscript(name: JourneyStepName) -> FormValues? {
        steps.first { $0.name == name }?.values
    }
}
