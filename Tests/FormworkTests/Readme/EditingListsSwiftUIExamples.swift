// swift-format-ignore-file
// Formatted as the DocC article EditingLists.md shows it: ReadmeTests finds its block here line for line.
// SwiftUI's own Form, Section, TextField and Button would clash with Formwork's in a file that
// builds forms, so the screen is apart from the form it shows (EditingListsExamples.swift).
#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkSwiftUI
import SwiftUI

struct PatientScreen: View {
    let patient: FormModel<Patient>

    var body: some View {
        NavigationStack {
            FormView { patientForm(patient) }
                .toolbar { EditButton() }
        }
    }
}
#endif
