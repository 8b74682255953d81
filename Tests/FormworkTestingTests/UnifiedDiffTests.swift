import Foundation
import Testing

@testable import FormworkTesting

/// Hunks, their headers and their context, on plain numbered lines.
@Suite struct UnifiedDiffTests {
    /// The lines "1" to "20", with the lines numbered in `replaced` written "n'".
    static func text(replacing replaced: Set<Int> = []) -> String {
        (1...20).map { replaced.contains($0) ? "\($0)'" : "\($0)" }.joined(separator: "\n")
    }

    @Test func changesMoreThanTwiceTheContextApartAreTwoHunks() {
        #expect(
            UnifiedDiff(old: Self.text(), new: Self.text(replacing: [3, 11])).lines == [
                "@@ -1,6 +1,6 @@", " 1", " 2", "-3", "+3'", " 4", " 5", " 6",
                "@@ -8,7 +8,7 @@", " 8", " 9", " 10", "-11", "+11'", " 12", " 13", " 14",
            ])
    }

    @Test func changesTwiceTheContextApartMergeIntoOneHunk() {
        #expect(
            UnifiedDiff(old: Self.text(), new: Self.text(replacing: [3, 10])).lines == [
                "@@ -1,13 +1,13 @@", " 1", " 2", "-3", "+3'", " 4", " 5", " 6", " 7", " 8", " 9", "-10", "+10'", " 11", " 12",
                " 13",
            ])
    }

    @Test func insertionsAndDeletionsCountOnTheirOwnSide() {
        let old = Self.text()
        let new = old.replacingOccurrences(of: "\n5\n", with: "\n").replacingOccurrences(of: "\n17\n", with: "\n17\n17a\n17b\n")
        #expect(
            UnifiedDiff(old: old, new: new).lines == [
                "@@ -2,7 +2,6 @@", " 2", " 3", " 4", "-5", " 6", " 7", " 8",
                "@@ -15,6 +14,8 @@", " 15", " 16", " 17", "+17a", "+17b", " 18", " 19", " 20",
            ])
    }

    @Test func aReplacedBlockListsItsRemovalsFirst() {
        #expect(
            UnifiedDiff(old: "a\nb\nc\nd", new: "a\nx\ny\nd").lines == [
                "@@ -1,4 +1,4 @@", " a", "-b", "-c", "+x", "+y", " d",
            ])
    }

    @Test func equalTextsHaveNoHunks() {
        #expect(UnifiedDiff(old: Self.text(), new: Self.text()).lines.isEmpty)
    }
}
