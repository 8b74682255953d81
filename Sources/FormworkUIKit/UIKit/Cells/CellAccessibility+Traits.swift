#if canImport(UIKit)
// The iOS 16 SDK declares the accessibility traits as mutable C globals, which Swift 6 refuses
// to read without `@preconcurrency`; UIKit sets them once, before any app code runs.
@preconcurrency import UIKit

extension CellAccessibility {
    /// The UIKit traits: a button for a row that acts, "dimmed" for a disabled one.
    var traits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = isButton ? .button : .staticText
        if isDimmed { traits.insert(.notEnabled) }
        return traits
    }
}
#endif
