// What the counting drivers (`DiffingCount`, `LoweringCount`, `RenderingCount`,
// `KeystrokeCount`) share.
//
// A workload's first call pays one-time runtime costs (type metadata, protocol conformance
// lookups, lazily initialized globals) that a program pays once, not on every call. So the
// drivers take how many times to call a workload, and the scripts run each twice under
// callgrind: once calling it once (the first-call figure) and once calling it more often; the
// difference, divided by the extra calls, is what a warmed-up call costs. (Markers around the
// warmed-up calls do not work: the optimizer merges identical marker functions.)

/// `precondition` that says why even in release builds, where a precondition's message is
/// dropped: a failing self-check exits non-zero with its reason.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// The number of calls a driver's argument asks for: a positive integer, else `fallback`.
public func callCount(_ argument: String?, fallback: Int = 1) -> Int {
    argument.flatMap(Int.init).map { max(1, $0) } ?? fallback
}
