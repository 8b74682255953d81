import Formwork
import Testing

@testable import FormworkTesting

/// `expectOutline`: nothing when the outline is as expected, else one issue at the caller's
/// line whose comment is a unified diff.
@Suite struct ExpectOutlineTests {
    struct Team {
        let id: String
        let name: String
        let members: [String]
    }

    static let teams = [
        Team(id: "g1", name: "Design", members: ["Ada", "Grace"]),
        Team(id: "g2", name: "Platform", members: ["Alan", "Barbara", "Edsger"]),
    ]

    static let form = Form {
        Section("Account") {
            Row("Name"); Row("Email"); Row("Password")
        }
        ForEach(teams, id: \.id) { team in
            Section(team.name) { for member in team.members { Row(member) } }
        }
        Section("Legal") {
            Row("Licenses"); Row("Privacy")
        }
    }

    @Test func theExpectedOutlineRecordsNothing() {
        let issues = recordedIssues {
            expectOutline(
                Self.form,
                """
                Section "Account"
                  Row "Name"
                  Row "Email"
                  Row "Password"
                Section "Design" id: "g1"
                  Row "Ada"
                  Row "Grace"
                Section "Platform" id: "g2"
                  Row "Alan"
                  Row "Barbara"
                  Row "Edsger"
                Section "Legal"
                  Row "Licenses"
                  Row "Privacy"
                """)
        }
        #expect(issues.isEmpty)
    }

    @Test func aDifferenceIsOneIssueAtTheCallersLineShowingOnlyTheDifferingLines() {
        // Written before the sections inside `ForEach` showed their ids.
        let expected = """
            Section "Account"
              Row "Name"
              Row "Email"
              Row "Password"
            Section "Design"
              Row "Ada"
              Row "Grace"
            Section "Platform"
              Row "Alan"
              Row "Barbara"
              Row "Edsger"
            Section "Legal"
              Row "Licenses"
              Row "Privacy"
            """
        let (issues, line) = (recordedIssues { expectOutline(Self.form, expected) }, #line)
        let message = """
            --- expected outline
            +++ actual outline
            @@ -2,10 +2,10 @@
               Row "Name"
               Row "Email"
               Row "Password"
            -Section "Design"
            +Section "Design" id: "g1"
               Row "Ada"
               Row "Grace"
            -Section "Platform"
            +Section "Platform" id: "g2"
               Row "Alan"
               Row "Barbara"
               Row "Edsger"
            """
        #expect(issues == [RecordedIssue(comment: message, fileID: #fileID, line: line)])
        #expect(outlineMismatch(Self.form, expected) == message)
    }

    @Test func aMissingRowShowsAsOneInsertedLine() {
        let expected = """
            Section "Account"
              Row "Name"
              Row "Email"
              Row "Password"
            Section "Design" id: "g1"
              Row "Ada"
            Section "Platform" id: "g2"
              Row "Alan"
              Row "Barbara"
              Row "Edsger"
            Section "Legal"
              Row "Licenses"
              Row "Privacy"
            """
        let (issues, line) = (recordedIssues { expectOutline(Self.form, expected) }, #line)
        #expect(
            issues == [
                RecordedIssue(
                    comment: """
                        --- expected outline
                        +++ actual outline
                        @@ -4,6 +4,7 @@
                           Row "Password"
                         Section "Design" id: "g1"
                           Row "Ada"
                        +  Row "Grace"
                         Section "Platform" id: "g2"
                           Row "Alan"
                           Row "Barbara"
                        """, fileID: #fileID, line: line)
            ])
    }

    @Test func anExplicitSourceLocationIsWhereTheIssuePoints() {
        let location = SourceLocation(
            fileID: "Settings/SettingsTests.swift", filePath: "/SettingsTests.swift", line: 7, column: 9)
        let issues = recordedIssues { expectOutline(Form(), "Section", sourceLocation: location) }
        #expect(
            issues == [
                RecordedIssue(
                    comment: """
                        --- expected outline
                        +++ actual outline
                        @@ -1,1 +1,1 @@
                        -Section
                        +(no sections)
                        """, fileID: "Settings/SettingsTests.swift", line: 7)
            ])
    }

    @Test func textsIndentedOrEndingInLineBreaksCompareAsLiterals() {
        let form = Form { Section("A") { Row("1") } }
        let spellings = [
            "Section \"A\"\n  Row \"1\"\n",
            "    Section \"A\"\n      Row \"1\"\n    ",
            "\tSection \"A\"\r\n\t  Row \"1\"\r\n",
        ]
        for expected in spellings {
            #expect(recordedIssues { expectOutline(form, expected) }.isEmpty, "\(expected.debugDescription)")
        }
    }

    @Test func spacesAtTheEndOfALineStillCount() {
        let form = Form { Section("A") { Row("1") } }
        let expectedLine = "Section \"A\" "
        #expect(
            outlineMismatch(form, expectedLine + "\n  Row \"1\"") == """
                --- expected outline
                +++ actual outline
                @@ -1,2 +1,2 @@
                -\(expectedLine)
                +Section "A"
                   Row "1"
                """)
    }
}
