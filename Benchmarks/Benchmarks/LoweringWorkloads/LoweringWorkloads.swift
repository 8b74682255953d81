import Counting
import Formwork
import SettingsWorkloads

// Lowering, DSL against the same rows built by hand as `[Section]`/`[Node]`, two ways:
// - simple: a 10,000-row form of `Row`s and `Text`s (100 sections × 100 rows with
//   conditionals and loops), which measures the builders alone;
// - realistic: the 200-row settings form (SettingsWorkloads), inputs with `$settings.member`
//   bindings, a `ForEach` over a bound collection and a conditional section, against the same
//   components and bindings put in nodes by hand.
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
        sections.append(
            Section(
                id: Identity(section), header: AnyRenderable(Text(headers[section])),
                footer: section % 10 == 0 ? AnyRenderable(Text("Footer")) : nil, rows: rows))
    }
    return Form(sections: sections)
}

/// The settings screen both realistic versions read.
public let settingsScreen = SettingsScreen()

/// The realistic DSL version: the settings form as written with the builders.
@inline(never)
public func realisticDSLForm() -> Form {
    settingsScreen.form
}

/// The realistic hand-built version: the same components and bindings in nodes.
@inline(never)
public func realisticHandBuiltForm() -> Form {
    settingsScreen.handBuiltForm
}

/// Checks, once, that both versions of each form build the same rows: a fast wrong answer
/// cannot pass.
public func checkSameRows() {
    checkHandBuiltForm()
    checkSimpleForms()
}

func checkSimpleForms() {
    let dsl = dslForm(), hand = handBuiltForm()
    require(dsl.rows.count == sectionCount * 100, "DSL built \(dsl.rows.count) rows")
    require(dsl.rows.map(\.component) == hand.rows.map(\.component), "DSL and hand-built rows differ")
    require(dsl.sections.map(\.header) == hand.sections.map(\.header), "DSL and hand-built headers differ")
    require(dsl.sections.map(\.footer) == hand.sections.map(\.footer), "DSL and hand-built footers differ")
    require(dsl.rows.map(\.isDisabled) == hand.rows.map(\.isDisabled), "DSL and hand-built disabled flags differ")
    require(dsl.duplicateIdentities.isEmpty && hand.duplicateIdentities.isEmpty, "repeated identities")
    // Hand-built rows have explicit ids where the DSL's are structural; the ForEach rows' ids
    // are explicit on both sides and must be the same.
    let explicit = zip(dsl.rows, hand.rows).filter { $0.0.id.isExplicit }
    require(explicit.count == sectionCount * keyedCount, "the DSL has \(explicit.count) explicit row ids")
    require(explicit.allSatisfy { $0.0.id == $0.1.id }, "DSL and hand-built explicit row ids differ")
    // The DSL's structural identities, spelled out from how the form is written: a release
    // build must give every row the identity a debug build documents.
    require(
        dsl.sections.map(\.id.description) == (0..<sectionCount).map { "Section@[\($0)]" },
        "the DSL's section identities differ from their documented form")
    require(dsl.valueKeys == (0..<sectionCount).map(structuralKeys), "the DSL's row identities differ from their documented form")
}

/// The values keys of section `section` of `dslForm()`, written from the builder paths: the
/// plain row is statement 0; the if/else statement 1 (`L` for its first branch, `R` for the
/// second); the loop statement 2, each pass `[row]` with its if/else; the ForEach rows have ids.
private func structuralKeys(section: Int) -> [String] {
    let prefix = "Section@[\(section)]/"
    var rowKeys = [prefix + "Row@0", prefix + (section % 2 == 0 ? "Text@1/L" : "Row@1/R")]
    for row in 0..<loopCount {
        rowKeys.append(prefix + (row % 3 == 0 ? "Row@2/[\(row)]/L" : "Text@2/[\(row)]/R"))
    }
    return rowKeys + keys[section]
}
