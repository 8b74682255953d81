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
}
