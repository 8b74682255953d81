import Formwork

/// The list an inline picker pushes: its options as rows under the picker's title, the chosen
/// one checked, each choosing its option when tapped (Settings' style of choice list).
enum OptionList {
    /// The list of `picker`'s options; tapping one calls `choose` with its key.
    static func form(
        title: String, picker: PickerControl,
        choose: @escaping @MainActor @Sendable (String) -> Void
    ) -> Form {
        Form {
            Section(title) {
                ForEach(picker.choices, id: \.key) { choice in
                    OptionRow(title: choice.title, isSelected: choice.key == picker.selectedKey) { choose(choice.key) }
                }
            }
        }
    }
}

/// One option of a pushed list: its title, a checkmark if chosen, and what tapping it does.
struct OptionRow: Renderable, Equatable, RowActionSource {
    /// The option's title.
    var title: String
    /// Whether it is the chosen option.
    var isSelected: Bool
    /// Chooses the option.
    var choose: @MainActor @Sendable () -> Void

    /// Shows the title, and a checkmark if chosen.
    func render(in cell: Cell) {
        cell.title = title
        cell.accessory = isSelected ? .checkmark : .none
    }

    /// Choosing the option.
    var rowAction: RowAction? { .run(choose) }

    /// Equal when they show the same title and check.
    static func == (lhs: OptionRow, rhs: OptionRow) -> Bool {
        lhs.title == rhs.title && lhs.isSelected == rhs.isSelected
    }
}
