import Formwork
import Foundation
import Testing

@testable import FormworkSwiftUI

/// What SwiftUI's controls are given: a placeholder that is never the title again, options
/// keyed by their keys, a slider written once per drag, a number kept as typed while edited.
@Suite struct SwiftUIControlDecisionTests {
    @Test func aTextFieldWithoutAPromptHasNoPlaceholderNotItsTitleAgain() {
        let untitled = TextFieldControl(text: "", prompt: nil, isSecure: false, keyboard: .text, contentType: nil)
        let prompted = TextFieldControl(text: "", prompt: "Jane Appleseed", isSecure: false, keyboard: .text, contentType: nil)
        #expect(untitled.placeholder == "")
        #expect(prompted.placeholder == "Jane Appleseed")
    }

    @Test func optionsAreKeyedByTheirKeysNotTheirPlaces() {
        let picker = PickerControl(
            choices: [.init(key: "s", title: "Small"), .init(key: "m", title: "Medium"), .init(key: "l", title: "Large")],
            selectedKey: "m", style: .menu)
        var reordered = picker
        reordered.choices.removeFirst()
        #expect(picker.keyedChoices.map(\.id) == ["s", "m", "l"])
        #expect(reordered.keyedChoices.map(\.id) == ["m", "l"], "Medium keeps its identity when Small goes")
        let colliding = PickerControl(
            choices: [.init(key: "a", title: "A"), .init(key: "a", title: "A again"), .init(key: "a", title: "A thrice")],
            selectedKey: nil, style: .menu)
        #expect(colliding.keyedChoices.map(\.id) == ["a", "a\u{1F}1", "a\u{1F}2"])
        #expect(colliding.keyedChoices.map(\.choice.key) == ["a", "a", "a"], "tags stay the keys")
    }

    /// While the finger drags, the value beside the slider is written by the slider's `format:`
    /// (a closure, or a format style in the form's locale), as the row's own value is.
    @Test func aDraggedSliderShowsItsFormat() throws {
        func dragged(to value: Double, _ slider: some RowContent) throws -> String {
            let form = Form { Section { slider } }
            guard case .slider(let control) = form.rows[0].presentation.control else { throw CancellationError() }
            var drag = SliderDrag()
            drag.began()
            _ = drag.moved(to: value, of: control)
            return drag.shownText(of: control)
        }
        let celsius = try dragged(
            to: 38.7, Slider("Temperature", value: .constant(38.5), in: 35...42, step: 0.1) { "\($0) °C" })
        #expect(celsius == "38.7 °C")
        let german = try FormLocalization(locale: Locale(identifier: "de_DE")).whileCurrent {
            try dragged(
                to: 38.7,
                Slider(
                    "Temperatur", value: .constant(38.5), in: 35...42, step: 0.1, format: .number.precision(.fractionLength(1))))
        }
        #expect(german == "38,7")
        #expect(try dragged(to: 0.7000000000000001, Slider("Level", value: .constant(0.5), in: 0...1, step: 0.1)) == "0.7")
    }

    @Test func aDragIsWrittenOnceWhenTheFingerLifts() {
        let control = SliderControl(value: 0.5, range: 0...1, step: 0.1, text: "0.5", stepText: "0.1")
        var drag = SliderDrag()
        drag.began()
        var edits: [ControlEdit] = []
        for tick in 1...20 {
            if let edit = drag.moved(to: 0.5 + Double(tick) * 0.01, of: control) { edits.append(edit) }
        }
        #expect(edits.isEmpty)
        #expect(drag.shownValue(of: control) == 0.7)
        #expect(drag.shownText(of: control) == "0.7")
        if let edit = drag.ended(of: control) { edits.append(edit) }
        #expect(edits == [.setNumber(0.7)])
        #expect(drag == SliderDrag())
        // VoiceOver's adjust moves it without a drag: written at once.
        #expect(drag.moved(to: 0.6, of: control) == .setNumber(0.6))
        // A drag that ends where it began writes nothing.
        drag.began()
        _ = drag.moved(to: 0.5, of: control)
        #expect(drag.ended(of: control) == nil)
    }

    @Test func aNumberBeingTypedIsKeptWhileItStillStandsForTheRowsNumber() throws {
        let model = FormModel(Decimal(12))
        let form = Form { Section { TextField("Amount", value: model.projectedValue, format: .currency(code: "EUR")).id("a") } }
        guard case .textField(let field) = form.sections[0].rows[0].presentation.control else {
            Issue.record("not a text field")
            return
        }
        let german = Locale(identifier: "de_DE")
        #expect(field.text(draft: nil, isEditing: false, in: german) == "12,00\u{A0}€")
        #expect(field.text(draft: "12,", isEditing: true, in: german) == "12,")
        #expect(field.text(draft: "12,", isEditing: false, in: german) == "12,00\u{A0}€")
        #expect(
            field.text(draft: "12,5", isEditing: true, in: german) == "12,00\u{A0}€", "the row holds another number: it is shown")
    }
}
