/// A row's or section's static place in a builder, packed into bits.
///
/// Each step is a 2-bit tag followed by its payload: a block child index or a `for`-in
/// occurrence as an Elias-gamma code, an `Either` branch as one bit. The code is prefix-free,
/// so two different paths never pack to the same bits. The first 128 bits live inline;
/// deeper paths spill into an array, so typical identities cost no allocation.
@usableFromInline
struct StructuralPath: Hashable, Sendable {
    @usableFromInline var word0: UInt64 = 0
    @usableFromInline var word1: UInt64 = 0
    @usableFromInline var spill: [UInt64] = []
    /// How many bits are used; every bit past it is zero.
    @usableFromInline var count: Int = 0

    @inlinable init() {}

    /// Compares the inline words before the spilled ones, which are almost always empty.
    @inlinable @inline(__always)
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.word0 == rhs.word0 && lhs.word1 == rhs.word1 && lhs.spill == rhs.spill
    }

    @usableFromInline
    enum Tag: UInt64 {
        case child = 0, branch = 1, element = 2
    }

    /// Appends the step for the `index`-th child of a block.
    @inlinable mutating func appendChild(_ index: Int) {
        appendStep(Tag.child, gamma: UInt64(index) + 1)
    }

    /// Appends the step for an `Either` branch.
    @inlinable mutating func appendBranch(second: Bool) {
        append(Tag.branch.rawValue | (second ? 0b100 : 0), width: 3)
    }

    /// Appends the step for the `index`-th element of a `for`-in loop or `ForEach`.
    @inlinable mutating func appendElement(_ index: Int) {
        appendStep(Tag.element, gamma: UInt64(index) + 1)
    }

    /// Appends `tag` and then `n` as an Elias-gamma code (see ``appendGamma(_:)``): in one
    /// write when the step fits in a word, as every step of a hand-written builder does.
    @inlinable mutating func appendStep(_ tag: Tag, gamma n: UInt64) {
        let width = 64 - n.leadingZeroBitCount
        guard width < 32 else {
            append(tag.rawValue, width: 2)
            appendGamma(n)
            return
        }
        let code = (n ^ (1 &<< UInt64(width - 1))) &<< 1 | 1
        append(tag.rawValue | code &<< UInt64(width + 1), width: 2 * width + 1)
    }

    /// The inline part of a path, to come back to after steps (see ``restore(_:)``).
    @usableFromInline
    struct Mark {
        @usableFromInline let word0: UInt64, word1: UInt64, count: Int

        @inlinable init(word0: UInt64, word1: UInt64, count: Int) {
            (self.word0, self.word1, self.count) = (word0, word1, count)
        }
    }

    /// Where the path is now, for ``restore(_:)``.
    @inlinable var mark: Mark { Mark(word0: word0, word1: word1, count: count) }

    /// Takes back every step appended since `mark`: steps only set bits past `count`, so the
    /// inline words come back whole unless the steps spilled.
    @inlinable @inline(__always) mutating func restore(_ mark: Mark) {
        guard spill.isEmpty else { return truncate(to: mark.count) }
        (word0, word1, count) = (mark.word0, mark.word1, mark.count)
    }

    /// Removes every step after the first `newCount` bits, keeping the unused bits zero.
    @inlinable mutating func truncate(to newCount: Int) {
        guard newCount < count else { return }
        guard count > 128 else {
            if newCount < 64 {
                word0 &= (1 &<< UInt64(newCount)) &- 1
                word1 = 0
            } else {
                word1 &= (1 &<< UInt64(newCount - 64)) &- 1
            }
            count = newCount
            return
        }
        let lastWord = (count - 1) / 64, keepWord = newCount / 64, keepBits = newCount % 64
        self[keepWord] &= keepBits == 0 ? 0 : ~0 >> UInt64(64 - keepBits)
        if lastWord > keepWord { for word in (keepWord + 1)...lastWord { self[word] = 0 } }
        count = newCount
        let spillWords = max(0, (newCount + 63) / 64 - 2)
        if spill.count > spillWords { spill.removeLast(spill.count - spillWords) }
    }

    /// Elias gamma: `n` (≥ 1) as `⌊log2 n⌋` zeros, a one, then `n`'s lower `⌊log2 n⌋` bits.
    @inlinable mutating func appendGamma(_ n: UInt64) {
        let width = 64 - n.leadingZeroBitCount
        append(0, width: width - 1)
        append((n ^ (1 << UInt64(width - 1))) << 1 | 1, width: width)
    }

    @inlinable mutating func append(_ value: UInt64, width: Int) {
        guard width > 0 else { return }
        let end = count + width
        if end <= 64 {
            word0 |= value &<< UInt64(count)
        } else if count >= 64, end <= 128 {
            word1 |= value &<< UInt64(count - 64)
        } else {
            appendAcrossWords(value, width: width)
        }
        count = end
    }

    /// Appends `value` where it may straddle two words or reach the spilled ones; leaves
    /// `count` to the caller.
    @inlinable mutating func appendAcrossWords(_ value: UInt64, width: Int) {
        let word = count / 64, offset = count % 64
        self[word] |= value << UInt64(offset)
        if offset + width > 64 { self[word + 1] |= value >> UInt64(64 - offset) }
    }

    @inlinable subscript(word: Int) -> UInt64 {
        get {
            switch word {
            case 0: word0
            case 1: word1
            default: word - 2 < spill.count ? spill[word - 2] : 0
            }
        }
        set {
            switch word {
            case 0: word0 = newValue
            case 1: word1 = newValue
            default:
                while spill.count <= word - 2 { spill.append(0) }
                spill[word - 2] = newValue
            }
        }
    }

    @inlinable func bit(at position: Int) -> UInt64 {
        (self[position / 64] >> UInt64(position % 64)) & 1
    }
}

