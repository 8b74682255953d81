import Foundation
import Testing

/// An issue as these tests check it: its comment and the line it points at.
struct RecordedIssue: Equatable, CustomStringConvertible {
    var comment: String
    var fileID: String
    var line: Int

    var description: String { "\(fileID):\(line):\n\(comment)" }
}

/// The issues `body` records, in order, taken as known issues so that the test itself does not
/// fail; none if `body` records none.
func recordedIssues(_ body: () -> Void) -> [RecordedIssue] {
    let log = IssueLog()
    withKnownIssue(isIntermittent: true) {
        body()
    } matching: { issue in
        log.append(issue)
        return true
    }
    return log.issues.map { issue in
        RecordedIssue(
            comment: issue.comments.map(\.rawValue).joined(separator: "\n"),
            fileID: issue.sourceLocation?.fileID ?? "",
            line: issue.sourceLocation?.line ?? 0
        )
    }
}

/// The issues a known-issue matcher saw; the matcher may be called from any thread.
private final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Issue] = []

    func append(_ issue: Issue) {
        lock.withLock { recorded.append(issue) }
    }

    var issues: [Issue] {
        lock.withLock { recorded }
    }
}
