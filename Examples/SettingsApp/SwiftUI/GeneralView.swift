import Formwork
import FormworkSwiftUI
import SwiftUI

// This file imports Formwork for `FormModel` and `ValidationError` only: it builds no form, and
// spells the SwiftUI names Formwork shares in full (`SwiftUI.Button`). The form itself is built
// in GeneralSettings.swift, which imports only Formwork and is the UIKit app's form too.

/// Settings > General in SwiftUI: the form `generalSettingsForm` builds, rebuilt after every
/// change. Turning Background App Refresh off removes its section; About pushes a form whose
/// name field shows how others see the phone as you type; each device shows in a view of its own
/// (`DeviceRow`'s `body`); Done shows what is missing under its row.
struct GeneralView: View {
    let settings: FormModel<GeneralSettings>
    @State private var errors: [ValidationError] = []

    init(settings: FormModel<GeneralSettings> = FormModel(GeneralSettings())) {
        self.settings = settings
    }

    var body: some View {
        FormView { generalSettingsForm(settings) { settings.value = GeneralSettings() } }
            .errors($errors)
            .formAppearance(settingsAppearance)
            .navigationTitle("General")
            .toolbar {
                SwiftUI.Button("Done") { errors = generalSettingsForm(settings) {}.validate() }
            }
    }
}
