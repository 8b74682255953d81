import Foundation

/// Reads a snapshot's JSON (``FormValues``' `Codable` array or its ``FormValues/json`` object)
/// strictly, in one pass, building the snapshot as it goes: every limit of ``InputLimits`` is
/// checked before the text it bounds is read further, a key listed twice in one object is
/// refused (`JSONDecoder` keeps the first without telling), and so is a number beyond a
/// `Double`. The format nests four deep at most (array, item, group, element ids), so the
/// reader needs no recursion and no stack: deeper nesting is refused at its first bracket.
/// Linear in the draft's length. An array that starts with ``SavedFormat/marker`` is read in the
/// ``SavedFormat/listed`` format, one with none in the ``SavedFormat/legacy`` one.
struct DraftReader {
    private let bytes: [UInt8]
    private let limits: InputLimits
    private var position = 0
    private var itemCount = 0
    private var values = FormValues()
    private var keys = Set<String>()
    private var groups: [(name: String, ids: [String])] = []
    private var groupNames = Set<String>()
    private var format = SavedFormat.legacy
    /// Reads each number as `JSONDecoder` does, so both readers give the same values.
    private let numberDecoder = JSONDecoder()

    /// The snapshot `bytes` hold, within `limits`.
    static func read(_ bytes: [UInt8], limits: InputLimits) throws(DraftError) -> FormValues {
        var reader = DraftReader(bytes: bytes, limits: limits)
        try reader.readDraft()
        return reader.values
    }

