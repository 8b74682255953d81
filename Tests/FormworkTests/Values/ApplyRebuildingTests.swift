import Formwork
import Testing

/// `Form.apply(_:rebuilding:)` with raw texts and snapshots: values for rows that the
/// values being applied reveal.
@Suite struct ApplyRebuildingTests {
    struct Order: Sendable, Equatable {
        var giftWrap = false
        var message = ""
        var card = false
        var cardText = ""
    }

    /// A checkout whose message field shows only with gift wrap, and whose card text shows
    /// only when the message field's own toggle is on: two levels of revealing.
    static func checkout(_ order: FormModel<Order>) -> Form {
        Form {
            Section("Gift") {
                Toggle("Gift wrap", isOn: order.binding(\.giftWrap)).id("gift")
                if order.value.giftWrap {
                    TextField("Message", text: order.binding(\.message)).id("gift-message")
                    Toggle("Card", isOn: order.binding(\.card)).id("card")
                    if order.value.card {
                        TextField("Card text", text: order.binding(\.cardText)).id("card-text")
                    }
                }
            }
        }
    }

    @Test func plainApplyCannotFillARowThatIsNotShownYet() {
        let order = FormModel(Order())
        let errors = Self.checkout(order).apply(.raw(["gift": "on", "gift-message": "Hi"]))
        #expect(
            errors == [
                ValueConversionError(identity: Identity("gift-message"), reason: .unknownRow, message: "No such row in the form")
            ])
        #expect(order.value == Order(giftWrap: true))
    }

    @Test func rebuildingFillsEveryRevealedRow() {
        let order = FormModel(Order())
        var builds = 0
        let errors = Form.apply(.raw(["gift": "on", "gift-message": "Hi", "card": "on", "card-text": "Love"])) {
            builds += 1
            return Self.checkout(order)
        }
        #expect(errors == [])
        #expect(order.value == Order(giftWrap: true, message: "Hi", card: true, cardText: "Love"))
        #expect(builds == 3)
    }

    @Test func rebuildingReportsWhatNoRowEverClaimedAndConversionErrors() {
        let order = FormModel(Order())
        let errors = Form.apply(.raw(["gift": "on", "card": "maybe", "card-text": "Love", "coupon": "X"])) {
            Self.checkout(order)
        }
        #expect(
            errors == [
                ValueConversionError(identity: Identity("card"), reason: .malformed, message: "Choose on or off"),
                ValueConversionError(identity: Identity("card-text"), reason: .unknownRow, message: "No such row in the form"),
                ValueConversionError(identity: Identity("coupon"), reason: .unknownRow, message: "No such row in the form"),
            ])
        #expect(order.value == Order(giftWrap: true))
    }

    @Test func restoringASnapshotRestoresConditionalRows() throws {
        let saved = FormModel(Order(giftWrap: true, message: "Hi", card: true, cardText: "Love"))
        let snapshot = try jsonRoundTrip(Self.checkout(saved).values)
        let restored = FormModel(Order())
        #expect(Form.apply(snapshot) { Self.checkout(restored) } == [])
        #expect(restored.value == saved.value)
    }

    @Test func aFormThatFlipsOnEveryBuildStopsWithinTheDocumentedBound() {
        let flip = FormModel(false)
        var builds = 0
        let raw = ["a": "1", "b": "2", "c": "3"]
        let errors = Form.apply(.raw(raw)) {
            builds += 1
            flip.value.toggle()
            return Form {
                Section {
                    if flip.value {
                        TextField("A", text: .constant("")).id("a")
                    } else {
                        TextField("B", text: .constant("")).id("b")
                    }
                }
            }
        }
        #expect(builds <= raw.count + 1)
        #expect(
            errors == [ValueConversionError(identity: Identity("c"), reason: .unknownRow, message: "No such row in the form")])
    }
}
