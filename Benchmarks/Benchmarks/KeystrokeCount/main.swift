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
//   KeystrokeCount dsl [N]    N (1) keystroke cycles of the DSL form, each checked
//   KeystrokeCount hand [N]   the same for the hand baseline (plain structs + the floor)
//   KeystrokeCount time [R]   thread CPU time per cycle, DSL and hand interleaved in R (100)
//                             rounds of 50 cycles each: medians and fastest
//
// Benchmarks/keystroke-instructions.sh counts 1 and 11 cycles; the difference over 10 is a
// warmed-up cycle.

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "check"
let number = arguments.dropFirst().first

switch mode {
case "check":
    checkSettingsWorkloads()
    print("keystroke: checked (one row updated per keystroke, one section deleted when hidden, baselines build the same rows)")
case "dsl":
    var workload = KeystrokeWorkload()
    let expected = FormChangeset(rows: RowChanges(updated: [nameFieldPath]))
    for _ in 0..<callCount(number) {
        let changes = workload.cycle().changes
        require(changes == expected, "a keystroke changed more than the name field: \(changes)")
    }
    print("dsl: \(callCount(number)) keystrokes, each \(expected)")
case "hand":
    var workload = PlainKeystrokeWorkload()
    for _ in 0..<callCount(number) {
        let paired = workload.cycle()
        require(paired == settingsRowCount, "the floor paired \(paired) rows")
    }
    print("hand: \(callCount(number)) keystrokes, each pairing \(settingsRowCount) rows")
case "time":
    timeInterleaved(rounds: callCount(number, fallback: 100), cyclesPerRound: 50)
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
    print(
        "keystroke CPU time: \(format(dslMedian)) µs per cycle, \(format(dslMedian / handMedian))× the hand baseline (medians of \(rounds) rounds of \(cyclesPerRound))"
    )
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
