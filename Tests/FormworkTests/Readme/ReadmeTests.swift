import Foundation
import Testing

/// README's Swift examples must be code the tests compile and run.
///
/// Every ```swift block of README.md must appear, line for line (indentation aside), in one of
/// the `*Examples.swift` files beside this one, which run and check it.
@Suite struct ReadmeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let readme = folder.appendingPathComponent("../../../README.md").standardizedFileURL

    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(trimmed)
            }
        }
        return blocks
    }

    static func exampleLines() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Examples.swift") }.sorted()
        return try files.flatMap { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func everySwiftBlockIsCompiledByAnExample() throws {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(blocks.count >= 3, "README should show examples")
        let lines = try Self.exampleLines()
        for block in blocks {
            let code = block.filter { !$0.isEmpty }
            let found = lines.indices.contains { start in
                var index = start
                for line in code {
                    while index < lines.count, lines[index].isEmpty { index += 1 }
                    guard index < lines.count, lines[index] == line else { return false }
                    index += 1
                }
                return true
            }
            #expect(found, "README block not found in any *Examples.swift file:\n\(block.joined(separator: "\n"))")
        }
    }

    @Test func readmeStartsWithTheTwoCommands() throws {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let head = markdown.prefix(1200)
        #expect(head.contains("swift run Playground"))
        #expect(head.contains("swift test"))
    }
}
