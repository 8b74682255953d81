import Formwork
import FormworkFixtures
import FormworkTesting
import Observation
import Testing

@testable import Formwork

/// Element bindings by subscript (`$model.items[i]`, `$model.items[id: id]`): no key path, the
/// element of the current collection, and a typed stale error for a write once it is gone. The
/// oracle is the same edits applied to a plain copy of the model.
@Suite struct ElementBindingTests {
    struct Tag: Identifiable, Sendable, Equatable {
        var id: String
        var isOn = false
    }

    struct Item: Identifiable, Sendable, Equatable {
        var id: Int
        var name: String
        var tags: [Tag] = []
    }

    struct Inventory: Sendable, Equatable {
        var items = [
            Item(id: 1, name: "Ant", tags: [Tag(id: "red"), Tag(id: "small")]),
            Item(id: 2, name: "Bee"),
            Item(id: 3, name: "Cat", tags: [Tag(id: "fur")]),
        ]
        var counts = [0, 10, 20, 30, 40]
        var grid = [[0, 1, 2], [3, 4, 5]]
    }

    /// A form with one text field per element, bound by position.
    static func namesForm(_ model: FormModel<Inventory>) -> Form {
        let inventory = model.projectedValue
        return Form {
            Section {
                for index in 0..<3 { TextField("Name", text: inventory.items[index].name).id("name\(index)") }
            }
        }
    }

    static func stale(_ index: Int) -> ValueConversionError {
        ValueConversionError(
            identity: Identity("name\(index)"), key: "name\(index)", reason: .staleRow,
            message: "This row is no longer in the form")
    }

    /// `$model.items[i]` is this subscript, not dynamic member lookup through `\.[i]` (a key path
    /// made at every call): the binding holds an element projection, and its type is pinned.
    @Test func theSubscriptIsChosenOverDynamicMemberLookup() {
        @FormModel var inventory = Inventory()
        let item: Binding<Item> = $inventory.items[1]
        let count: Binding<Int> = $inventory.counts[4]
        guard case .projection(let projection) = item.access else {
            Issue.record("not a projection: \(item.access)")
            return
        }
        #expect(projection is ElementProjection<[Item]>)
        guard case .projection(let countProjection) = count.access else {
            Issue.record("not a projection: \(count.access)")
            return
        }
        #expect(countProjection is ElementProjection<[Int]>)
        #expect(!(countProjection is KeyPathProjection<[Int], Int>))
    }

    /// Random reads and writes through bindings by position land on their own element, as on a
    /// plain copy.
    @Test func readsAndWritesReachTheirOwnElement() {
        let model = FormModel(Inventory())
        var oracle = Inventory()
        let counts = (0..<5).map { model.projectedValue.counts[$0] }
        let names = (0..<3).map { model.projectedValue.items[$0].name }
        var random = SeededGenerator(seed: 50)
        for step in 0..<200 {
            if Bool.random(using: &random) {
                let index = Int.random(in: 0..<5, using: &random)
                counts[index].wrappedValue += step
                oracle.counts[index] += step
            } else {
                let index = Int.random(in: 0..<3, using: &random)
                names[index].wrappedValue += "\(step % 10)"
                oracle.items[index].name += "\(step % 10)"
            }
            #expect(model.value == oracle, "step \(step)")
            #expect(counts.map(\.wrappedValue) == oracle.counts, "step \(step)")
            #expect(names.map(\.wrappedValue) == oracle.items.map(\.name), "step \(step)")
        }
        model.value.counts[2] = 99
        #expect(counts[2].wrappedValue == 99, "reads the current collection")
    }

    /// After a delete, a write through a binding whose position is past the end is the typed stale
    /// error; nothing is written, and the others still write their own element.
    @Test func aWriteAfterADeleteIsStale() {
        let model = FormModel(Inventory())
        let form = Self.namesForm(model)
        model.value.items.removeFirst()
        let errors = form.apply(.raw(["name0": "Bug", "name1": "Cow", "name2": "Dog"]))
        #expect(errors == [Self.stale(2)])
        var expected = Inventory()
        expected.items = [Item(id: 2, name: "Bug"), Item(id: 3, name: "Cow", tags: [Tag(id: "fur")])]
        #expect(model.value == expected, "by position: the element now at 0 and 1; nothing for 2")
        #expect(form.values == ["name0": "Bug", "name1": "Cow", "name2": "Cat"], "the value when it was made")
    }

    /// A binding whose position is gone ignores a plain assignment too, and `write` throws.
    @Test func aGoneElementIgnoresWritesAndReadsItsValueWhenMade() throws {
        let model = FormModel(Inventory())
        let last = model.projectedValue.counts[4]
        last.wrappedValue = 41
        model.value.counts.removeLast(2)
        last.wrappedValue = 7
        #expect(throws: ConversionFailure.staleRow) { try last.write(8) }
        #expect(model.value.counts == [0, 10, 20])
        #expect(last.wrappedValue == 40, "the value when the binding was made")
        model.value.counts.append(contentsOf: [1, 2])
        #expect(last.wrappedValue == 2, "in range again: the element at its position")
    }

