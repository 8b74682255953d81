import Formwork
import FormworkTesting
import Testing

@Suite struct CollectionBindingTests {
    struct Alarm: Identifiable, Sendable, Equatable {
        var id: String
        var name: String
        var isOn = false
    }

    struct Clock: Sendable, Equatable {
        var alarms = [Alarm(id: "wake", name: "Wake up"), Alarm(id: "tea", name: "Tea")]
        var scores: [String: Int] = ["ada": 3]
    }

    static func form(_ model: FormModel<Clock>) -> Form {
        let clock = model.projectedValue
        return Form {
            Section("Alarms") {
                ForEach(clock.alarms) { $alarm in
                    Toggle(alarm.name, isOn: $alarm.isOn)
                }
            }.id("alarms")
        }
    }

    @Test func rowsTakeTheElementsIDs() {
        let form = Self.form(FormModel(Clock()))
        expectOutline(
            form,
            """
            Section "Alarms" id: "alarms"
              Toggle "Wake up" = "off" id: "wake"
              Toggle "Tea" = "off" id: "tea"
            """)
        #expect(form.values == ["wake": false, "tea": false])
    }

    @Test func propertyWrapperSpellingWithKeyPathIDs() {
        @FormModel var clock = Clock()
        let form = Form {
            Section {
                ForEach($clock.alarms, id: \.name) { $alarm in
                    TextField("Name", text: $alarm.name)
                }
            }
        }
        #expect(form.sections[0].rows.map(\.id) == [Identity("Wake up"), Identity("Tea")])
        #expect(form.apply(raw: [Identity("Tea"): "Green tea"]) == [])
        #expect(clock.alarms.map(\.name) == ["Wake up", "Green tea"])
    }

