import Formwork

/// The list a choice in the navigation-link style pushes: its options as rows under the
/// choice's title, the chosen ones checked, each writing what tapping it writes (choosing a
/// picker's option, choosing or unchoosing a multiple choice's) — Settings' style of choice
/// list. The page's title is the choice's title too (``title(of:)``); a long list offers a
/// search field (``offersSearch(_:)``) and lists the options whose titles match what is typed.
enum OptionList {
    /// The list of `options`; tapping one calls `choose` with what it writes.
    static func form(
        title: String, options: [ListedOption],
        choose: @escaping @MainActor @Sendable (ControlEdit) -> Void
    ) -> Form {
        Form {
            Section(title) {
                ForEach(options, id: \.key) { option in
                    OptionRow(title: option.title, isSelected: option.isSelected) { choose(option.tapEdit) }
                }
            }
        }
    }

    /// The list of the options of the row presented as `presentation` whose titles match
    /// `query` (all of them for none); `nil` unless the row pushes its options.
    static func form(
        of presentation: RowPresentation, matching query: String = "",
        choose: @escaping @MainActor @Sendable (ControlEdit) -> Void
    ) -> Form? {
        guard presentation.control.optionsPlacement == .onPage else { return nil }
        return form(title: presentation.title, options: presentation.control.listedOptions.matching(query), choose: choose)
    }

    /// Whether the page of options of the row presented as `presentation` has a search field:
    /// a long list (`[ListedOption].searchThreshold`).
    static func offersSearch(_ presentation: RowPresentation) -> Bool {
        presentation.control.listedOptions.offersSearch
    }

    /// The title of the page of options of the row presented as `presentation`, in its
    /// navigation bar: the row's title.
    static func title(of presentation: RowPresentation) -> String {
        presentation.title
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
