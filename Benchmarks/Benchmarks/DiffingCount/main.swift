import Counting
import DiffingWorkloads

// Runs diffing workloads, for instruction counts under callgrind and for CI's self-checks.
//
//   DiffingCount check              every workload's Form and Table diffs, checked (CI runs this)
//   DiffingCount flat100k [N]       one workload: the floor, Table.changes and Form.changes, in
//                                   that order, each N (1) times, every result checked
//   DiffingCount flat100k N form    only Form.changes (also: table, floor, setup), for massif
//
// Benchmarks/diffing-instructions.sh runs 1 and 2 calls under callgrind: the difference is a
// warmed-up call, measured in the same process as the floor's. Table runs before Form, so a
// first call of Form finds the one-time costs they share paid. `floor()`, `formDiff()` and
// `tableDiff()` are never inlined, so their inclusive counts exclude building the workload.

let arguments = Array(CommandLine.arguments.dropFirst())
let name = arguments.first ?? "check"
let calls = callCount(arguments.dropFirst().first)
let mode = arguments.dropFirst(2).first ?? "all"

if name == "check" {
    for name in workloadNames {
        let workload = workload(named: name)!
        workload.check()
        print("\(workload.name): checked, \(workload.expected)")
    }
} else if let workload = workload(named: name) {
    for _ in 0..<calls {
        switch mode {
        case "all":
            let floor = workload.floor(), table = workload.tableDiff(), form = workload.formDiff()
            workload.check(floor: floor, form: form, table: table)
        case "floor": _ = workload.floor()
        case "form": _ = workload.formDiff()
        case "table": _ = workload.tableDiff()
        default: break
        }
    }
    print("\(workload.name) (\(mode), \(calls)×): \(workload.expected)")
} else {
    print("usage: DiffingCount check | \(workloadNames.joined(separator: "|")) [N] [all|floor|form|table|setup]")
    fatalError("unknown workload \(name)")
}