extension StructuralPath {
    /// One step of a path, decoded.
    enum Step: Equatable {
        /// The `index`-th child of a block.
        case child(Int)
        /// A branch of an `Either`.
        case branch(second: Bool)
        /// The `index`-th element of a `for`-in loop.
        case element(Int)
    }

    /// The steps, in order; the last is `nil` if the bits stop being a step.
    var steps: [Step?] {
        var steps: [Step?] = []
        var position = 0
        func read(_ width: Int) -> UInt64 {
            var value: UInt64 = 0
            for i in 0..<width { value |= bit(at: position + i) << UInt64(i) }
            position += width
            return value
        }
        func readGamma() -> Int {
            var zeros = 0
            while position + zeros < count, bit(at: position + zeros) == 0 { zeros += 1 }
            position += zeros
            return Int((read(zeros + 1) >> 1) | (1 << UInt64(zeros))) - 1
        }
        while position < count {
            switch Tag(rawValue: read(2)) {
            case .child: steps.append(.child(readGamma()))
            case .branch: steps.append(.branch(second: read(1) != 0))
            case .element: steps.append(.element(readGamma()))
            case nil: return steps + [nil]
            }
        }
        return steps
    }

    /// Whether the path goes through an element of a `for`-in loop (or a row appended by
    /// occurrence): a place that is a position in a list, not a place in the code.
    var hasElementStep: Bool {
        steps.contains { if case .element = $0 { true } else { false } }
    }
}

extension StructuralPath: CustomStringConvertible {
    /// The steps, `/`-separated: a block child as its index, a branch as `L` or `R`,
    /// a loop element as `[i]`; the empty path as `_`.
    @usableFromInline
    var description: String {
        guard count > 0 else { return "_" }
        return steps.map { step in
            switch step {
            case .child(let index): String(index)
            case .branch(let second): second ? "R" : "L"
            case .element(let index): "[\(index)]"
            case nil: "?"
            }
        }.joined(separator: "/")
    }
}
