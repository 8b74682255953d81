/// A choice among options of any `Hashable` type, each with a display title and a stable key.
///
/// ```swift
/// enum Plan: String, CaseIterable { case free, pro }
/// Picker("Plan", selection: $signUp.plan, options: [
///     PickerOption("Free", value: Plan.free),
///     PickerOption("Pro", value: Plan.pro),
/// ]).id("plan")
/// Picker("Plan", selection: $signUp.plan, options: Plan.allCases) { $0.rawValue.capitalized }
/// ```
/// The outline shows the selected option's title (`Picker<Plan> "Plan" = "Pro"`); JSON and raw
/// values use the option's key ("pro"). A selection that is not among the options shows no
/// value and is `null` in JSON. Keys must differ: a key several options share (two options
/// keyed "k", an option keyed `""` beside the "None" option) chooses none of them — it is
/// refused with ``ValueConversionError/Reason/ambiguousOption``, listed in
/// ``collidingKeys`` and ``Form/diagnostics``, and a web page shows no option chosen.
///
/// `.pickerStyle(.segmented)`, `.inline` or `.navigationLink` says how to show the options (a
/// web page shows them as radio buttons, the default `.menu` as a drop-down). Over an optional value, a "None"
/// option can come first:
///
/// ```swift
/// Picker("Color", selection: $car.color, options: colors, none: "Any color")   // Binding<Color?>
/// ```
public struct Picker<Value: Hashable & Sendable>: InputComponent {
    /// The label.
    public var title: String
    /// The selection when the form was built: what it shows.
    public var selection: Value
    /// The options, in display order. Pickers given the same options, to the byte, share one
    /// array (over `String` values or plain data such as enums without payloads).
    public var options: [PickerOption<Value>]
    /// How the options are shown: ``PickerStyle/menu`` unless set with ``pickerStyle(_:)``.
    public var style: PickerStyle = .menu
    /// Where the value lives.
    public var binding: Binding<Value>
    /// The rules ``Form/validate(messages:)`` checks.
    public var rules: [ValidationRule<Value>] = []
    /// Whether the first option is the "None" option of ``init(_:selection:options:none:)``,
    /// whose JSON value is `null`.
    @usableFromInline var hasNoneOption = false

