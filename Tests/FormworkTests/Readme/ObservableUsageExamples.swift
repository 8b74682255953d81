// swift-format-ignore-file
// Formatted as the DocC articles show it: ReadmeTests finds their blocks here line for line.
// FormworkSwiftUI's "ObservableModels" and Formwork's "ValidationModes" articles, verbatim: the
// model and its form (ObservableExamples.swift) at work, on every platform.
import Formwork
import Foundation
import Observation
import Testing

@Suite(.checksPrintedOutput) @MainActor struct ObservableExamples {
    @Test func anObservableModelEndToEnd() async throws {
        let report = ExpenseReport()
        let form = expenseForm(report)
        print(form.apply(.raw(["merchant": "Café Rouge", "amount": "42.50"])))   // []
        print(report.amount)   // 42.5
        print(expenseForm(report).values.json)
        // {"merchant":"Café Rouge","amount":42.5,"category":"meals","splits":false}

        let upload = expenseForm(report)
        let json = await Task.detached { upload.values.json }.value   // off the main actor: no trap
        print(json == upload.values.json)   // true
    }

    @Test func aViewBesideTheFormIsToldWhatChanged() {
        let report = ExpenseReport()
        let changed = SendableFlag()
        let isValid = withObservationTracking {
            expenseForm(report).isValid
        } onChange: {
            changed.raise()
        }
        print(isValid)   // false
        report.merchant = "Café Rouge"
        print(changed.isRaised)   // true
    }

    @Test func validationThatFollowsThePerson() {
        let report = ExpenseReport()
        var validation = FormValidation(.onTouched)
        print(validation.shownErrors(in: expenseForm(report)))   // []

        validation.left(key: "merchant")   // the person tabbed through it
        report.splits = true
        validation.edited(key: "splits")
        print(validation.shownErrors(in: expenseForm(report)).map(\.message))
        // ["Required", "Add at least one colleague"]

        report.addColleague()
        print(validation.shownErrors(in: expenseForm(report)).map(\.message))   // ["Required"]

        validation.submit()
        print(validation.shownErrors(in: expenseForm(report)).map(\.key))
        // ["merchant", "amount", "1"]
    }

    @Test func numbersArePlainInValuesAndOnWebPages() throws {
        let report = ExpenseReport()
        let form = expenseForm(report)
        print(form.apply(.raw(["amount": "12,50"])).map(\.message))   // ["Enter a number"]
        print(form.apply(.raw(["amount": "12.50"])).isEmpty)   // true
        print(expenseForm(report).values["amount"] == .decimal(12.5))   // true
    }
}

/// A flag an observer raises from any thread.
final class SendableFlag: @unchecked Sendable {
    // Unchecked: `raised` is only touched while holding `lock`.
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}
