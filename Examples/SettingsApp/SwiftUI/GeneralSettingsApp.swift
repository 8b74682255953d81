import SwiftUI

/// The SwiftUI app: one window showing the General screen in a navigation stack.
@main
struct GeneralSettingsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { GeneralView() }
        }
    }
}
