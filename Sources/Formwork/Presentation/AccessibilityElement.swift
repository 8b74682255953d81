/// One thing VoiceOver stops at in a form, and what it reads there: a section's header or
/// footer, a whole row, or a row's own input. The one decision every host applies (UIKit to
/// its cells and controls, SwiftUI to its native controls) and FormworkTesting prints.
///
/// ```swift
/// Form { Section { Stepper("Doses per day", value: $plan.doses, in: 1...6) } }
///     .accessibilityTranscript()   // "Doses per day, 3, adjustable"
/// ```
/// Its ``description`` is the line a transcript prints: the label, the value, then the states
/// and the role VoiceOver says — `selected`, `dimmed`, then `heading`, `button`, `adjustable`,
/// `text field`, `secure text field`, or `switch button` followed by `on` or `off`, as VoiceOver
/// reads a switch; then `hint: ` and its hint, read after a pause, and `actions: ` and its custom
/// actions' titles, if it has them.
package struct AccessibilityElement: Equatable, Sendable, CustomStringConvertible {
    /// Which part of the form the element is.
    package enum Part: Equatable, Sendable {
        /// A section's header: read as a heading.
        case header
        /// A section's footer.
        case footer
        /// A whole row (a table cell): everything but a text input or a date picker.
        case row
        /// A row's own input, which stays an element of its own: a text field, a text editor,
        /// a date picker.
        case input
        /// The switch of a date picker that may be empty, which gives it a date or empties it.
        case presenceSwitch
        /// One option of a multiple choice listed in the form (its inline style), by key.
        case option(key: String)
    }

    /// What the element holds, and who says it.
    package enum Value: Equatable, Sendable {
        /// Text the host gives VoiceOver as the value.
        case text(String)
        /// What the native control says itself (a text field's text, a switch's state, a date
        /// picker's date, written in the person's language and calendar); the text is what a
        /// transcript prints for it.
        case controls(String)

        /// The text a transcript prints.
        package var text: String {
            switch self {
            case .text(let text), .controls(let text): text
            }
        }
    }

    /// What a double tap does, when it is not the platform's own tap at the element's centre
    /// (which selects a row that acts).
    package enum Activation: Equatable, Sendable {
        /// Writes this edit, as the control would (a switch is flipped).
        case edit(ControlEdit)
        /// Taps the row's control where it is (a menu button opens its menu).
        case tapControl
    }

    /// The part of the form the element is.
    package var part: Part
    /// The title alone, without errors: what Voice Control calls the element.
    package var name: String
    /// What VoiceOver calls the element: its title, then its errors.
    package var label: String
    /// What it holds; `nil` for nothing.
    package var value: Value?
    /// How it behaves: its role and its states.
    package var traits: AccessibilityTraits
    /// What a double tap does; `nil` for the platform's own tap.
    package var activation: Activation?
    /// What swiping up writes (the trait ``AccessibilityTraits/adjustable``); `nil` at the end.
    package var increment: ControlEdit?
    /// What swiping down writes; `nil` at the end.
    package var decrement: ControlEdit?
    /// The titles of the custom actions VoiceOver offers (a row's swipe actions), in order.
    package var customActions: [String] = []
    /// The names Voice Control knows the element by, the first shown: its ``name``, then the
    /// row's visible title where the name is another text (WCAG 2.2, 2.5.3 Label in Name).
    package var inputLabels: [String]
    /// What VoiceOver reads after a pause, once it has read the rest (a row's
    /// ``RowContent/hint(_:)``); `nil` for nothing.
    package var hint: String?

    /// An element.
    package init(
        part: Part, name: String, label: String? = nil, value: Value? = nil, traits: AccessibilityTraits = [],
        activation: Activation? = nil, increment: ControlEdit? = nil, decrement: ControlEdit? = nil
    ) {
        self.part = part
        self.name = name
        self.label = label ?? name
        inputLabels = [name]
        self.value = value
        self.traits = traits
        self.activation = activation
        self.increment = increment
        self.decrement = decrement
    }

    /// The element as a transcript line: label, value, states, role (see the type's summary).
    package var description: String {
        var parts = [label]
        let isSwitch = traits.contains(.toggle)
        if let value, !isSwitch { parts.append(value.text) }
        if traits.contains(.selected) { parts.append("selected") }
        if traits.contains(.notEnabled) { parts.append("dimmed") }
        if let role = traits.role { parts.append(role) }
        if isSwitch, let value { parts.append(value.text) }
        if let hint { parts.append("hint: " + hint) }
        if !customActions.isEmpty { parts.append("actions: " + customActions.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}

/// How an ``AccessibilityElement`` behaves, platform-neutrally: its role (at most one of
/// ``header``, ``toggle``, ``adjustable``, ``button``, ``textEntry``, ``secureTextEntry``) and its
/// states (``selected``, ``notEnabled``). Hosts map each to their own traits.
package struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: Int

    /// Traits from raw bits.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A section's header ("heading").
    package static let header = AccessibilityTraits(rawValue: 1 << 0)
    /// Acts when activated ("button").
    package static let button = AccessibilityTraits(rawValue: 1 << 1)
    /// Changes by swiping up and down ("adjustable").
    package static let adjustable = AccessibilityTraits(rawValue: 1 << 2)
    /// A switch, on or off ("switch button").
    package static let toggle = AccessibilityTraits(rawValue: 1 << 3)
    /// Takes typed text ("text field").
    package static let textEntry = AccessibilityTraits(rawValue: 1 << 4)
    /// Takes typed text it hides ("secure text field").
    package static let secureTextEntry = AccessibilityTraits(rawValue: 1 << 5)
    /// The chosen one ("selected").
    package static let selected = AccessibilityTraits(rawValue: 1 << 6)
    /// Disabled ("dimmed").
    package static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)

    /// The role VoiceOver says last; `nil` for static text.
    package var role: String? {
        if contains(.header) { return "heading" }
        if contains(.toggle) { return "switch button" }
        if contains(.adjustable) { return "adjustable" }
        if contains(.button) { return "button" }
        if contains(.secureTextEntry) { return "secure text field" }
        if contains(.textEntry) { return "text field" }
        return nil
    }
}
