#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// A choice's options as rows of a list (``ListedOption``): each a button showing its title and,
/// when chosen, a checkmark in the tint colour, read by VoiceOver as the shared decision says
/// ("Olives, selected, button"); tapping one writes what tapping it writes.
@MainActor
struct ListedOptionRows: View {
    /// The options, in display order.
    let options: [ListedOption]
    /// The row's VoiceOver elements, among them one per option.
    let elements: [AccessibilityElement]
    /// Writes an option's edit down the shared edit path.
    let write: @MainActor (ControlEdit) -> Void

    var body: some View {
        SwiftUI.ForEach(options, id: \.key) { option in
            let element = elements.first { $0.part == .option(key: option.key) }
            SwiftUI.Button {
                write(option.tapEdit)
            } label: {
                HStack {
                    SwiftUI.Text(option.title).foregroundStyle(.primary)
                    Spacer(minLength: 8)
                    if option.isSelected {
                        Image(systemName: "checkmark").foregroundStyle(.tint)
                    }
                }
            }
            .accessibilityLabel(SwiftUI.Text(element?.label ?? option.title))
            .accessibilityAddTraits(option.isSelected ? .isSelected : [])
        }
    }
}

/// The page a multiple choice in the navigation-link style pushes: its options in a list
/// titled as the row, with a search field (`.searchable`) when the list is long
/// (`offersSearch`), listing the options whose titles match what is typed.
@MainActor
struct ListedOptionsPage: View {
    let title: String
    let options: [ListedOption]
    let elements: [AccessibilityElement]
    let write: @MainActor (ControlEdit) -> Void
    @State private var query = ""

    var body: some View {
        let rows = ListedOptionRows(options: options.matching(query), elements: elements, write: write)
        if options.offersSearch {
            SwiftUI.List { rows }.navigationTitle(title).searchable(text: $query)
        } else {
            SwiftUI.List { rows }.navigationTitle(title)
        }
    }
}
#endif
