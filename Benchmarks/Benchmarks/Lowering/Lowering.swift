import Benchmark
import LoweringWorkloads

// Lowering with the DSL vs the same rows built by hand (see LoweringWorkloads): the simple
// 10,000-row form (goal: DSL wall time ≤ 1.25× and mallocs ≤ 1.1× the hand-built version) and
// the realistic 200-row settings form (goal: ≤ 1.5×).
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
    Benchmark("Lowering the settings form: DSL") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(realisticDSLForm()) }
    }
    Benchmark("Lowering the settings form: hand-built") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(realisticHandBuiltForm()) }
    }
}
