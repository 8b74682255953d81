import Foundation
import Testing

/// The documents' Swift examples must be code the tests compile and run.
///
/// Every ```swift block of README.md and of the DocC catalogs' articles must appear, line for
/// line (indentation, blank lines and comments aside), in one of the `*Examples.swift` files
/// beside this one, which run and check it. A block must match code compiled on every platform,
/// each line of the same kind (code, string literal content) — not comments, block comments,
/// string literals standing in for code, or code under any `#if` — unless the document marks the
/// block `<!-- apple-only … -->` (UIKit code), in which case it must match code compiled only on
/// Apple platforms (under `#if canImport(UIKit)` and the like, not their `#else`). The comment
/// lines that follow a `print(` line promise its output: they must match too, and the examples'
/// suites check them against what is printed (`.checksPrintedOutput`). Every fence names a
/// language this check knows, and every block is closed.
@Suite struct ReadmeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = folder.appendingPathComponent("../../..").standardizedFileURL
    static let readme = root.appendingPathComponent("README.md")
    static let languages: Set<String> = ["swift", "sh", "text"]

    /// One fenced block of a document.
    struct Block {
        var language: String
        var lines: [String]
        var isAppleOnly: Bool
        var line: Int
    }

    /// The fenced blocks of `markdown`, and the problems found: unknown languages, unclosed blocks.
    static func blocks(in markdown: String) -> (blocks: [Block], problems: [String]) {
        var blocks: [Block] = [], problems: [String] = []
        var current: Block?
        var previous = ""
        for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(trimmed)
                    current = block
                }
            } else if trimmed.hasPrefix("```") {
                let language = String(trimmed.dropFirst(3))
                if !languages.contains(language) { problems.append("line \(number + 1): fence language \"\(language)\"") }
                current = Block(
                    language: language, lines: [], isAppleOnly: previous.hasPrefix("<!-- apple-only"), line: number + 1)
            }
            if !trimmed.isEmpty { previous = trimmed }
        }
        if let current { problems.append("line \(current.line): block never closed") }
        return (blocks, problems)
    }

    /// A line as blocks are matched: its text and kind.
    struct Matched: Equatable {
        var text: String
        var kind: SwiftLines.Kind
    }

    /// The examples' significant lines (see `SwiftLines.significant`), each file's compiled on
    /// every platform, and each file's compiled only on Apple platforms, as runs of consecutive
    /// lines (a run never spans two files or a change of platforms).
    static func exampleCode() throws -> (portable: [[Matched]], appleOnly: [[Matched]]) {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Examples.swift") }.sorted()
        var portable: [[Matched]] = [], appleOnly: [[Matched]] = []
        for file in files {
            let lines = SwiftLines(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)).significant
            var run: [Matched] = [], platforms = SwiftLines.Platforms.everywhere
            func close() {
                if platforms == .everywhere { portable.append(run) } else if platforms == .appleOnly { appleOnly.append(run) }
                run = []
            }
            for line in lines where line.kind != .directive {
                if line.platforms != platforms { close(); platforms = line.platforms }
                run.append(Matched(text: line.text, kind: line.kind))
            }
            close()
        }
        return (portable, appleOnly)
    }

    /// A document block's significant lines.
    static func matched(_ block: Block) -> [Matched] {
        SwiftLines(block.lines.joined(separator: "\n")).significant.map { Matched(text: $0.text, kind: $0.kind) }
    }

    /// Whether `code` appears as consecutive lines of one of `runs`.
    static func contains(_ runs: [[Matched]], _ code: [Matched]) -> Bool {
        guard !code.isEmpty else { return true }
        return runs.contains { lines in
            lines.indices.contains { start in
                start + code.count <= lines.count && Array(lines[start..<(start + code.count)]) == code
            }
        }
    }

    /// README.md and the articles of every module's DocC catalog (`Sources/Module/Module.docc`).
    static func documents() throws -> [URL] {
        let sources = root.appendingPathComponent("Sources")
        let articles = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().flatMap { module in
            let catalog = sources.appendingPathComponent("\(module)/\(module).docc")
            guard FileManager.default.fileExists(atPath: catalog.path) else { return [URL]() }
            return try FileManager.default.contentsOfDirectory(atPath: catalog.path)
                .filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
        }
        return [readme] + articles
    }

    @Test func everySwiftBlockIsCompiledByAnExample() throws {
        let code = try Self.exampleCode()
        var checked = 0
        for document in try Self.documents() {
            let (blocks, problems) = Self.blocks(in: try String(contentsOf: document, encoding: .utf8))
            #expect(problems.isEmpty, "\(document.lastPathComponent): \(problems)")
            for block in blocks where block.language == "swift" {
                let found = Self.contains(block.isAppleOnly ? code.appleOnly : code.portable, Self.matched(block))
                #expect(
                    found,
                    "\(document.lastPathComponent) line \(block.line): block not compiled by any *Examples.swift file:\n\(block.lines.joined(separator: "\n"))"
                )
                checked += 1
            }
        }
        #expect(checked >= 20, "the documents should show examples")
    }

    @Test func theCheckRefusesWhatItCannotVouchFor() {
        let (blocks, problems) = Self.blocks(in: "```swift\nlet a = 1\n```\n```swfit\nx\n```\n```swift\nlet b = 2\n")
        #expect(blocks.map(\.lines) == [["let a = 1"], ["x"]])
        #expect(problems == ["line 4: fence language \"swfit\"", "line 7: block never closed"])
        let marked = Self.blocks(in: "<!-- apple-only -->\n```swift\nimport UIKit\n```\n").blocks
        #expect(marked.map(\.isAppleOnly) == [true])
    }

    /// Only code compiled on Linux vouches for a block: not comments, block comments, string
    /// literals, nor code under `#if os(…)`, `#if DEBUG` or the `#else` of a `canImport`.
    @Test func onlyCompiledCodeVouchesForABlock() {
        let source = """
            let a = 1
            // let b = 2
            /* let c = 3
               let d = 4 */
            let text = \"\"\"
                let e = 5
                \"\"\"
            #if os(Linux)
            let f = 6
            #endif
            #if DEBUG
            let g = 7
            #endif
            #if canImport(UIKit)
            let h = 8
            #if canImport(SwiftUI) && os(iOS)
            let k = 11
            #endif
            #else
            let i = 9
            #endif
            let raw = #"a "quoted /* not a comment */ text"#
            let j = 10
            """
        let lines = SwiftLines(source).significant
        func vouched(_ text: String) -> SwiftLines.Platforms? {
            lines.first { $0.text == text && $0.kind == .code }?.platforms
        }
        #expect(vouched("let a = 1") == .everywhere)
        for hidden in ["let b = 2", "let c = 3", "let d = 4", "let e = 5"] { #expect(vouched(hidden) == nil, "\(hidden)") }
        #expect(vouched("let f = 6") == .conditional)
        #expect(vouched("let g = 7") == .conditional)
        #expect(vouched("let h = 8") == .appleOnly)
        #expect(vouched("let k = 11") == .appleOnly)
        #expect(vouched("let i = 9") == .conditional)
        #expect(vouched("let j = 10") == .everywhere)
        // A string's content matches only string content.
        #expect(lines.contains(SwiftLines.Line(text: "let e = 5", kind: .string, platforms: .everywhere, number: 6)))
    }

    /// The comment lines after a `print(` are its promised output; other comments are not matched.
    @Test func outputCommentsAreSignificant() {
        let lines = SwiftLines("print(x)   // one\n// two\nlet y = 1\n// aside").significant.map(\.text)
        #expect(lines == ["print(x)   // one", "// two", "let y = 1"])
        #expect(
            PrintedOutput.promisedOutput(at: 1, in: SwiftLines("print(x)   // one\n// two\n//\nlet y = 1")) == ["one", "two", ""])
    }

    /// Every examples suite checks what it prints against the comments that promise it.
    @Test func everyExamplesSuiteChecksItsPrintedOutput() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix("Examples.swift")
        }
        for file in files {
            let source = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            for line in SwiftLines(source).lines where line.kind == .code && line.text.hasPrefix("@Suite") {
                #expect(line.text.contains(".checksPrintedOutput"), "\(file) line \(line.number): \(line.text)")
            }
        }
        #expect(files.count >= 9)
    }

    @Test func readmeStartsWithTheTwoCommands() throws {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let head = markdown.prefix(1200)
        #expect(head.contains("swift run Playground"))
        #expect(head.contains("swift test"))
    }
}
