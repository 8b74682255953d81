/// What VoiceOver reads for a ``CustomInput``'s row after its title, as the input declares it:
/// its value, its role, whether it is selected, and what swiping up and down writes. The
/// row is one element, as a built-in row is; its errors and the disabled state are added as for
/// every row ("Rating, Error: Required, 3 of 5, dimmed, adjustable").
///
/// ```swift
/// InputAccessibility(value: "3 of 5", role: .adjustable, increment: .int(4), decrement: .int(2))
/// ```
/// Following UIKit's `UIAccessibilityTraits.adjustable`, an adjustable element names what
/// swiping up and down writes (`accessibilityIncrement()` and `accessibilityDecrement()`);
/// `nil` at either end. Each is written as the input's own edit is: converted by
/// ``InputComponent/value(from:)``, refused on a stale or disabled row.
public struct InputAccessibility: Equatable, Sendable {
    /// How the row behaves for VoiceOver: the role it says last.
    ///
    /// May gain cases in a minor release: a `switch` over it needs a `default:`.
    public enum Role: Equatable, Sendable {
        /// Static text: no role is said.
        case none
        /// Acts when activated ("button"): the input's view is told the row was tapped.
        case button
        /// Changes by swiping up and down ("adjustable").
        case adjustable
        /// Takes typed text ("text field").
        case textField
    }

    /// What the row holds, as VoiceOver says it ("3 of 5"); `nil` for nothing.
    public var value: String?
    /// The row's role.
    public var role: Role
    /// Whether the row is the chosen one ("selected").
    public var isSelected: Bool
    /// The value swiping up writes, for an adjustable row; `nil` at the top.
    public var increment: FormValue?
    /// The value swiping down writes, for an adjustable row; `nil` at the bottom.
    public var decrement: FormValue?

    /// A declaration of what VoiceOver reads.
    public init(
        value: String? = nil, role: Role = .none, isSelected: Bool = false, increment: FormValue? = nil,
        decrement: FormValue? = nil
    ) {
        self.value = value
        self.role = role
        self.isSelected = isSelected
        self.increment = increment
        self.decrement = decrement
    }

    /// The row's one element, called `name`: the declared value, the role's trait, and the
    /// edits that swiping up and down writes.
    func element(name: String) -> AccessibilityElement {
        var traits: AccessibilityTraits =
            switch role {
            case .none: []
            case .button: .button
            case .adjustable: .adjustable
            case .textField: .textEntry
            }
        if isSelected { traits.insert(.selected) }
        var element = AccessibilityElement(part: .row, name: name, value: value.map { .text($0) }, traits: traits)
        if role == .adjustable {
            element.increment = increment.map { .setValue($0, isTyping: false) }
            element.decrement = decrement.map { .setValue($0, isTyping: false) }
        }
        return element
    }
}
