import Benchmark
import DiffingWorkloads
import Formwork

// Diffing: one section of 10,000 and 100,000 rows (10% deleted, 10% updated, 5% moved, 10%
// inserted) and 100 sections × 1,000 rows (1% of rows moved across sections, 3 sections
// deleted, 3 inserted, 5 moved), each beside its floor: a `Dictionary` of the n ids with
// reserved capacity. Goals: flat 100k within 4× the floor, sectioned within 10×; memory linear.
// Instruction counts come from `DiffingCount` under callgrind (see its source).

let workloads = [flatWorkload(rows: 10_000), flatWorkload(rows: 100_000), sectionedWorkload()]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],
        maxDuration: .seconds(3),
        maxIterations: 200
    )
    for workload in workloads {
        let changes = workload.diff()
        workload.validate(changes)
        workload.validateThroughHost(changes)
        print("\(workload.name): \(changes.rows.moved.count) moves reported, \(workload.trulyMovedRows) rows truly moved; "
              + "\(changes.sections.moved.count) section moves reported, \(workload.trulyMovedSections) truly moved")

        Benchmark("\(workload.name): diff") { benchmark in
            for _ in benchmark.scaledIterations {
                let changes = workload.diff()
                workload.validate(changes)
                blackHole(changes)
            }
        }
        Benchmark("\(workload.name): floor") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(workload.floor()) }
        }
    }
}
