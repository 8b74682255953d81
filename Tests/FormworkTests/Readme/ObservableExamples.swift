// swift-format-ignore-file
// Formatted as the DocC articles show it: ReadmeTests finds their blocks here line for line.
// FormworkSwiftUI's "ObservableModels" and Formwork's "ValidationModes" articles, verbatim: the
// model and its form compile on every platform (ObservableUsageExamples.swift runs them); the
// SwiftUI screen that shows them (ObservableScreenExamples.swift) is type-checked for iOS with them.
import Formwork
import Foundation
import Observation

@MainActor @Observable final class ExpenseReport {
    var merchant = ""
    var amount: Decimal = 0
    var category = Category.meals
    var splits = false
    var colleagues: [Colleague] = []

    enum Category: String, CaseIterable, Sendable { case meals, travel, lodging }

    func addColleague() {
        colleagues.append(Colleague(id: (colleagues.map(\.id).max() ?? 0) + 1))
    }
}

struct Colleague: Identifiable, Sendable {
    var id: Int
    var name = ""
}

@MainActor func expenseForm(_ report: ExpenseReport) -> Form {
    @FormBindable var report = report
    let hasColleagues = !report.colleagues.isEmpty
    return Form {
        Section("Expense") {
            TextField("Merchant", text: $report.merchant).validate(.required).id("merchant")
            TextField("Amount", value: $report.amount, format: .currency(code: "EUR"))
                .validate(.range(0.01...)).id("amount")
            Picker("Category", selection: $report.category, options: ExpenseReport.Category.allCases) {
                $0.rawValue.capitalized
            }.id("category")
        }
        Section {
            Toggle("Split with colleagues", isOn: $report.splits)
                .validate(.custom("Add at least one colleague") { !$0 || hasColleagues }).id("splits")
            if report.splits {
                ForEach($report.colleagues) { $colleague in
                    TextField("Colleague", text: $colleague.name).validate(.required)
                }
                Button("Add Colleague", action: report.addColleague).id("add")
            }
        }.id("split")
    }
}
