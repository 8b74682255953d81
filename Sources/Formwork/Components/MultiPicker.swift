/// A choice of several options at once ("select all that apply"), each option with a display
/// title and a stable key, as ``Picker`` has them.
///
/// ```swift
/// enum Topping: String, CaseIterable { case ham, olives, pineapple }
/// MultiPicker("Toppings", selection: $order.toppings, options: Topping.allCases) { $0.rawValue.capitalized }
///     .validate(.required, .count(...2))
///     .id("toppings")
/// ```
/// The outline shows the chosen options' titles in option order
/// (`MultiPicker<Topping> "Toppings" = "Ham, Olives"`); values, JSON and drafts hold their keys
/// in option order (``FormValue/list(_:)``, `["ham","olives"]`). `.required` asks for at least
/// one option, `.count(_:)` for a number of them. A web page shows a checkbox per option in a
/// fieldset and submits the row's name once per checked box; `apply` refuses a key no option
/// has, a key several options share and a key sent twice, writing nothing for the row. A
/// chosen value that is none of the options is not shown, and is not in the row's values.
///
/// Apps list the options inline (``MultiPickerStyle/inline``) or on a page of their own, the
/// default (``MultiPickerStyle/navigationLink``).
public struct MultiPicker<Choice: Hashable & Sendable>: InputComponent {
    /// The chosen options' values.
    public typealias Value = Set<Choice>

    /// The label.
    public var title: String
    /// The chosen values when the form was built: what it shows.
    public var selection: Set<Choice>
    /// The options, in display order.
    public var options: [PickerOption<Choice>]
    /// How the options are shown: ``MultiPickerStyle/navigationLink`` unless set with
    /// ``pickerStyle(_:)``.
    public var style: MultiPickerStyle = .navigationLink
    /// Where the chosen values live.
    public var binding: Binding<Set<Choice>>
    /// The rules ``Form/validate(messages:)`` checks.
    public var rules: [ValidationRule<Set<Choice>>] = []

