import Formwork
import Testing

@testable import FormworkTesting

/// `expectValues`: every differing key, sorted, in one issue.
@Suite struct ExpectValuesTests {
    struct Account: Sendable {
        var email = "jane@example"
        var password = "secret"
        var age = 18
        var newsletter = false
    }

    static func form(_ model: FormModel<Account>) -> Form {
        Form {
            Section("Account") {
                TextField("Email", text: model.binding(\.email)).id("email")
                TextField("Password", text: model.binding(\.password)).secure().id("password")
                Stepper("Age", value: model.binding(\.age)).id("age")
                Toggle("Newsletter", isOn: model.binding(\.newsletter)).id("newsletter")
            }
        }
    }

    @Test func theExpectedValuesRecordNothing() {
        let form = Self.form(FormModel(Account()))
        let issues = recordedIssues {
            expectValues(form, ["email": "jane@example", "password": "secret", "age": 18.0, "newsletter": false])
        }
        #expect(issues.isEmpty)
    }

    @Test func missingExtraAndDifferentKeysAreOneIssueSortedByKey() {
        let form = Self.form(FormModel(Account()))
        let expected: [String: FormValue] = ["plan": "pro", "email": "jane@example.com", "password": "secret!", "age": 18]
        let (issues, line) = (recordedIssues { expectValues(form, expected) }, #line)
        let message = """
            form.values differs from the expected values in 4 keys:
              different "email": expected "jane@example.com", actual "jane@example"
              extra     "newsletter": false
              different "password": expected "secret!", actual "secret"
              missing   "plan": "pro"
            """
        #expect(issues == [RecordedIssue(comment: message, fileID: #fileID, line: line)])
        #expect(ValuesDifference(actual: form.values, expected: expected).message == message)
    }

    @Test func aTypeDifferenceShowsInTheQuotes() {
        let form = Self.form(FormModel(Account()))
        let difference = ValuesDifference(
            actual: form.values, expected: ["email": "jane@example", "password": "secret", "age": "18", "newsletter": false])
        #expect(
            difference.message == """
                form.values differs from the expected values in 1 key:
                  different "age": expected "18", actual 18
                """)
    }

    @Test func keysAreQuotedAndEscaped() {
        let values: FormValues = ["line\nbreak \"quoted\"": true]
        #expect(
            ValuesDifference(actual: values, expected: [:]).message == #"""
                form.values differs from the expected values in 1 key:
                  extra     "line\nbreak \"quoted\"": true
                """#)
    }
}
