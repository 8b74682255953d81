import Formwork
import Testing

@testable import FormworkUIKit

/// Paths and keys always answer for the form the table shows: a focused row's old path past the
/// end of its section has no new place (it never lands in the next section), and after the state
/// shows a new form, `key(at:)` and `row(forKey:)` answer for that form, never the one before —
/// else an edit's error would be filed under another row.
@Suite struct ShownFormAddressTests {
    let window = TableUpdatePlanner.Environment()

    /// Two sections, `"S"` with `first` and `"T"` with `second`, rows identified by their titles.
    static func twoSections(_ first: [String], _ second: [String]) -> Form {
        func section(_ id: String, _ titles: [String]) -> Section {
            Section(id: Identity(id), header: id, rows: titles.map { Node(id: Identity($0), component: Row($0)) })
        }
        return Form(sections: [section("S", first), section("T", second)])
    }

    @Test func aFocusedPathPastTheEndOfItsSectionHasNoNewPlace() {
        let old = Self.twoSections(["a", "b"], ["c", "d"])
        let new = Self.twoSections(["x", "a", "b"], ["c", "d"])
        let update = TableUpdatePlanner.plan(
            from: old, plain(old), to: new, plain(new), animated: true,
            in: .init(hasWindow: true, focusedRow: path(0, 2)))
        #expect(update.kind == .batch(animated: true))
        #expect(update.focus == nil)
        // A path inside the section follows its row; the next section's first row keeps its own.
        for (focused, expected) in [(path(0, 1), path(0, 2)), (path(1, 0), path(1, 0)), (path(2, 0), nil), (path(1, 2), nil)] {
            let followed = TableUpdatePlanner.plan(
                from: old, plain(old), to: new, plain(new), animated: true,
                in: .init(hasWindow: true, focusedRow: focused))
            #expect(followed.focus == expected, "focused \(focused)")
        }
    }

    @Test func keysAnswerForTheFormShownAfterEachUpdate() {
        var state = FormTableState(form: Self.twoSections(["a", "b"], ["c"]))
        #expect(state.key(at: path(0, 1)) == "b")
        #expect(state.row(forKey: "c")?.path == path(1, 0))
        // The new form puts another row first: path (0, 1) is now "a", and "c" moved down.
        let batch = state.setForm(Self.twoSections(["x", "a"], ["b", "c"]), animated: false, in: window)
        #expect(batch?.kind == .batch(animated: false))
        #expect(state.key(at: path(0, 1)) == "a")
        #expect(state.key(at: path(1, 1)) == "c")
        #expect(state.row(forKey: "c")?.path == path(1, 1))
        #expect(state.row(forKey: "x")?.node.id == Identity("x"))
        // A form that waits for the running batch leaves the keys of the form still shown; once
        // the batch ends, they are the new form's.
        #expect(state.setForm(Self.twoSections(["z"], []), animated: true, in: window) == nil)
        #expect(state.key(at: path(0, 0)) == "x")
        #expect(state.row(forKey: "z") == nil)
        _ = state.batchDidFinish(in: window)
        #expect(state.key(at: path(0, 0)) == "z")
        #expect(state.key(at: path(1, 0)) == nil)
        #expect(state.row(forKey: "x") == nil)
    }

    @Test func anEditsErrorIsFiledUnderTheRowShown() {
        struct Person: Sendable, Equatable { var age = 30 }
        let model = FormModel(Person())
        func form(nicknameFirst: Bool) -> Form {
            Form {
                Section {
                    if nicknameFirst { Row("Nickname").id("nickname") }
                    Stepper("Age", value: model.binding(\.age), in: 0...130).id("age")
                }
            }
        }
        var state = FormTableState(form: form(nicknameFirst: false))
        #expect(state.key(at: path(0, 0)) == "age")
        _ = state.setForm(form(nicknameFirst: true), animated: false, in: window)
        _ = state.batchDidFinish(in: window)
        // A text edit is not a stepper's: refused, and the refusal is Age's, now at (0, 1).
        let error = state.edit(.setText("old"), at: path(0, 1), showing: Identity("age"))
        #expect(error?.reason == .malformed)
        #expect(state.errors.byKey == ["age": ["This row does not take this kind of change"]])
    }
}
