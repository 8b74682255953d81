import Counting
import Formwork

// The settings workloads' self-checks, which CI runs on a release build: a fast wrong answer
// cannot pass. Each failure stops the process with a message (non-zero exit).

/// Rows in the settings form with the advanced section shown, and how many take a value.
public let settingsRowCount = 200
public let settingsInputCount = 160
/// Where the advanced section and its toggle are.
let advancedSection = 6
let showsAdvancedPath = RowPath(section: 5, row: 24)

/// Checks the keystroke cycle, the conditional section, and that both baselines build what the
/// DSL form shows.
public func checkSettingsWorkloads() {
    checkKeystrokes()
    checkConditionalSection()
    checkPlainRows()
    checkHandBuiltForm()
}

/// One keystroke gives exactly one row update, the changes apply through a headless table view,
/// and the values hold what was typed.
func checkKeystrokes() {
    var workload = KeystrokeWorkload()
    require(workload.form.rows.count == settingsRowCount, "the form has \(workload.form.rows.count) rows")
    require(workload.form.duplicateIdentities.isEmpty, "repeated identities: \(workload.form.duplicateIdentities)")
    for expected in ["Jane Appleseedx", "Jane Appleseed", "Jane Appleseedx"] {
        let old = workload.form
        let (changes, values) = workload.cycle()
        require(changes == FormChangeset(rows: RowChanges(updated: [nameFieldPath])), "a keystroke gave \(changes)")
        require(values["name"] == .string(expected), "values hold \(values["name"].map { "\($0)" } ?? "no name")")
        require(values.count == settingsInputCount, "values have \(values.count) entries")
        applies(changes, from: old, to: workload.form)
    }
    var plain = PlainKeystrokeWorkload()
    let paired = plain.sections.reduce(0) { $0 + $1.rows.count }
    require(paired == settingsRowCount, "the hand baseline has \(paired) rows")
    for _ in 0..<3 { require(plain.cycle() == paired, "the floor paired fewer than \(paired) rows") }
    require(plain.sections[0].rows[0].value == .text("Jane Appleseedx"), "the hand baseline lost the keystroke")
}

/// Turning "Show Advanced Settings" off deletes exactly one section (and updates the toggle);
/// turning it on inserts it again.
func checkConditionalSection() {
    let screen = SettingsScreen()
    let shown = screen.form
    shown.row(Identity("shows-advanced"))!.component.as(Toggle.self)!.toggle()
    let hidden = screen.form
    let hiding = hidden.changes(from: shown)
    require(
        hiding
            == FormChangeset(sections: SectionChanges(deleted: [advancedSection]), rows: RowChanges(updated: [showsAdvancedPath])),
        "hiding the advanced section gave \(hiding)")
    applies(hiding, from: shown, to: hidden)
    hidden.row(Identity("shows-advanced"))!.component.as(Toggle.self)!.toggle()
    let again = screen.form
    let showing = again.changes(from: hidden)
    require(
        showing
            == FormChangeset(
                sections: SectionChanges(inserted: [advancedSection]), rows: RowChanges(updated: [showsAdvancedPath])),
        "showing the advanced section gave \(showing)")
    require(again == shown, "the form shown again differs from the first")
}

/// The plain rows show what the form's cells show: the same sections, titles and values.
func checkPlainRows() {
    let screen = SettingsScreen()
    let form = screen.form, plain = plainSections(screen.settings)
    require(form.sections.count == plain.count, "\(plain.count) plain sections for \(form.sections.count)")
    for (section, plainSection) in zip(form.sections, plain) {
        require(
            section.headerText == plainSection.header && section.footerText == plainSection.footer,
            "plain section \(plainSection.header) has another header or footer")
        require(
            section.rows.count == plainSection.rows.count,
            "plain section \(plainSection.header) has \(plainSection.rows.count) rows")
        for (node, row) in zip(section.rows, plainSection.rows) {
            let cell = Cell()
            node.component.render(in: cell)
            require(
                cell.title == row.title && (cell.value ?? cell.detail) == row.value.shown,
                "plain row \(row.title) shows \(row.value), the form \(cell.value ?? cell.detail ?? "nothing")")
        }
    }
}

/// The hand-built form has the DSL form's sections, components, disabled flags and explicit ids.
public func checkHandBuiltForm() {
    let screen = SettingsScreen()
    let dsl = screen.form, hand = screen.handBuiltForm
    require(dsl.sections.count == hand.sections.count, "hand-built: \(hand.sections.count) sections")
    for (lhs, rhs) in zip(dsl.sections, hand.sections) {
        require(
            lhs.header == rhs.header && lhs.footer == rhs.footer && lhs.rows.count == rhs.rows.count,
            "hand-built section \(rhs.id) differs")
        for (dslRow, handRow) in zip(lhs.rows, rhs.rows) {
            require(
                dslRow.component == handRow.component && dslRow.isDisabled == handRow.isDisabled,
                "hand-built row \(handRow.id) differs from \(dslRow.id)")
            require(
                !dslRow.id.isExplicit || dslRow.id.explicitValue == handRow.id.explicitValue,
                "hand-built row \(handRow.id) is not \(dslRow.id)")
        }
    }
}

extension PlainValue {
    /// The text a cell shows for it.
    var shown: String? {
        switch self {
        case .none: nil
        case .detail(let text), .text(let text), .choice(let text): text
        case .flag(let isOn): isOn ? "on" : "off"
        case .number(let number): String(number)
        }
    }
}

/// Checks that `changes` turns `old` into `new` in a headless table view.
func applies(_ changes: FormChangeset, from old: Form, to new: Form) {
    var host = TableHost(old)
    do { try host.performBatchUpdates(changes, to: new) } catch { fatalError("the changes do not apply: \(error)") }
}