    /// Creates a picker over options with explicit titles (and optionally keys), its title
    /// looked up in the form's language (see ``LocalizedText``).
    @inlinable
    public init(_ title: LocalizedText, selection: Binding<Value>, options: [PickerOption<Value>]) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), selection: selection, options: options)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, selection: Binding<Value>, options: [PickerOption<Value>]) {
        self.init(resolvedTitle: String(title), selection: selection, options: options)
    }

    /// Creates a picker whose title is already in the form's language.
    @inlinable
    init(resolvedTitle title: String, selection: Binding<Value>, options: [PickerOption<Value>]) {
        self.title = title
        self.selection = selection.wrappedValue
        self.options = options
        binding = selection
    }

    /// Creates a picker over values, titling each with `optionTitle` (shown as it is: a `String`
    /// is never looked up); keys are the defaults described at ``PickerOption``'s initializer.
    /// The picker's title is looked up in the form's language (see ``LocalizedText``).
    @inlinable
    public init(
        _ title: LocalizedText, selection: Binding<Value>, options: some Sequence<Value>,
        optionTitle: (Value) -> String
    ) {
        self.init(
            resolvedTitle: FormLocalization.current.string(for: title), selection: selection, options: options,
            optionTitle: optionTitle)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(
        _ title: Title, selection: Binding<Value>, options: some Sequence<Value>,
        optionTitle: (Value) -> String
    ) {
        self.init(resolvedTitle: String(title), selection: selection, options: options, optionTitle: optionTitle)
    }

    /// Creates a picker over values whose title is already in the form's language.
    @inlinable
    init(resolvedTitle title: String, selection: Binding<Value>, options: some Sequence<Value>, optionTitle: (Value) -> String) {
        self.init(
            resolvedTitle: title, selection: selection,
            options: options.map { PickerOption(resolvedTitle: optionTitle($0), value: $0, key: nil) })
    }

    /// The same picker shown in another style.
    ///
    /// ```swift
    /// Picker("Plan", selection: $signUp.plan, options: plans).pickerStyle(.segmented)
    /// ```
    public func pickerStyle(_ style: PickerStyle) -> Picker {
        var copy = self
        copy.style = style
        return copy
    }

    /// The option that was selected when the form was built, if the selection is one of them.
    public var selectedOption: PickerOption<Value>? {
        options.first { $0.value == selection }
    }

    /// Writes the option with `key` through the binding, as choosing it would; returns whether
    /// there is exactly one (a key several options share chooses none).
    @discardableResult
    public func select(key: String) -> Bool {
        guard let value = try? value(fromRaw: key) else { return false }
        binding.wrappedValue = value
        return true
    }

    /// The keys that more than one option has, in the order their second holders come: each
    /// chooses none of its options.
    ///
    /// ```swift
    /// Picker("Size", selection: $order.size, options: [
    ///     PickerOption("Small", value: .small, key: "k"), PickerOption("Large", value: .large, key: "k"),
    /// ]).collidingKeys   // ["k"]
    /// ```
    public var collidingKeys: [String] {
        var seen = Set<String>(), colliding: [String] = []
        for option in options where !seen.insert(option.key).inserted && !colliding.contains(option.key) {
            colliding.append(option.key)
        }
        return colliding
    }

    /// Shows the title, and the selected option's title as the value.
    public func render(in cell: Cell) {
        cell.title = title
        cell.value = selectedOption?.title
    }

    /// The selected option's key, or `null` if the value is not among the options or is the
    /// "None" option.
    @inlinable
    public func formValue(of value: Value) -> FormValue {
        guard let index = options.firstIndex(where: { $0.value == value }), !(hasNoneOption && index == 0) else {
            return .null
        }
        return .string(options[index].key)
    }

    /// The option whose key is the `.string` (or, for `null`, the "None" option if the picker
    /// has one, else `nil` over an optional value: what ``formValue(of:)`` writes for no
    /// selection); anything else is an error.
    public func value(from formValue: FormValue) throws(ConversionFailure) -> Value {
        if case .null = formValue, let none = noSelection { return none }
        guard case .string(let key) = formValue else { throw ConversionFailure(.malformed, .option) }
        return try value(fromRaw: key)
    }

    /// What `null` stands for: the "None" option's value, or `nil` over an optional value.
    private var noSelection: Value? {
        if hasNoneOption, let none = options.first { return none.value }
        return (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value
    }

    /// The option whose key is `raw`, exactly; a key no option has is
    /// ``ValueConversionError/Reason/unknownOption``, one several options have
    /// ``ValueConversionError/Reason/ambiguousOption``.
    public func value(fromRaw raw: String) throws(ConversionFailure) -> Value {
        guard let index = options.firstIndex(where: { $0.key == raw }) else {
            throw ConversionFailure(.unknownOption, .unknownOption)
        }
        guard !options[(index + 1)...].contains(where: { $0.key == raw }) else {
            throw ConversionFailure(.ambiguousOption, .ambiguousOption)
        }
        return options[index].value
    }

    /// Equal when they show the same title, options and selection.
    @inlinable
    public static func == (lhs: Picker, rhs: Picker) -> Bool {
        lhs.title == rhs.title && lhs.selection == rhs.selection && lhs.options == rhs.options
            && lhs.style == rhs.style && lhs.hasNoneOption == rhs.hasNoneOption
    }
}

extension Picker {
    /// Creates a picker over an optional value whose first option, titled `none`, selects `nil`.
    ///
    /// ```swift
    /// Picker("Seat", selection: $booking.seat, options: seats, none: "No preference").validate(.required)
    /// ```
    /// The "None" option's key is `""` (what a web page's `<select>` submits for an empty
    /// choice) and its JSON value `null`; `.required` fails while it is selected. The `none:`
    /// title has no default, so a picker over an optional value written before this initializer
    /// existed keeps meaning what it did (options only, no "None").
    public init<Wrapped: Hashable & Sendable>(
        _ title: LocalizedText, selection: Binding<Value>, options: [PickerOption<Wrapped>], none: LocalizedText
    ) where Value == Wrapped? {
        let localization = FormLocalization.current
        self.init(
            resolvedTitle: localization.string(for: title), selection: selection, options: options,
            none: localization.string(for: none))
    }

    /// The same, with a title and "None" title shown as they are: a `String` is never looked up.
    @_disfavoredOverload
    public init<Title: StringProtocol, Wrapped: Hashable & Sendable>(
        _ title: Title, selection: Binding<Value>, options: [PickerOption<Wrapped>], none: String
    ) where Value == Wrapped? {
        self.init(resolvedTitle: String(title), selection: selection, options: options, none: none)
    }

    /// Creates a picker with a "None" option whose titles are already in the form's language.
    init<Wrapped: Hashable & Sendable>(
        resolvedTitle title: String, selection: Binding<Value>, options: [PickerOption<Wrapped>], none: String
    ) where Value == Wrapped? {
        let choices =
            [PickerOption<Value>(resolvedTitle: none, value: nil, key: "")]
            + options.map { PickerOption<Value>(resolvedTitle: $0.title, value: $0.value, key: $0.key) }
        self.init(resolvedTitle: title, selection: selection, options: choices)
        hasNoneOption = true
    }
}

/// How a ``Picker`` shows its options; renderers choose the control.
///
/// May gain cases in a minor release: a `switch` over it needs a `default:`.
public enum PickerStyle: String, Sendable, Hashable, CaseIterable {
    /// A drop-down menu (a web page's `<select>`): the default.
    case menu
    /// A row of segments (a web page's radio buttons).
    case segmented
    /// Every option listed in the form, the chosen one checked (a web page's radio buttons).
    case inline
    /// A row showing the chosen option that opens a page listing every option, the chosen one
    /// checked (a web page's radio buttons), as SwiftUI's `.navigationLink` style and Settings
    /// do.
    case navigationLink
    /// A spinning wheel across the row under the title, as SwiftUI's `.wheel` style and UIKit's
    /// `UIPickerView` show it (a web page's `<select>`).
    case wheel
}

/// One option of a ``Picker``: a value, the title shown for it and the key that stands for it
/// in JSON and web submissions.
public struct PickerOption<Value: Hashable & Sendable>: Hashable, Sendable {
    /// What choosing the option writes.
    public var value: Value
    /// What the option shows.
    public var title: String
    /// What stands for the option in JSON and raw values; keep it stable across releases.
    public var key: String

    /// Creates an option.
    ///
    /// Without a `key`, a `RawRepresentable` value's key is its raw value (`Plan.pro` → "pro"),
    /// and any other value's is `String(describing:)` of it (enum cases: their name); an
    /// optional value's key is its wrapped value's, and `nil`'s is `""`. Give
    /// explicit keys when those could change or repeat. The title is looked up in the form's language (see ``LocalizedText``); the key never
    /// depends on it.
    @inlinable
    public init(_ title: LocalizedText, value: Value, key: String? = nil) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), value: value, key: key)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, value: Value, key: String? = nil) {
        self.init(resolvedTitle: String(title), value: value, key: key)
    }

    /// Creates an option whose title is already in the form's language.
    @inlinable
    init(resolvedTitle title: String, value: Value, key: String? = nil) {
        self.value = value
        self.title = title
        self.key = key ?? Self.key(of: value)
    }

    /// The default key of any value; an optional's is its wrapped value's, or `""` for `nil`.
    ///
    /// Inlinable, and raw values first: where the value's type is known to have a raw value,
    /// the optimizer turns the first cast into a plain read of it (a picker over an enum builds
    /// a key per option whenever the form is built).
    @inlinable
    static func key<Wrapped>(of value: Wrapped) -> String {
        if let representable = value as? any RawRepresentable { return rawKey(of: representable) }
        return describedKey(of: value)
    }

    /// The key of a value with a raw value: the raw value if it is a `String` (known from the
    /// type where the type is known, with no dynamic cast), else its description.
    @inlinable
    static func rawKey<Represented: RawRepresentable>(of value: Represented) -> String {
        let raw = value.rawValue
        if Represented.RawValue.self == String.self { return raw as! String }
        return raw as? String ?? String(describing: raw)
    }

    /// The key of a value without a raw value (a dynamic cast unwraps an optional one first).
    @usableFromInline
    static func describedKey(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { key(of: $0.value) } ?? ""
        }
        return String(describing: value)
    }
}

extension Picker: OptionKeyed {}

/// An input whose options stand for themselves by key: ``Form/diagnostics`` reports the keys
/// several of its options share.
protocol OptionKeyed {
    /// The keys more than one option has.
    var collidingKeys: [String] { get }
}
