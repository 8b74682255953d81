/// A shortest edit script between two lists of lines, by Myers' O((N + M) · D) algorithm: the
/// fewest lines to remove from `old` and insert from `new` to turn one into the other.
///
/// `Form.outlineDifference(from:)` lists its removed and inserted lines; FormworkTesting prints
/// it as a unified diff. Within a changed block, removals come before insertions. The common
/// first and last lines are matched before the search; past ``maximumEdits`` differing lines
/// the search stops, and the differing middle is listed whole (removed, then inserted).
package struct LineDifference: Sendable {
    /// One step of the script, walking both lists from the start.
    package enum Step: Sendable, Equatable {
        /// The next line of both lists is the same.
        case kept
        /// The next line of the old list is not in the new one.
        case removed
        /// The next line of the new list is not in the old one.
        case inserted
    }

    /// The steps in order: `.kept` and `.removed` consume an old line, `.kept` and `.inserted` a
    /// new one.
    package let steps: [Step]

    /// How many removed and inserted lines the search looks for before it gives up on a
    /// minimal script; the search keeps about `maximumEdits²` integers.
    package static let maximumEdits = 1_000

    /// The shortest edit script turning `old` into `new`.
    package init<Line: Equatable>(old: [Line], new: [Line]) {
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let removed = old[prefix..<(old.count - suffix)], added = new[prefix..<(new.count - suffix)]
        let middle =
            Self.shortestScript(Array(removed), Array(added))
            ?? Array(repeating: .removed, count: removed.count) + Array(repeating: .inserted, count: added.count)
        steps = Array(repeating: .kept, count: prefix) + middle + Array(repeating: .kept, count: suffix)
    }

    /// Myers' greedy search: for each number of edits `d`, the furthest point each diagonal
    /// `k = x - y` reaches, then a walk back through the recorded frontiers; `nil` past
    /// ``maximumEdits``. A diagonal is entered by an insertion only from a neighbour that
    /// reaches strictly further, so an insertion is never directly followed by a removal:
    /// within a changed block, removals come first.
    private static func shortestScript<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Step]? {
        let limit = min(old.count + new.count, maximumEdits)
        let offset = limit + 1
        // furthest[k + offset]: the furthest x reached on diagonal k.
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // frontiers[d]: `furthest` on diagonals -d-1 ... d+1 before round d.
        var frontiers: [[Int]] = []
        for edits in 0...limit {
            frontiers.append(Array(furthest[(offset - edits - 1)...(offset + edits + 1)]))
            for diagonal in stride(from: -edits, through: edits, by: 2) {
                let down =
                    diagonal == -edits
                    || (diagonal != edits && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1])
                var x = down ? furthest[offset + diagonal + 1] : furthest[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < old.count, y < new.count, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= old.count, y >= new.count {
                    return walkBack(frontiers, to: (old.count, new.count))
                }
            }
        }
        return nil
    }

    /// The steps that lead to `end`, rebuilt from the frontiers recorded before each round.
    private static func walkBack(_ frontiers: [[Int]], to end: (x: Int, y: Int)) -> [Step] {
        var steps: [Step] = []
        var (x, y) = end
        for edits in stride(from: frontiers.count - 1, through: 0, by: -1) {
            let frontier = frontiers[edits]
            // frontier[i] holds diagonal i - edits - 1.
            func reach(_ diagonal: Int) -> Int { frontier[diagonal + edits + 1] }
            let diagonal = x - y
            let down = diagonal == -edits || (diagonal != edits && reach(diagonal - 1) < reach(diagonal + 1))
            let previousDiagonal = down ? diagonal + 1 : diagonal - 1
            let previousX = edits == 0 ? 0 : reach(previousDiagonal)
            let previousY = edits == 0 ? 0 : previousX - previousDiagonal
            while x > previousX, y > previousY {
                steps.append(.kept)
                x -= 1
                y -= 1
            }
            if edits > 0 {
                steps.append(down ? .inserted : .removed)
                (x, y) = (previousX, previousY)
            }
        }
        return steps.reversed()
    }
}
