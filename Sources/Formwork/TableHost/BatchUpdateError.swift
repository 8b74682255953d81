/// Why ``TableHost/performBatchUpdates(_:to:)`` refused a batch: where UITableView would raise
/// an internal-inconsistency exception, or where the batch, though accepted, would leave the
/// table showing something other than the new form.
///
/// Each error names the offending index (`[section, row]` for rows) and reads like UIKit's
/// message:
///
/// ```swift
/// print(error)   // attempt to delete row 3 from section 0 ([0, 3]), which only contains 3 rows before the update
/// ```
///
/// May gain cases in a minor release: a `switch` over it needs a `default:`.
public enum BatchUpdateError: Error, Equatable, Sendable {
    /// One kind of batch operation, as UITableView names them.
    public enum Operation: String, Sendable {
        /// `insertSections` / `insertRows`: a new index.
        case insert
        /// `deleteSections` / `deleteRows`: an old index.
        case delete
        /// A header/footer update of a section, or `reloadRows`: an old index.
        case update
        /// The source of `moveSection` / `moveRow`: an old index.
        case moveFrom = "move from"
        /// The destination of `moveSection` / `moveRow`: a new index.
        case moveTo = "move to"
        /// A reload after the batch of a row that moved and changed: a new index path.
        case updateAfterMove = "update after move"
        /// Re-rendering a row, or a section's header and footer, in place after the batch
        /// (`reconfigureRows`): a new index path or index.
        case reconfigure
    }

    /// A section index outside the table before (deletes, updates, move sources) or after
    /// (inserts, move destinations) the update.
    case sectionOutOfRange(Operation, section: Int, sectionCount: Int)
    /// A row operation whose section does not exist before or after the update.
    case rowSectionOutOfRange(Operation, RowPath, sectionCount: Int)
    /// A row index outside its section before or after the update.
    case rowOutOfRange(Operation, RowPath, rowCount: Int)
    /// The same section listed twice for one operation.
    case duplicateSection(Operation, section: Int)
    /// The same index path listed twice for one operation.
    case duplicateRow(Operation, RowPath)
    /// Two operations on one section that UIKit does not allow together (delete and move,
    /// insert and move, delete and update).
    case conflictingSection(section: Int, Operation, Operation)
    /// Two operations on one index path that UIKit does not allow together (delete and move,
    /// reload and move, delete and reload, insert and move).
    case conflictingRow(RowPath, Operation, Operation)
    /// A row operation inside a section the same batch deletes (UIKit: cannot move a row out of,
    /// or delete or reload a row in, a section being deleted).
    case rowInDeletedSection(Operation, RowPath)
    /// A row operation inside a section the same batch inserts (UIKit: cannot move a row into
    /// a newly inserted section).
    case rowInInsertedSection(Operation, RowPath)
    /// The section count after the update does not add up.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A section's row count after the update does not add up (`section` is its new index).
    case invalidRowCount(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A row listed as moved and updated that no move of the batch lands on.
    case notMoved(RowPath)
    /// After the batch, the section at this new index is not the new form's.
    case wrongSection(section: Int, shows: Identity, expected: Identity)
    /// After the batch, the row at this new index path is not the new form's.
    case wrongRow(RowPath, shows: Identity, expected: Identity)
    /// After the batch, this section (new index) still shows its old header or footer.
    case staleSection(section: Int)
    /// After the batch, this row (new index path) still shows its old content.
    case staleRow(RowPath)
}

extension BatchUpdateError: CustomStringConvertible {
    /// A UIKit-style message naming the offending index or index path.
    public var description: String {
        switch self {
        case .sectionOutOfRange(let operation, let section, let count):
            let when = operation.isBefore ? "before" : "after"
            return "attempt to \(operation.verb) section \(section), but there are only \(count) sections \(when) the update"
        case .rowSectionOutOfRange(let operation, let path, let count):
            let when = operation.isBefore ? "before" : "after"
            return
                "attempt to \(operation.verb) row \(path.row) of section \(path.section) (\(path)), but there are only \(count) sections \(when) the update"
        case .rowOutOfRange(let operation, let path, let count):
            if operation.isBefore {
                return
                    "attempt to \(operation.verb) row \(path.row) from section \(path.section) (\(path)), which only contains \(count) rows before the update"
            }
            return
                "attempt to \(operation.verb) row \(path.row) \(operation == .reconfigure ? "in" : "into") section \(path.section) (\(path)), but there are only \(count) rows in section \(path.section) after the update"
        case .duplicateSection(let operation, let section):
            return "attempt to \(operation.verb) section \(section) more than once"
        case .duplicateRow(let operation, let path):
            return "attempt to \(operation.verb) the same index path \(path) more than once"
        case .conflictingSection(let section, let first, let second):
            return "attempt to perform \(first.noun) and \(second.noun) of the same section \(section)"
        case .conflictingRow(let path, let first, let second):
            var message = "attempt to perform \(first.noun) and \(second.noun) of the same index path \(path)"
            if [first, second].contains(.update), [first, second].contains(.moveFrom) {
                message += "; UIKit cannot reload a row it moves: list its new index path in movedAndUpdated"
            }
            return message
        case .rowInDeletedSection(let operation, let path):
            return "attempt to \(operation.verb) row \(path.row) of section \(path.section) (\(path)), which is being deleted"
        case .rowInInsertedSection(let operation, let path):
            if operation == .moveTo { return "cannot move a row into a newly inserted section (\(path.section)): \(path)" }
            return
                "attempt to \(operation.verb) row \(path.row) of section \(path.section) (\(path)), which is being inserted and brings its own rows"
        case .invalidSectionCount(let before, let after, let inserted, let deleted):
            return
                "invalid number of sections: the number of sections after the update (\(after)) must be equal to the number of sections before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)"
        case .invalidRowCount(let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            return
                "invalid number of rows in section \(section): the number of rows in an existing section after the update (\(after)) must be equal to the number of rows in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)"
        case .notMoved(let path):
            return "row \(path) is listed as moved and updated, but no move lands on it"
        case .wrongSection(let section, let shows, let expected):
            return "after the update, section \(section) shows \(shows), but the new form has \(expected) there"
        case .wrongRow(let path, let shows, let expected):
            return "after the update, row \(path) shows \(shows), but the new form has \(expected) there"
        case .staleSection(let section):
            return
                "after the update, section \(section) still shows its old header or footer: it changed but was not listed as updated"
        case .staleRow(let path):
            return "after the update, row \(path) still shows its old content: it changed but was not reloaded"
        }
    }
}

extension BatchUpdateError.Operation {
    /// Whether the operation's index is in the table before the update.
    var isBefore: Bool { self == .delete || self == .update || self == .moveFrom }

    var verb: String {
        switch self {
        case .insert: "insert"
        case .delete: "delete"
        case .update: "update"
        case .moveFrom: "move"
        case .moveTo: "move to"
        case .updateAfterMove: "update after the move"
        case .reconfigure: "reconfigure"
        }
    }

    var noun: String {
        switch self {
        case .insert: "an insert"
        case .delete: "a delete"
        case .update: "a reload"
        case .moveFrom: "a move from"
        case .moveTo: "a move to"
        case .updateAfterMove: "a reload after the move"
        case .reconfigure: "a reconfigure"
        }
    }
}
