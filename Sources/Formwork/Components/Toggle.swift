/// An on/off input bound to a `Bool`.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $settings.wifi).id("wifi")   // outline: Toggle "Wi-Fi" = "on" id: "wifi"
/// ```
/// Its raw values are "on"/"true"/"1"/"yes" and "off"/"false"/"0"/"no"; its JSON value a boolean.
public struct Toggle: InputComponent {
    /// The label.
    public var title: String
    /// Whether it was on when the form was built: what it shows.
    public var isOn: Bool
    /// Where the value lives.
    public var binding: Binding<Bool>
    /// The rules ``Form/validate(messages:)`` checks (`.required` means "must be on").
    public var rules: [ValidationRule<Bool>] = []

    /// Creates a toggle showing and editing `isOn`, its title looked up in the form's language (see ``LocalizedText``).
    public init(_ title: LocalizedText, isOn: Binding<Bool>) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), isOn: isOn)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, isOn: Binding<Bool>) {
        self.init(resolvedTitle: String(title), isOn: isOn)
    }

    /// Creates a toggle whose title is already in the form's language.
    @usableFromInline
    init(resolvedTitle title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn.wrappedValue
        binding = isOn
    }

    /// Flips the bound value, as tapping the switch would.
    public func toggle() {
        binding.update { $0.toggle() }
    }

    /// Shows the title, and "on" or "off" as the value.
    public func render(in cell: Cell) {
        cell.title = title
        cell.value = isOn.formDisplayText
    }

    /// Equal when they show the same title and state.
    public static func == (lhs: Toggle, rhs: Toggle) -> Bool {
        lhs.title == rhs.title && lhs.isOn == rhs.isOn
    }
}
