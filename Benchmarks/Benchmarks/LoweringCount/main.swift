import Counting
import LoweringWorkloads

// The lowering workloads, for instruction counts under callgrind and CI's self-check:
//
//   LoweringCount check        both versions of each form build the same rows (CI runs this)
//   LoweringCount MODE [N]     one version lowered N (1) times; MODE is dsl or hand (the simple
//                              10k-row form), realistic-dsl or realistic-hand (the 200-row
//                              settings form), or none (nothing lowered)
//   LoweringCount bindings-member [N]   N (1) calls of 1,000 `$model.member` bindings
//   LoweringCount bindings-subscript [N]  N (1) calls of 1,000 `$model.array[index]`
//   LoweringCount bindings-foreach [N]  N (1) calls of `ForEach($model.array)` over 1,000 elements
//   LoweringCount bindings-element [N]  N (1) calls of 1,000 `model.binding(\.array[index])`
//
// Benchmarks/lowering-instructions.sh counts 1 and 2 calls; the difference is a warmed-up
// call. The workload functions are never inlined, so their counts exclude setup.

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "check"
let workloads = [
    "dsl": dslForm, "hand": handBuiltForm, "realistic-dsl": realisticDSLForm, "realistic-hand": realisticHandBuiltForm,
]
let bindingWorkloads = [
    "bindings-member": bindingScreen.memberBindings, "bindings-subscript": bindingScreen.subscriptBindings,
    "bindings-element": bindingScreen.elementBindings, "bindings-foreach": bindingScreen.forEachBindings,
]
if mode == "check" {
    checkSameRows()
    checkBindings()
    print(
        "lowering: checked, DSL and hand-built build the same rows (simple and realistic); bindings read and write their values")
} else if let workload = bindingWorkloads[mode] {
    let calls = callCount(arguments.dropFirst().first)
    var made = 0
    for _ in 0..<calls { made += workload().count }
    print("made \(made) bindings (\(mode))")
} else if let workload = workloads[mode] {
    let calls = callCount(arguments.dropFirst().first)
    var rows = 0
    for _ in 0..<calls { rows += workload().sections.count }
    print("lowered \(mode) \(calls) times")
} else if mode != "none" {
    print(
        "usage: LoweringCount check | dsl | hand | realistic-dsl | realistic-hand | bindings-member | bindings-subscript | bindings-element | bindings-foreach | none [N]"
    )
    fatalError("unknown mode \(mode)")
}
