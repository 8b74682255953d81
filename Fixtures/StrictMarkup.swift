/// A strict tokenization of FormworkHTML's output. It throws on anything a renderer that
/// escapes everything could not have written: a `<` that opens no tag, an attribute value not
/// double-quoted, an `&` that starts no reference, a `>` in text or a value, a `"` inside a value
/// (it ends the value, and what follows is no attribute), a character a document cannot carry.
/// A `"` in text is allowed: it needs no escape there, and the renderer writes it as it is. The escaping tests and the fuzzers read the renderer's markup with it.
///
/// ```swift
/// let markup = try StrictMarkup(form.html(action: "/"))
/// markup.unclosedTags   // [] when every element that is opened is closed, in order
/// ```
public struct StrictMarkup {
    /// Start tags with their attribute names, and end tags, in order.
    public var skeleton: [String] = []
    /// Text runs, unescaped.
    public var texts: [String] = []
    /// Attribute values, unescaped.
    public var attributeValues: [String] = []
    /// The values of `id` attributes, unescaped, in order.
    public var ids: [String] = []

    /// Where the markup stops being what an escaping renderer writes: the next 40 characters.
    public struct Malformed: Error { public var at: String }

    typealias Scalars = Substring.UnicodeScalarView

    /// Reads `html`, or throws ``Malformed`` where it is not strict markup.
    public init(_ html: String) throws {
        var rest = Substring(html).unicodeScalars
        while let first = rest.first {
            if first == "<" {
                try readTag(&rest)
            } else {
                let text = rest.prefix { $0 != "<" }
                texts.append(try Self.unescaped(text))
                rest = rest[text.endIndex...]
            }
        }
    }

    private mutating func readTag(_ rest: inout Scalars) throws {
        guard let close = rest.firstIndex(of: ">") else { throw Self.malformed(rest) }
        var tag = rest[rest.index(after: rest.startIndex)..<close]
        rest = rest[rest.index(after: close)...]
        let isEnd = tag.first == "/"
        if isEnd { tag = tag.dropFirst() }
        let name = tag.prefix { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) }
        guard !name.isEmpty else { throw Self.malformed(tag) }
        var entry = (isEnd ? "/" : "") + String(name)
        tag = tag[name.endIndex...]
        while !tag.isEmpty {
            guard !isEnd, tag.first == " " else { throw Self.malformed(tag) }
            tag = tag.dropFirst()
            let attribute = tag.prefix { $0 != "=" && $0 != " " }
            guard !attribute.isEmpty, attribute.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else {
                throw Self.malformed(tag)
            }
            entry += " " + String(attribute)
            tag = tag[attribute.endIndex...]
            guard tag.starts(with: "=\"".unicodeScalars) else { continue }
            let value = tag.dropFirst(2).prefix { $0 != "\"" }
            guard value.endIndex < tag.endIndex else { throw Self.malformed(tag) }
            let unescaped = try Self.unescaped(value)
            attributeValues.append(unescaped)
            if attribute.elementsEqual("id".unicodeScalars) { ids.append(unescaped) }
            tag = tag[tag.index(after: value.endIndex)...]
        }
        skeleton.append(entry)
    }

    private static func malformed(_ rest: Scalars) -> Malformed {
        Malformed(at: String(String.UnicodeScalarView(rest.prefix(40))))
    }

    /// The text with its references resolved; throws on `>`, a stray `&`, or a character a
    /// document cannot carry.
    private static func unescaped(_ text: Scalars) throws -> String {
        var result = String.UnicodeScalarView()
        var rest = text
        while let scalar = rest.first {
            if scalar == "&" {
                guard
                    let (reference, character) = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\"")]
                        .first(where: { rest.starts(with: $0.0.unicodeScalars) })
                else { throw malformed(rest) }
                result.append(contentsOf: character.unicodeScalars)
                rest = rest.dropFirst(reference.unicodeScalars.count)
                continue
            }
            let isForbidden =
                scalar == ">" || (scalar.value < 0x20 && ![0x09, 0x0A, 0x0C].contains(scalar.value))
                || (0x7F...0x9F).contains(scalar.value) || (0xFDD0...0xFDEF).contains(scalar.value)
                || scalar.value & 0xFFFE == 0xFFFE
            if isForbidden { throw malformed(rest) }
            result.append(scalar)
            rest = rest.dropFirst()
        }
        return String(result)
    }

    /// Elements that have no end tag.
    public static let voidElements: Set<String> = ["input", "meta", "link", "br", "hr", "img"]

    /// What is wrong with how the elements nest: an end tag that closes another element than the
    /// last one opened, or elements left open at the end; empty when every element is closed in
    /// order.
    public var unclosedTags: [String] {
        var open: [String] = []
        for tag in skeleton {
            let name = String(tag.prefix { $0 != " " })
            if name.hasPrefix("/") {
                guard open.last == String(name.dropFirst()) else { return open + [name] }
                open.removeLast()
            } else if !Self.voidElements.contains(name) {
                open.append(name)
            }
        }
        return open
    }
}
