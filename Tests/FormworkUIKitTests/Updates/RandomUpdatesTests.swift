import Formwork
import FormworkFixtures
import Testing

@testable import FormworkUIKit

/// Over thousands of seeded random form pairs (the diff's own generator): the adapter's planned
/// calls, applied to ``TableHost``, show exactly the new form, identities included; no row is
/// ever reloaded; a focused row that survives keeps its cell; and updates queued behind an
/// animation converge to the latest form.
@Suite struct RandomUpdatesTests {
    /// 2,400 pairs, with random errors at rows and a random focused row, in batches run in parallel.
    @Test(arguments: 0..<8)
    func plannedCallsShowTheNewFormAndKeepTheFocusedCell(batch: Int) throws {
        for seed in UInt64(batch * 300)..<UInt64(batch * 300 + 300) {
            var random = RandomForms(seed: seed)
            let spec = random.old()
            let old = RandomForms.form(spec), new = RandomForms.form(random.new(from: spec))
            let oldDecorations = decorations(old, &random), newDecorations = decorations(new, &random)
            let focused = randomRow(of: old, &random)
            let update = TableUpdatePlanner.plan(
                from: old, oldDecorations, to: new, newDecorations, animated: true,
                in: .init(hasWindow: true, focusedRow: focused))
            try expectPlan(update, from: old, oldDecorations, to: new, newDecorations, focused: focused, "seed \(seed)")
        }
    }

    /// 2,000 chains old → middle → latest where the latest arrives while the first batch
    /// animates: applying every update the state returns shows the latest form.
    @Test(arguments: 0..<4)
    func updatesQueuedBehindAnAnimationConvergeToTheLatestForm(batch: Int) throws {
        for seed in UInt64(50_000 + batch * 500)..<UInt64(50_000 + batch * 500 + 500) {
            var random = RandomForms(seed: seed)
            let first = random.old()
            let middle = random.new(from: first)
            let old = RandomForms.form(first), mid = RandomForms.form(middle), latest = RandomForms.form(random.new(from: middle))
            var state = FormTableState(form: old)
            var host = TableHost(old)
            let environment = TableUpdatePlanner.Environment()
            var updates = [
                state.setForm(mid, animated: true, in: environment), state.setForm(latest, animated: true, in: environment),
            ]
            updates.append(state.batchDidFinish(in: environment))
            // The second form arrives while the first batch runs (if it is one), so it waits.
            let firstIsBatch = if case .batch? = updates[0]?.kind { true } else { false }
            #expect((updates[1] == nil) == firstIsBatch, "seed \(seed)")
            // The first update shows the middle form; any later one, the latest.
            for (update, target) in zip(updates, [mid, latest, latest]) {
                if let update { try host.perform(update, to: target) }
            }
            #expect(host.rowIdentities == latest.sections.map { $0.rows.map(\.id) }, "seed \(seed)")
            #expect(state.shown == latest, "seed \(seed)")
        }
    }

    private func expectPlan(
        _ update: TableUpdate, from old: Form, _ oldDecorations: [[RowDecoration]], to new: Form,
        _ newDecorations: [[RowDecoration]],
        focused: RowPath?, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        guard case .batch(animated: true) = update.kind else {
            guard case .inPlace = update.kind else {
                Issue.record("\(comment): small random changes animate, not \(update.kind)", sourceLocation: sourceLocation)
                return
            }
            #expect(update.batch.isEmpty, comment, sourceLocation: sourceLocation)
            return try expectPlan(
                update, reconfigures: old, oldDecorations, to: new, newDecorations, focused: focused, comment, sourceLocation)
        }
        try expectPlan(
            update, reconfigures: old, oldDecorations, to: new, newDecorations, focused: focused, comment, sourceLocation)
    }