    /// Creates a multiple choice over options with explicit titles (and optionally keys), its
    /// title looked up in the form's language (see ``LocalizedText``).
    @inlinable
    public init(_ title: LocalizedText, selection: Binding<Set<Choice>>, options: [PickerOption<Choice>]) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), selection: selection, options: options)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, selection: Binding<Set<Choice>>, options: [PickerOption<Choice>]) {
        self.init(resolvedTitle: String(title), selection: selection, options: options)
    }

    /// Creates a multiple choice over values, titling each with `optionTitle` (shown as it is);
    /// keys are the defaults described at ``PickerOption``'s initializer. The title is looked up
    /// in the form's language (see ``LocalizedText``).
    @inlinable
    public init(
        _ title: LocalizedText, selection: Binding<Set<Choice>>, options: some Sequence<Choice>,
        optionTitle: (Choice) -> String
    ) {
        self.init(
            resolvedTitle: FormLocalization.current.string(for: title), selection: selection,
            options: options.map { PickerOption(resolvedTitle: optionTitle($0), value: $0, key: nil) })
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @inlinable @_disfavoredOverload
    public init<Title: StringProtocol>(
        _ title: Title, selection: Binding<Set<Choice>>, options: some Sequence<Choice>,
        optionTitle: (Choice) -> String
    ) {
        self.init(
            resolvedTitle: String(title), selection: selection,
            options: options.map { PickerOption(resolvedTitle: optionTitle($0), value: $0, key: nil) })
    }

    /// Creates a multiple choice whose title is already in the form's language.
    @inlinable
    init(resolvedTitle title: String, selection: Binding<Set<Choice>>, options: [PickerOption<Choice>]) {
        self.title = title
        self.selection = selection.wrappedValue
        self.options = options
        binding = selection
    }

    /// The same multiple choice shown in another style.
    ///
    /// ```swift
    /// MultiPicker("Toppings", selection: $order.toppings, options: toppings).pickerStyle(.inline)
    /// ```
    public func pickerStyle(_ style: MultiPickerStyle) -> MultiPicker {
        var copy = self
        copy.style = style
        return copy
    }

    /// The options chosen when the form was built, in option order.
    public var selectedOptions: [PickerOption<Choice>] {
        options.filter { selection.contains($0.value) }
    }

    /// The keys that more than one option has, in the order their second holders come: each
    /// chooses none of its options.
    public var collidingKeys: [String] {
        var seen = Set<String>(), colliding: [String] = []
        for option in options where !seen.insert(option.key).inserted && !colliding.contains(option.key) {
            colliding.append(option.key)
        }
        return colliding
    }

    /// Shows the title, and the chosen options' titles, in option order, as the value.
    public func render(in cell: Cell) {
        cell.title = title
        let titles = selectedOptions.map(\.title)
        cell.value = titles.isEmpty ? nil : titles.joined(separator: ", ")
    }

    /// The chosen options' keys, in option order.
    public func formValue(of value: Set<Choice>) -> FormValue {
        .list(options.filter { value.contains($0.value) }.map(\.key))
    }

    /// The options whose keys the `.list` holds; anything else is an error (see
    /// ``value(fromKeys:)``).
    public func value(from formValue: FormValue) throws(ConversionFailure) -> Set<Choice> {
        guard case .list(let keys) = formValue else { throw ConversionFailure(.malformed, .option) }
        return try value(fromKeys: keys)
    }

    /// One raw text: the option with that key chosen alone, or none for `""` (what a page
    /// submits with no box checked).
    public func value(fromRaw raw: String) throws(ConversionFailure) -> Set<Choice> {
        try value(fromKeys: raw.isEmpty ? [] : [raw])
    }

    /// What a page submits under the row's name, in order: the hidden empty text it writes
    /// first (so that no box checked is told apart from the row not submitted), then one key
    /// per checked box.
    public func value(fromRawList raws: [String]) throws(ConversionFailure) -> Set<Choice> {
        try value(fromKeys: raws.first == "" ? Array(raws.dropFirst()) : raws)
    }

    /// The options with `keys`. A key no option has is
    /// ``ValueConversionError/Reason/unknownOption``, one several options have
    /// ``ValueConversionError/Reason/ambiguousOption``, one listed twice
    /// ``ValueConversionError/Reason/malformed``.
    public func value(fromKeys keys: [String]) throws(ConversionFailure) -> Set<Choice> {
        var chosen = Set<Choice>(), seen = Set<String>()
        for key in keys {
            guard seen.insert(key).inserted else { throw ConversionFailure(.malformed, .optionTwice) }
            guard let index = options.firstIndex(where: { $0.key == key }) else {
                throw ConversionFailure(.unknownOption, .unknownOption)
            }
            guard !options[(index + 1)...].contains(where: { $0.key == key }) else {
                throw ConversionFailure(.ambiguousOption, .ambiguousOption)
            }
            chosen.insert(options[index].value)
        }
        return chosen
    }

    /// Equal when they show the same title, options, selection and style.
    public static func == (lhs: MultiPicker, rhs: MultiPicker) -> Bool {
        lhs.title == rhs.title && lhs.selection == rhs.selection && lhs.options == rhs.options && lhs.style == rhs.style
    }
}

extension MultiPicker: OptionKeyed {}

extension MultiPicker: RawListInput {
    /// Parses what a page submitted under the row's name and writes it through the binding.
    package func write(rawList: [String]) throws(ConversionFailure) {
        try binding.write(value(fromRawList: rawList))
    }
}

/// How a ``MultiPicker`` shows its options; renderers choose the control. A web page shows
/// both as checkboxes in a fieldset.
///
/// May gain cases in a minor release: a `switch` over it needs a `default:`.
public enum MultiPickerStyle: String, Sendable, Hashable, CaseIterable {
    /// A row showing the chosen options that opens a page listing every option, each with a
    /// checkmark when chosen: the default.
    case navigationLink
    /// Every option listed in the form, each with a checkmark when chosen.
    case inline
}

/// An input that takes every text a page submits under its name, in order (a checkbox per
/// option): `apply` hands them all to it rather than refusing a name sent twice.
package protocol RawListInput {
    /// Parses the texts and writes the value; writes nothing if it throws.
    func write(rawList: [String]) throws(ConversionFailure)
}
