import Counting
import Formwork
import MallocStatistics
import RenderingWorkloads

// Bytes per row of the rendering benchmark's form (RenderingWorkloads: mixed rows and inputs
// bound to a `FormModel`, explicit ids on the inputs and buttons) once lowered, against the same
// rows kept as plain structs (PlainRenderingRows.swift), counted with the C allocator's
// statistics (glibc's mallinfo2), not the process's resident pages:
//
//   MemoryCount check          builds 2,000 rows both ways and checks the form against the
//                              plain rows (CI runs this)
//   MemoryCount measure [N]    the bytes of N rows (100,000) both ways, where the form's go, and
//                              last `memory: B bytes per row, R× a hand-built row`
//
// The model is made first and not counted: both versions read it, and it outlives either. What
// a version keeps is the allocator's bytes in use after building it, less those before. A small
// form is built and dropped first, so one-time costs (type metadata, caches) are not counted.
// Benchmarks/memory.sh runs both.

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "check"

/// Bytes the allocator holds, its per-block overhead included.
func allocated() -> Int { formwork_allocated_bytes() }

/// The allocator's bytes for the object `reference` points to.
func objectBytes(_ reference: UnsafeRawPointer) -> Int { formwork_block_bytes(reference) }

/// The bytes `body`'s result keeps allocated, and the result.
func keptBytes<Result>(_ body: () -> Result) -> (bytes: Int, result: Result) {
    let before = allocated()
    let result = body()
    return (allocated() - before, result)
}

/// Sections of `rowsPerSection` rows for `rows` rows.
func sectionCount(rows: Int) -> Int {
    require(rows > 0 && rows % renderingRowsPerSection == 0, "rows must be a positive multiple of \(renderingRowsPerSection)")
    return rows / renderingRowsPerSection
}

switch mode {
case "check":
    let model = RenderingModel(sections: 20)
    checkRenderingForm(makeRenderingForm(model), against: plainRenderingSections(model))
    print("memory: checked, \(20 * renderingRowsPerSection) rows: the lowered form shows what the plain rows hold")
case "measure":
    measure(rows: callCount(arguments.dropFirst().first, fallback: 100_000))
default:
    print("usage: MemoryCount check | measure [rows]")
    fatalError("unknown mode \(mode)")
}

func measure(rows: Int) {
    // One-time costs first: metadata, conformance caches, lazily made globals.
    do {
        let warm = RenderingModel(sections: 2)
        checkRenderingForm(makeRenderingForm(warm), against: plainRenderingSections(warm))
    }
    let model = RenderingModel(sections: sectionCount(rows: rows))

    let (handBytes, plain) = keptBytes { plainRenderingSections(model) }
    var (formBytes, form): (Int, Form?) = keptBytes { makeRenderingForm(model) }
    checkRenderingForm(form!, against: plain)

    // Where the form's bytes go. Its index: what dropping the form frees while its sections live.
    var sections: [Section]? = form!.sections
    let beforeDrop = allocated()
    form = nil
    let indexBytes = beforeDrop - allocated()
    let parts = LoweredParts(sections!)
    let componentBytes = formBytes - indexBytes - parts.rowArrays - parts.boxes - parts.identities - parts.sectionArray
    sections = nil

    // The components' own bytes, kind by kind, and one binding to an element of the model, as
    // the form's inputs have (its key path and closures).
    let kinds = model.componentBytes()
    require(kinds.map(\.rows).reduce(0, +) == rows, "the kinds of rows do not add up to the form's rows")
    let bindings = 10_000
    let bindingBytes = model.bindingBytes(count: bindings) / bindings

    func perRow(_ bytes: Int) -> String { String(bytes / rows) }
    func line(_ label: String, _ bytes: String) { print(label.padding(toLength: 72, withPad: " ", startingAt: 0) + bytes) }
    print(
        "bytes per row, \(rows) rows of the rendering form (\(rows / renderingRowsPerSection) sections × \(renderingRowsPerSection))"
    )
    line("lowered form (Formwork)", perRow(formBytes))
    line("  the form's index of identities", perRow(indexBytes))
    line(
        "  sections' row arrays (Node: \(MemoryLayout<Node>.stride) bytes, with spare capacity)",
        perRow(parts.rowArrays + parts.sectionArray))
    line("  component boxes", perRow(parts.boxes))
    line("  identity objects", parts.identitiesCounted ? perRow(parts.identities) : "inline in Node")
    line("  the components' own (titles, bindings, rules, options, actions)", perRow(componentBytes))
    for (kind, count, bytes) in kinds {
        line("    \(kind): \(bytes) bytes each, \(count) rows", perRow(bytes * count))
    }
    line("    (a binding from model.binding(\\.flags[index]): \(bindingBytes) bytes each)", "")
    line("hand-built rows (plain structs: id, title, detail, value)", perRow(handBytes))
    let ratio = Double(formBytes) / Double(handBytes)
    print("memory: \(formBytes / rows) bytes per row, \(format(ratio))× a hand-built row")
}

/// The bytes of the parts of lowered sections that the benchmark can find: each section's row
/// array, each row's component box and (where ``Identity`` is one reference) identity object.
struct LoweredParts {
    var sectionArray = 0
    var rowArrays = 0
    var boxes = 0
    var identities = 0
    var identitiesCounted = false

    init(_ sections: [Section]) {
        sectionArray = sections.withUnsafeBufferPointer { arrayBytes($0.baseAddress, count: $0.count) }
        // An erased component is one reference to its box; an identity may be one too.
        require(
            MemoryLayout<AnyRenderable>.size == MemoryLayout<UnsafeRawPointer>.size, "AnyRenderable is no longer one reference")
        identitiesCounted = MemoryLayout<Identity>.size == MemoryLayout<UnsafeRawPointer>.size
        var seen = Set<UnsafeRawPointer>()
        for section in sections {
            rowArrays += section.rows.withUnsafeBufferPointer { arrayBytes($0.baseAddress, count: $0.count) }
            for node in section.rows {
                boxes += objectBytes(unsafeBitCast(node.component, to: UnsafeRawPointer.self))
                if identitiesCounted {
                    let identity = unsafeBitCast(node.id, to: UnsafeRawPointer.self)
                    if seen.insert(identity).inserted { identities += objectBytes(identity) }
                }
            }
        }
    }
}

/// The allocator's bytes for the native array whose elements start at `elements`: its storage
/// object begins 32 bytes before them (header: isa, reference counts, count, capacity).
func arrayBytes<Element>(_ elements: UnsafePointer<Element>?, count: Int) -> Int {
    guard let elements, count > 0 else { return 0 }
    return objectBytes(UnsafeRawPointer(elements) - 32)
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
