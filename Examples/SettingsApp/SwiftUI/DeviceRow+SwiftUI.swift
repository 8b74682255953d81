import FormworkSwiftUI
import SwiftUI

extension DeviceRow: SwiftUIRenderable {
    /// A paired device in SwiftUI: an icon, the name, and a green or grey connection state.
    /// (This file does not import Formwork, so `Text` is SwiftUI's.)
    public var body: some View {
        Label {
            VStack(alignment: .leading, spacing: 2) {
                Text(device.name)
                Text(device.isConnected ? "Connected" : "Not Connected")
                    .font(.subheadline)
                    .foregroundStyle(device.isConnected ? .green : .secondary)
            }
        } icon: {
            Image(systemName: device.id == "watch" ? "applewatch" : "airpodspro")
        }
        .accessibilityElement(children: .combine)
    }
}
