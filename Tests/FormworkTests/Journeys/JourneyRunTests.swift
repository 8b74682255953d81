import Formwork
import FormworkFixtures
import Foundation
import Testing

/// Where a run of the licence journey goes: the path, skips, Back, changes from the summary
/// and the hostile visits a web host forwards.
@Suite struct JourneyRunTests {
    typealias Licence = LicenceJourney.Licence

    /// The places a run passes through while `moves` run, one per line.
    static func places(_ run: inout JourneyRun<Licence>, _ moves: [(inout JourneyRun<Licence>) throws -> Void]) throws -> String {
        var lines = [run.place.description]
        for move in moves {
            try move(&run)
            lines.append(run.place.description)
        }
        return lines.joined(separator: "\n")
    }

    @Test func aPersonOnFootSkipsTheBoatStep() throws {
        var run = try LicenceJourney.run()
        run.model.update {
            $0.name = "Jane Doe"
            $0.password = "hunter22"
        }
        let submit: (inout JourneyRun<Licence>) throws -> Void = { try #require($0.submit().isEmpty) }
        #expect(
            try Self.places(&run, [submit, submit, submit, submit]) == """
                step "name"
                step "where"
                step "licence"
                step "account"
                summary
                """)
        #expect(run.path == ["name", "where", "licence", "account"])
    }

    @Test func failingAnswersStayAtTheStepAndUncompleteIt() throws {
        var run = try LicenceJourney.answeredRun()
        try run.change("name")
        run.model.update { $0.name = "" }
        let errors = try run.submit()
        #expect(errors.map(\.message) == ["Required"])
        #expect(run.place == .step("name"))
        #expect(run.firstIncompleteStep == "name")
        #expect(throws: JourneyError.notReached(.summary, instead: .step("name"))) { try run.visit(.summary) }
    }

    @Test func positionCountsTheStepsThatApply() throws {
        var run = try LicenceJourney.run()
        #expect(run.position == JourneyPosition(number: 1, count: 4))
        run.model.update { $0.fishesFromBoat = true }
        #expect(run.position == JourneyPosition(number: 1, count: 5))
        run.model.update { $0.name = "Jane" }
        try run.submit()
        try run.submit()
        #expect(run.place == .step("boat") && run.position == JourneyPosition(number: 3, count: 5))
    }

    @Test func backWalksThePathAndLeavesAtTheFirstStep() throws {
        var run = try LicenceJourney.answeredRun()
        let back: (inout JourneyRun<Licence>) throws -> Void = { _ = $0.back() }
        #expect(
            try Self.places(&run, [back, back, back, back, back]) == """
                summary
                step "account"
                step "licence"
                step "boat"
                step "where"
                step "name"
                """)
        let wentBack = run.back()
        #expect(wentBack == false)
        #expect(run.place == .step("name"))
    }

    @Test func aChangeReturnsToTheSummary() throws {
        var run = try LicenceJourney.answeredRun()
        try run.change("licence")
        #expect(run.progress.returnsToSummary)
        run.model.update { $0.kind = .year }
        try run.submit()
        #expect(run.place == .summary)
        #expect(!run.progress.returnsToSummary)
    }

    @Test func aChangeThatAddsAStepGoesThroughItThenBackToTheSummary() throws {
        var run = try LicenceJourney.run()
        run.model.update {
            $0.name = "Jane Doe"
            $0.password = "hunter22"
        }
        for _ in 0..<4 { try run.submit() }
        #expect(run.place == .summary)
        try run.change("where")
        run.model.update { $0.fishesFromBoat = true }
        try run.submit()
        #expect(run.place == .step("boat"))
        #expect(throws: JourneyError.notReached(.summary, instead: .step("boat"))) { try run.visit(.summary) }
        run.model.update { $0.boatName = "Molly" }
        try run.submit()
        #expect(run.place == .summary)
    }

    @Test func backFromAChangeReturnsToTheSummary() throws {
        var run = try LicenceJourney.answeredRun()
        try run.change("licence")
        let wentBack = run.back()
        #expect(wentBack)
        #expect(run.place == .summary)
    }

    @Test func leavingACompletedStepWithFailingAnswersUncompletesIt() throws {
        var run = try LicenceJourney.answeredRun()
        _ = run.back()
        _ = run.back()
        _ = run.back()
        #expect(run.place == .step("boat"))
        run.model.update { $0.boatName = "" }
        let wentBack = run.back()
        #expect(wentBack)
        #expect(run.firstIncompleteStep == "boat")
    }

    @Test func visitsRefuseWhatThePersonMayNotSeeAndChangeNothing() throws {
        var run = try LicenceJourney.run()
        run.model.update { $0.name = "Jane" }
        try run.submit()
        let before = run.progress
        #expect(throws: JourneyError.unknownStep("admin")) { try run.visit(.step("admin")) }
        #expect(throws: JourneyError.stepDoesNotApply("boat")) { try run.visit(.step("boat")) }
        #expect(throws: JourneyError.notReached(.step("account"), instead: .step("where"))) {
            try run.visit(.step("account"))
        }
        #expect(throws: JourneyError.notReached(.summary, instead: .step("where"))) { try run.visit(.summary) }
        #expect(throws: JourneyError.notReached(.finished, instead: .step("where"))) { try run.visit(.finished) }
        #expect(throws: JourneyError.notReached(.step("licence"), instead: .step("where"))) { try run.change("licence") }
        #expect(run.progress == before)
        try run.visit(.step("name"))
        #expect(run.place == .step("name"))
    }

    @Test func aReloadKeepsAChangeReturningToTheSummary() throws {
        var run = try LicenceJourney.answeredRun()
        try run.change("boat")
        try run.visit(.step("boat"))
        #expect(run.progress.returnsToSummary)
    }

    @Test func theSummaryHasNothingToSubmit() throws {
        var run = try LicenceJourney.answeredRun()
        #expect(throws: JourneyError.notAtStep(.summary)) { try run.submit() }
    }

    @Test func aJourneyWithProblemsDoesNotRun() {
        let step = JourneyStep<Int>("a b", title: "A") { _ in Form {} }
        let twice = JourneyStep<Int>("a b", title: "Again") { _ in Form {} }
        let journey = Journey(step, twice)
        #expect(journey.problems == [.nameUnsafeInURL("a b"), .duplicateName("a b")])
        #expect(journey.steps.map(\.title) == ["A"])
        #expect(throws: JourneyError.journeyHasProblems([.nameUnsafeInURL("a b"), .duplicateName("a b")])) {
            try JourneyRun(journey, model: FormModel(0))
        }
        #expect(Journey<Int>(steps: []).problems == [.noSteps])
    }

    @Test func stepNamesSafeInURLs() {
        let names: [JourneyStepName] = [
            "boat", "Boat_2", "a-b", "", "a/b", "ä", "a.b", JourneyStepName(String(repeating: "a", count: 65)),
        ]
        #expect(
            names.map { Journey<Int>(JourneyStep($0, title: "T") { _ in Form {} }).problems.isEmpty } == [
                true, true, true, false, false, false, false, false,
            ])
    }
}
