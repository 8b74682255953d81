import Foundation

/// When and how far the table scrolls for the caret of the text input being typed in: only
/// when the caret is hidden — above the part of the table in view, or under it (under the
/// keyboard, which the table's bottom inset already takes off) — and then only as far as it
/// takes to show it with a margin. Typing in a tall text editor whose caret is in view moves
/// nothing, however tall the row grows.
enum CaretScroll {
    /// The room kept around the caret when the table scrolls to it, in points: 8.
    static let margin: CGFloat = 8

    /// The vertical content offset to scroll to so that `caret` (in the table's content
    /// coordinates) is in view, from `offset`, the table's offset now; `inView` is the band of
    /// content the table shows now (its offset plus its top inset, to its offset plus its height
    /// less its bottom inset), and `offsets` the offsets it can scroll to. Moves as little as
    /// possible; `nil` when the caret is in view already, or scrolling would not move it.
    ///
    /// A caret taller than the band in view shows its top.
    static func offset(
        revealing caret: CGRect, from offset: CGFloat, inView: ClosedRange<CGFloat>, offsets: ClosedRange<CGFloat>
    ) -> CGFloat? {
        guard !caret.isNull, !caret.isInfinite, caret.minY.isFinite, caret.maxY.isFinite else { return nil }
        let top = caret.minY - margin, bottom = caret.maxY + margin
        let delta: CGFloat
        if top < inView.lowerBound || bottom - top > inView.upperBound - inView.lowerBound {
            delta = top - inView.lowerBound
        } else if bottom > inView.upperBound {
            delta = bottom - inView.upperBound
        } else {
            return nil
        }
        let target = min(max(offset + delta, offsets.lowerBound), offsets.upperBound)
        return target == offset ? nil : target
    }
}
