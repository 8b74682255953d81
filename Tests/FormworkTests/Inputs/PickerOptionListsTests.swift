import Testing

@testable import Formwork

/// Pickers given the same options share one array (`PickerOptionLists`), and only when the
/// lists are the same to the last byte: every list handed out must hold exactly the titles,
/// keys and values it was made from. Sharing is checked on tables of their own (tests running
/// beside these share the library's table); pickers are checked by what they hold.
@Suite struct PickerOptionListsTests {
    enum Size: String, CaseIterable { case small, medium, large }

    /// Where an array's elements are: equal for two arrays that share their storage.
    static func storage<Element>(_ array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    static func sizes(_ titles: [String] = ["Small", "Medium", "Large"]) -> [PickerOption<Size>] {
        zip(Size.allCases, titles).map { PickerOption($1, value: $0) }
    }

    static func bytes<Value>(_ options: [PickerOption<Value>]) -> [[UInt8]] {
        options.flatMap { [Array($0.title.utf8), Array($0.key.utf8)] }
    }

    @Test func equalListsShareOneArray() {
        let table = PickerOptionLists(slotCount: 8)
        let first = table.list(Self.sizes()), second = table.list(Self.sizes())
        #expect(Self.storage(first) == Self.storage(second))
        #expect(second.map(\.title) == ["Small", "Medium", "Large"])
        #expect(second.map(\.key) == ["small", "medium", "large"])
        #expect(second.map(\.value) == [.small, .medium, .large])
    }

    @Test func stringValuesAndLongTextsAreComparedByTheirBytes() {
        let table = PickerOptionLists(slotCount: 8)
        // Titles past 15 bytes live in storage of their own, made anew for each list.
        func options(_ suffix: String) -> [PickerOption<String>] {
            ["a", "b"].map { PickerOption("A title longer than fifteen bytes \($0)\(suffix)", value: "v\($0)", key: $0) }
        }
        let first = table.list(options("")), second = table.list(options(""))
        #expect(Self.storage(first) == Self.storage(second))
        let other = table.list(options("!"))
        #expect(Self.storage(other) != Self.storage(first))
        #expect(other.map(\.title) == ["A title longer than fifteen bytes a!", "A title longer than fifteen bytes b!"])
        let otherValues = table.list(
            ["a", "b"].map {
                PickerOption("A title longer than fifteen bytes \($0)", value: "w\($0)", key: $0)
            })
        #expect(otherValues.map(\.value) == ["wa", "wb"])
    }

    /// Swift's `==` calls canonically equivalent spellings equal; a page shows their bytes, so
    /// each list keeps its own.
    @Test func canonicallyEquivalentTextsAreNotShared() {
        let table = PickerOptionLists(slotCount: 8)
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        #expect(composed == decomposed)
        for (title, key) in [(composed, "k"), (decomposed, "k"), ("k", composed), ("k", decomposed)] {
            let list = table.list([PickerOption(title, value: "v", key: key)])
            #expect(Self.bytes(list) == [Array(title.utf8), Array(key.utf8)])
        }
        let values = [composed, decomposed].map { table.list([PickerOption("T", value: $0, key: "k")]) }
        #expect(values.map { Array($0[0].value.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
    }

    /// Values are compared bit by bit: `0.0 == -0.0`, but a picker writes the one it was given.
    @Test func equalValuesWithOtherBitsAreNotShared() {
        let table = PickerOptionLists(slotCount: 8)
        let positive = table.list([PickerOption("Zero", value: 0.0, key: "0")])
        let negative = table.list([PickerOption("Zero", value: -0.0, key: "0")])
        #expect(positive[0].value.sign == .plus)
        #expect(negative[0].value.sign == .minus)
    }

    /// Lists of two types of value with the same bits, titles and keys are kept apart.
    @Test func listsOfAnotherValueTypeAreNotShared() {
        let table = PickerOptionLists(slotCount: 8)
        let doubles = table.list([PickerOption("One", value: 1.0, key: "1")])
        let integers = table.list([PickerOption("One", value: Int(bitPattern: UInt(1.0.bitPattern)), key: "1")])
        #expect(Self.storage(doubles) != Self.storage(integers))
        // The integers' list took the slot; an equal one shares it.
        let moreIntegers = table.list([PickerOption("One", value: Int(bitPattern: UInt(1.0.bitPattern)), key: "1")])
        #expect(Self.storage(moreIntegers) == Self.storage(integers))
    }

    /// A list is the same as another only if it has each of its options, and no more.
    @Test func aListIsTheSameOnlyAsItsEqualInLength() {
        let sizes = Self.sizes()
        #expect(PickerOptionLists.same(sizes, Self.sizes()))
        #expect(!PickerOptionLists.same(Array(sizes.prefix(2)), sizes))
        #expect(!PickerOptionLists.same(sizes, Array(sizes.prefix(2))))
        #expect(!PickerOptionLists.same(sizes, sizes + [sizes[2]]))
        #expect(!PickerOptionLists.same(sizes, Self.sizes(["Small", "Medium", "Big"])))
    }

    /// A value that is neither text nor plain data cannot be compared to the last byte: such
    /// lists are handed back as they are.
    @Test func listsOfOtherValuesAreNeverShared() {
        let table = PickerOptionLists(slotCount: 8)
        func options() -> [PickerOption<[Int]>] { [PickerOption("One", value: [1], key: "1")] }
        let first = table.list(options()), second = table.list(options())
        #expect(Self.storage(first) != Self.storage(second))
        func optionals() -> [PickerOption<String?>] { [PickerOption("Small", value: "s", key: "s")] }
        let firstOptional = table.list(optionals()), secondOptional = table.list(optionals())
        #expect(Self.storage(firstOptional) != Self.storage(secondOptional))
    }

    /// One bucket: every list replaces the older one kept, and each is handed back exactly,
    /// whatever its values' type or its keys between the first and last.
    @Test func listsThatMeetInASlotTakeTurns() {
        let table = PickerOptionLists(slotCount: 2)
        let sizes = Self.sizes(), retitled = Self.sizes(["S", "M", "L"])
        let middle = [
            PickerOption("Small", value: Size.small), PickerOption("Large", value: .medium, key: "middle"),
            PickerOption("Large", value: .large),
        ]
        let strings = Size.allCases.map { PickerOption($0.rawValue, value: $0.rawValue) }
        for list in [sizes, retitled, middle, sizes, strings, sizes] as [Any] {
            if let list = list as? [PickerOption<Size>] {
                let kept = table.list(list)
                #expect(Self.bytes(kept) == Self.bytes(list))
                #expect(kept.map(\.value) == list.map(\.value))
            } else if let list = list as? [PickerOption<String>] {
                #expect(table.list(list).map(\.value) == ["small", "medium", "large"])
            }
        }
        let again = table.list(Self.sizes()), last = table.list(Self.sizes())
        #expect(Self.storage(again) == Self.storage(last))
    }

    @Test func twoListsThatMeetInABucketBothStayShared() {
        let table = PickerOptionLists(slotCount: 2)
        let sizes = table.list(Self.sizes()), retitled = table.list(Self.sizes(["S", "M", "L"]))
        #expect(Self.storage(table.list(Self.sizes())) == Self.storage(sizes))
        #expect(Self.storage(table.list(Self.sizes(["S", "M", "L"]))) == Self.storage(retitled))
    }

    @Test func pickersShareTheirOptionsButKeepTheirOwnChanges() {
        let model = FormModel(Size.small)
        var first = Picker("Size", selection: model.binding(\.self), options: Self.sizes())
        let second = Picker("Size", selection: model.binding(\.self), options: Self.sizes())
        #expect(first.options == Self.sizes())
        first.options.append(PickerOption("Huge", value: .large, key: "huge"))
        #expect(first.options.map(\.key) == ["small", "medium", "large", "huge"])
        #expect(second.options.map(\.key) == ["small", "medium", "large"])
        #expect(second.formValue(of: .large) == .string("large"))
    }

    @Test func emptyListsStayEmpty() {
        let table = PickerOptionLists(slotCount: 8)
        #expect(table.list([PickerOption<Size>]()).isEmpty)
    }
}
