import LoweringWorkloads

// Lowers the 10,000-row form once with the DSL or by hand, for instruction counts under callgrind:
//
//   swift build -c release --package-path Benchmarks --product LoweringCount
//   valgrind --tool=callgrind --callgrind-out-file=dsl.out Benchmarks/.build/release/LoweringCount dsl
//   callgrind_annotate --inclusive=yes dsl.out | grep -E 'LoweringWorkloads\.(dslForm|handBuiltForm)'
//
// `dslForm()` and `handBuiltForm()` are never inlined, so their inclusive counts exclude setup.
// Modes: dsl, hand, both (the default, after checking that both build the same rows).

let mode = CommandLine.arguments.dropFirst().first ?? "both"
if mode == "both" { checkSameRows() }
var rows = 0
if mode == "dsl" || mode == "both" { rows += dslForm().rows.count }
if mode == "hand" || mode == "both" { rows += handBuiltForm().rows.count }
print("lowered \(rows) rows (\(mode))")