    @Test func writesReachTheirElementAfterTheArrayChanged() {
        let model = FormModel(Clock())
        let form = Self.form(model)
        model.value.alarms.reverse()
        model.value.alarms.insert(Alarm(id: "new", name: "New"), at: 0)
        #expect(form.apply(.raw(["tea": "on"])) == [])
        #expect(
            model.value.alarms == [
                Alarm(id: "new", name: "New"), Alarm(id: "tea", name: "Tea", isOn: true), Alarm(id: "wake", name: "Wake up"),
            ])
        #expect(form.values == ["wake": false, "tea": true])
    }

    @Test func aRemovedElementReadsItsLastValueAndIgnoresWrites() throws {
        let model = FormModel(Clock())
        let form = Self.form(model)
        let tea = try #require(component(form, Identity("tea"), as: Toggle.self))
        tea.toggle()
        #expect(model.value.alarms[1].isOn)
        model.value.alarms.removeAll { $0.id == "tea" }
        #expect(tea.binding.wrappedValue == true, "the last value read or written")
        tea.binding.wrappedValue = false
        tea.toggle()
        #expect(model.value.alarms == [Alarm(id: "wake", name: "Wake up")])
        #expect(form.values == ["wake": false, "tea": true])
        model.value.alarms.append(Alarm(id: "tea", name: "Tea again"))
        tea.toggle()
        #expect(model.value.alarms.last == Alarm(id: "tea", name: "Tea again", isOn: true), "found again by id")
    }

    /// The model's alarms: its own binding, whose elements are read in place, or one made of
    /// closures, whose elements are read from a copy of the array.
    static func alarms(of model: FormModel<Clock>, inPlace: Bool) -> Binding<[Alarm]> {
        inPlace ? model.projectedValue.alarms : Binding(get: { model.value.alarms }, set: { model.value.alarms = $0 })
    }

    /// Element bindings over a model's array read the element in place; over any other binding
    /// (here closures) they copy the collection out. Both follow a moved element and keep the
    /// last value read once it is gone.
    @Test(arguments: [true, false])
    func readsFollowAMovedElementAndKeepTheLastValueRead(inPlace: Bool) throws {
        let model = FormModel(Clock())
        let alarms = Self.alarms(of: model, inPlace: inPlace)
        let form = Form {
            Section {
                ForEach(alarms) { $alarm in Toggle(alarm.name, isOn: $alarm.isOn) }
            }
        }
        let tea = try #require(component(form, Identity("tea"), as: Toggle.self))
        let wake = try #require(component(form, Identity("wake"), as: Toggle.self))
        model.value.alarms[1].isOn = true
        model.value.alarms.reverse()
        #expect(tea.binding.wrappedValue == true, "found where it moved")
        #expect(wake.binding.wrappedValue == false)
        model.value.alarms[0].isOn = false
        model.value.alarms.insert(Alarm(id: "new", name: "New", isOn: true), at: 0)
        #expect(tea.binding.wrappedValue == false, "read again after another move")
        model.value.alarms[1].isOn = true
        #expect(tea.binding.wrappedValue == true, "read where it stayed")
        model.value.alarms[1].isOn = false
        model.value.alarms.removeAll { $0.id == "tea" }
        #expect(tea.binding.wrappedValue == true, "the last value read, not one it never saw")
        wake.toggle()
        #expect(
            model.value.alarms == [Alarm(id: "new", name: "New", isOn: true), Alarm(id: "wake", name: "Wake up", isOn: true)])
        #expect(form.values == ["wake": true, "tea": true])
    }

    /// Rows identified by a field they edit: a write that changes it leaves the binding following
    /// the id it was made for, so a read finds an element that takes that id later, not the value
    /// written (which an in-place read would otherwise recognise by its bits).
    @Test(arguments: [true, false])
    func aWriteThatChangesItsIDLeavesTheBindingFollowingTheOldOne(inPlace: Bool) throws {
        let model = FormModel(Clock())
        let alarms = Self.alarms(of: model, inPlace: inPlace)
        let form = Form {
            Section {
                ForEach(alarms, id: \.name) { $alarm in TextField("Name", text: $alarm.name) }
            }
        }
        let tea = try #require(component(form, Identity("Tea"), as: TextField.self))
        tea.binding.wrappedValue = "Green tea"
        #expect(model.value.alarms.map(\.name) == ["Wake up", "Green tea"])
        #expect(tea.binding.wrappedValue == "Green tea", "the last value written, no element has its id")
        model.value.alarms.append(Alarm(id: "late", name: "Tea"))
        #expect(tea.binding.wrappedValue == "Tea", "the element that took the id it follows")
        tea.binding.wrappedValue = "Oolong"
        #expect(model.value.alarms.map(\.name) == ["Wake up", "Green tea", "Oolong"])
    }

    /// A collection with no contiguous storage: reads in place still remember each value read.
    struct Shelf: MutableCollection, RandomAccessCollection, Sendable {
        var alarms: [Alarm]
        var startIndex: Int { 0 }
        var endIndex: Int { alarms.count }
        subscript(position: Int) -> Alarm {
            get { alarms[position] }
            set { alarms[position] = newValue }
        }
    }

    @Test func aCollectionWithoutContiguousStorageRemembersEachValueRead() throws {
        let model = FormModel(Shelf(alarms: Clock().alarms))
        let form = Form {
            Section {
                ForEach(model.projectedValue) { $alarm in Toggle(alarm.name, isOn: $alarm.isOn) }
            }
        }
        let tea = try #require(component(form, Identity("tea"), as: Toggle.self))
        #expect(Shelf(alarms: []).withContiguousStorageIfAvailable { _ in true } == nil)
        model.value.alarms[1].isOn = true
        #expect(tea.binding.wrappedValue == true)
        model.value.alarms.reverse()
        model.value.alarms[0].isOn = false
        #expect(tea.binding.wrappedValue == false, "found where it moved")
        model.value.alarms[0].isOn = true
        #expect(tea.binding.wrappedValue == true, "read where it stayed")
        model.value.alarms.removeAll { $0.id == "tea" }
        #expect(tea.binding.wrappedValue == true, "the last value read")
        #expect(form.values == ["wake": false, "tea": true])
    }

    @Test func elementBindingsProjectMembers() {
        let model = FormModel(Clock())
        let form = Form {
            ForEach(model.projectedValue.alarms) { alarm in
                Section(alarm.wrappedValue.name) {
                    TextField("Name", text: alarm.name).id("name")
                    Toggle("On", isOn: alarm.isOn).id("on")
                }.id(alarm.wrappedValue.id)
            }
        }
        #expect(form.apply(.raw(["wake/name": "Rise", "wake/on": "on"])) == [])
        #expect(model.value.alarms[0] == Alarm(id: "wake", name: "Rise", isOn: true))
    }

    @Test func dictionaryBindingInsideTheBuilder() {
        @FormModel var clock = Clock()
        let form = Form {
            Section("Scores") {
                Stepper("Ada", value: $clock.scores.binding(forKey: "ada", default: 0), in: 0...10).id("ada")
                Stepper("Alan", value: $clock.scores.binding(forKey: "alan", default: 0), in: 0...10).id("alan")
            }
        }
        expectOutline(
            form,
            """
            Section "Scores"
              Stepper<Int> "Ada" = "3" id: "ada"
              Stepper<Int> "Alan" = "0" id: "alan"
            """)
        #expect(clock.scores == ["ada": 3], "reading a missing key stores nothing")
        #expect(
            form.apply(.raw(["alan": "7", "ada": "11"])) == [
                ValueConversionError(identity: Identity("ada"), reason: .outOfRange, message: "Must be between 0 and 10")
            ])
        #expect(clock.scores == ["ada": 3, "alan": 7])
    }

    @Test func bindingIsAPropertyWrapper() {
        struct Row2 {
            @Binding var isOn: Bool
        }
        let model = FormModel(false)
        let row = Row2(isOn: model.projectedValue)
        row.isOn = true
        #expect(model.value)
        #expect(row.$isOn.wrappedValue)
    }
}
