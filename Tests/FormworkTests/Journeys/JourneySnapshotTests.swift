import Formwork
import Foundation
import Testing

/// Saving a run between requests: a round trip through JSON, and snapshots that do not fit.
@Suite struct JourneySnapshotTests {
    typealias Licence = LicenceJourney.Licence

    @Test func aRunComesBackFromJSONWhereItWas() throws {
        var run = try LicenceJourney.answeredRun()
        try run.change("where")
        let json = try JSONEncoder().encode(run.snapshot)
        let snapshot = try JSONDecoder().decode(JourneySnapshot.self, from: json)
        let restored = try JourneyRun(LicenceJourney.journey, model: FormModel(Licence()), restoring: snapshot)
        #expect(restored.model.value == run.model.value)
        #expect(restored.progress == run.progress)
        #expect(restored.place == .step("where") && restored.progress.returnsToSummary)
    }

    @Test func theSnapshotKeepsTheAnswersOfAStepThatStoppedApplying() throws {
        var run = try LicenceJourney.answeredRun()
        try run.change("where")
        run.model.update { $0.fishesFromBoat = false }
        try run.submit()
        #expect(run.answers["boat"] == nil)
        #expect(run.snapshot.answers["boat"]?["boatName"] == .string("Molly"))
    }

    @Test func aPlaceTheAnswersNoLongerReachBecomesTheFirstIncompleteStep() throws {
        var onFoot = try LicenceJourney.run()
        onFoot.model.update {
            $0.name = "Jane Doe"
            $0.password = "hunter22"
        }
        for _ in 0..<4 { try onFoot.submit() }
        var snapshot = onFoot.snapshot
        #expect(snapshot.progress.place == .summary)
        snapshot.answers.steps = snapshot.answers.steps.map { step in
            step.name == "where" ? JourneyAnswers.Step(name: "where", values: ["fromBoat": .bool(true)]) : step
        }
        let restored = try JourneyRun(LicenceJourney.journey, model: FormModel(Licence()), restoring: snapshot)
        #expect(restored.place == .step("boat"))
        #expect(!restored.progress.returnsToSummary)
    }

    @Test func aSnapshotOfAnotherJourneyIsRefused() throws {
        var snapshot = try LicenceJourney.answeredRun().snapshot
        snapshot.answers.steps.append(JourneyAnswers.Step(name: "vessel", values: [:]))
        #expect(throws: JourneyError.snapshotDoesNotFit("vessel")) {
            try JourneyRun(LicenceJourney.journey, model: FormModel(Licence()), restoring: snapshot)
        }
    }

    @Test func answersAStepRefusesAreRefusedWithTheStep() throws {
        var snapshot = try LicenceJourney.answeredRun().snapshot
        snapshot.answers.steps = snapshot.answers.steps.map { step in
            step.name == "where" ? JourneyAnswers.Step(name: "where", values: ["fromBoat": .string("maybe")]) : step
        }
        do {
            _ = try JourneyRun(LicenceJourney.journey, model: FormModel(Licence()), restoring: snapshot)
            Issue.record("a refused answer was restored")
        } catch {
            guard case .snapshotValuesRefused(let step, let refused) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(step == "where" && refused.map(\.key) == ["fromBoat"])
        }
    }
}
