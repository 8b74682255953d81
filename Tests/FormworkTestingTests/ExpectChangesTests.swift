import Formwork
import Testing

@testable import FormworkTesting

/// `expectChanges`: the changeset's description as a unified diff, and UIKit's refusal by name.
@Suite struct ExpectChangesTests {
    static let old = Form {
        Section("Songs") { ForEach(["Intro", "Outro"], id: \.self) { Row($0) } }.id("songs")
    }

    static let new = Form {
        Section("Songs") { ForEach(["Outro", "Intro", "Bonus"], id: \.self) { Row($0) } }.id("songs")
        Section("Up Next") { Row("Shuffle") }.id("queue")
    }

    @Test func theExpectedChangesRecordNothing() {
        let issues = recordedIssues {
            expectChanges(
                Self.new, from: Self.old,
                """
                sections inserted: 1
                rows inserted: [0, 2]
                rows moved: [0, 1] → [0, 0]
                """)
        }
        #expect(issues.isEmpty)
    }

    @Test func otherChangesAreOneIssueAtTheCallersLineShowingTheDifferingLines() {
        let expected = """
            sections inserted: 1
            rows inserted: [0, 2]
            rows moved: [0, 0] → [0, 1]
            """
        let (issues, line) = (recordedIssues { expectChanges(Self.new, from: Self.old, expected) }, #line)
        #expect(
            issues == [
                RecordedIssue(
                    comment: """
                        --- expected changes
                        +++ actual changes
                        @@ -1,3 +1,3 @@
                         sections inserted: 1
                         rows inserted: [0, 2]
                        -rows moved: [0, 0] → [0, 1]
                        +rows moved: [0, 1] → [0, 0]
                        """, fileID: #fileID, line: line)
            ])
    }

    @Test func aChangesetUIKitWouldRefuseIsAnIssueNamingTheError() {
        let refused = FormChangeset()
        let (issues, line) = (recordedIssues { expectChanges(refused, from: Self.old, to: Self.new, "no changes") }, #line)
        let message = """
            UIKit would refuse these changes: TableHost threw BatchUpdateError.invalidSectionCount: \
            invalid number of sections: the number of sections after the update (2) must be equal to the number of \
            sections before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)
            """
        #expect(issues == [RecordedIssue(comment: message, fileID: #fileID, line: line)])
        #expect(refusal(of: refused, from: Self.old, to: Self.new) == message)
    }

    @Test func aDifferenceAndARefusalAreTwoIssuesInThatOrder() {
        let refused = FormChangeset(rows: RowChanges(inserted: [RowPath(section: 0, row: 2)]))
        let issues = recordedIssues { expectChanges(refused, from: Self.old, to: Self.new, "no changes") }
        #expect(
            issues.map(\.comment) == [
                """
                --- expected changes
                +++ actual changes
                @@ -1,1 +1,1 @@
                -no changes
                +rows inserted: [0, 2]
                """,
                """
                UIKit would refuse these changes: TableHost threw BatchUpdateError.invalidSectionCount: \
                invalid number of sections: the number of sections after the update (2) must be equal to the number of \
                sections before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)
                """,
            ])
    }
}
