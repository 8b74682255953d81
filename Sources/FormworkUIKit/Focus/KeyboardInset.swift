import Foundation

/// How far the keyboard covers a table view: the bottom content inset that keeps every row,
/// and so the focused field, scrollable above it.
enum KeyboardInset {
    /// The inset for a keyboard at `keyboard` over a table at `table` (both in the window's
    /// coordinates), beyond the table's bottom safe area, which the table already insets.
    ///
    /// A keyboard that does not reach the table (hidden, floating or undocked) needs none.
    static func bottom(keyboard: CGRect, table: CGRect, safeAreaBottom: CGFloat) -> CGFloat {
        guard keyboard.intersects(table), keyboard.maxY >= table.maxY else { return 0 }
        return max(0, table.maxY - keyboard.minY - safeAreaBottom)
    }
}
