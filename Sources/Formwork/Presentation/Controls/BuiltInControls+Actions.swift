// The built-in buttons, navigation links and plain cells as every host shows and edits them: the controls
// hosts read, and the components' `ControlSource` conformances that make them. Each host
// keeps the same family in a file named alike: `StackedControlCell+Actions.swift` (UIKit),
// `RowView+Actions.swift` (SwiftUI), `HTMLRowMarkup+Actions.swift` (HTML).

/// What a plain cell shows besides its title: a ``Cell``'s texts and accessory as a value.
package struct CellContent: Equatable, Sendable {
    /// Secondary text under the title.
    package var subtitle: String?
    /// Secondary text at the trailing edge.
    package var detail: String?
    /// A value shown at the trailing edge (an input rendered into a plain cell).
    package var value: String?
    /// The trailing accessory.
    package var accessory: Cell.Accessory

    /// The content of `cell`, title aside.
    package init(_ cell: Cell) {
        subtitle = cell.subtitle
        detail = cell.detail
        value = cell.value
        accessory = cell.accessory
    }

    /// Content with the given texts.
    package init(subtitle: String? = nil, detail: String? = nil, value: String? = nil, accessory: Cell.Accessory = .none) {
        self.subtitle = subtitle
        self.detail = detail
        self.value = value
        self.accessory = accessory
    }
}

/// A ``Button``'s control: what a screen reader calls it, and whether a browser checks the form
/// before the button sends it.
package struct ButtonControl: Equatable, Sendable {
    /// What a screen reader calls the button instead of its title; `nil` for the title.
    package var accessibilityLabel: String?
    /// Whether a browser checks the form's native constraints before the button sends it.
    package var validatesInBrowser: Bool

    /// A button's control.
    package init(accessibilityLabel: String? = nil, validatesInBrowser: Bool = true) {
        self.accessibilityLabel = accessibilityLabel
        self.validatesInBrowser = validatesInBrowser
    }
}

extension Row: ControlSource {
    /// The texts, and a disclosure indicator if the row is selectable.
    package var control: RowControl {
        .cell(CellContent(subtitle: subtitle, detail: detail, accessory: selectAction == nil ? .none : .disclosureIndicator))
    }
}

extension Text: ControlSource {
    /// The text, as the title.
    package var title: String { content }

    /// No texts besides the title.
    package var control: RowControl { .cell(CellContent()) }
}

extension Button: ControlSource {
    /// A tinted button, with its label for screen readers and whether a browser checks the form
    /// before it sends it.
    package var control: RowControl {
        .button(ButtonControl(accessibilityLabel: accessibilityLabel, validatesInBrowser: validatesInBrowser))
    }
}

extension NavigationLink: ControlSource {
    /// A row leading to the nested form, with its detail.
    package var control: RowControl { .navigationLink(detail: detail) }
}
