// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
// FormworkSwiftUI's views ("Showing Forms in SwiftUI" and the catalog's overview), verbatim:
// compiled on iOS, and type-checked for iOS on Linux with the form in SwiftUIFormExamples.swift
// (see CONTRIBUTING.md).
#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkSwiftUI
import SwiftUI

struct DisplayScreen: View {
    let model: FormModel<Display>
    @State private var errors: [ValidationError] = []

    var body: some View {
        NavigationStack {
            FormView { settingsForm(model) }
                .errors($errors)
                .navigationTitle("Display")
                .toolbar { SwiftUI.Button("Done") { errors = settingsForm(model).validate() } }
        }
    }
}

struct Battery: SwiftUIRenderable, Equatable {
    var level: Double

    func render(in cell: Cell) {
        cell.title = "Battery"
        cell.detail = "\(Int(level * 100))%"
    }

    var body: some View {
        Gauge(value: level) { SwiftUI.Text("Battery") }
    }
}
#endif
