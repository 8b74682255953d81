/// Swift source split into lines, each classified by what the compiler makes of it: code, the
/// inside of a string literal, a comment or a compiler directive, and under which `#if`
/// conditions it is compiled. What `ReadmeTests` needs to vouch that a document's example is code
/// compiled on Linux (or, for UIKit examples, on Apple platforms).
///
/// It is a line scanner, not a parser: it follows `//` and nested `/* */` comments, string
/// literals (single-line, multi-line and raw, with escapes) and `#if`/`#elseif`/`#else`/`#endif`,
/// which is all the examples use.
struct SwiftLines {
    /// What a line is, judged by where it starts.
    enum Kind: Equatable {
        /// Code (possibly ending in a `//` comment).
        case code
        /// A line that starts inside a multi-line string literal.
        case string
        /// A `//` comment line, or a line inside a block comment.
        case comment
        /// `#if`, `#elseif`, `#else` or `#endif`.
        case directive
    }

    /// Where a line is compiled, from the `#if` blocks around it.
    enum Platforms: Equatable {
        /// Outside every `#if`: on every platform.
        case everywhere
        /// Only under `#if canImport(UIKit)`, `canImport(SwiftUI)`, `canImport(AppKit)`,
        /// `os(iOS)`-style conditions or their conjunctions, in their first branch: on Apple
        /// platforms.
        case appleOnly
        /// Anywhere else (`#else` of those, `#if os(Linux)`, `#if DEBUG`, …): not vouched for.
        case conditional
    }

    /// One line, trimmed, with its kind and platforms.
    struct Line: Equatable {
        var text: String
        var kind: Kind
        var platforms: Platforms
        /// Its number in the source, from 1.
        var number: Int
    }

    private(set) var lines: [Line] = []

    /// Scans `source`.
    init(_ source: String) {
        var scanner = Scanner()
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let kind = scanner.kind(of: trimmed)
            lines.append(Line(text: trimmed, kind: kind, platforms: scanner.platforms, number: index + 1))
            if kind == .directive { scanner.apply(directive: trimmed) } else { scanner.consume(trimmed) }
        }
    }

    /// The scanner's state between lines.
    private struct Scanner {
        /// How deep in block comments the next line starts.
        var commentDepth = 0
        /// The `#` count of the multi-line string literal the next line starts in, if any.
        var openString: Int?
        /// One entry per open `#if`: whether its current branch is an Apple-only one.
        var conditions: [Bool] = []

        var platforms: Platforms {
            if conditions.isEmpty { return .everywhere }
            return conditions.allSatisfy { $0 } ? .appleOnly : .conditional
        }

        func kind(of line: String) -> Kind {
            if openString != nil { return .string }
            if commentDepth > 0 || line.hasPrefix("//") { return .comment }
            if ["#if ", "#elseif ", "#else", "#endif"].contains(where: { line.hasPrefix($0) }) { return .directive }
            return .code
        }

        mutating func apply(directive line: String) {
            if line.hasPrefix("#if ") {
                conditions.append(Self.isAppleOnly(String(line.dropFirst(4))))
            } else if line.hasPrefix("#endif") {
                _ = conditions.popLast()
            } else if !conditions.isEmpty {
                // `#else` and `#elseif` are compiled where the first branch is not.
                conditions[conditions.count - 1] = false
            }
        }

        /// Whether `condition` holds only on Apple platforms: one of their frameworks or
        /// systems, or a conjunction (`&&`) of such conditions.
        static func isAppleOnly(_ condition: String) -> Bool {
            let apple: Set = [
                "canImport(UIKit)", "canImport(SwiftUI)", "canImport(AppKit)", "os(iOS)", "os(macOS)",
                "os(tvOS)", "os(watchOS)", "os(visionOS)",
            ]
            return condition.components(separatedBy: "&&").allSatisfy { apple.contains($0.trimmingCharacters(in: .whitespaces)) }
        }

        /// Follows comments and string literals through one line.
        mutating func consume(_ line: String) {
            let characters = Array(line)
            var index = 0
            var singleLine: Int?   // the `#` count of an open single-line string
            func at(_ text: String) -> Bool {
                let needle = Array(text)
                return index + needle.count <= characters.count && Array(characters[index..<index + needle.count]) == needle
            }
            func hashes(before position: Int) -> Int {
                var count = 0
                while position - count - 1 >= 0, characters[position - count - 1] == "#" { count += 1 }
                return count
            }
            while index < characters.count {
                if commentDepth > 0 {
                    if at("/*") {
                        commentDepth += 1; index += 2
                    } else if at("*/") {
                        commentDepth -= 1; index += 2
                    } else {
                        index += 1
                    }
                } else if let open = openString {
                    if at("\"\"\"" + String(repeating: "#", count: open)), open > 0 || !isEscaped(characters, index) {
                        openString = nil
                        index += 3 + open
                    } else {
                        index += 1
                    }
                } else if let open = singleLine {
                    if characters[index] == "\\", open == 0 { index += 2; continue }
                    if at("\"" + String(repeating: "#", count: open)) { singleLine = nil; index += 1 + open } else { index += 1 }
                } else if at("//") {
                    return
                } else if at("/*") {
                    commentDepth += 1
                    index += 2
                } else if at("\"\"\"") {
                    openString = hashes(before: index)
                    index += 3
                } else if characters[index] == "\"" {
                    singleLine = hashes(before: index)
                    index += 1
                } else {
                    index += 1
                }
            }
        }

        private func isEscaped(_ characters: [Character], _ index: Int) -> Bool {
            var backslashes = 0
            while index - backslashes - 1 >= 0, characters[index - backslashes - 1] == "\\" { backslashes += 1 }
            return backslashes % 2 == 1
        }
    }
}

extension SwiftLines {
    /// The lines a document's example is matched with: no blank lines and no comments, except
    /// the comment lines that follow a `print(` line, which promise its output (see
    /// `PrintedOutput`) and so must be shown as they are checked.
    var significant: [Line] {
        var result: [Line] = []
        var afterPrint = false
        for line in lines {
            if line.kind == .comment {
                if afterPrint { result.append(line) }
                continue
            }
            afterPrint = line.kind == .code && line.text.contains("print(")
            if !line.text.isEmpty { result.append(line) }
        }
        return result
    }
}
