/// A fast hash for integer ids: SplitMix64's finalizer over the value and a per-process random
/// seed. The finalizer is a bijection, so distinct integers never share a hash; the seed keeps
/// anyone who chooses the ids from predicting which ones share low bits (what the diff's
/// open-addressing table probes on), as `Hasher`'s seed does for `Dictionary`.
@usableFromInline
enum IntegerHash {
    @usableFromInline
    static let seed = UInt64.random(in: .min ... .max)

    @inlinable @inline(__always)
    static func hash(_ value: Int) -> Int {
        var z = UInt64(truncatingIfNeeded: value) ^ seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: z ^ (z >> 31))
    }
}
