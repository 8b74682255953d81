import Formwork
import FormworkUIKit
import UIKit

/// Settings > General: the form from `generalSettingsForm`, rebuilt after every change. Turning
/// Background App Refresh off removes its section; About pushes a form whose name field shows
/// how others see the phone as you type; each device has a cell of its own (`DeviceCell`).
final class GeneralViewController: FormViewController {
    private let settings: FormModel<GeneralSettings>

    init(settings: FormModel<GeneralSettings> = FormModel(GeneralSettings())) {
        self.settings = settings
        super.init(style: UITableView.Style(settingsAppearance.tableStyle)) {
            generalSettingsForm(settings) { settings.value = GeneralSettings() }
        }
        appearance = settingsAppearance
        title = "General"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                self?.showValidationErrors()
            })
    }
}
