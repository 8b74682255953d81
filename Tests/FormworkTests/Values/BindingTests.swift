import Formwork
import Testing

@Suite struct BindingTests {
    struct Account: Sendable, Equatable {
        struct Address: Sendable, Equatable { var city = "" }
        var name = ""
        var address = Address()
        var count = 0
        var other = 0
    }

    @Test func getAndSet() {
        let model = FormModel(0)
        let binding = Binding(get: { model.value }, set: { model.value = $0 })
        binding.wrappedValue = 3
        #expect(model.value == 3)
        #expect(binding.wrappedValue == 3)
    }

    @Test func constantIgnoresWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "fixed")
    }

    @Test func projectsMembersThroughKeyPaths() {
        let model = FormModel(Account())
        let city = model.projectedValue.address.city
        city.wrappedValue = "Zürich"
        #expect(model.value.address.city == "Zürich")
        model.binding(\.name).wrappedValue = "Jane"
        #expect(model.value == Account(name: "Jane", address: .init(city: "Zürich")))
    }

    @Test func projectsComputedMembersThroughTheirKeyPaths() {
        struct Temperature: Sendable {
            var label = "Kitchen"
            var celsius = 20.0
            var fahrenheit: Double {
                get { celsius * 9 / 5 + 32 }
                set { celsius = (newValue - 32) * 5 / 9 }
            }
        }
        let model = FormModel(Temperature())
        let fahrenheit = model.binding(\.fahrenheit)
        #expect(fahrenheit.wrappedValue == 68)
        fahrenheit.wrappedValue = 212
        #expect(model.value.celsius == 100)
        #expect(model.value.label == "Kitchen")
    }

    @Test func membersOfMembersReadAndWriteTheirOwnStorage() {
        struct Pair: Sendable, Equatable { var first = "a", second = "b" }
        struct Model: Sendable, Equatable { var flag = false, pair = Pair(), count = 7, last = Pair(first: "c", second: "d") }
        @FormModel var model = Model()
        let second = $model.last.second, flag = $model.flag
        #expect([second.wrappedValue, $model.pair.first.wrappedValue, $model.pair.second.wrappedValue] == ["d", "a", "b"])
        second.wrappedValue = "z"
        flag.wrappedValue = true
        $model.count.wrappedValue += 1
        #expect(model == Model(flag: true, pair: Pair(), count: 8, last: Pair(first: "c", second: "z")))
    }

    @Test func propertyWrapperSpelling() {
        @FormModel var account = Account()
        let form = Form { Section { TextField("Name", text: $account.name).id("name") } }
        form.apply(raw: [Identity("name"): "Jane"])
        #expect(account.name == "Jane")
        account.name = "Joe"
        #expect(form.values == ["name": "Joe"])
        #expect(_account.value.name == "Joe")
    }

    @Test func updateChangesSeveralMembersAtOnce() {
        let model = FormModel(Account())
        let total = model.update { account -> Int in
            account.name = "Jane"
            account.count = 2
            return account.count + 1
        }
        #expect(total == 3)
        #expect(model.value == Account(name: "Jane", count: 2))
    }

    @Test func concurrentWritesToDifferentMembersAreNotLost() async {
        let model = FormModel(Account())
        let count = model.binding(\.count), other = model.projectedValue.other
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<500 { Stepper("Count", value: count).increment() } }
                group.addTask { for _ in 0..<500 { Stepper("Other", value: other).increment() } }
            }
        }
        #expect(model.value.count == 2000)
        #expect(model.value.other == 2000)
    }

    /// The model's lock excludes: read-modify-writes from many tasks at once, each under the lock,
    /// lose none, and reads in between see whole values.
    @Test func theModelsLockExcludesConcurrentReadModifyWrites() async {
        let model = FormModel(Account())
        let count = model.binding(\.count)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<20_000 {
                        model.update { $0.count += 1 }
                        _ = count.wrappedValue
                    }
                }
            }
        }
        #expect(model.value.count == 160_000)
    }

    @Test func copiesOfAHolderShareTheModel() {
        struct Screen { @FormModel var account = Account() }
        let screen = Screen()
        let copy = screen
        copy.account.name = "Shared"
        #expect(screen.account.name == "Shared")
    }
}