    private func expectPlan(
        _ update: TableUpdate, reconfigures old: Form, _ oldDecorations: [[RowDecoration]], to new: Form,
        _ newDecorations: [[RowDecoration]],
        focused: RowPath?, _ comment: Comment, _ sourceLocation: SourceLocation
    ) throws {
        // Never a reload: only structural changes in the batch.
        #expect(
            update.batch.rows.updated.isEmpty && update.batch.rows.movedAndUpdated.isEmpty
                && update.batch.sections.updated.isEmpty,
            comment, sourceLocation: sourceLocation)
        var host = TableHost(old)
        try host.perform(update, to: new)
        #expect(host.sectionIdentities == new.sections.map(\.id), comment, sourceLocation: sourceLocation)
        #expect(host.rowIdentities == new.sections.map { $0.rows.map(\.id) }, comment, sourceLocation: sourceLocation)
        // Cells are numbered in old form order: each kept cell tells where its row was.
        let oldPaths = old.sections.enumerated().flatMap { section, rows in rows.rows.indices.map { path(section, $0) } }
        var expected: [Move<RowPath>] = []
        for (section, cells) in host.cells.enumerated() {
            for (row, cell) in cells.enumerated() where cell < oldPaths.count {
                let from = oldPaths[cell], to = path(section, row)
                let was = old.sections[from.section].rows[from.row], now = new.sections[section].rows[row]
                if was.component != now.component || was.isDisabled != now.isDisabled
                    || oldDecorations[from.section][from.row] != newDecorations[section][row]
                {
                    expected.append(Move(from: from, to: to))
                }
            }
        }
        #expect(update.reconfiguredRows == expected, comment, sourceLocation: sourceLocation)
        guard let focused else { return }
        let focusedCell = oldPaths.firstIndex(of: focused)!
        let keptAt = host.cells.enumerated().lazy.compactMap { section, cells in
            cells.firstIndex(of: focusedCell).map { path(section, $0) }
        }.first
        #expect(update.focus == keptAt, comment, sourceLocation: sourceLocation)
        // A focused row that plainly survives keeps its cell: its identity held once before and
        // once after, by the same kind of component, in sections that are in both forms (UIKit
        // cannot move a row out of a deleted section or into an inserted one), and in the same
        // section if its identity is structural (so unique only in its section).
        let id = old.sections[focused.section].rows[focused.row].id
        let holders = { (form: Form) in form.sections.filter { $0.rows.contains { $0.id == id } } }
        let before = holders(old), after = holders(new)
        guard before.count == 1, after.count == 1, before[0].rows.filter({ $0.id == id }).count == 1,
            after[0].rows.filter({ $0.id == id }).count == 1
        else { return }
        let was = before[0].rows.first { $0.id == id }!, now = after[0].rows.first { $0.id == id }!
        let sectionsSurvive = new.section(before[0].id) != nil && old.section(after[0].id) != nil
        let sameSection = before[0].id == after[0].id
        if ObjectIdentifier(was.component.componentType) == ObjectIdentifier(now.component.componentType), sectionsSurvive,
            sameSection || id.isExplicit
        {
            #expect(keptAt != nil, "\(comment): the focused row \(id) lost its cell", sourceLocation: sourceLocation)
        }
    }

    /// Random errors at about one row in ten, and Return keys.
    private func decorations(_ form: Form, _ random: inout RandomForms) -> [[RowDecoration]] {
        form.sections.map { section in
            section.rows.map { _ in
                RowDecoration(
                    errors: random.chance(0.1) ? ["Error \(random.int(0...1))"] : [],
                    returnKey: random.chance(0.1) ? .next : nil)
            }
        }
    }

    /// A random row of `form`, or `nil` (one time in five, or when it has none).
    private func randomRow(of form: Form, _ random: inout RandomForms) -> RowPath? {
        let paths = form.sections.enumerated().flatMap { section, rows in rows.rows.indices.map { path(section, $0) } }
        guard !paths.isEmpty, !random.chance(0.2) else { return nil }
        return paths[random.int(0...paths.count - 1)]
    }
}
