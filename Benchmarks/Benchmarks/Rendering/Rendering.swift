import Benchmark
import RenderingWorkloads

// Rendering a 10,000-row form (see RenderingWorkloads): FormworkHTML's `form.html(action:)`,
// the same markup built with Plot, and `form.outline`. Goals: FormworkHTML ≤ 0.5× Plot's wall
// time and ≤ 2× the outline's. Instruction counts come from `RenderingCount` under callgrind
// (Benchmarks/rendering-instructions.sh).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        units: [.mallocCountTotal: .count],
        maxDuration: .seconds(5),
        maxIterations: 100
    )
    let form = RenderingInput(makeRenderingForm())
    checkRendering(form)

    Benchmark("Rendering 10k rows: FormworkHTML") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(renderFormworkHTML(form)) }
    }
    Benchmark("Rendering 10k rows: Plot") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(renderPlot(form)) }
    }
    Benchmark("Rendering 10k rows: outline") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(renderOutline(form)) }
    }
}
