import Formwork
import FormworkTesting
import Testing

@Suite struct TextEditorTests {
    struct Note: Sendable, Equatable {
        var body = ""
    }

    static func form(_ model: FormModel<Note>) -> Form {
        Form {
            Section("Delivery") {
                TextEditor("Notes", text: model.binding(\.body)).validate(.required, .length(...20)).id("notes")
            }
        }
    }

    @Test func outlineEscapesLineBreaks() {
        expectOutline(
            Self.form(FormModel(Note(body: "Ring twice\nLeave at the \"door\""))),
            #"""
            Section "Delivery"
              TextEditor "Notes" = "Ring twice\nLeave at the \"door\"" id: "notes"
            """#)
    }

    @Test(arguments: [
        ("one\r\ntwo", "one\ntwo"),
        ("one\rtwo", "one\ntwo"),
        ("one\r\n\r\ntwo\r", "one\n\ntwo\n"),
        ("one\n\rtwo", "one\n\ntwo"),
        ("no breaks", "no breaks"),
        ("  kept  ", "  kept  "),
    ])
    func rawTextHasItsLineBreaksNormalised(raw: String, written: String) {
        let model = FormModel(Note())
        #expect(Self.form(model).apply(.raw(["notes": raw])) == [])
        #expect(model.value.body == written)
    }

    @Test func jsonValuesAreKeptExactly() throws {
        let model = FormModel(Note(body: "a\r\nb"))
        let values = Self.form(model).values
        #expect(try jsonText(values) == #"{"notes":"a\r\nb"}"#)
        let other = FormModel(Note())
        #expect(Self.form(other).apply(try FormworkTests.jsonRoundTrip(values)) == [])
        #expect(other.value.body == "a\r\nb")
        #expect(
            Self.form(other).apply(.values(["notes": 3])) == [
                ValueConversionError(identity: Identity("notes"), reason: .malformed, message: "Enter text")
            ])
    }

    @Test func textRulesApply() {
        let model = FormModel(Note(body: " \n "))
        #expect(
            Self.form(model).validate() == [
                ValidationError(identity: Identity("notes"), rule: .required, message: "Required")
            ])
        model.value.body = "line one\nline two\nline three"
        #expect(
            Self.form(model).validate() == [
                ValidationError(identity: Identity("notes"), rule: .length, message: "Must be at most 20 characters")
            ])
        model.value.body = "short\r\nnote"
        #expect(Self.form(model).isValid)
    }

    @Test func disabledEditorIsNeitherWrittenNorValidated() {
        let model = FormModel(Note())
        let form = Form {
            Section { TextEditor("Notes", text: model.binding(\.body)).validate(.required).id("notes").disabled() }
        }
        expectOutline(
            form,
            """
            Section
              TextEditor "Notes" = "" disabled id: "notes"
            """)
        #expect(
            form.apply(.raw(["notes": "x"])) == [
                ValueConversionError(identity: Identity("notes"), reason: .disabledRow, message: "This row is disabled")
            ])
        #expect(form.validate() == [])
        #expect(form.values == ["notes": ""])
    }

    @Test func equalityComparesTitleAndText() {
        let a = TextEditor("Notes", text: .constant("a"))
        #expect(a == TextEditor("Notes", text: .constant("a")))
        #expect(a != TextEditor("Notes", text: .constant("b")))
        #expect(a != TextEditor("Other", text: .constant("a")))
    }

    // MARK: Prompt, lines and read-only

    static func styled(_ model: FormModel<Note>) -> Form {
        Form {
            Section {
                TextEditor("Notes", text: model.binding(\.body), prompt: "Anything the driver should know")
                    .lineLimit(2...6).id("notes")
                TextEditor("Terms", text: .constant("No refunds after 14 days")).readOnly().id("terms")
            }
        }
    }

    @Test func outlineShowsThePromptAndReadOnly() {
        expectOutline(
            Self.styled(FormModel(Note())),
            #"""
            Section
              TextEditor "Notes" prompt: "Anything the driver should know" = "" id: "notes"
              TextEditor "Terms" = "No refunds after 14 days" readOnly id: "terms"
            """#)
    }

    @Test func voiceOverReadsThePromptWhileEmptyAndReadOnlyTextAsText() {
        expectAccessibility(
            Self.styled(FormModel(Note())),
            """
            Notes, Anything the driver should know, text field
            Terms, No refunds after 14 days
            """)
        expectAccessibility(
            Self.styled(FormModel(Note(body: "Ring twice"))),
            """
            Notes, Ring twice, text field
            Terms, No refunds after 14 days
            """)
    }

    @Test func aReadOnlyEditorKeepsItsTextAndRefusesAnyOther() throws {
        let model = FormModel(Note(body: "Ring twice"))
        let form = Form { Section { TextEditor("Notes", text: model.binding(\.body)).readOnly().id("notes") } }
        // What a page's readonly textarea sends back, CRLF and all, is taken.
        #expect(form.apply(.raw(["notes": "Ring twice"])) == [])
        let refused = ValueConversionError(
            identity: Identity("notes"), reason: .readOnlyRow, message: "This text cannot be changed")
        #expect(form.apply(.raw(["notes": "Ring once"])) == [refused])
        #expect(form.apply(.values(["notes": "Ring once"])) == [refused])
        #expect(form.apply(try FormworkTests.jsonRoundTrip(["notes": "Ring once"])) == [refused])
        #expect(form.apply(.values(["notes": 3])).map(\.reason) == [.malformed])
        #expect(model.value.body == "Ring twice")
        #expect(form.apply(try FormworkTests.jsonRoundTrip(form.values)) == [])
    }

    @Test func aReadOnlyEditorsTextStillFollowsItsRules() {
        let form = Form { Section { TextEditor("Notes", text: .constant("")).readOnly().validate(.required).id("notes") } }
        #expect(form.validate() == [ValidationError(identity: Identity("notes"), rule: .required, message: "Required")])
    }

    @Test(arguments: [
        (0...0, 1...1), (-3...2, 1...2), (3...500, 3...100), (4...4, 4...4),
    ])
    func lineBoundsAreKeptBetweenOneAndTheMost(asked: ClosedRange<Int>, kept: ClosedRange<Int>) {
        #expect(TextEditor("Notes", text: .constant("")).lineLimit(asked).lines == kept)
    }

    @Test func aLineLimitOfOneNumberIsAMost() {
        #expect(TextEditor("Notes", text: .constant("")).lineLimit(6).lines == 1...6)
        #expect(TextEditor("Notes", text: .constant("")).lineLimit(0).lines == 1...1)
        #expect(TextEditor("Notes", text: .constant("")).lines == nil)
    }

    @Test func equalityComparesPromptLinesAndReadOnly() {
        let a = TextEditor("Notes", text: .constant("a"))
        #expect(a != TextEditor("Notes", text: .constant("a"), prompt: "Say"))
        #expect(a != a.lineLimit(3))
        #expect(a != a.readOnly())
        #expect(a == a.readOnly(false))
    }

    @Test func theEditorGrowsBetweenItsLinesThenScrolls() {
        let editor = TextEditorControl(text: "", lines: 2...4)
        // Lines of 20 points: at least 40, at most 80, scrolling past it.
        #expect(editor.height(lineHeight: 20, textHeight: 20) == (40, false))
        #expect(editor.height(lineHeight: 20, textHeight: 60) == (60, false))
        #expect(editor.height(lineHeight: 20, textHeight: 80) == (80, false))
        #expect(editor.height(lineHeight: 20, textHeight: 81) == (80, true))
        // No lines: the text's own height, never scrolling.
        #expect(TextEditorControl(text: "").height(lineHeight: 20, textHeight: 500) == (500, false))
        #expect(TextEditorControl(text: "", prompt: "Say").showsPrompt)
        #expect(!TextEditorControl(text: "a", prompt: "Say").showsPrompt)
        #expect(!TextEditorControl(text: "").showsPrompt)
    }
}
