import Formwork
import FormworkFixtures
import Testing

/// A binding through a key path with no byte offset (`model.binding(\.flags[index])`, a computed
/// property) is one projection object (issue 36). The oracle is the same edits applied to a plain
/// copy of the model: every binding reads what the copy holds, and writes change only its own
/// element.
@Suite struct KeyPathBindingTests {
    struct Panel: Sendable, Equatable {
        var flags: [Bool]
        var names: [String]
        var grid: [[Int]]

        /// A computed property: its key path has no offset either.
        var firstName: String {
            get { names[0] }
            set { names[0] = newValue }
        }
    }

    static func panel() -> Panel {
        Panel(
            flags: [false, true, false, true, false],
            names: ["a", "b", "c", "d", "e"],
            grid: [[0, 1, 2], [3, 4, 5], [6, 7, 8]])
    }

    /// Random writes through element bindings land on their element, as on the plain copy.
    @Test func elementBindingsReadAndWriteTheirOwnElement() {
        let model = FormModel(Self.panel())
        var oracle = Self.panel()
        let flags = (0..<5).map { model.binding(\.flags[$0]) }
        let names = (0..<5).map { model.binding(\.names[$0]) }
        var random = SeededGenerator(seed: 36)
        for step in 0..<200 {
            let index = Int.random(in: 0..<5, using: &random)
            if Bool.random(using: &random) {
                flags[index].wrappedValue.toggle()
                oracle.flags[index].toggle()
            } else {
                names[index].wrappedValue += "\(step)"
                oracle.names[index] += "\(step)"
            }
            #expect(model.value == oracle, "step \(step)")
            #expect(flags.map(\.wrappedValue) == oracle.flags, "step \(step)")
            #expect(names.map(\.wrappedValue) == oracle.names, "step \(step)")
        }
    }

    /// A projection of a projection (`$panel.grid[row][column]`) and a computed property.
    @Test func nestedAndComputedProjections() {
        let model = FormModel(Self.panel())
        let panel = model.projectedValue
        let cell = panel.grid[dynamicMember: \.[1]][dynamicMember: \.[2]]
        #expect(cell.wrappedValue == 5)
        cell.wrappedValue = 50
        #expect(model.value.grid == [[0, 1, 2], [3, 4, 50], [6, 7, 8]])
        let first = model.binding(\.firstName)
        #expect(first.wrappedValue == "a")
        first.wrappedValue = "z"
        #expect(model.value.names == ["z", "b", "c", "d", "e"])
        #expect(model.binding(\.names[0]).wrappedValue == "z")
    }

    /// A binding through a getter and a setter projected by a subscript reads and writes
    /// through them.
    @Test func projectionOfAClosureBinding() {
        let model = FormModel([10, 20, 30])
        let whole = Binding(get: { model.value }, set: { model.value = $0 })
        let middle = whole[dynamicMember: \.[1]]
        #expect(middle.wrappedValue == 20)
        middle.wrappedValue = 21
        #expect(model.value == [10, 21, 30])
    }
}
