import Formwork
import UIKit

/// A paired device's cell: an icon, the name, and a green or grey dot with the connection state.
/// The adapter registers it the first time a `DeviceRow` needs it, and reuses it. Public only
/// because `DeviceRow`, which names it, is public in the form file.
public final class DeviceCell: UITableViewCell {
    func show(_ device: Device) {
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: device.id == "watch" ? "applewatch" : "airpodspro")
        content.text = device.name
        content.secondaryText = device.isConnected ? "Connected" : "Not Connected"
        content.secondaryTextProperties.color = device.isConnected ? .systemGreen : .secondaryLabel
        contentConfiguration = content
        accessibilityLabel = device.name
        accessibilityValue = content.secondaryText
    }
}

extension DeviceRow: MainActorRenderable {
    /// Shows the device in its own cell on iPhone.
    @MainActor public func render(onMainActorIn cell: DeviceCell) {
        cell.show(device)
    }
}
