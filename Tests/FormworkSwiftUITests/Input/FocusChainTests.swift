import Formwork
import FormworkFixtures
import FormworkUIKit
import Testing

@testable import FormworkSwiftUI

/// Where `@FocusState` goes in a FormView (Return, Previous, Next, Done), and what VoiceOver
/// reads for its rows.
@Suite struct FocusChainTests {
    static func form(showsPhone: Bool) -> Form {
        Form {
            Section {
                TextField("Name", text: .constant("")).id("name")
                Toggle("Wi-Fi", isOn: .constant(true)).id("wifi")
                if showsPhone { TextField("Phone", text: .constant("")).keyboardType(.phone).id("phone") }
                TextField("Locked", text: .constant("")).disabled().id("locked")
            }
            Section {
                TextEditor("Notes", text: .constant("")).id("notes")
                TextField("PIN", text: .constant("")).keyboardType(.number).id("pin")
            }
        }
    }

    @Test func textInputsFollowFormOrderByKeySkippingDisabledOnes() {
        let chain = FocusChain(layout(Self.form(showsPhone: true)))
        #expect(chain.keys == ["name", "phone", "notes", "pin"])
        #expect(["name", "phone", "notes", "pin", "wifi"].map(chain.next(after:)) == ["phone", "notes", "pin", nil, nil])
        #expect(["name", "phone", "notes", "pin", "wifi"].map(chain.previous(before:)) == [nil, "name", "phone", "notes", nil])
        #expect(chain.next(after: nil) == nil)
        // Text fields show Next until the last, which shows Done; a text editor keeps Return.
        #expect(["name", "phone", "notes", "pin", "wifi"].map(chain.returnKey(for:)) == [.next, .next, nil, .done, nil])
    }

    @Test func theAppsFocusHandleMovesToATextInputOrEndsEditingAndIgnoresOtherKeys() {
        let chain = FocusChain(layout(Self.form(showsPhone: true)))
        // After "Add", the app focuses the new field; after Submit, the first invalid one.
        #expect(chain.focus(requested: "phone", current: nil) == "phone")
        #expect(chain.focus(requested: "notes", current: "name") == "notes")
        #expect(chain.focus(requested: nil, current: "name") == nil, "ends editing")
        // A switch, a disabled field, a row the form does not have: the focus stays.
        #expect(["wifi", "locked", "gone"].map { chain.focus(requested: $0, current: "pin") } == ["pin", "pin", "pin"])
    }

    @Test func theKeyboardBarIsOffAtEitherEndAndAbsentWithNoFocus() {
        let chain = FocusChain(layout(Self.form(showsPhone: false)))
        #expect(chain.keyboardBar(for: "name") == KeyboardBar(hasPrevious: false, hasNext: true))
        #expect(chain.keyboardBar(for: "notes") == KeyboardBar(hasPrevious: true, hasNext: true))
        #expect(chain.keyboardBar(for: "pin") == KeyboardBar(hasPrevious: true, hasNext: false))
        #expect(chain.keyboardBar(for: nil) == nil)
        #expect(chain.keyboardBar(for: "wifi") == nil)
    }

    @Test func focusFollowsTheKeySoARowAppearingAboveDoesNotMoveIt() {
        // The focused field is "name"'s key, not an index: a row appearing before it keeps it.
        let before = FocusChain(layout(Self.form(showsPhone: false)))
        let after = FocusChain(layout(Self.form(showsPhone: true)))
        #expect(before.next(after: "name") == "notes")
        #expect(after.next(after: "name") == "phone")
        #expect(after.keys.contains("name"))
    }

    @Test func rowsReadWhatTheSharedDecisionSaysWithTheirErrors() {
        let form = Form {
            Section {
                TextField("Email", text: .constant("")).validate(.required).id("email")
                Stepper("Doses per day", value: .constant(3), in: 1...6).id("doses")
            }
        }
        let errors = RowErrors(form: form, validation: form.validate(messages: .german))
        let rows = layout(form, errors: errors).sections[0].rows
        #expect(
            rows.flatMap { $0.accessibilityElements(messages: .german) }.map(\.description) == [
                "Email, Fehler: Pflichtfeld, text field", "Doses per day, 3, adjustable",
            ])
        // A component shown with its own view labels itself.
        let own = layout(form, ownViews: { _ in true }).sections[0].rows
        #expect(own.flatMap { $0.accessibilityElements(messages: .english) }.isEmpty)
        // The layout keeps the errors it shows, for the announcement.
        #expect(layout(form, errors: errors).errors == errors)
    }

    @Test func aReadOnlyTextEditorIsNotInTheFocusChain() {
        let form = Form {
            Section {
                TextField("A", text: .constant("")).id("a")
                TextEditor("Terms", text: .constant("No refunds")).readOnly().id("terms")
                TextEditor("Notes", text: .constant("")).id("notes")
            }
        }
        #expect(FocusChain(layout(form)).keys == ["a", "notes"])
    }
}