    /// A move out of a nested collection leaves a nested binding past its end: stale, and the
    /// moved element is not written where it went.
    @Test func aWriteAfterAMoveOutOfANestedCollectionIsStale() throws {
        let model = FormModel(Inventory())
        let small = model.projectedValue.items[0].tags[1]
        let fur = model.projectedValue.items[2].tags[0]
        let moved = model.value.items[0].tags.remove(at: 1)
        model.value.items[2].tags.append(moved)
        #expect(throws: ConversionFailure.staleRow) { try small.write(Tag(id: "small", isOn: true)) }
        try fur.write(Tag(id: "fur", isOn: true))
        #expect(
            model.value.items.map(\.tags) == [
                [Tag(id: "red")], [], [Tag(id: "fur", isOn: true), Tag(id: "small")],
            ])
    }

    /// Nested element bindings, by subscripts all the way (`$model.items[i].tags[j]`, a grid
    /// cell) and below a `ForEach`'s element (`$item.tags[j]`).
    @Test func nestedElementBindings() {
        let model = FormModel(Inventory())
        let cell = model.projectedValue.grid[1][2]
        #expect(cell.wrappedValue == 5)
        cell.wrappedValue = 50
        model.projectedValue.items[0].tags[1].isOn.wrappedValue = true
        let form = Form {
            Section {
                ForEach(model.projectedValue.items) { $item in
                    if !item.tags.isEmpty { Toggle(item.name, isOn: $item.tags[0].isOn).id("first") }
                }
            }
        }
        #expect(form.apply(raw: [Identity("first", in: Identity(3)): "on"]) == [])
        var expected = Inventory()
        expected.grid = [[0, 1, 2], [3, 4, 50]]
        expected.items[0].tags[1].isOn = true
        expected.items[2].tags[0].isOn = true
        #expect(model.value == expected)
    }

    /// By id: the element follows its moves, a missing id gives no binding, and a write once the
    /// element is gone is stale.
    @Test func byIDFollowsMovesAndIsStaleOnceGone() throws {
        let model = FormModel(Inventory())
        #expect(model.projectedValue.items[id: 9] == nil)
        let bee = try #require(model.projectedValue.items[id: 2])
        let red = try #require(model.projectedValue.items[id: 1]?.tags[id: "red"])
        model.value.items.reverse()
        model.value.items[2].tags.reverse()
        bee.name.wrappedValue = "Bumblebee"
        red.isOn.wrappedValue = true
        #expect(bee.wrappedValue.name == "Bumblebee")
        #expect(model.value.items.map(\.name) == ["Cat", "Bumblebee", "Ant"])
        #expect(model.value.items[2].tags == [Tag(id: "small"), Tag(id: "red", isOn: true)])
        model.value.items.removeAll { $0.id == 2 }
        let before = model.value
        #expect(throws: ConversionFailure.staleRow) { try bee.write(Item(id: 2, name: "Wasp")) }
        #expect(model.value == before)
        #expect(bee.wrappedValue == Item(id: 2, name: "Bee"), "the value when the binding was made")
    }

    /// Element bindings from many tasks at once: each read-modify-write holds the model's lock,
    /// so none is lost, and each lands on its own element.
    @Test func concurrentWritesThroughElementBindingsAreNotLost() async {
        let model = FormModel(Inventory())
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                let count = model.projectedValue.counts[task % 5]
                group.addTask { for _ in 0..<500 { Stepper("Count", value: count).increment() } }
            }
        }
        #expect(model.value.counts == [1000, 1010, 1020, 530, 540])
    }
}

/// A main-actor model's list, bound element by element with `@FormBindable`: on the main actor
/// the bindings read and write the model, off it they read and write the copy the form last saw
/// and reach the model on the main actor, in order, as `FormBindable`'s member bindings do. Each
/// `$guests.names` is the same list's copy, so one element's write never undoes another's.
@Suite @MainActor struct FormBindableElementTests {
    @MainActor @Observable final class Guests {
        var names = ["Ada", "Bo", "Cy"]
    }

    @MainActor static func form(_ guests: Guests) -> Form {
        @FormBindable var guests = guests
        return Form {
            Section {
                for index in 0..<3 { TextField("Guest", text: $guests.names[index]).id("guest\(index)") }
            }
        }
    }

    @Test func onTheMainActorBindingsReadAndWriteTheModel() {
        let guests = Guests()
        let form = Self.form(guests)
        #expect(form.apply(.raw(["guest1": "Bea"])) == [])
        #expect(guests.names == ["Ada", "Bea", "Cy"])
        guests.names[2] = "Cyd"
        #expect(form.values == ["guest0": "Ada", "guest1": "Bea", "guest2": "Cyd"])
        guests.names.removeLast()
        #expect(form.apply(.raw(["guest2": "Dee"])).map(\.reason) == [.staleRow])
        #expect(guests.names == ["Ada", "Bea"])
    }

    @Test func offTheMainActorWritesAreSeenAtOnceAndReachTheModel() async {
        let guests = Guests()
        let form = Self.form(guests)
        let (errors, readBack) = await Task.detached {
            (form.apply(.raw(["guest0": "Ann"])) + form.apply(.raw(["guest2": "Cat"])), form.values)
        }.value
        #expect(errors.isEmpty)
        #expect(readBack == ["guest0": "Ann", "guest1": "Bo", "guest2": "Cat"])
        #expect(form.values == ["guest0": "Ann", "guest1": "Bo", "guest2": "Cat"])
        #expect(guests.names == ["Ann", "Bo", "Cat"])
    }
}
