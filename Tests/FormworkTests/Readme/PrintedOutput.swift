import Foundation
import Testing

/// Stands in for Swift's `print` in this test target: writes as usual and, inside a suite marked
/// ``Trait/checksPrintedOutput``, records what each call printed where, so the output the
/// documents promise in comments is checked against what the code prints.
///
/// A `print(…)` line in an example promises its output in the comment at its end
/// (`print(x)   // 42`) and in the comment lines right after it, one line of output each; all the
/// calls made from that line, in order, must print exactly those lines. (A single generic
/// argument makes this overload win over the standard library's variadic one.)
func print<Value>(_ item: Value, filePath: String = #filePath, line: Int = #line) {
    let text = "\(item)"
    Swift.print(text)
    PrintedOutput.current?.record(text, at: PrintedOutput.Place(filePath: filePath, line: line))
}

/// What the examples of one test printed, by the line that printed it.
final class PrintedOutput: @unchecked Sendable {
    // Unchecked: `printed` is only touched while holding `lock`.
    /// The collector of the test running in this task, if its suite checks printed output.
    @TaskLocal static var current: PrintedOutput?

    /// A `print` call's place in the source.
    struct Place: Hashable, Comparable {
        var filePath: String
        var line: Int

        static func < (lhs: Place, rhs: Place) -> Bool { (lhs.filePath, lhs.line) < (rhs.filePath, rhs.line) }
    }

    private let lock = NSLock()
    private var printed: [Place: [String]] = [:]

    func record(_ text: String, at place: Place) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lock.withLock { printed[place, default: []] += lines }
    }

    /// Records an issue for every place whose output is not the one its comments promise.
    func check() throws {
        let printed = lock.withLock { self.printed }
        var sources: [String: SwiftLines] = [:]
        for (place, output) in printed.sorted(by: { $0.key < $1.key }) {
            if sources[place.filePath] == nil {
                sources[place.filePath] = SwiftLines(try String(contentsOfFile: place.filePath, encoding: .utf8))
            }
            guard let promised = sources[place.filePath].map({ Self.promisedOutput(at: place.line, in: $0) }),
                !promised.isEmpty, promised != output
            else { continue }
            Issue.record(
                "line \(place.line) prints:\n\(output.joined(separator: "\n"))\nbut its comments promise:\n\(promised.joined(separator: "\n"))",
                sourceLocation: SourceLocation(
                    fileID: "FormworkTests/\((place.filePath as NSString).lastPathComponent)",
                    filePath: place.filePath, line: place.line, column: 1))
        }
    }

    /// The output the comments at and after line `number` promise: the comment that ends the line,
    /// then each comment line that follows it directly.
    static func promisedOutput(at number: Int, in source: SwiftLines) -> [String] {
        guard let index = source.lines.firstIndex(where: { $0.number == number }) else { return [] }
        var promised: [String] = []
        let text = source.lines[index].text
        if let call = text.range(of: "print("), let comment = text.range(of: " // ", range: call.upperBound..<text.endIndex) {
            promised.append(String(text[comment.upperBound...]))
        }
        for line in source.lines[(index + 1)...] {
            guard line.kind == .comment, line.text.hasPrefix("//") else { break }
            promised.append(line.text == "//" ? "" : String(line.text.dropFirst(3)))
        }
        return promised
    }
}

/// Collects what each test of a suite prints and checks it against the comments that promise it.
struct ChecksPrintedOutputTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        let output = PrintedOutput()
        try await PrintedOutput.$current.withValue(output) { try await function() }
        try output.check()
    }
}

extension Trait where Self == ChecksPrintedOutputTrait {
    /// Checks that what the suite's examples print is what their comments say.
    static var checksPrintedOutput: Self { Self() }
}
