#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

// What every built-in control's SwiftUI view shares: its place beside or under the title. The
// controls themselves, as `RowView`'s switch picks them, are in a file per family:
// `RowView+Text.swift`, `+Choices`, `+Numbers` and `+Dates`. Every value a control sets goes
// through `SwiftUI.Binding(showing:edit:write:)`: the edit it stands for, if any, is written down
// the shared edit path.

extension RowView {
    /// `control` beside the row's title, or under it where ``ControlPlacement`` puts it at the
    /// person's text size; the title is not read again by VoiceOver, and tapping it focuses a
    /// text input.
    @ViewBuilder
    func placed(_ control: some View, fillsWidth: Bool) -> some View {
        let label = SwiftUI.Text(title).accessibilityHidden(true).onTapGesture { focusInput() }
        let placement = ControlPlacement(
            for: row.presentation.control, textSize: TextSize(dynamicTypeSize), titleWidth: 0, controlWidth: 0, availableWidth: 0)
        if placement == .under {
            VStack(alignment: .leading, spacing: 6) {
                label
                control
            }
        } else {
            LabeledContent {
                control.multilineTextAlignment(fillsWidth ? .trailing : .leading)
            } label: {
                label
            }
        }
    }

    /// Focuses the row's text input, if it has one in the focus chain.
    func focusInput() {
        if focus.chain.keys.contains(row.key) { focus.field.wrappedValue = row.key }
    }
}
#endif
