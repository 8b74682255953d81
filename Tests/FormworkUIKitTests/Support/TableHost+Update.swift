import Formwork

@testable import FormworkUIKit

extension TableHost {
    /// Performs the calls `update` plans, as the adapter makes them on a table view, with `new`
    /// as the data source afterwards.
    mutating func perform(_ update: TableUpdate, to new: Form) throws(BatchUpdateError) {
        switch update.kind {
        case .reloadData:
            reloadData(new)
        case .batch, .inPlace:
            try performBatchUpdates(
                update.batch, to: new, reconfiguringRows: update.reconfiguredRows.map(\.to),
                reconfiguringSections: update.reconfiguredSections.map(\.to))
        }
    }
}

/// A row path, briefly.
func path(_ section: Int, _ row: Int) -> RowPath {
    RowPath(section: section, row: row)
}

/// A one-section form (section `"S"`) of rows identified by their specs; a spec `"b'"` is row
/// `"b"` with changed content.
func flat(_ rows: String...) -> Form {
    Form(sections: [
        Section(
            id: "S", header: "S",
            rows: rows.map { spec in
                Node(id: Identity(String(spec.prefix { $0 != "'" })), component: Row(spec))
            })
    ])
}

/// No decorations for any row of `form`.
func plain(_ form: Form) -> [[RowDecoration]] {
    form.sections.map { $0.rows.map { _ in RowDecoration() } }
}
