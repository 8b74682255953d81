import Formwork

// Lowering: a 10,000-row form (100 sections × 100 mixed rows with conditionals and loops)
// written with the builder DSL, against the same rows built by hand as `[Section]`/`[Node]`.
// Shared by `Lowering` (package-benchmark) and `LoweringCount` (callgrind).

public let sectionCount = 100
let loopCount = 90
let keyedCount = 8
// Texts are made once, outside the measured code, so both versions pay only for lowering.
public let headers = (0..<sectionCount).map { "Section \($0)" }
public let titles = (0..<loopCount).map { "Row \($0)" }
public let keys = (0..<sectionCount).map { section in (0..<keyedCount).map { "\(section)-\($0)" } }

/// The DSL version: every section has a plain row, an if/else, a 90-row loop with an if/else
/// inside, and 8 rows from a ForEach with explicit ids: 100 rows.
@inline(never)
public func dslForm() -> Form {
    Form {
        for section in 0..<sectionCount {
            Section(headers[section], footer: section % 10 == 0 ? "Footer" : nil) {
                Row("Title", detail: headers[section])
                if section % 2 == 0 { Text("Even") } else { Row("Odd") }
                for row in 0..<loopCount {
                    if row % 3 == 0 { Row(titles[row], detail: "detail") } else { Text(titles[row]) }
                }
                ForEach(keys[section], id: \.self) { key in Row(key) }
            }
        }
    }
}

/// The same rows, built the way code without a DSL would: nodes appended to arrays.
@inline(never)
public func handBuiltForm() -> Form {
    var sections: [Section] = []
    for section in 0..<sectionCount {
        var rows: [Node] = []
        var id = section * 100
        func append(_ component: AnyRenderable) {
            rows.append(Node(id: Identity(id), component: component))
            id += 1
        }
        append(AnyRenderable(Row("Title", detail: headers[section])))
        append(section % 2 == 0 ? AnyRenderable(Text("Even")) : AnyRenderable(Row("Odd")))
        for row in 0..<loopCount {
            append(row % 3 == 0 ? AnyRenderable(Row(titles[row], detail: "detail")) : AnyRenderable(Text(titles[row])))
        }
        for key in keys[section] {
            rows.append(Node(id: Identity(key), component: AnyRenderable(Row(key))))
        }
        sections.append(Section(id: Identity(section), header: AnyRenderable(Text(headers[section])),
                                footer: section % 10 == 0 ? AnyRenderable(Text("Footer")) : nil, rows: rows))
    }
    return Form(sections: sections)
}

/// Checks, once, that both versions build the same rows: a fast wrong answer cannot pass.
public func checkSameRows() {
    let dsl = dslForm(), hand = handBuiltForm()
    precondition(dsl.rows.count == sectionCount * 100, "DSL built \(dsl.rows.count) rows")
    precondition(dsl.rows.map(\.component) == hand.rows.map(\.component), "DSL and hand-built rows differ")
    precondition(dsl.sections.map(\.header) == hand.sections.map(\.header))
    precondition(dsl.duplicateIdentities.isEmpty && hand.duplicateIdentities.isEmpty)
}
