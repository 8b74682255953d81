/// The hash of a `String` id: equal strings (`==`, which compares canonical equivalents as
/// equal) hash alike, and an ASCII string, which most ids are, costs a tenth of `Hasher`'s pass.
///
/// An ASCII string is mixed 8 bytes at a time by ``IntegerHash`` (seeded per process, like
/// `Hasher`), after its length. A string with other scalars is canonically equivalent to an
/// ASCII string only if each of those scalars decomposes to one ASCII character, which exactly
/// three do (U+037E GREEK QUESTION MARK to `;`, U+1FEF GREEK VARIA to `` ` ``, U+212A KELVIN
/// SIGN to `K`; `StringHashTests` checks every scalar): such a string is hashed as that ASCII
/// string, any other through `Hasher`, which hashes a string's normalized form.
@usableFromInline
enum StringHash {
    @inlinable
    static func hash(_ string: String) -> Int {
        var string = string
        if let hash = string.withUTF8({ ascii($0) }) { return hash }
        return nonASCII(string)
    }

    /// The hash of `bytes` if they are all ASCII, else `nil`.
    @inlinable
    static func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var hash = IntegerHash.hash(count &+ 0x5F37_59DF)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var high: UInt64 = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            hash = IntegerHash.hash(hash ^ Int(truncatingIfNeeded: word))
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                word |= UInt64(base[offset]) &<< shift
                shift += 8
                offset += 1
            }
            high |= word
            hash = IntegerHash.hash(hash ^ Int(truncatingIfNeeded: word))
        }
        return high & 0x8080_8080_8080_8080 == 0 ? hash : nil
    }

    /// The hash of a string with a scalar past ASCII: as the ASCII string it is equivalent to,
    /// if any, else `Hasher`'s.
    @usableFromInline
    static func nonASCII(_ string: String) -> Int {
        var ascii: [UInt8] = []
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: ascii.append(UInt8(scalar.value))
            case 0x037E: ascii.append(UInt8(ascii: ";"))
            case 0x1FEF: ascii.append(UInt8(ascii: "`"))
            case 0x212A: ascii.append(UInt8(ascii: "K"))
            default:
                var hasher = Hasher()
                hasher.combine(string)
                return hasher.finalize()
            }
        }
        return ascii.withUnsafeBufferPointer { Self.ascii($0)! }
    }
}
