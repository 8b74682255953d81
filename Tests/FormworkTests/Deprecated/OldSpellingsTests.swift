import Formwork
import FormworkFixtures
import FormworkHTML
import Testing

/// The spellings deprecated on the way to 1.0 still compile and do what their replacements do.
/// Each test is itself deprecated, so its uses of them are no warnings in a build with
/// `-warnings-as-errors` (Swift Testing allows a deprecated test function, not a deprecated
/// suite); apps calling them see the deprecation warning with what to write instead.
@Suite struct OldSpellingsTests {
    struct Order: Sendable, Equatable {
        var giftWrap = false
        var message = ""
    }

    /// A gift message that shows only with gift wrap.
    static func checkout(_ order: FormModel<Order>) -> Form {
        Form {
            Section("Gift") {
                Toggle("Gift wrap", isOn: order.binding(\.giftWrap)).id("gift")
                if order.value.giftWrap {
                    TextField("Message", text: order.binding(\.message)).id("gift-message")
                }
            }
        }
    }

    static let unknownMessage = ValueConversionError(
        identity: Identity("gift-message"), reason: .unknownRow, message: "No such row in the form")

    @available(*, deprecated) @Test func applyRawWritesTextsByKey() {
        let order = FormModel(Order())
        #expect(Self.checkout(order).apply(raw: ["gift": "on", "gift-message": "Hi"]) == [Self.unknownMessage])
        #expect(order.value == Order(giftWrap: true))
        #expect(
            Self.checkout(order).apply(raw: ["gift": "maybe"], messages: .german).map(\.message) == [
                "Wähle an oder aus"
            ])
    }

    @available(*, deprecated) @Test func applyRawRebuildingRevealsRows() {
        let order = FormModel(Order())
        #expect(Form.apply(raw: ["gift": "on", "gift-message": "Hi"]) { Self.checkout(order) }.isEmpty)
        #expect(order.value == Order(giftWrap: true, message: "Hi"))
        let other = FormModel(Order())
        #expect(
            Form.apply(raw: ["gift-message": "Hi"], messages: .german) { Self.checkout(other) }.map(\.message) == [
                "Keine solche Zeile im Formular"
            ])
    }

    @available(*, deprecated) @Test func applySubmissionIgnoringLeavesHiddenFieldsOut() throws {
        let submission = try FormSubmission(urlEncoded: "csrf-token=t&gift=on&gift-message=Hi")
        let order = FormModel(Order())
        #expect(Self.checkout(order).apply(submission, ignoring: ["csrf-token"]) == [Self.unknownMessage])
        #expect(
            Self.checkout(FormModel(Order())).apply(submission, ignoring: ["csrf-token"], messages: .german).map(\.message) == [
                "Keine solche Zeile im Formular"
            ])
        #expect(order.value == Order(giftWrap: true))
        let rebuilt = FormModel(Order())
        #expect(Form.apply(submission, ignoring: ["csrf-token"]) { Self.checkout(rebuilt) }.isEmpty)
        #expect(rebuilt.value == Order(giftWrap: true, message: "Hi"))
        let german = FormModel(Order())
        #expect(Form.apply(submission, ignoring: ["csrf-token"], messages: .german) { Self.checkout(german) }.isEmpty)
        #expect(german.value == Order(giftWrap: true, message: "Hi"))
    }

    @available(*, deprecated) @Test func oldTextInputModifiersSetWhatSwiftUIsSpellingsSet() {
        let field = TextField("Code", text: .constant("")).autocapitalization(.characters).autocorrection(false)
        #expect(field.autocapitalization == .characters)
        #expect(field.autocorrection == false)
        #expect(TextField("Note", text: .constant("")).autocorrection(true).autocorrection == true)
        let editor = TextEditor("Notes", text: .constant("")).autocapitalization(.never).autocorrection(false)
        #expect(editor.autocapitalization == .never)
        #expect(editor.autocorrection == false)
        #expect(TextEditor("Notes", text: .constant("")).autocorrection(true).autocorrection == true)
    }
}
