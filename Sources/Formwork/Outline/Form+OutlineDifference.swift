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
    /// The lines listed are as few as possible (a shortest edit script); past 1,000 differing
    /// lines, the differing middle is listed whole instead. To compare a form with an expected
    /// text in a test, FormworkTesting's `expectOutline` prints the difference with context.
    public func outlineDifference(from other: Form) -> String? {
        let old = other.outline.split(separator: "\n", omittingEmptySubsequences: false)
        let new = outline.split(separator: "\n", omittingEmptySubsequences: false)
        guard old != new else { return nil }
        var lines: [String] = []
        var oldLine = 0, newLine = 0
        for step in LineDifference(old: old, new: new).steps {
            switch step {
            case .kept:
                oldLine += 1
                newLine += 1
            case .removed:
                lines.append("- " + old[oldLine])
                oldLine += 1
            case .inserted:
                lines.append("+ " + new[newLine])
                newLine += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
