/// One step of a ``Journey``: a form of its own, built from the journey's shared model, shown
/// only while its condition holds for the answers given so far.
///
/// ```swift
/// JourneyStep("boat", title: "Your boat", when: { $0.fishesFromBoat }) { licence in
///     Form { Section { TextField("Boat name", text: licence.boatName).validate(.required) } }
/// }
/// ```
/// The form is built again whenever the journey needs it — to show, check or summarise the
/// step — from a ``Binding`` to the model, so its inputs write the model as any form's do.
public struct JourneyStep<Model: Sendable>: Sendable {
    /// The step's name: its place in URLs and snapshots.
    public let name: JourneyStepName
    /// The step's title, looked up when the step was made: the page's title, the summary's
    /// group heading.
    public let title: String
    /// Whether the step applies to the answers given so far.
    let condition: @Sendable (Model) -> Bool
    /// Builds the step's form over the model.
    let content: @Sendable (Binding<Model>) -> Form
    /// Rewords or drops the summary's answers of the step; `nil` to show them as generated.
    let summaryOverride: (@Sendable ([JourneySummary.Answer]) -> [JourneySummary.Answer])?

    /// A step named `name`, titled `title`, that applies while `condition` holds, whose form
    /// `form` builds over the model.
    public init(
        _ name: JourneyStepName, title: LocalizedText, when condition: @escaping @Sendable (Model) -> Bool = { _ in true },
        form: @escaping @Sendable (Binding<Model>) -> Form
    ) {
        self.init(
            name: name, title: FormLocalization.current.string(for: title), condition: condition, content: form,
            summaryOverride: nil)
    }

    private init(
        name: JourneyStepName, title: String, condition: @escaping @Sendable (Model) -> Bool,
        content: @escaping @Sendable (Binding<Model>) -> Form,
        summaryOverride: (@Sendable ([JourneySummary.Answer]) -> [JourneySummary.Answer])?
    ) {
        self.name = name
        self.title = title
        self.condition = condition
        self.content = content
        self.summaryOverride = summaryOverride
    }

    /// Whether the step applies to `model`.
    public func applies(to model: Model) -> Bool {
        condition(model)
    }

    /// The step's form, editing the model `model` binds.
    public func form(editing model: Binding<Model>) -> Form {
        content(model)
    }

    /// The same step, with its summary answers passed through `override` — to reword a
    /// question, write an answer another way, or leave a row out of the summary.
    ///
    /// ```swift
    /// step.summarized { answers in
    ///     answers.map { answer in
    ///         var answer = answer
    ///         if answer.key == "boatName" { answer.question = "Boat" }
    ///         return answer
    ///     }
    /// }
    /// ```
    public func summarized(
        _ override: @escaping @Sendable ([JourneySummary.Answer]) -> [JourneySummary.Answer]
    ) -> JourneyStep {
        JourneyStep(name: name, title: title, condition: condition, content: content, summaryOverride: override)
    }
}
