import RenderingWorkloads

// Renders the 10,000-row form once, for instruction counts under callgrind, or checks it:
//
//   RenderingCount check     FormworkHTML's markup equals Plot's (normalised), and the outline's lines (CI runs this)
//   RenderingCount html      form.html(action:) once        (also: plot, outline, none)
//   RenderingCount print-html   the markup itself              (also: print-plot)
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
case "print-html": print(renderFormworkHTML(form))
case "print-plot": print(renderPlot(form))
default:
    print("usage: RenderingCount [check|html|plot|outline|none]")
    preconditionFailure("unknown mode \(mode)")
}
