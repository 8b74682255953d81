// A multiple choice as every host shows and edits it. It belongs to the Choices family
// (`BuiltInControls+Choices.swift`); each host keeps it beside the picker, in its own
// `+Choices` file.

/// A ``MultiPicker``'s control: its options by key and title, the chosen keys and the style.
package struct MultiPickerControl: Equatable, Sendable {
    /// The options, in display order.
    package var choices: [PickerControl.Choice]
    /// The keys of the chosen options, in option order; a key several options share is never
    /// among them (the host would show the wrong one chosen).
    package var selectedKeys: [String]
    /// How the options are shown.
    package var style: MultiPickerStyle

    /// A multiple choice's control.
    package init(choices: [PickerControl.Choice], selectedKeys: [String], style: MultiPickerStyle) {
        self.choices = choices
        self.selectedKeys = selectedKeys
        self.style = style
    }

    /// Whether the option keyed `key` is chosen.
    package func isSelected(_ key: String) -> Bool {
        selectedKeys.contains(key)
    }

    /// The chosen options' titles, in option order.
    package var selectedTitles: [String] {
        choices.filter { isSelected($0.key) }.map(\.title)
    }
}

extension MultiPicker: ControlSource {
    /// The options by key and title, the chosen keys (none that several options share) and the
    /// style.
    package var control: RowControl {
        let shared = Set(collidingKeys)
        return .multiPicker(
            MultiPickerControl(
                choices: options.map { PickerControl.Choice(key: $0.key, title: $0.title) },
                selectedKeys: selectedOptions.map(\.key).filter { !shared.contains($0) }, style: style))
    }

    /// Chooses or unchooses the option with the key, keeping the other choices as the model
    /// holds them now.
    package func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setOptionChosen(let key, let isChosen) = edit else { throw .unfitEdit }
        let option = try value(fromKeys: [key])
        var chosen = binding.wrappedValue
        if isChosen { chosen.formUnion(option) } else { chosen.subtract(option) }
        try binding.write(chosen)
    }
}
