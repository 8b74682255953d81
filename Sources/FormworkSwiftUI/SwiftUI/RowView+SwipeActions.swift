#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

extension RowView {
    /// The row's own swipe actions on `edge`, as SwiftUI's `.swipeActions` shows them: each
    /// performed on the current form by the row's identity (``Form/performSwipeAction(_:at:titled:onRowWith:)``),
    /// so it never reaches another row; the form is then rebuilt.
    @ViewBuilder
    func swipeActionButtons(_ edge: SwipeActions.Edge) -> some View {
        if let swipe = row.node.swipeActions(edge) {
            ForEach(Array(swipe.actions.enumerated()), id: \.offset) { index, action in
                SwiftUI.Button(role: action.role == .destructive ? .destructive : nil) {
                    if host.currentForm().performSwipeAction(edge, at: index, titled: action.title, onRowWith: row.id) == nil {
                        host.invalidate()
                    }
                } label: {
                    if let image = action.image {
                        SwiftUI.Label {
                            SwiftUI.Text(action.title)
                        } icon: {
                            RowIcon(image: image)
                        }
                    } else {
                        SwiftUI.Text(action.title)
                    }
                }
                .tint(action.tint?.color)
            }
        }
    }
}

extension View {
    /// `row`'s own swipe actions on both edges, where it has some.
    @MainActor
    func rowSwipeActions(_ row: RowView) -> some View {
        swipeActions(edge: .leading, allowsFullSwipe: row.row.node.swipeActions(.leading)?.allowsFullSwipe ?? false) {
            row.swipeActionButtons(.leading)
        }
        .swipeActions(edge: .trailing, allowsFullSwipe: row.row.node.swipeActions(.trailing)?.allowsFullSwipe ?? false) {
            row.swipeActionButtons(.trailing)
        }
    }
}
#endif
