import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkSwiftUI

/// What each SwiftUI control's new value writes into the model, through the view's one edit path.
@Suite @MainActor struct ControlValuesTests {
    let newYork = TimeZone(identifier: "America/New_York")!
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    /// The model after the control of the row `id` in the every-control form reports `value`,
    /// turned into an edit by `edit` from the row's control as laid out.
    func changed(_ id: String, edit: (RowControl) -> ControlEdit?) -> Preferences {
        let model = FormModel(Preferences())
        let form = everyControlForm(model)
        var session = FormSession()
        let layout = session.layout(of: form, validation: [], conversion: [], showsOwnView: { _ in false })
        guard let row = layout.sections.flatMap(\.rows).first(where: { $0.id == Identity(id) }),
            let change = edit(row.presentation.control)
        else { return model.value }
        #expect(session.write(change, to: row, in: everyControlForm(model)) == .written(key: id))
        return model.value
    }

    func preferences(_ change: (inout Preferences) -> Void) -> Preferences {
        var preferences = Preferences()
        change(&preferences)
        return preferences
    }

    @Test func eachControlsValueIsWrittenAsTheComponentTakesIt() {
        #expect(changed("wifi") { _ in toggleEdit(false, shown: true) } == preferences { $0.wifi = false })
        #expect(changed("name") { _ in textEdit("Jane", shown: "") } == preferences { $0.name = "Jane" })
        #expect(changed("bio") { _ in textEdit("a\r\nb", shown: "Hello\nWorld") } == preferences { $0.bio = "a\nb" })
        #expect(changed("age") { _ in .increment } == preferences { $0.age = 31 })
        #expect(changed("age") { _ in .decrement } == preferences { $0.age = 29 })
        #expect(
            changed("volume") { control in
                guard case .slider(let slider) = control else { return nil }
                return slider.edit(for: 0.8)
            } == preferences { $0.volume = 0.75 })
        #expect(
            changed("plan") { control in
                guard case .picker(let picker) = control else { return nil }
                return picker.edit(forKey: "team")
            } == preferences { $0.plan = .team })
        #expect(
            changed("team") { control in
                guard case .picker(let picker) = control else { return nil }
                return picker.edit(forKey: "design")
            } == preferences { $0.team = "design" })
        // 23:30 on 22 November in New York is already the 23rd in UTC: the picker's zone decides.
        let lateEvening = Date(timeIntervalSince1970: 1_795_408_200)
        #expect(
            changed("birthday") { control in
                guard case .datePicker(let picker) = control else { return nil }
                return DatePickerModel(picker, in: newYork)?.edit(for: lateEvening)
            } == preferences { $0.birthday = try! CalendarDate(year: 2026, month: 11, day: 22) })
        // The same moment is 13:30 the next afternoon in Tokyo.
        #expect(
            changed("alarm") { control in
                guard case .datePicker(let picker) = control else { return nil }
                return DatePickerModel(picker, in: tokyo)?.edit(for: lateEvening)
            } == preferences { $0.alarm = try! TimeOfDay(hour: 13, minute: 30) })
    }

    @Test func aControlReportingTheValueItShowsChangesNothing() {
        #expect(toggleEdit(true, shown: true) == nil)
        #expect(toggleEdit(false, shown: true) == .setOn(false))
        #expect(textEdit("Jane", shown: "Jane") == nil)
        #expect(textEdit("", shown: "Jane") == .setText(""))
        let slider = SliderControl(value: 0.5, range: 0...1, step: 0.25, text: "0.5", stepText: "0.25")
        #expect(slider.edit(for: 0.5) == nil)
        #expect(slider.edit(for: 1) == .setNumber(1))
        let picker = PickerControl(
            choices: [.init(key: "", title: "None"), .init(key: "pro", title: "Pro")], selectedKey: "pro", style: .menu)
        #expect([nil, "pro", "gold", ""].map(picker.edit(forKey:)) == [nil, nil, nil, .selectOption(key: "")])
    }

    @Test func aSteppersButtonIsOffAtItsEndOfTheRange() {
        let buttons = { (value: Double, range: ClosedRange<Double>?) -> [Bool] in
            let stepper = StepperControl(text: "", value: value, range: range, step: 1, stepText: "1")
            return [stepper.canDecrement, stepper.canIncrement]
        }
        #expect(buttons(3, 1...5) == [true, true])
        #expect(buttons(1, 1...5) == [false, true])
        #expect(buttons(5, 1...5) == [true, false])
        #expect(buttons(5, 5...5) == [false, false])
        #expect(buttons(-1e300, nil) == [true, true])
        #expect(buttons(.nan, 1...5) == [false, false])
    }
}
