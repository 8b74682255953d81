import Testing

@testable import Formwork

/// `.length(bounds)` on text checks, reports and states its own bounds, however many bounds a
/// program states, and from several threads at once (each call makes its own rule: no table).
@Suite struct TextLengthRuleTests {
    @Test func eachRuleKeepsItsOwnBounds() {
        let rules = (1...150).map { ValidationRule<String>.length($0...$0) }
        for (index, rule) in rules.enumerated() {
            let length = index + 1
            #expect(rule.check(String(repeating: "x", count: length)))
            #expect(!rule.check(String(repeating: "x", count: length + 1)))
            #expect(rule.constraint == .length(min: length, max: length))
        }
    }

    @Test func rulesMadeOnEightThreadsCheckTheirOwnBounds() async {
        let results = await withTaskGroup(of: [Bool].self) { group in
            for thread in 0..<8 {
                group.addTask {
                    (1...40).map { length in
                        let rule = ValidationRule<String>.length((length + thread)...(length + thread))
                        return rule.check(String(repeating: "x", count: length + thread))
                            && !rule.check(String(repeating: "x", count: length + thread + 1))
                            && rule.constraint == .length(min: length + thread, max: length + thread)
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0 += $1 }
        }
        #expect(results == [Bool](repeating: true, count: 8 * 40))
    }
}
