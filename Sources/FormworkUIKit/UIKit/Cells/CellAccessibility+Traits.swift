#if canImport(UIKit)
import Formwork
// The iOS 16 SDK declares the accessibility traits as mutable C globals, which Swift 6 refuses
// to read without `@preconcurrency`; UIKit sets them once, before any app code runs.
@preconcurrency import UIKit

extension AccessibilityTraits {
    /// The UIKit traits: each role and state as UIKit names it; a switch as UIKit's own switch
    /// says it; static text for an element with no role.
    @MainActor var uiTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if contains(.header) { traits.insert(.header) }
        if contains(.button) { traits.insert(.button) }
        if contains(.adjustable) { traits.insert(.adjustable) }
        if contains(.toggle) { traits.formUnion(Self.switchTraits) }
        if traits.isEmpty { traits.insert(.staticText) }
        if contains(.selected) { traits.insert(.selected) }
        if contains(.notEnabled) { traits.insert(.notEnabled) }
        return traits
    }

    /// The traits UIKit gives its own `UISwitch`: a button, and the toggle trait that makes
    /// VoiceOver say "switch button" and read the value "1" or "0" as on or off (public as
    /// `.toggleButton` from iOS 17, UIKit's own before): read from a switch rather than named,
    /// so the cell that stands for a switch says what the switch says on every iOS version.
    @MainActor private static let switchTraits = UISwitch().accessibilityTraits
}
#endif
