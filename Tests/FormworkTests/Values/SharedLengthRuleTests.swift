import Testing

@testable import Formwork

/// `.length(bounds)` on text is one object per bounds, shared by every field that states them,
/// and each shared rule still checks, reports and states its own bounds, also once the table of
/// shared rules has been emptied and filled again. Serialized: one test empties the table.
@Suite(.serialized) struct SharedLengthRuleTests {
    @Test func textLengthRulesAreSharedPerBounds() {
        let name = ValidationRule<String>.length(2...64), again = ValidationRule<String>.length(2...64)
        let other = ValidationRule<String>.length(2...8)
        #expect(name.storage === again.storage)
        #expect(name.storage !== other.storage)
        #expect(name.check("ab") && !name.check("a"))
        #expect(other.check("abcdefgh") && !other.check("abcdefghi"))
        #expect(name.constraint == .length(min: 2, max: 64))
        #expect(other.constraint == .length(min: 2, max: 8))
        // Rules over other values are not shared.
        #expect(ValidationRule<[Int]>.length(2...64).storage !== ValidationRule<[Int]>.length(2...64).storage)
    }

    @Test func manyBoundsKeepTheirOwnRules() {
        // More bounds than the table keeps: it is emptied on the way, and every rule still holds
        // its own bounds.
        let rules = (1...150).map { ValidationRule<String>.length($0...$0) }
        for (index, rule) in rules.enumerated() {
            let length = index + 1
            #expect(rule.check(String(repeating: "x", count: length)))
            #expect(!rule.check(String(repeating: "x", count: length + 1)))
            #expect(rule.constraint == .length(min: length, max: length))
        }
        #expect(ValidationRule<String>.length(150...150).storage === rules[149].storage)
    }
}
