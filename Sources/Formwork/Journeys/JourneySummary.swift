import Foundation

/// "Check your answers": every step that applies, each with its questions and the answers as
/// the rows show them, to read before sending and to change one step at a time. Generated from
/// the steps' forms; reword it with ``JourneyStep/summarized(_:)``.
///
/// Its ``description`` is an outline to assert in a test, quoted as ``Form/outline`` quotes:
/// ```text
/// Step "name" "Your name"
///   "Full name": "Jane Doe"
/// Step "where" "Where you fish"
///   "From a boat": "Yes"
/// ```
public struct JourneySummary: Equatable, Sendable, CustomStringConvertible {
    /// One question and its answer.
    public struct Answer: Equatable, Sendable {
        /// The question: the row's title (or, untitled, what VoiceOver calls it).
        public var question: String
        /// The answer as the row shows it: the text, the chosen options' titles, the date in
        /// the summary's locale, "Yes" or "No" for a toggle; empty when not answered.
        public var answer: String
        /// The row's values key: a host links a change to the step's field with it.
        public var key: String

        /// An answer.
        public init(question: String, answer: String, key: String) {
            self.question = question
            self.answer = answer
            self.key = key
        }
    }

    /// One step's answers, changed together.
    public struct Group: Equatable, Sendable {
        /// The step the answers are changed at.
        public var step: JourneyStepName
        /// The step's title.
        public var title: String
        /// The step's answers, in form order.
        public var answers: [Answer]
    }

    /// Each step that applies, in order.
    public var groups: [Group]

    /// The outline: a line per step, then one per answer.
    public var description: String {
        groups.flatMap { group in
            ["Step \(TextQuoting.quoted(group.step.rawValue)) \(TextQuoting.quoted(group.title))"]
                + group.answers.map { "  \(TextQuoting.quoted($0.question)): \(TextQuoting.quoted($0.answer))" }
        }.joined(separator: "\n")
    }
}

extension JourneyRun {
    /// The summary of every step that applies, its answers written through `messages` ("Yes",
    /// "No") and dates in `locale` (the current localization's, else the current locale).
    /// Secure fields are never played back.
    public func summary(messages: FormMessages = .current, locale: Locale? = nil) -> JourneySummary {
        let locale = locale ?? FormLocalization.current.locale ?? .current
        return JourneySummary(
            groups: path.compactMap { name in
                journey.step(named: name).map { step in
                    let answers = step.form(editing: model.projectedValue).summaryAnswers(messages: messages, locale: locale)
                    return JourneySummary.Group(
                        step: name, title: step.title, answers: step.summaryOverride.map { $0(answers) } ?? answers)
                }
            })
    }
}

extension Form {
    /// The question and answer of each input row, in form order; none for secure fields.
    func summaryAnswers(messages: FormMessages, locale: Locale) -> [JourneySummary.Answer] {
        values.entries.compactMap { entry in
            guard let node = row(entry.identity),
                let answer = node.presentation.summaryAnswer(messages: messages, locale: locale)
            else { return nil }
            return JourneySummary.Answer(question: node.presentation.accessibilityLabel, answer: answer, key: entry.key)
        }
    }
}

extension RowPresentation {
    /// What a summary says the person answered, as the row shows it; `nil` for a row that asks
    /// nothing.
    func summaryAnswer(messages: FormMessages, locale: Locale) -> String? {
        if let declared = declaredAccessibility { return declared.value ?? "" }
        switch control {
        case .toggle(let isOn): return isOn ? messages.yes : messages.no
        case .textField(let field): return field.isSecure ? nil : field.shownText(in: locale)
        case .datePicker(let picker): return picker.spokenText(in: locale) ?? picker.text ?? ""
        case .textEditor, .stepper, .slider, .picker, .multiPicker, .fileField: return accessibilityValue ?? ""
        case .cell, .button, .navigationLink, .custom: return nil
        }
    }
}
