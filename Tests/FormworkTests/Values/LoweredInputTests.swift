import Formwork
import Testing

/// The builders lower a component that is no input into a box that says so without asking the
/// runtime, and an input through its own lowering: however an input declares its conformance,
/// `values`, `apply` and `validate` must still find it.
@Suite struct LoweredInputTests {
    /// A component that becomes an input only in an extension, after it is declared.
    struct Stars: Renderable, Equatable {
        var title: String
        var count: Int
        var binding: Binding<Int>
        var rules: [ValidationRule<Int>] = []

        init(_ title: String, count: Binding<Int>) {
            self.title = title
            self.count = count.wrappedValue
            binding = count
        }

        func render(in cell: Cell) {
            cell.title = title
            cell.value = String(count)
        }

        static func == (lhs: Stars, rhs: Stars) -> Bool { lhs.title == rhs.title && lhs.count == rhs.count }
    }

    @Test func anInputDeclaredInAnExtensionKeepsItsValue() {
        let model = FormModel(3)
        let form = Form {
            Section {
                Row("Plain")
                Stars("Rating", count: model.binding(\.self)).validate(.custom("Five at most") { $0 <= 5 }).id("rating")
                Text("Note")
            }
        }
        #expect(form.values == ["rating": 3])
        #expect(form.apply(.raw(["rating": "9"])).isEmpty)
        #expect(model.value == 9)
        #expect(form.validate().map(\.message) == ["Five at most"])
    }

    @Test func componentsThatAreNoInputsHaveNoValues() {
        let form = Form {
            Section {
                Row("Plain", detail: "Detail")
                Text("Note")
                Button("Go") {}
                Toggle("On", isOn: .constant(true)).id("on")
            }
        }
        #expect(form.values == ["on": true])
        #expect(form.valueKeys == [["Section@_/Row@0", "Section@_/Text@1", "Section@_/Button@2", "on"]])
    }
}

extension LoweredInputTests.Stars: InputComponent {}
