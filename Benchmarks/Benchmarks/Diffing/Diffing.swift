import Benchmark
import DiffingWorkloads
import Formwork

// Diffing: flat 10k and 100k (10% deleted, 10% updated, 5% moved, 10% inserted), flat 100k
// reversed, and 100 sections × 1,000 rows (the same mix per section, 1% of rows moved across
// sections, 3 sections deleted, 3 inserted, 5 moved), with `Int` ids and an `Int` version as
// content. Each workload's `Table.changes` and `Form.changes` run beside the floor: fill a
// `Dictionary<Int, Int>` with the old ids and look up every new id. Goals: Table ≤ 2× the
// floor, Form ≤ 3×. Instruction counts: Benchmarks/diffing-instructions.sh.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],
        maxDuration: .seconds(3),
        maxIterations: 200
    )
    for name in workloadNames {
        let workload = workload(named: name)!
        workload.check()
        Benchmark("\(workload.name): floor") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(workload.floor()) }
        }
        Benchmark("\(workload.name): Table.changes") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(workload.tableDiff()) }
        }
        Benchmark("\(workload.name): Form.changes") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(workload.formDiff()) }
        }
    }
}
