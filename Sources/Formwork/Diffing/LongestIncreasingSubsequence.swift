/// Finds one longest strictly increasing subsequence in O(n log n) (patience sorting), reusing
/// its buffers from call to call.
///
/// The diff runs it over the old indices of the surviving rows of a section, in new order: the
/// rows it keeps stayed in order; every other surviving row moved.
@usableFromInline
struct LongestIncreasingSubsequence {
    /// `tails[k]`: position of the smallest last value of an increasing subsequence of length k + 1.
    @usableFromInline
    var tails: [Int] = []
    /// Per position: the previous position in the subsequence ending there, or -1.
    @usableFromInline
    var previous: [Int] = []

    /// Sets `isKept[i]` for the positions `i` of `values` in one longest strictly increasing
    /// subsequence, clearing the others; `isKept` is resized to `values.count`.
    @inlinable
    /// Returns how many positions it kept.
    @discardableResult
    mutating func mark(_ values: ArraySlice<Int>, into isKept: inout [Bool]) -> Int {
        let count = values.count, base = values.startIndex
        isKept.removeAll(keepingCapacity: true)
        // Already in order: the common case costs one pass.
        var sorted = true
        var index = base + 1
        while index < values.endIndex {
            if values[index - 1] >= values[index] { sorted = false; break }
            index += 1
        }
        if sorted {
            isKept.append(contentsOf: repeatElement(true, count: count))
            return count
        }
        isKept.append(contentsOf: repeatElement(false, count: count))
        tails.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
        previous.reserveCapacity(count)
        for position in 0..<count {
            let value = values[base + position]
            let low = firstTail(notBelow: value, in: values)
            previous.append(low > 0 ? tails[low - 1] : -1)
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        isKept.withUnsafeMutableBufferPointer { isKept in
            var position = tails.last ?? -1
            while position >= 0 {
                isKept[position] = true
                position = previous[position]
            }
        }
        return tails.count
    }

    /// The index of the first tail whose value is ≥ `value`. The diff's input is nearly sorted,
    /// so most values extend the longest run or replace its last tail: those two are checked
    /// before the binary search.
    @inlinable
    @inline(__always)
    func firstTail(notBelow value: Int, in values: ArraySlice<Int>) -> Int {
        let base = values.startIndex, count = tails.count
        guard count > 0, values[base + tails[count - 1]] >= value else { return count }
        if count == 1 || values[base + tails[count - 2]] < value { return count - 1 }
        var low = 0, high = count - 2
        while low < high {
            let middle = (low + high) >> 1
            if values[base + tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
