import Formwork

/// Two texts' differing lines as `diff -u` prints them: hunks of removed (`-`) and inserted
/// (`+`) lines with up to ``context`` unchanged lines (` `) around them, each under a header
/// `@@ -start,count +start,count @@` giving the hunk's first line number and its number of
/// lines in the old and the new text.
///
/// The lines are a shortest edit script (Myers), so one inserted line shows as one `+` line.
/// Hunks whose changes are at most twice the context apart merge into one, as in `diff -u`.
struct UnifiedDiff {
    /// How many unchanged lines are shown before and after each change.
    static let context = 3

    /// The hunks, one line per string, headers included.
    let lines: [String]

    /// One line of the edit script, with how many lines of each text come before it.
    private struct Entry {
        var step: LineDifference.Step
        var text: Substring
        var oldLinesBefore: Int
        var newLinesBefore: Int
    }

    /// The hunks turning `old` into `new`; none when the texts are equal.
    init(old: String, new: String) {
        let entries = Self.entries(old: Self.lines(of: old), new: Self.lines(of: new))
        lines = Self.hunkRanges(of: entries).flatMap { Self.hunk(entries[$0]) }
    }

    private static func lines(of text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func entries(old: [Substring], new: [Substring]) -> [Entry] {
        var entries: [Entry] = []
        var oldLine = 0, newLine = 0
        for step in LineDifference(old: old, new: new).steps {
            entries.append(
                Entry(
                    step: step, text: step == .inserted ? new[newLine] : old[oldLine], oldLinesBefore: oldLine,
                    newLinesBefore: newLine))
            if step != .inserted { oldLine += 1 }
            if step != .removed { newLine += 1 }
        }
        return entries
    }

    /// The ranges of entries each hunk shows: every change with its context, merged where the
    /// contexts touch.
    private static func hunkRanges(of entries: [Entry]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for change in entries.indices where entries[change].step != .kept {
            let range = max(0, change - context)..<min(entries.count, change + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private static func hunk(_ entries: ArraySlice<Entry>) -> [String] {
        let first = entries[entries.startIndex]
        let oldCount = entries.count(where: { $0.step != .inserted })
        let newCount = entries.count(where: { $0.step != .removed })
        let header = "@@ -\(first.oldLinesBefore + 1),\(oldCount) +\(first.newLinesBefore + 1),\(newCount) @@"
        return [header]
            + entries.map { entry in
                switch entry.step {
                case .kept: " " + entry.text
                case .removed: "-" + entry.text
                case .inserted: "+" + entry.text
                }
            }
    }
}
