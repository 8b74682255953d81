/// Where a row's control sits: beside its title on one line, or under it. Decided from the text
/// size the person chose, the control, and the widths the host measures, so a row follows
/// Dynamic Type all the way and never squeezes its title into a column of single words.
///
/// ```swift
/// ControlPlacement(for: .toggle(isOn: true), textSize: .large, titleWidth: 60, controlWidth: 51, availableWidth: 343)
/// // .beside
/// ControlPlacement(for: .toggle(isOn: true), textSize: .accessibilityMedium, titleWidth: 60, controlWidth: 51, availableWidth: 343)
/// // .under
/// ```
/// The rule:
/// - a slider, a text editor, a date picker's calendar or wheels, a wheel picker and options
///   listed in the form sit under their title always, and
///   rows of texts (a system cell, which lays itself out, and a row that opens a page of
///   options) beside it;
/// - at the accessibility text sizes every control moves under its title (the HIG's advice for
///   larger text: stack what sat side by side);
/// - otherwise a control moves under its title when the title would wrap beside it: when the
///   title, the spacing and the control are wider than the row. A text field asks for
///   ``minimumFieldFraction`` of the row rather than its own width, which is elastic.
package enum ControlPlacement: Equatable, Sendable {
    /// On the title's line, at its trailing end.
    case beside
    /// On a line of its own, under the title.
    case under

    /// The share of a row's width a text field needs beside its title: 40%.
    package static let minimumFieldFraction = 0.4

    /// The room between a title and a control beside it, in points: 12.
    package static let spacing = 12.0

    /// The placement of `control` in a row `availableWidth` wide (its content, margins aside),
    /// at `textSize`, whose title and control measure `titleWidth` and `controlWidth` on one
    /// line. A width that is not positive (not measured yet) places the control beside its
    /// title, except at the accessibility sizes.
    package init(
        for control: RowControl, textSize: TextSize, titleWidth: Double, controlWidth: Double, availableWidth: Double
    ) {
        switch control {
        case .slider, .textEditor:
            self = .under
            return
        case .cell, .button, .navigationLink, .fileField, .custom:
            self = .beside
            return
        case .picker(let picker) where picker.style == .wheel:
            self = .under
            return
        case .picker, .multiPicker:
            // Options listed in the form go under the title; a row that opens them is a cell.
            if let placement = control.optionsPlacement {
                self = placement == .inForm ? .under : .beside
                return
            }
        case .datePicker(let picker) where picker.takesOwnLine:
            self = .under
            return
        case .toggle, .textField, .stepper, .datePicker:
            break
        }
        if textSize.isAccessibilitySize {
            self = .under
            return
        }
        guard availableWidth > 0 else {
            self = .beside
            return
        }
        let needed: Double
        if case .textField = control {
            needed = availableWidth * Self.minimumFieldFraction
        } else {
            needed = controlWidth
        }
        self = titleWidth + Self.spacing + needed > availableWidth ? .under : .beside
    }
}

/// The text sizes a person can choose (Settings > Display & Text Size), smallest first: UIKit's
/// `UIContentSizeCategory` and SwiftUI's `DynamicTypeSize` name the same twelve.
package enum TextSize: Int, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large: the largest without Larger Accessibility Sizes.
    case extraExtraExtraLarge
    /// The first accessibility size.
    case accessibilityMedium
    /// The second accessibility size.
    case accessibilityLarge
    /// The third accessibility size.
    case accessibilityExtraLarge
    /// The fourth accessibility size.
    case accessibilityExtraExtraLarge
    /// The largest size.
    case accessibilityExtraExtraExtraLarge

    /// Whether it is one of the accessibility sizes (Larger Accessibility Sizes turned on).
    package var isAccessibilitySize: Bool { self >= .accessibilityMedium }

    /// Orders sizes smallest first.
    package static func < (lhs: TextSize, rhs: TextSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
