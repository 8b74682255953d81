import Benchmark
import LoweringWorkloads

// Lowering a 10,000-row form with the DSL vs the same rows built by hand (see
// LoweringWorkloads). Goal: DSL wall time ≤ 1.25× and mallocs ≤ 1.1× the hand-built version.
// Instruction counts come from `LoweringCount` under callgrind (see its source).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],
        maxDuration: .seconds(3),
        maxIterations: 200
    )
    checkSameRows()

    Benchmark("Lowering 10k rows: DSL") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(dslForm()) }
    }
    Benchmark("Lowering 10k rows: hand-built") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(handBuiltForm()) }
    }
}
