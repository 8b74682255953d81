extension Form: CustomStringConvertible {
    /// The form's ``outline``, so a failing `#expect(form == other)` prints readable text
    /// rather than the model's internals.
    public var description: String { outline }
}

extension Form {
    /// The lines in which this form's outline differs from `other`'s, or `nil` if the outlines
    /// are equal: each line only `other` has starts with `- `, each line only this form has
    /// with `+ `, in outline order.
    ///
    /// ```swift
    /// #expect(new.outlineDifference(from: old) == nil, "\(new.outlineDifference(from: old) ?? "")")
    /// ```
    /// A longest common subsequence of lines decides what is shared; past 4,000 differing lines
    /// on either side, the differing middle is listed whole instead.
    public func outlineDifference(from other: Form) -> String? {
        let old = other.outline.split(separator: "\n", omittingEmptySubsequences: false)
        let new = outline.split(separator: "\n", omittingEmptySubsequences: false)
        guard old != new else { return nil }
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let removed = old[prefix..<(old.count - suffix)], added = new[prefix..<(new.count - suffix)]
        return LineDifference(old: Array(removed), new: Array(added)).lines.joined(separator: "\n")
    }
}

/// The differing lines of two texts by a longest common subsequence of lines.
struct LineDifference {
    let lines: [String]

    init(old: [Substring], new: [Substring]) {
        guard old.count <= 4_000, new.count <= 4_000 else {
            lines = old.map { "- " + $0 } + new.map { "+ " + $0 }
            return
        }
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        self.lines = lines
    }
}
