/// Comparisons to the last byte, for the table that shares one object among equal option lists
/// (``PickerOptionLists``): Swift's `==` calls canonically
/// equivalent texts equal (`"Caf\u{E9}"` and `"Cafe\u{301}"`), and `0.0 == -0.0`, where a
/// shared object must hold exactly what each holder was given.
@usableFromInline
enum ExactBytes {
    /// Whether two texts have the same UTF-8 bytes: at once if they are the same string value
    /// (a short text's bytes are held in it, a long one's storage never changes), else byte by
    /// byte.
    @inlinable
    static func sameText(_ lhs: String, _ rhs: String) -> Bool {
        if sameBits(lhs, rhs) { return true }
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { sameBytes(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer($0)) }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Whether two values have the same bits.
    @inlinable
    static func sameBits<Bits>(_ lhs: Bits, _ rhs: Bits) -> Bool {
        withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { sameBytes(left, $0) } }
    }

    /// Whether two buffers of the same length hold the same bytes, compared eight at a time.
    @inlinable
    static func sameBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= lhs.count {
            guard
                lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < lhs.count {
            guard lhs[offset] == rhs[offset] else { return false }
            offset += 1
        }
        return true
    }
}
