import Formwork
import FormworkFixtures
import Testing

/// `changes(from:)` hands the old form's keys to the new one when nothing moved, came or went;
/// whatever it does, the new form's keys and key lookups are those of the same form built
/// afresh and never diffed.
@Suite struct KeysAfterChangesTests {
    /// 900 pairs: random edits (most move, insert or delete something), the same spec (nothing
    /// changes), and the same rows with new content (only updates).
    @Test func keysAfterChangesAreThoseOfAFreshBuild() {
        var keptEveryPlace = 0, movedSomething = 0
        for seed in UInt64(0)..<300 {
            var random = RandomForms(seed: seed)
            let oldSpec = random.old()
            let updated = oldSpec.map { section in
                var section = section
                for row in section.rows.indices { section.rows[row].version += 1 }
                return section
            }
            for newSpec in [random.new(from: oldSpec), oldSpec, updated] {
                let old = RandomForms.form(oldSpec)
                _ = old.valueKeys
                _ = old.indexPath(forKey: "")
                let new = RandomForms.form(newSpec), fresh = RandomForms.form(newSpec)
                let changes = new.changes(from: old)
                if changes.sections.inserted.isEmpty, changes.sections.deleted.isEmpty, changes.sections.moved.isEmpty,
                    changes.rows.inserted.isEmpty, changes.rows.deleted.isEmpty, changes.rows.moved.isEmpty
                {
                    keptEveryPlace += 1
                } else {
                    movedSomething += 1
                }
                #expect(new.valueKeys == fresh.valueKeys, "seed \(seed)\n\(changes)")
                for key in fresh.valueKeys.joined() {
                    #expect(new.indexPath(forKey: key) == fresh.indexPath(forKey: key), "seed \(seed), key \(key)")
                }
                #expect(new.diagnostics == fresh.diagnostics, "seed \(seed)")
            }
        }
        #expect(keptEveryPlace >= 600)
        #expect(movedSomething >= 250)
    }

    /// A keystroke's rebuild keeps every key; after a row is inserted the new form has keys of
    /// its own, the new row's among them, not the old form's.
    @Test func aRowInsertedBeforeOthersGetsKeysOfItsOwn() {
        let model = FormModel(Account())
        func form(withBanner: Bool) -> Form {
            Form {
                Section("Account") {
                    if withBanner { Text("Welcome back") }
                    TextField("Name", text: model.binding(\.name)).id("name")
                    Toggle("Newsletter", isOn: model.binding(\.newsletter))
                }
            }
        }
        let shown = form(withBanner: false)
        #expect(shown.valueKeys == [["name", "Section@_/Toggle@2"]])
        model.update { $0.name = "Jane" }
        let typed = form(withBanner: false)
        #expect(typed.changes(from: shown).rows.updated == [RowPath(section: 0, row: 0)])
        #expect(typed.valueKeys == [["name", "Section@_/Toggle@2"]])
        #expect(typed.values["name"] == "Jane")
        let banner = form(withBanner: true)
        #expect(banner.changes(from: typed).rows.inserted == [RowPath(section: 0, row: 0)])
        #expect(banner.valueKeys == [["Section@_/Text@0", "name", "Section@_/Toggle@2"]])
        #expect(banner.indexPath(forKey: "Section@_/Toggle@2") == RowPath(section: 0, row: 2))
    }

    struct Account: Sendable {
        var name = ""
        var newsletter = false
    }
}
