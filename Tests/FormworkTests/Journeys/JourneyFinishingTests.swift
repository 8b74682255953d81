import Formwork
import Foundation
import Testing

/// Sending a journey: the final recheck, sending once, and what is sent.
@Suite struct JourneyFinishingTests {
    typealias Licence = LicenceJourney.Licence

    /// Counts what a completion receives.
    actor Outbox {
        var sent: [(Licence, JourneyAnswers)] = []
        func send(_ licence: Licence, _ answers: JourneyAnswers) { sent.append((licence, answers)) }
    }

    @Test func sendsOnceWithTheAnswersOfTheStepsThatApply() async throws {
        var run = try LicenceJourney.run()
        run.model.update {
            $0.name = "Jane Doe"
            $0.fishesFromBoat = true
            $0.boatName = "Molly"
            $0.password = "hunter22"
        }
        for _ in 0..<5 { try run.submit() }
        try run.change("where")
        run.model.update { $0.fishesFromBoat = false }
        try run.submit()
        let outbox = Outbox()
        #expect(await run.finish { await outbox.send($0, $1) } == .sent)
        #expect(await run.finish { await outbox.send($0, $1) } == .alreadySent)
        let sent = await outbox.sent
        #expect(sent.count == 1)
        #expect(sent.first?.1.steps.map(\.name) == ["name", "where", "licence", "account"])
        #expect(sent.first?.1["name"]?["name"] == .string("Jane Doe"))
        #expect(run.place == .finished)
        #expect(throws: JourneyError.alreadyFinished) { try run.visit(.step("name")) }
        let wentBack = run.back()
        #expect(wentBack == false)
    }

    @Test func theRecheckSendsNothingAndGoesToTheFirstStepThatFails() async throws {
        var run = try LicenceJourney.answeredRun()
        run.model.update { $0.boatName = "" }   // changed elsewhere since the step was completed
        let outbox = Outbox()
        let completion = await run.finish { await outbox.send($0, $1) }
        guard case .needsAnswers(let step, let errors) = completion else {
            Issue.record("sent with a failing step: \(completion)")
            return
        }
        #expect(step == "boat" && errors.map(\.message) == ["Required"])
        #expect(run.place == .step("boat") && run.progress.returnsToSummary)
        #expect(await outbox.sent.isEmpty)
        run.model.update { $0.boatName = "Molly" }
        try run.submit()
        #expect(run.place == .summary)
        #expect(await run.finish { await outbox.send($0, $1) } == .sent)
        #expect(await outbox.sent.count == 1)
    }

    @Test func aStepNeverAnsweredIsNotSentEvenWhenItsAnswersPass() async throws {
        var run = try LicenceJourney.run()
        run.model.update {
            $0.name = "Jane"
            $0.password = "hunter22"
        }
        try run.submit()
        let completion = await run.finish { _, _ in Issue.record("sent an incomplete journey") }
        #expect(completion == .needsAnswers("where", []))
        #expect(run.place == .step("where"))
    }

    struct Refused: Error {}

    @Test func aSendThatThrowsLeavesTheRunUnfinished() async throws {
        var run = try LicenceJourney.answeredRun()
        await #expect(throws: Refused.self) { try await run.finish { _, _ in throw Refused() } }
        #expect(run.place == .summary)
        #expect(await run.finish { _, _ in } == .sent)
    }
}
