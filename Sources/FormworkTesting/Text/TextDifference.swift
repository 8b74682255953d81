/// The message FormworkTesting records when an actual text is not the expected one: a unified
/// diff from the expected text (`-`) to the actual one (`+`), under `--- expected <what>` and
/// `+++ actual <what>`; `nil` when the texts are equal once `expected` is normalised (see
/// ``ExpectedText``).
func differenceMessage(expected: String, actual: String, naming what: String) -> String? {
    let expected = ExpectedText.normalized(expected)
    guard expected != actual else { return nil }
    let header = ["--- expected \(what)", "+++ actual \(what)"]
    return (header + UnifiedDiff(old: expected, new: actual).lines).joined(separator: "\n")
}
