import Formwork

/// A section's rows as the renderer writes them: their plans, what describes them, and which
/// rows the choices of a picker reveal (`.revealed(by:choosing:)`) — the rows right after a
/// picker that name it, each written inside its choice where the theme places it
/// (``HTMLRowMarkup/revealedRows(_:_:_:)``), else right after the picker's markup.
struct SectionRows {
    let section: Section
    let plans: [RowPlan]
    /// The titles more than one action row has, which the section's legend then describes.
    let repeatedTitles: Set<String>
    /// The id of the section's legend, for action rows whose titles repeat; `nil` for none.
    let legendID: String?
    /// The id of the section's footer; `nil` for none.
    let footerID: String?
    /// The indices of the rows each picker reveals, by the picker's index.
    private let revealedByPicker: [Int: [Int]]
    /// The indices of the rows a picker before them writes.
    private let revealedRows: Set<Int>

    init(section: Section, plans: [RowPlan], repeatedTitles: Set<String>, legendID: String?, footerID: String?) {
        self.section = section
        self.plans = plans
        self.repeatedTitles = repeatedTitles
        self.legendID = legendID
        self.footerID = footerID
        var revealed: [Int: [Int]] = [:]
        let rows = section.rows
        for picker in rows.indices {
            var next = picker + 1
            while next < rows.count, rows[next].reveal?.picker == rows[picker].id { next += 1 }
            if next > picker + 1 { revealed[picker] = Array(picker + 1..<next) }
        }
        revealedByPicker = revealed
        revealedRows = Set(revealed.values.joined())
    }

    /// The indices of the rows the section writes in its own place: all but those a picker
    /// writes.
    var ownRows: [Int] { plans.indices.filter { !revealedRows.contains($0) } }

    /// The indices of the rows the row at `index` reveals, in order; empty for most rows.
    func rows(revealedBy index: Int) -> [Int] { revealedByPicker[index] ?? [] }

    /// The id of the section's legend if it describes the row at `index`: an action row whose
    /// title repeats.
    func headerID(ofRow index: Int) -> String? {
        plans[index].actionTitle.map(repeatedTitles.contains) == true ? legendID : nil
    }
}