    private init(bytes: [UInt8], limits: InputLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    private mutating func readDraft() throws(DraftError) {
        skipSpace()
        switch peek() {
        case UInt8(ascii: "{"): try readObject()
        case UInt8(ascii: "["): try readItems()
        default: throw malformed("an array or an object")
        }
        skipSpace()
        guard position == bytes.count else { throw malformed("the end of the draft") }
    }

    /// `{"key": value, …}`: the entries, sorted by key as `Codable` sorts them.
    private mutating func readObject() throws(DraftError) {
        position += 1
        var members: [(key: String, value: FormValue)] = []
        if !closes(UInt8(ascii: "}")) {
            repeat {
                let key = try readKey()
                members.append((key, try readValue(of: key)))
            } while try continues(closing: UInt8(ascii: "}"))
        }
        for member in members.sorted(by: { $0.key < $1.key }) { values[member.key] = member.value }
    }

    /// `["formwork-values-2", {"group": {"ids": ["id", …]}}, …, {"key": value}, …]`: the array
    /// `JSONEncoder` writes (or, with no marker, the legacy one whose groups are plain arrays).
    private mutating func readItems() throws(DraftError) {
        position += 1
        var hasItems = !closes(UInt8(ascii: "]"))
        if hasItems, peek() == UInt8(ascii: "\"") {
            guard try readText(limit: SavedFormat.marker.utf8.count, orElse: .unknownFormat) == SavedFormat.marker else {
                throw .unknownFormat
            }
            format = .listed
            hasItems = try continues(closing: UInt8(ascii: "]"))
        }
        if hasItems {
            repeat { try readItem() } while try continues(closing: UInt8(ascii: "]"))
        }
        values.groupSource = .listed(groups)
    }

    /// One item: an object with exactly one member, a group's element ids or an entry's value.
    private mutating func readItem() throws(DraftError) {
        try expect(UInt8(ascii: "{"), "an object with one member")
        let key = try readName()
        if format == .legacy, peek() == UInt8(ascii: "[") {
            try readGroup(named: key)
        } else if format == .listed, peek() == UInt8(ascii: "{") {
            try readGroupObject(named: key)
        } else {
            try noteKey(key)
            values[key] = try readValue(of: key)
        }
        skipSpace()
        if peek() == UInt8(ascii: ",") {
            position += 1
            skipSpace()
            let offset = position
            guard try readText(limit: limits.maximumTextSize, orElse: .textTooLong(limit: limits.maximumTextSize)) != key
            else { throw .duplicateKey(key) }
            throw .malformed(offset: offset, expected: "the end of an item (an item has one member)")
        }
        try expect(UInt8(ascii: "}"), "the end of an item")
    }

    /// A member's name and its colon, counted as an item.
    private mutating func readName() throws(DraftError) -> String {
        itemCount += 1
        guard itemCount <= limits.maximumFieldCount else { throw .tooManyItems(limit: limits.maximumFieldCount) }
        skipSpace()
        let name = try readText(limit: limits.maximumTextSize, orElse: .textTooLong(limit: limits.maximumTextSize))
        try expect(UInt8(ascii: ":"), "a colon")
        skipSpace()
        return name
    }

    /// An entry's key and its colon, refused if an earlier member or item has it.
    private mutating func readKey() throws(DraftError) -> String {
        let key = try readName()
        try noteKey(key)
        return key
    }

    private mutating func noteKey(_ key: String) throws(DraftError) {
        guard keys.insert(key).inserted else { throw .duplicateKey(key) }
    }

    /// `{"ids": ["id", …]}`: a group's element ids in the ``SavedFormat/listed`` format.
    private mutating func readGroupObject(named name: String) throws(DraftError) {
        position += 1
        skipSpace()
        let offset = position
        guard try readText(limit: SavedFormat.idsMember.utf8.count, orElse: malformed("\"ids\"")) == SavedFormat.idsMember
        else { throw .malformed(offset: offset, expected: "\"ids\"") }
        try expect(UInt8(ascii: ":"), "a colon")
        skipSpace()
        guard peek() == UInt8(ascii: "[") else { throw malformed("a group's element ids") }
        try readGroup(named: name)
        try expect(UInt8(ascii: "}"), "the end of a group (a group has one member)")
    }

    /// `["id", …]`: a group's element ids, each counted and measured before it is read.
    private mutating func readGroup(named name: String) throws(DraftError) {
        guard groupNames.insert(name).inserted else { throw .duplicateGroup(name) }
        position += 1
        var ids: [String] = [], seen = Set<String>()
        if !closes(UInt8(ascii: "]")) {
            repeat {
                guard ids.count < limits.maximumRepeatedCount else {
                    throw .tooManyElements(group: name, limit: limits.maximumRepeatedCount)
                }
                skipSpace()
                let limit = limits.maximumRepeatedIDLength
                let id = try readText(limit: limit, orElse: .idTooLong(group: name, limit: limit))
                guard seen.insert(id).inserted else { throw .duplicateID(group: name) }
                ids.append(id)
            } while try continues(closing: UInt8(ascii: "]"))
        }
        groups.append((name, ids))
    }

    /// A value: `null`, `true`, `false`, a number, a text or a list of texts (no object).
    private mutating func readValue(of key: String) throws(DraftError) -> FormValue {
        switch peek() ?? 0 {
        case UInt8(ascii: "["): return .list(try readList(of: key))
        case UInt8(ascii: "\""):
            return .string(try readText(limit: limits.maximumTextSize, orElse: .textTooLong(limit: limits.maximumTextSize)))
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber(of: key)
        default: throw malformed("null, true, false, a number, a text or a list of texts")
        }
    }

    /// `["text", …]`: a list value's texts, each counted and measured before it is read.
    private mutating func readList(of key: String) throws(DraftError) -> [String] {
        position += 1
        var list: [String] = []
        if !closes(UInt8(ascii: "]")) {
            repeat {
                guard list.count < limits.maximumListCount else {
                    throw .tooManyListElements(key: key, limit: limits.maximumListCount)
                }
                skipSpace()
                list.append(try readText(limit: limits.maximumTextSize, orElse: .textTooLong(limit: limits.maximumTextSize)))
            } while try continues(closing: UInt8(ascii: "]"))
        }
        return list
    }

    /// A JSON number, read as `JSONDecoder` reads it; refused if a `Double` cannot hold it.
    private mutating func readNumber(of key: String) throws(DraftError) -> FormValue {
        let start = position
        _ = skip(UInt8(ascii: "-"))
        let integerStart = position
        let integerDigits = try skipDigits(from: start)
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw .malformed(offset: integerStart, expected: "a number without a leading zero")
        }
        if skip(UInt8(ascii: ".")) { try skipDigits(from: start) }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
            try skipDigits(from: start)
        }
        guard let number = try? numberDecoder.decode(FormValue.self, from: Data(bytes[start..<position])) else {
            throw .numberOutOfRange(key: key)
        }
        return number
    }

    /// Skips one or more digits, refusing a number longer than the text limit as it goes.
    @discardableResult
    private mutating func skipDigits(from start: Int) throws(DraftError) -> Int {
        let first = position
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            guard position - start < limits.maximumTextSize else { throw .textTooLong(limit: limits.maximumTextSize) }
            position += 1
        }
        guard position > first else { throw malformed("a digit") }
        return position - first
    }

    /// A text in quotes, its escapes decoded, refused with `tooLong` as soon as it has more
    /// than `limit` bytes of UTF-8, and if it is not UTF-8.
    private mutating func readText(limit: Int, orElse tooLong: DraftError) throws(DraftError) -> String {
        let start = position
        guard skip(UInt8(ascii: "\"")) else { throw malformed("a text in quotes") }
        var text: [UInt8] = []
        while true {
            guard let byte = peek() else { throw malformed("the end of the text") }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                let string = String(decoding: text, as: UTF8.self)
                guard string.utf8.elementsEqual(text) else { throw .malformed(offset: start, expected: "a text in UTF-8") }
                return string
            case UInt8(ascii: "\\"): try appendEscape(to: &text)
            case 0..<0x20: throw .malformed(offset: position - 1, expected: "no control character in a text")
            default: text.append(byte)
            }
            guard text.count <= limit else { throw tooLong }
        }
    }

    /// Decodes the escape after a backslash (`\n`, `\u00e9`, a surrogate pair) into `text`.
    private mutating func appendEscape(to text: inout [UInt8]) throws(DraftError) {
        guard let byte = peek() else { throw malformed("an escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"): text.append(contentsOf: String(try readEscapedScalar()).utf8)
        default: throw .malformed(offset: position - 1, expected: "an escape JSON has")
        }
    }

    /// The scalar of a `\u` escape (after its `u`), with the second half of a surrogate pair.
    private mutating func readEscapedScalar() throws(DraftError) -> Character {
        let unit = try readHexUnit()
        switch unit {
        case 0xD800..<0xDC00:
            guard skip(UInt8(ascii: "\\")), skip(UInt8(ascii: "u")) else {
                throw malformed("the second half of a surrogate pair")
            }
            let low = try readHexUnit()
            guard (0xDC00..<0xE000).contains(low) else { throw malformed("the second half of a surrogate pair") }
            return try character(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        case 0xDC00..<0xE000: throw malformed("a character, not half of a surrogate pair")
        default: return try character(unit)
        }
    }

    /// The character of a scalar value an escape made (never a surrogate, at most U+10FFFF).
    private func character(_ value: UInt32) throws(DraftError) -> Character {
        guard let scalar = Unicode.Scalar(value) else { throw malformed("a Unicode scalar") }
        return Character(scalar)
    }

    /// Four hexadecimal digits.
    private mutating func readHexUnit() throws(DraftError) -> UInt32 {
        guard position + 4 <= bytes.count,
            let unit = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
            bytes[position..<position + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw malformed("four hexadecimal digits") }
        position += 4
        return unit
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Skips `byte` if it is next.
    private mutating func skip(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ expected: String) throws(DraftError) {
        skipSpace()
        guard skip(byte) else { throw malformed(expected) }
    }

    private mutating func expectWord(_ word: String) throws(DraftError) {
        for byte in word.utf8 {
            guard skip(byte) else { throw malformed(word) }
        }
    }

    /// Whether the list or object ends here (with `closing`, skipped), after spaces.
    private mutating func closes(_ closing: UInt8) -> Bool {
        skipSpace()
        return skip(closing)
    }

    /// Whether a comma follows (another element), or `closing` (the end); anything else is refused.
    private mutating func continues(closing: UInt8) throws(DraftError) -> Bool {
        skipSpace()
        if skip(UInt8(ascii: ",")) { return true }
        if skip(closing) { return false }
        throw malformed("a comma or \(String(UnicodeScalar(closing)))")
    }

    private func malformed(_ expected: String) -> DraftError {
        .malformed(offset: position, expected: expected)
    }
}
