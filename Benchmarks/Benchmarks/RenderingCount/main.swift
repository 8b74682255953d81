import Counting
import RenderingWorkloads

// Renders the 10,000-row form, for instruction counts under callgrind, or checks it:
//
//   RenderingCount check        FormworkHTML's markup equals Plot's (normalised), and the outline's lines (CI runs this)
//   RenderingCount html [N]     form.html(action:) N (1) times   (also: plot, outline, none)
//   RenderingCount print-html   the markup itself                (also: print-plot)
//   RenderingCount lower-keypath [N]    the form lowered N (1) times, its inputs bound by
//                                       `model.binding(\.flags[index])` (also: lower-subscript,
//                                       bound by `$model.flags[index]`)
//   RenderingCount time [N]     N rounds of the three, interleaved: median and fastest wall times,
//                               and the ratios of the medians (load on the machine hits all three)
//
// Benchmarks/rendering-instructions.sh counts 1 and 2 calls of each under callgrind (the
// difference is a warmed-up call) and prints the inclusive instructions of
// `renderFormworkHTML`, `renderPlot` and `renderOutline`, which are never inlined and take
// the same input made here (the form, and the keys and control ids FormworkHTML computes for
// itself), so their counts exclude making it.

let mode = CommandLine.arguments.dropFirst().first ?? "check"
let number = CommandLine.arguments.dropFirst(2).first
let input = RenderingInput(makeRenderingForm())
let renderers: [String: (RenderingInput) -> String] = ["html": renderFormworkHTML, "plot": renderPlot, "outline": renderOutline]
switch mode {
case "check":
    checkRendering(input)
    checkElementSpellings()
    print("rendering: checked, \(input.form.rows.count) rows: FormworkHTML equals Plot (normalised), outline complete")
case "html", "plot", "outline":
    var bytes = 0
    for _ in 0..<callCount(number) { bytes = renderers[mode]!(input).utf8.count }
    print("\(mode): \(bytes) bytes, \(callCount(number))×")
case "lower-keypath", "lower-subscript":
    let model = RenderingModel(spelling: mode == "lower-keypath" ? .keyPath : .subscript)
    var rows = 0
    for _ in 0..<callCount(number) { rows += lowerRenderingForm(model).rows.count }
    print("lowered \(rows) rows (\(mode))")
case "none": print("built \(input.form.rows.count) rows")
case "time": timeInterleaved(rounds: callCount(number, fallback: 30))
case "print-html": print(renderFormworkHTML(input))
case "print-plot": print(renderPlot(input))
default:
    print("usage: RenderingCount [check|html|plot|outline|lower-keypath|lower-subscript|none] [N]")
    fatalError("unknown mode \(mode)")
}

/// Times the three workloads in `rounds` rounds, each round running all three in a rotating
/// order, and prints each one's median and fastest wall time and the ratios of the medians.
func timeInterleaved(rounds: Int) {
    checkRendering(input)
    let workloads: [(name: String, run: () -> Int)] = [
        ("FormworkHTML", { renderFormworkHTML(input).utf8.count }),
        ("Plot", { renderPlot(input).utf8.count }),
        ("outline", { renderOutline(input).utf8.count }),
    ]
    var times = Array(repeating: [Double](), count: workloads.count)
    var bytes = 0
    let clock = ContinuousClock()
    for round in 0..<rounds {
        for offset in 0..<workloads.count {
            let index = (round + offset) % workloads.count
            let elapsed = clock.measure { bytes &+= workloads[index].run() }
            times[index].append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] }
    for (index, workload) in workloads.enumerated() {
        let line = "\(workload.name): median \(format(medians[index])) ms, fastest \(format(times[index].min()!)) ms"
        print(line)
    }
    print(
        "ratios of medians (\(rounds) rounds, interleaved): FormworkHTML ÷ Plot \(format(medians[0] / medians[1]))× (goal ≤ 0.5×), FormworkHTML ÷ outline \(format(medians[0] / medians[2]))× (goal ≤ 2×) [\(bytes) bytes]"
    )
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
