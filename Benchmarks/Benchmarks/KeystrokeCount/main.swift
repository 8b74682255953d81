import Counting
import Formwork
import SettingsWorkloads

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The keystroke cycle of the 200-row settings form, for instruction counts under callgrind, CPU
// times and CI's self-checks:
//
//   KeystrokeCount check      the self-checks (CI runs this): one keystroke updates exactly one
//                             row, hiding the conditional section deletes exactly one section,
//                             and both baselines build what the form shows
//   KeystrokeCount dsl [N]    a first cycle in `firstCall`, then N (10) cycles in `steadyCall`
//   KeystrokeCount hand [N]   the same for the hand baseline (plain structs + the floor)
//   KeystrokeCount time [R]   thread CPU time per cycle, DSL and hand interleaved in R (100)
//                             rounds of 50 cycles each: medians and fastest
//
// Benchmarks/keystroke-instructions.sh counts the steady cycles (and, in other runs, the
// first) and prints the ratio on its last line.

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "check"
let number = arguments.dropFirst().first.flatMap { Int($0) }

switch mode {
case "check":
    checkSettingsWorkloads()
    print("keystroke: checked (one row updated per keystroke, one section deleted when hidden, baselines build the same rows)")
case "dsl":
    var workload = KeystrokeWorkload()
    let cycles = number ?? 10
    let first = firstCall { workload.cycle().changes }
    let steady = steadyCall { (0..<cycles).map { _ in workload.cycle().changes } }
    require(steady.allSatisfy { $0 == first } && first == FormChangeset(rows: RowChanges(updated: [nameFieldPath])),
            "a keystroke changed more than the name field: \(steady)")
    print("dsl: 1 + \(cycles) keystrokes, each \(first)")
case "hand":
    var workload = PlainKeystrokeWorkload()
    let cycles = number ?? 10
    let first = firstCall { workload.cycle() }
    let steady = steadyCall { (0..<cycles).map { _ in workload.cycle() } }
    require(steady.allSatisfy { $0 == first } && first == settingsRowCount, "the floor paired \(steady), then \(first) rows")
    print("hand: 1 + \(cycles) keystrokes, each pairing \(first) rows")
case "time":
    timeInterleaved(rounds: number ?? 100, cyclesPerRound: 50)
default:
    print("usage: KeystrokeCount check | dsl [N] | hand [N] | time [rounds]")
    exit(2)
}

/// Times DSL and hand cycles in interleaved rounds by this thread's CPU time (not wall time,
/// which counts whatever else the machine runs), and prints per-cycle medians and minimums.
func timeInterleaved(rounds: Int, cyclesPerRound: Int) {
    var dsl = KeystrokeWorkload(), hand = PlainKeystrokeWorkload()
    for _ in 0..<cyclesPerRound { _ = dsl.cycle(); _ = hand.cycle() }
    var dslTimes: [Double] = [], handTimes: [Double] = []
    for _ in 0..<rounds {
        dslTimes.append(cpuMicroseconds { for _ in 0..<cyclesPerRound { _ = dsl.cycle() } } / Double(cyclesPerRound))
        handTimes.append(cpuMicroseconds { for _ in 0..<cyclesPerRound { _ = hand.cycle() } } / Double(cyclesPerRound))
    }
    let dslMedian = median(dslTimes), handMedian = median(handTimes)
    print("DSL cycle:  median \(format(dslMedian)) µs, fastest \(format(dslTimes.min()!)) µs of thread CPU time")
    print("hand cycle: median \(format(handMedian)) µs, fastest \(format(handTimes.min()!)) µs of thread CPU time")
    print("keystroke CPU time: \(format(dslMedian)) µs per cycle, \(format(dslMedian / handMedian))× the hand baseline (medians of \(rounds) rounds of \(cyclesPerRound))")
}

/// This thread's CPU time spent in `body`, in microseconds.
func cpuMicroseconds(_ body: () -> Void) -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e6 + Double(end.tv_nsec - start.tv_nsec) / 1e3
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
