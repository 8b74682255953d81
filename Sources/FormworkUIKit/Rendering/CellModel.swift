import Formwork

/// Everything the adapter configures a cell from for one row: which cell, the row's
/// presentation, texts, accessory, what VoiceOver says, the row's decoration, and whether it
/// can be selected. Compared to what a visible cell shows, it tells whether to re-render it.
struct CellModel: Equatable, Sendable {
    /// The cell that shows the row.
    var kind: CellKind
    /// The row's title, control and disabled state, as every host shows them.
    var presentation: RowPresentation
    /// The texts of the content configuration.
    var text: CellText
    /// The trailing accessory.
    var accessory: CellAccessory
    /// What VoiceOver says.
    var accessibility: CellAccessibility
    /// The row's errors and Return key.
    var decoration: RowDecoration
    /// Whether tapping the row does something (only those rows highlight).
    var isSelectable: Bool
    /// The image before the title; `nil` for none.
    var image: CellImage?

    /// The model of `row` with `decoration`, its errors read in `messages`; `isCellClass` tells
    /// a `UITableViewCell` subclass, `inputCells` the app's cells for its custom inputs (see
    /// ``CellKind/init(_:isCellClass:inputCells:)``).
    init(
        _ row: Node, decoration: RowDecoration, messages: FormMessages = .current, isCellClass: (Any.Type) -> Bool,
        inputCells: InputCellClasses = InputCellClasses()
    ) {
        kind = CellKind(row, isCellClass: isCellClass, inputCells: inputCells)
        presentation = row.presentation
        text = CellText(presentation, errors: decoration.errors, messages: messages)
        accessory = CellAccessory(presentation.control)
        isSelectable = RowTap(row) != nil
        accessibility = CellAccessibility(presentation, errors: decoration.errors, messages: messages)
        self.decoration = decoration
        image = CellImage(presentation)
    }
}

/// What tapping a row does in a table view: its component's action (a row's `onSelect`, a
/// button's action, a link's destination), or, for a choice in the navigation-link style,
/// showing its options in a pushed list. Rows without one cannot be selected; nor can disabled
/// rows.
enum RowTap: Sendable {
    /// The component's action.
    case action(RowAction)
    /// Push the options of a picker or a multiple choice.
    case showOptions
    /// Tell a selectable custom input's cell (``CustomInput/isSelectable``).
    case selectInput

    /// What tapping `row` does; `nil` for nothing.
    init?(_ row: Node) {
        if let action = row.action {
            self = .action(action)
        } else if !row.isDisabled, row.presentation.control.optionsPlacement == .onPage {
            self = .showOptions
        } else if !row.isDisabled, (row.component.base as? any CustomInput)?.isSelectable == true {
            self = .selectInput
        } else {
            return nil
        }
    }
}
