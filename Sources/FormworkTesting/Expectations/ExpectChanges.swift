import Formwork
import Testing

/// Expects the changes from `old` to `new` to read `expected`, and UIKit to accept them;
/// otherwise records an issue at the caller's line for each problem.
///
/// ```swift
/// expectChanges(new, from: old, """
///     sections inserted: 1
///     rows inserted: [0, 2]
///     rows moved: [0, 1] → [0, 0]
///     """)
/// ```
/// `expected` is compared with `new.changes(from: old).description` as
/// ``expectOutline(_:_:sourceLocation:)`` compares an outline, and a difference is recorded
/// the same way: one issue whose comment is a unified diff (`--- expected changes`,
/// `+++ actual changes`). Then the changeset is applied to `old` in a `TableHost`, as
/// `host.performBatchUpdates(changes, to: new)`; if the host refuses it — where UIKit would
/// raise an exception, or where the table would not end up showing `new` — a second issue
/// names the `BatchUpdateError` and its message.
public func expectChanges(_ new: Form, from old: Form, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectChanges(new.changes(from: old), from: old, to: new, expected, sourceLocation: sourceLocation)
}

/// ``expectChanges(_:from:_:sourceLocation:)`` for a given changeset, so tests can give one
/// that UIKit refuses.
func expectChanges(
    _ changes: FormChangeset, from old: Form, to new: Form, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    recordIssue(differenceMessage(expected: expected, actual: changes.description, naming: "changes"), at: sourceLocation)
    recordIssue(refusal(of: changes, from: old, to: new), at: sourceLocation)
}

/// Why UIKit would refuse `changes` from `old` to `new`, naming the `BatchUpdateError`; `nil` if
/// a `TableHost` accepts them.
func refusal(of changes: FormChangeset, from old: Form, to new: Form) -> String? {
    var host = TableHost(old)
    do throws(BatchUpdateError) {
        try host.performBatchUpdates(changes, to: new)
        return nil
    } catch {
        return "UIKit would refuse these changes: TableHost threw BatchUpdateError.\(caseName(of: error)): \(error)"
    }
}

/// The name of `error`'s case, as written in the source (`invalidRowCount`).
private func caseName(of error: BatchUpdateError) -> String {
    Mirror(reflecting: error).children.first?.label ?? "\(error)"
}
