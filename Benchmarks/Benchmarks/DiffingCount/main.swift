import DiffingWorkloads
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

// Runs one diffing workload's diff and floor once each, for instruction counts under callgrind:
//
//   swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-diffing --product DiffingCount
//   valgrind --tool=callgrind --callgrind-out-file=flat100k.out Benchmarks/.build-diffing/release/DiffingCount flat100k
//   callgrind_annotate --inclusive=yes flat100k.out | grep -E 'DiffingWorkload\.(diff|floor)'
//
// `diff()` and `floor()` are never inlined, so their inclusive counts exclude building the forms.
// Cases: flat10k, flat100k, sectioned. An optional second argument runs only `diff`, `floor` or
// `setup`, for heap peaks under massif (peak of one mode minus the peak of `setup`):
//
//   valgrind --tool=massif --massif-out-file=diff.out Benchmarks/.build-diffing/release/DiffingCount flat100k diff

let name = CommandLine.arguments.dropFirst().first ?? "flat100k"
let mode = CommandLine.arguments.dropFirst(2).first ?? "both"
let workload = switch name {
case "flat10k": flatWorkload(rows: 10_000)
case "sectioned": sectionedWorkload()
default: flatWorkload(rows: 100_000)
}
if mode == "setup" { exit(0) }
if mode == "floor" {
    precondition(workload.floor() == workload.ids.count)
    exit(0)
}
let changes = workload.diff()
workload.validate(changes)
if mode == "both" { precondition(workload.floor() == workload.ids.count) }
print("\(workload.name): \(changes.rows.moved.count) moves reported, \(workload.trulyMovedRows) rows truly moved; "
      + "\(changes.sections.moved.count) section moves reported, \(workload.trulyMovedSections) truly moved; "
      + "\(changes.rows.updated.count) updated in place, \(changes.rows.movedAndUpdated.count) moved and updated")
