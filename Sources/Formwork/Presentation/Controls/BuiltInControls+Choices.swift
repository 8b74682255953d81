// The built-in toggles and pickers as every host shows and edits them: the controls
// hosts read, and the components' `ControlSource` conformances that make them. Each host
// keeps the same family in a file named alike: `StackedControlCell+Choices.swift` (UIKit),
// `RowView+Choices.swift` (SwiftUI), `HTMLRowMarkup+Choices.swift` (HTML).

/// A ``Picker``'s control: its options by key and title, the selected key and the style.
package struct PickerControl: Equatable, Sendable {
    /// One option: the key that stands for it and the title it shows.
    package struct Choice: Equatable, Sendable {
        /// The option's key (what ``ControlEdit/selectOption(key:)`` names).
        package var key: String
        /// The option's title.
        package var title: String

        /// An option.
        package init(key: String, title: String) {
            self.key = key
            self.title = title
        }
    }

    /// The options, in display order.
    package var choices: [Choice]
    /// The key of the selected option; `nil` if the selection is none of the options.
    package var selectedKey: String?
    /// How the options are shown.
    package var style: PickerStyle

    /// A picker's control.
    package init(choices: [Choice], selectedKey: String?, style: PickerStyle) {
        self.choices = choices
        self.selectedKey = selectedKey
        self.style = style
    }

    /// The selected option's title, if one is selected.
    package var selectedTitle: String? {
        choices.first { $0.key == selectedKey }?.title
    }
}

extension Toggle: ControlSource {
    /// A switch showing whether it is on.
    package var control: RowControl { .toggle(isOn: isOn) }

    /// Writes the switch's new state (not a flip, so a stale control cannot invert the model).
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setOn(let isOn) = edit else { throw .unfitEdit }
        try binding.write(isOn)
    }
}

extension Picker: ControlSource {
    /// The options by key and title, the selected key and the style. No option is selected if
    /// the selection's key is one that several options share (``Picker/collidingKeys``): the
    /// host would show the wrong one chosen.
    package var control: RowControl { picker(selecting: selectedOption?.key) }

    /// The picker with the option keyed `submitted` chosen, unless several options share it.
    package func control(showing submitted: String) -> RowControl { picker(selecting: submitted) }

    private func picker(selecting key: String?) -> RowControl {
        .picker(
            PickerControl(
                choices: options.map { PickerControl.Choice(key: $0.key, title: $0.title) },
                selectedKey: key.flatMap { isShared($0) ? nil : $0 }, style: style))
    }

    /// Whether more than one option has `key`: one pass, nothing allocated.
    private func isShared(_ key: String) -> Bool {
        var isTaken = false
        for option in options where option.key == key {
            if isTaken { return true }
            isTaken = true
        }
        return false
    }

    /// Writes the option with the key.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .selectOption(let key) = edit else { throw .unfitEdit }
        try binding.write(value(fromRaw: key))
    }
}
