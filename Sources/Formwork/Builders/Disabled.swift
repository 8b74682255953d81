/// Rows that are shown but cannot be edited: what `.disabled(_:)` on row content returns.
///
/// Every row the content lowers to gets ``Node/isDisabled``: the outline shows ` disabled`,
/// `apply` writes nothing into it (a ``ValueConversionError/Reason/disabledRow`` error),
/// ``Form/validate(messages:)`` skips it, and diffing reports a row whose disabled state changed as
/// updated. As in SwiftUI, disabling is inherited: `.disabled(false)` inside a disabled group
/// does not enable its rows. Identities are those of the content, so disabling a row keeps it
/// the same row.
///
/// ```swift
/// Toggle("Cellular", isOn: $settings.cellular).disabled(!settings.wifi)
/// ```
public struct Disabled<Content: RowContent>: RowContent {
    /// The rows.
    public var content: Content
    /// Whether they are disabled.
    public var isDisabled: Bool

    /// Wraps rows, disabled or not.
    @inlinable
    public init(content: Content, isDisabled: Bool) {
        self.content = content
        self.isDisabled = isDisabled
    }

    /// Lowers the content, then marks the rows it appended as disabled.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        let start = rows.elements.count
        content._lower(into: &rows)
        guard isDisabled else { return }
        for index in start..<rows.elements.count {
            rows.elements[index].isDisabled = true
        }
    }
}

extension Disabled: Sendable where Content: Sendable {}
extension Disabled: Equatable where Content: Equatable {}

extension RowContent {
    /// Disables these rows (or not): shown, but not written by `apply` nor validated.
    ///
    /// ```swift
    /// Toggle("Cellular", isOn: $settings.cellular).disabled(!settings.wifi)
    /// ForEach($settings.devices) { $device in Toggle(device.name, isOn: $device.syncs) }.disabled()
    /// ```
    /// Works on a single row or any group of rows (`ForEach`, a `@SectionBuilder` property);
    /// see ``Disabled``.
    @inlinable
    public func disabled(_ isDisabled: Bool = true) -> Disabled<Self> {
        Disabled(content: self, isDisabled: isDisabled)
    }
}

extension Disabled where Content: InputComponent {
    /// The same disabled input with `rules` added: `.disabled(locked).validate(.required)`.
    ///
    /// The rules are checked only while the input is enabled.
    public func validate(_ rules: ValidationRule<Content.Value>...) -> Disabled<Content> {
        var copy = content
        copy.rules.append(contentsOf: rules)
        return Disabled(content: copy, isDisabled: isDisabled)
    }
}
