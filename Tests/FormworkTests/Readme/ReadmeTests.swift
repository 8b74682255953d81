import Foundation
import Testing

/// The documents' Swift examples must be code the tests compile and run.
///
/// Every ```swift block of README.md and of the DocC catalogs' articles must appear, code line
/// for code line (indentation and comment lines aside), in one of the `*Examples.swift` files
/// beside this one, which run and check it. A block must match code that is compiled here: not
/// comments, and not code under `#if canImport(…)`, unless the document marks the block
/// `<!-- apple-only … -->` (UIKit code), in which case it must match code under such an `#if`.
/// Every fence names a language this check knows, and every block is closed.
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
                current = Block(language: language, lines: [], isAppleOnly: previous.hasPrefix("<!-- apple-only"), line: number + 1)
            }
            if !trimmed.isEmpty { previous = trimmed }
        }
        if let current { problems.append("line \(current.line): block never closed") }
        return (blocks, problems)
    }

    /// The examples' code lines, trimmed, comment lines left out: those compiled on every
    /// platform, and those under `#if canImport(…)`.
    static func exampleCode() throws -> (portable: [String], appleOnly: [String]) {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Examples.swift") }.sorted()
        var portable: [String] = [], appleOnly: [String] = []
        for file in files {
            var depth = 0
            for line in try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("#if canImport(") { depth += 1; continue }
                if depth > 0, trimmed.hasPrefix("#endif") { depth -= 1; continue }
                guard !trimmed.isEmpty, !trimmed.hasPrefix("//") else { continue }
                if depth > 0 { appleOnly.append(trimmed) } else { portable.append(trimmed) }
            }
        }
        return (portable, appleOnly)
    }

    /// Whether `code` appears as consecutive lines of `lines`.
    static func contains(_ lines: [String], _ code: [String]) -> Bool {
        guard !code.isEmpty else { return true }
        return lines.indices.contains { start in
            start + code.count <= lines.count && Array(lines[start..<(start + code.count)]) == code
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
                let lines = block.lines.filter { !$0.isEmpty && !$0.hasPrefix("//") }
                let found = Self.contains(block.isAppleOnly ? code.appleOnly : code.portable, lines)
                #expect(found, "\(document.lastPathComponent) line \(block.line): block not compiled by any *Examples.swift file:\n\(block.lines.joined(separator: "\n"))")
                checked += 1
            }
        }
        #expect(checked >= 20, "the documents should show examples")
    }

    @Test func theCheckRefusesWhatItCannotVouchFor() {
        let (blocks, problems) = Self.blocks(in: "```swift\nlet a = 1\n```\n```swfit\nx\n```\n```swift\nlet b = 2\n")
        #expect(blocks.map(\.lines) == [["let a = 1"], ["x"]])
        #expect(problems == ["line 4: fence language \"swfit\"", "line 7: block never closed"])
        #expect(!Self.contains(["// let c = 3"].filter { !$0.hasPrefix("//") }, ["let c = 3"]))
        let marked = Self.blocks(in: "<!-- apple-only -->\n```swift\nimport UIKit\n```\n").blocks
        #expect(marked.map(\.isAppleOnly) == [true])
    }

    @Test func readmeStartsWithTheTwoCommands() throws {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let head = markdown.prefix(1200)
        #expect(head.contains("swift run Playground"))
        #expect(head.contains("swift test"))
    }
}
