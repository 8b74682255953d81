import Formwork
import FormworkFixtures
import Testing

/// Changesets that are wrong on purpose: the oracles must refuse them as failures, never crash,
/// and agree with each other.
@Suite struct BadChangesetTests {
    /// A reload in place of a move is caught: a reloaded cell keeps its row's identity.
    @Test func reloadingRowsIntoEachOthersPlacesIsRefused() {
        let old = flat("a", "b"), new = flat("b", "a")
        let reloads = FormChangeset(rows: RowChanges(updated: [path(0, 0), path(0, 1)]))
        var host = TableHost(old)
        #expect(throws: BatchUpdateError.wrongRow(path(0, 0), shows: Identity("a"), expected: Identity("b"))) {
            try host.performBatchUpdates(reloads, to: new)
        }
        #expect(applying(reloads, to: old.sections, new: new.sections) != new.sections)
        #expect(host.rowIdentities == [[Identity("a"), Identity("b")]])
    }

    /// Mutations of real changesets — entries dropped, repeated or shifted, a move turned into
    /// a reload — over random pairs: whatever TableHost accepts, the independent applier turns
    /// into exactly the new form, and neither crashes on the rest.
    @Test func mutatedChangesetsAreRefusedOrStillRight() {
        var accepted = 0, refused = 0
        for seed in UInt64(30_000)..<30_600 {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old()
            let old = RandomForms.form(oldSpec), new = RandomForms.form(random.new(from: oldSpec))
            let changes = Self.mutate(new.changes(from: old), &random.random)
            var host = TableHost(old)
            do {
                try host.performBatchUpdates(changes, to: new)
                accepted += 1
                #expect(applying(changes, to: old.sections, new: new.sections) == new.sections, "seed \(seed): \(changes)")
            } catch {
                refused += 1
            }
        }
        #expect(refused > 300, "most mutations break a batch: \(accepted) accepted, \(refused) refused")
    }

    static func mutate(_ changes: FormChangeset, _ random: inout SeededGenerator) -> FormChangeset {
        var changes = changes
        func shifted(_ path: RowPath) -> RowPath {
            Bool.random(using: &random)
                ? RowPath(section: path.section, row: path.row + Int.random(in: -1...1, using: &random))
                : RowPath(section: path.section + Int.random(in: -1...1, using: &random), row: path.row)
        }
        switch Int.random(in: 0...6, using: &random) {
        case 0:
            changes.rows.inserted.append(
                RowPath(section: Int.random(in: -1...4, using: &random), row: Int.random(in: -1...5, using: &random)))
        case 1:
            if !changes.rows.inserted.isEmpty {
                changes.rows.inserted.removeLast()
            } else {
                changes.rows.deleted.append(path(0, 0))
            }
        case 2: changes.rows.deleted = changes.rows.deleted.map(shifted) + [path(0, 0)]
        case 3: changes.rows.updated += changes.rows.updated.isEmpty ? [path(0, 99)] : [changes.rows.updated[0]]
        case 4:
            if let move = changes.rows.moved.first {
                changes.rows.moved.removeFirst()
                changes.rows.updated.append(move.from)
            } else {
                changes.sections.moved.append(Move(from: 0, to: Int.random(in: -1...3, using: &random)))
            }
        case 5: changes.sections.deleted.append(Int.random(in: -1...5, using: &random))
        default: changes.rows.moved.append(Move(from: path(0, 0), to: shifted(path(0, 0))))
        }
        return changes
    }
}
