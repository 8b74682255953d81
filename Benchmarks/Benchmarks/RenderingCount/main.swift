import RenderingWorkloads

// Renders the 10,000-row form once, for instruction counts under callgrind, or checks it:
//
//   RenderingCount check     FormworkHTML's markup equals Plot's (normalised), and the outline's lines (CI runs this)
//   RenderingCount html      form.html(action:) once        (also: plot, outline, none)
//   RenderingCount print-html   the markup itself              (also: print-plot)
//   RenderingCount time [N]  N rounds of the three, interleaved: median and fastest wall times,
//                            and the ratios of the medians (load on the machine hits all three)
//
// Benchmarks/rendering-instructions.sh runs each under callgrind and prints the inclusive
// instructions of `renderFormworkHTML`, `renderPlot` and `renderOutline`, which are never
// inlined and take the form built here, so their counts exclude building it.

let mode = CommandLine.arguments.dropFirst().first ?? "check"
let form = makeRenderingForm()
switch mode {
case "check":
    checkRendering(form)
    print("rendering: checked, \(form.rows.count) rows: FormworkHTML equals Plot (normalised), outline complete")
case "html": print("html: \(renderFormworkHTML(form).utf8.count) bytes")
case "plot": print("plot: \(renderPlot(form).utf8.count) bytes")
case "outline": print("outline: \(renderOutline(form).utf8.count) bytes")
case "none": print("built \(form.rows.count) rows")
case "time": timeInterleaved(rounds: Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 30)
case "print-html": print(renderFormworkHTML(form))
case "print-plot": print(renderPlot(form))
default:
    print("usage: RenderingCount [check|html|plot|outline|none]")
    preconditionFailure("unknown mode \(mode)")
}

/// Times the three workloads in `rounds` rounds, each round running all three in a rotating
/// order, and prints each one's median and fastest wall time and the ratios of the medians.
func timeInterleaved(rounds: Int) {
    checkRendering(form)
    let workloads: [(name: String, run: () -> Int)] = [
        ("FormworkHTML", { renderFormworkHTML(form).utf8.count }),
        ("Plot", { renderPlot(form).utf8.count }),
        ("outline", { renderOutline(form).utf8.count }),
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
    print("ratios of medians (\(rounds) rounds, interleaved): FormworkHTML ÷ Plot \(format(medians[0] / medians[1]))× (goal ≤ 0.5×), FormworkHTML ÷ outline \(format(medians[0] / medians[2]))× (goal ≤ 2×) [\(bytes) bytes]")
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
