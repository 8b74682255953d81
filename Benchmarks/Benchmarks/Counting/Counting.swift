// What the counting drivers (`DiffingCount`, `LoweringCount`, `RenderingCount`,
// `KeystrokeCount`) share: markers for the calls callgrind counts.
//
// A workload's first call pays one-time runtime costs (type metadata, protocol conformance
// lookups, lazily initialized globals) that a program pays once, not on every call. The drivers
// run each workload in `firstCall` and then again in `steadyCall`; the scripts count one or the
// other with `valgrind --tool=callgrind --toggle-collect='*Counting*steadyCall*'` (only what
// runs inside the marker is counted), so "steady" figures are warmed-up calls and "first call"
// figures come from a process where that call is the very first.

/// Runs `body` as a workload's first call in this process.
@inline(never)
public func firstCall<Result>(_ body: () -> Result) -> Result {
    body()
}

/// Runs `body` as a warmed-up call: the one the steady figures count.
@inline(never)
public func steadyCall<Result>(_ body: () -> Result) -> Result {
    body()
}

/// `precondition` that says why even in release builds, where a precondition's message is
/// dropped: a failing self-check exits non-zero with its reason.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
