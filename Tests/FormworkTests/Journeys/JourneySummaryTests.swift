import Formwork
import FormworkFixtures
import Foundation
import Testing

/// "Check your answers", generated from the steps' forms.
@Suite struct JourneySummaryTests {
    @Test func everyStepThatAppliesWithItsAnswersAsTheRowsShowThem() throws {
        let run = try LicenceJourney.answeredRun()
        #expect(
            run.summary(messages: .english, locale: Locale(identifier: "en_GB")).description == """
                Step "name" "Your name"
                  "Full name": "Jane Doe"
                Step "where" "Where you fish"
                  "I fish from a boat": "Yes"
                Step "boat" "Your boat"
                  "Boat name": "Molly"
                Step "licence" "Your licence"
                  "Licence": "Season"
                  "Starts": "28 February 2027"
                Step "account" "Your account"
                """)
    }

    @Test func theSummaryIsInTheMessagesLanguage() throws {
        var run = try LicenceJourney.answeredRun()
        try run.change("where")
        run.model.update { $0.fishesFromBoat = false }
        try run.submit()
        let summary = run.summary(messages: .german, locale: Locale(identifier: "de_DE"))
        #expect(summary.groups.map(\.step) == ["name", "where", "licence", "account"])
        #expect(summary.groups[1].answers.map(\.answer) == ["Nein"])
        #expect(summary.groups[2].answers.map(\.answer) == ["Season", "28. Februar 2027"])
    }

    @Test func aStepRewordsItsAnswers() throws {
        let steps = LicenceJourney.journey.steps.map { step in
            step.name != "boat"
                ? step
                : step.summarized { answers in
                    answers.map { JourneySummary.Answer(question: "Boat", answer: $0.answer.uppercased(), key: $0.key) }
                }
        }
        let run = try JourneyRun(Journey(steps: steps), model: FormModel(LicenceJourney.Licence()))
        run.model.update {
            $0.fishesFromBoat = true
            $0.boatName = "Molly"
        }
        #expect(
            run.summary(messages: .english).groups.first { $0.step == "boat" }?.answers == [
                JourneySummary.Answer(question: "Boat", answer: "MOLLY", key: "boatName")
            ])
    }
}
