import DiffingWorkloads

// Runs diffing workloads once, for instruction counts under callgrind and for CI's self-checks.
//
//   DiffingCount check              every workload's Form and Table diffs, checked (CI runs this)
//   DiffingCount flat100k           one workload, checked, then floor, Form and Table diff once each
//   DiffingCount flat100k form      only the Form diff (also: table, floor, setup), for massif
//
// Benchmarks/diffing-instructions.sh runs it under callgrind and prints each diff's inclusive
// instructions and its ratio to the floor, measured in the same process. `floor()`, `formDiff()`
// and `tableDiff()` are never inlined, so their inclusive counts exclude building the workload.

let arguments = Array(CommandLine.arguments.dropFirst())
let name = arguments.first ?? "check"
let mode = arguments.dropFirst().first ?? "all"

if name == "check" {
    for name in workloadNames {
        let workload = workload(named: name)!
        workload.check()
        print("\(workload.name): checked, \(workload.expected)")
    }
} else if let workload = workload(named: name) {
    switch mode {
    case "all": workload.check(floor: workload.floor(), form: workload.formDiff(), table: workload.tableDiff())
    case "floor": _ = workload.floor()
    case "form": _ = workload.formDiff()
    case "table": _ = workload.tableDiff()
    default: break
    }
    print("\(workload.name) (\(mode)): \(workload.expected)")
} else {
    print("usage: DiffingCount check | \(workloadNames.joined(separator: "|")) [all|floor|form|table|setup]")
}
