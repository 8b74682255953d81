// swift-format-ignore-file
// Formatted as the DocC articles show it: ReadmeTests finds their blocks here line for line.
// FormworkSwiftUI's "ObservableModels" article's screen, verbatim: compiled on iOS, and
// type-checked for iOS on Linux with the model and form in ObservableExamples.swift.
#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkSwiftUI
import SwiftUI

@MainActor
struct ExpenseScreen: View {
    @State private var report = ExpenseReport()
    @State private var validation = FormValidation(.onTouched)

    var body: some View {
        NavigationStack {
            FormView { expenseForm(report) }
                .validation($validation)
                .navigationTitle("Expense")
                .toolbar {
                    Button("Submit") {
                        validation.submit()
                        send(expenseForm(report).values)
                    }
                    .disabled(!expenseForm(report).isValid)
                }
        }
    }

    func send(_ values: FormValues) {}
}
#endif
