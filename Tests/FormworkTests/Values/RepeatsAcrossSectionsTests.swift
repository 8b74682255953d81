import Formwork
import FormworkTesting
import Testing

/// One explicit id repeated in two sections at once: each section numbers its own repeats, so
/// nothing about one section's rows (identities, diff, values keys) depends on the other's; and
/// the section-qualified key that several repeats would share names none of them.
@Suite struct RepeatsAcrossSectionsTests {
    struct Flags: Sendable, Equatable {
        var a = [false, false, false]
        var b = [false, false, false]
    }

    /// Section A holds `count` rows with id "x", section B three.
    static func form(_ model: FormModel<Flags>, repeatsInA count: Int) -> Form {
        Form {
            Section("A") {
                for index in 0..<count { Toggle("a\(index)", isOn: model.binding(\.a[index])).id("x") }
            }.id("A")
            Section("B") {
                Toggle("b0", isOn: model.binding(\.b[0])).id("x")
                Toggle("b1", isOn: model.binding(\.b[1])).id("x")
                Toggle("b2", isOn: model.binding(\.b[2])).id("x")
            }.id("B")
        }
    }

    @Test func addingARepeatInOneSectionLeavesTheOtherSectionsRepeatsAlone() {
        let model = FormModel(Flags())
        let before = Self.form(model, repeatsInA: 2)
        let after = Self.form(model, repeatsInA: 3)
        expectOutline(
            after,
            """
            Section "A" id: "A"
              Toggle "a0" = "off" id: "x"
              Toggle "a1" = "off" id: "x"#1
              Toggle "a2" = "off" id: "x"#2
            Section "B" id: "B"
              Toggle "b0" = "off" id: "x"
              Toggle "b1" = "off" id: "x"#1
              Toggle "b2" = "off" id: "x"#2
            """)
        // B's rows keep their identities, so the only change is A's new row.
        #expect(after.sections[1].rows.map(\.id) == before.sections[1].rows.map(\.id))
        #expect(after.changes(from: before).description == "rows inserted: [0, 2]")
        #expect(before.valueKeys == [["A/x#0", "A/x#1"], ["B/x#0", "B/x#1", "B/x#2"]])
        #expect(after.valueKeys == [["A/x#0", "A/x#1", "A/x#2"], ["B/x#0", "B/x#1", "B/x#2"]])
        // And B's third row still takes what is sent for it.
        #expect(after.apply(.raw(["B/x#2": "on"] as [String: String])).isEmpty)
        #expect(model.value == Flags(a: [false, false, false], b: [false, false, true]))
    }

    @Test func aSectionQualifiedKeyThatSeveralRepeatsShareIsAmbiguousNotUnknown() {
        let model = FormModel(Flags())
        let form = Self.form(model, repeatsInA: 1)
        // Every holder of an id repeated in a section is numbered, in every section.
        #expect(form.valueKeys == [["A/x#0"], ["B/x#0", "B/x#1", "B/x#2"]])
        let errors = form.apply(.raw(["B/x": "on", "x": "on"] as [String: String]))
        #expect(
            errors == [
                ValueConversionError(
                    identity: Identity("B/x"), key: "B/x", reason: .ambiguousRow, message: "More than one row has this id"),
                ValueConversionError(
                    identity: Identity("x"), key: "x", reason: .ambiguousRow, message: "More than one row has this id"),
            ])
        #expect(model.value == Flags())
        // A's lone holder is named by its numbered key.
        #expect(form.apply(.raw(["A/x#0": "on"] as [String: String])).isEmpty)
        #expect(model.value.a == [true, false, false])
    }
}
