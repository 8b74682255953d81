import Testing

@testable import Formwork

/// Every kind of box a lowered component can get (the library's own components have boxes of
/// their own, generic and app components a box that stores their `==`): each reports a changed
/// component as updated and an unchanged one as not, compares equal to the same component boxed
/// through the public initializer, and hands an input's value to `form.values`.
@Suite struct ComponentBoxTests {
    /// A form of one section: an unchanged row, then `changed`, each kind of component once.
    static func form(changed: Bool) -> Form {
        let n = changed ? 1 : 0
        return Form {
            Section {
                Row("Same")
                Row("Row \(n)")
                Text("Text \(n)")
                Button("Button \(n)") {}
                Toggle("Toggle \(n)", isOn: .constant(changed))
                TextField("Field", text: .constant("text \(n)"))
                Stepper("Stepper", value: .constant(n))
                Picker(
                    "Picker", selection: .constant(changed ? "b" : "a"),
                    options: [
                        PickerOption("A", value: "a"), PickerOption("B", value: "b"),
                    ])
                Stepper("Stepper of Double", value: .constant(Double(n)))
                Picker(
                    "Picker of Int", selection: .constant(n), options: [PickerOption("0", value: 0), PickerOption("1", value: 1)])
            }
        }
    }

    @Test func changedComponentsOfEveryBoxAreUpdated() {
        let old = Self.form(changed: false), new = Self.form(changed: true)
        let changes = new.changes(from: old)
        #expect(changes.rows.updated == (1..<10).map { RowPath(section: 0, row: $0) })
        #expect(changes.rows.inserted.isEmpty && changes.rows.deleted.isEmpty)
        #expect(Self.form(changed: true).changes(from: new).isEmpty)
    }

    @Test func boxesCompareWithPubliclyMadeOnes() {
        let rows = Self.form(changed: false).sections[0].rows
        let components: [AnyRenderable] = [
            AnyRenderable(Row("Same")), AnyRenderable(Row("Row 0")), AnyRenderable(Text("Text 0")),
        ]
        for (index, component) in components.enumerated() {
            #expect(rows[index].component == component)
            #expect(component == rows[index].component)
            #expect(rows[index].component != components[(index + 1) % components.count])
        }
        #expect(rows[1].component != rows[2].component)
        #expect(rows[6].component != rows[8].component)
    }

    @Test func everyInputBoxHandsItsValueToTheForm() {
        let form = Self.form(changed: true)
        let values = form.values, ids = form.sections[0].rows.map(\.id)
        #expect(values.count == 6)
        #expect(values[ids[4], as: Bool.self] == true)
        #expect(values[ids[5], as: String.self] == "text 1")
        #expect(values[ids[6], as: Int.self] == 1)
        #expect(values[ids[7], as: String.self] == "b")
        #expect(values[ids[8], as: Double.self] == 1)
        #expect(values[ids[9], as: Int.self] == 1)
    }
}
