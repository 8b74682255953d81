import Formwork
import Testing

/// Options that share a key: the key names none of them, so a picker never chooses the first
/// silently, and the form reports it.
@Suite struct PickerKeyCollisionTests {
    enum Size: Hashable, Sendable { case small, large, huge }

    struct Order: Sendable, Equatable {
        var size = Size.large
        var extra: String? = nil
    }

    static let sizes = [
        PickerOption("Small", value: Size.small, key: "k"),
        PickerOption("Large", value: Size.large, key: "k"),
        PickerOption("Huge", value: Size.huge, key: "h"),
    ]

    static func form(_ model: FormModel<Order>) -> Form {
        Form {
            Section {
                Picker("Size", selection: model.binding(\.size), options: sizes).id("size")
                Picker(
                    "Extra", selection: model.binding(\.extra), options: [PickerOption("Blank", value: "blank", key: "")],
                    none: "None"
                ).id("extra")
            }
        }
    }

    @Test func aSharedKeyIsRefusedNotTheFirstOption() throws {
        let model = FormModel(Order())
        let picker = Picker("Size", selection: model.binding(\.size), options: Self.sizes)
        #expect(picker.collidingKeys == ["k"])
        #expect(throws: ConversionFailure(.ambiguousOption, "Is more than one of the options")) { try picker.value(fromRaw: "k") }
        #expect((try? picker.value(fromRaw: "h")) == .huge)
        #expect(!picker.select(key: "k"))
        #expect(model.value.size == .large)
    }

    @Test func applyRefusesASharedKeyAndWritesNothing() {
        let model = FormModel(Order())
        let form = Self.form(model)
        #expect(
            form.apply(.raw(["size": "k", "extra": ""])) == [
                ValueConversionError(
                    identity: Identity("size"), reason: .ambiguousOption, message: "Is more than one of the options"),
                ValueConversionError(
                    identity: Identity("extra"), reason: .ambiguousOption, message: "Is more than one of the options"),
            ])
        #expect(
            form.apply(.values(["size": "k"])) == [
                ValueConversionError(
                    identity: Identity("size"), reason: .ambiguousOption, message: "Is more than one of the options")
            ])
        #expect(model.value == Order())
        #expect(form.apply(.raw(["size": "h"])).isEmpty)
        #expect(model.value.size == .huge)
    }

    @Test func theFormReportsEachPickersSharedKeys() {
        let form = Self.form(FormModel(Order()))
        #expect(
            form.diagnostics == [
                .collidingOptionKeys(row: "size", optionKey: "k"),
                .collidingOptionKeys(row: "extra", optionKey: ""),
            ])
        #expect(
            FormDiagnostic.collidingOptionKeys(row: "size", optionKey: "k").description
                == #"the picker "size" has several options keyed "k": that key chooses none"#)
    }
}
