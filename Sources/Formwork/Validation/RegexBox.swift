import Foundation

/// A `Regex`, which is not `Sendable`, used by one thread at a time under a lock.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
final class RegexBox<Output>: @unchecked Sendable {
    // Unchecked: `regex` is only used while holding `lock`.
    private let lock = NSLock()
    private let regex: Regex<Output>

    init(_ regex: Regex<Output>) { self.regex = regex }

    func wholeMatches(_ text: String) -> Bool {
        lock.withLock { text.wholeMatch(of: regex) != nil }
    }
}
