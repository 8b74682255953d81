import Foundation

// A choice whose options are rows with checkmarks, as every host lists them: a ``Picker`` in
// the inline or navigation-link style, a ``MultiPicker`` in either style. UIKit lists them in
// the row's cell or on a pushed page, SwiftUI in the form's list or behind a navigation link,
// and VoiceOver reads them (`RowPresentation+ListedOptions.swift`); a web page has its radios
// and checkboxes instead.

/// Where a choice lists its options as rows.
package enum OptionsPlacement: Equatable, Sendable {
    /// In the form, under the row's title: the inline style.
    case inForm
    /// On a page of their own, which tapping the row opens: the navigation-link style.
    case onPage
}

/// One option of a choice listed as a row: its title, whether it is chosen (a checkmark, and
/// VoiceOver's "selected"), and what tapping it writes.
package struct ListedOption: Equatable, Sendable {
    /// The option's key.
    package var key: String
    /// The option's title.
    package var title: String
    /// Whether it is chosen.
    package var isSelected: Bool
    /// What tapping it writes: choosing it (a picker), or choosing or unchoosing it (a multiple
    /// choice).
    package var tapEdit: ControlEdit
}

extension RowControl {
    /// Where the row lists its options as rows; `nil` for a row that lists none (a menu,
    /// segments, any other control).
    package var optionsPlacement: OptionsPlacement? {
        switch self {
        case .picker(let picker):
            switch picker.style {
            case .inline: .inForm
            case .navigationLink: .onPage
            case .menu, .segmented, .wheel: nil
            }
        case .multiPicker(let picker): picker.style == .inline ? .inForm : .onPage
        default: nil
        }
    }

    /// The options the row lists, in display order; empty for a row that lists none.
    package var listedOptions: [ListedOption] {
        switch self {
        case .picker(let picker):
            picker.choices.map {
                ListedOption(
                    key: $0.key, title: $0.title, isSelected: $0.key == picker.selectedKey,
                    tapEdit: .selectOption(key: $0.key))
            }
        case .multiPicker(let picker):
            picker.choices.map {
                let isSelected = picker.isSelected($0.key)
                return ListedOption(
                    key: $0.key, title: $0.title, isSelected: isSelected,
                    tapEdit: .setOptionChosen(key: $0.key, isChosen: !isSelected))
            }
        default: []
        }
    }

    /// Whether choosing an option is the whole choice, so a page of options presented over
    /// the form closes on it: a picker's, not a multiple choice's.
    package var choosesOneOption: Bool {
        if case .picker = self { true } else { false }
    }
}

extension [ListedOption] {
    /// How many options a page of them lists before it offers a search field: 10, past which a
    /// list no longer fits on a phone's screen.
    package static let searchThreshold = 10

    /// Whether a page listing these options offers a search field: more than
    /// ``searchThreshold`` of them.
    package var offersSearch: Bool { count > Self.searchThreshold }

    /// The options whose titles contain `query`, ignoring case and accents ("e" finds "Été"),
    /// in order; every option for a query of spaces only.
    package func matching(_ query: String) -> [ListedOption] {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return self }
        return filter { $0.title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }
}
