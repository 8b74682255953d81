import Formwork
import FormworkFixtures
import FormworkTesting
import Foundation
import Testing

/// What a double tap and a swipe up or down do on each row VoiceOver stops at, which element
/// VoiceOver moves to when errors are shown and what it announces, and where a row's control
/// sits at each text size.
@Suite struct AccessibilityDecisionTests {
    enum Size: String, CaseIterable { case small, medium, large }

    /// The first element of the form's only row.
    func element(_ row: some RowContent) -> AccessibilityElement {
        Form { Section { row } }.rows[0].presentation.accessibilityElements()[0]
    }

    @Test func aSwitchIsFlippedByADoubleTapToTheStateItDoesNotShow() {
        #expect(element(Toggle("Wi-Fi", isOn: .constant(true))).activation == .edit(.setOn(false)))
        #expect(element(Toggle("Wi-Fi", isOn: .constant(false))).activation == .edit(.setOn(true)))
        #expect(element(Toggle("Wi-Fi", isOn: .constant(false)).disabled()).activation == nil)
    }

    /// WCAG 2.2, 2.5.3 Label in Name: Voice Control knows a row called otherwise by the title
    /// it shows too, so "Tap Remove" works on the button VoiceOver calls "Remove Ann".
    @Test func voiceControlKnowsALabelledRowByItsVisibleTitleToo() {
        #expect(element(Button("Remove") {}.accessibilityLabel("Remove Ann")).inputLabels == ["Remove Ann", "Remove"])
        #expect(
            element(Stepper("Doses", value: .constant(2), in: 1...6).accessibilityLabel("Doses per day")).inputLabels
                == ["Doses per day", "Doses"])
        #expect(element(Toggle("Wi-Fi", isOn: .constant(true))).inputLabels == ["Wi-Fi"])
        #expect(element(TextField("", text: .constant(""), prompt: "Email")).inputLabels == ["Email"])
        // An empty label is no label: the title is read.
        #expect(element(Toggle("Wi-Fi", isOn: .constant(true)).accessibilityLabel("")).label == "Wi-Fi")
    }

    @Test func aMenuOpensWhereItIsAndOtherRowsTakeThePlatformsTap() {
        #expect(
            element(Picker("Size", selection: .constant(Size.small), options: Size.allCases) { "\($0)" }).activation
                == .tapControl)
        #expect(element(Button("Submit") {}).activation == nil)
        #expect(element(Row("About").onSelect {}).activation == nil)
    }

    @Test func aStepperStepsUntilTheEndsOfItsRange() {
        let edits = [0, 3, 6].map { value in
            let stepper = element(Stepper("Doses", value: .constant(value), in: 0...6))
            return [stepper.increment, stepper.decrement]
        }
        #expect(edits == [[.increment, nil], [.increment, .decrement], [nil, .decrement]])
        let unbounded = element(Stepper("Offset", value: .constant(0)))
        #expect([unbounded.increment, unbounded.decrement] == [.increment, .decrement])
        let disabled = element(Stepper("Doses", value: .constant(3), in: 0...6).disabled())
        #expect([disabled.increment, disabled.decrement] == [nil, nil])
    }

    @Test func aSliderMovesByItsStepOrARoundTenthOntoItsGridAndStopsAtItsEnds() {
        func moves(_ value: Double, in range: ClosedRange<Double>, step: Double? = nil) -> [ControlEdit?] {
            let slider = element(Slider("Level", value: .constant(value), in: range, step: step))
            return [slider.increment, slider.decrement]
        }
        // A temperature with a step of 0.1 moves by 0.1, so 38.5 can be reached.
        #expect(moves(38.4, in: 35...42, step: 0.1) == [.setNumber(38.5), .setNumber(38.3)])
        // With no step: 1, 2 or 5 times a power of ten, at most a tenth of the range.
        #expect(moves(38.5, in: 35...42) == [.setNumber(39), .setNumber(38)])
        #expect(moves(50, in: 0...100) == [.setNumber(60), .setNumber(40)])
        #expect(moves(5, in: 0...30) == [.setNumber(6), .setNumber(4)])
        // By the step, back onto the step's grid from a value between two steps.
        #expect(moves(50, in: 0...100, step: 25) == [.setNumber(75), .setNumber(25)])
        #expect(moves(50, in: 0...100, step: 3) == [.setNumber(51), .setNumber(48)])
        // Near the ends it stops at them; at them it does nothing.
        #expect(moves(95, in: 0...100) == [.setNumber(100), .setNumber(90)])
        #expect(moves(100, in: 0...100) == [nil, .setNumber(90)])
        #expect(moves(0, in: 0...100) == [.setNumber(10), nil])
        // A range with no room moves nowhere.
        #expect(moves(1, in: 1...1) == [nil, nil])
    }

    @Test func aDateAndTimePickerKeepsItsDateAndTimeButtonsReachable() throws {
        func isOneElement(_ row: some RowContent) -> Bool? {
            let form = Form { Section { row } }
            guard case .datePicker(let picker) = form.rows[0].presentation.control else { return nil }
            return picker.isOneAccessibilityElement
        }
        #expect(isOneElement(DatePicker("Birthday", selection: .constant(try CalendarDate(iso8601: "1984-02-29")))) == true)
        #expect(isOneElement(DatePicker("Alarm", selection: .constant(try TimeOfDay(iso8601: "07:30")))) == true)
        #expect(
            isOneElement(DatePicker("Arrival", selection: .constant(try CalendarDateTime(iso8601: "2026-03-01T14:30"))))
                == false)
    }

    @Test func segmentsMoveToTheNextAndPreviousOption() {
        func moves(_ selection: Size?) -> [ControlEdit?] {
            let options = Size.allCases.map { PickerOption($0.rawValue, value: Optional($0)) }
            let picker = element(Picker("Size", selection: .constant(selection), options: options).pickerStyle(.segmented))
            return [picker.increment, picker.decrement]
        }
        #expect(moves(.small) == [.selectOption(key: "medium"), nil])
        #expect(moves(.medium) == [.selectOption(key: "large"), .selectOption(key: "small")])
        #expect(moves(.large) == [nil, .selectOption(key: "medium")])
        // None chosen: up chooses the first, down nothing.
        #expect(moves(nil) == [.selectOption(key: "small"), nil])
    }

    @Test func textInputsAndDatePickersAreTheirOwnElements() {
        let form = Form {
            Section {
                TextField("Name", text: .constant(""))
                TextEditor("Notes", text: .constant(""))
                DatePicker("Birthday", selection: .constant(CalendarDate?.some(.earliest)))
                Toggle("Wi-Fi", isOn: .constant(true))
            }
        }
        #expect(form.accessibilityElements().map(\.part) == [.input, .input, .input, .presenceSwitch, .row])
    }

    @Test func errorsAreReadInTheCataloguesLanguageAfterTheTitleAndNotByVoiceControl() {
        let form = Form { Section { TextField("E-Mail", text: .constant("")).validate(.required).id("email") } }
        let errors = RowErrors(form: form, validation: form.validate(messages: .german))
        let field = form.accessibilityElements(errors: errors, messages: .german)[0]
        #expect(field.label == "E-Mail, Fehler: Pflichtfeld")
        #expect(field.name == "E-Mail")
    }

    // MARK: Errors announced

    static func intake(_ model: FormModel<SignUp>) -> Form {
        Form {
            Section("You") {
                TextField("Email", text: model.binding(\.email)).validate(.required, .email).id("email")
                TextField("Password", text: model.binding(\.password)).secure().validate(.required).id("password")
            }
            Section {
                Toggle("I accept the terms", isOn: model.binding(\.acceptsTerms)).validate(.required).id("terms")
            }
        }
    }

    @Test func showingErrorsAnnouncesHowManyAndMovesToTheFirstInvalidRowInReadingOrder() throws {
        let form = Self.intake(FormModel(SignUp().with { $0.email = "jane@" }))
        // Validation lists the terms first here; reading order puts the email first.
        let errors = RowErrors(form: form, validation: form.validate().reversed())
        let announcement = try #require(ErrorAnnouncement(form: form, showing: errors))
        #expect(announcement == ErrorAnnouncement(text: "3 errors", focus: RowPath(section: 0, row: 0)))
        let one = RowErrors(form: form, validation: [form.validate()[2]])
        #expect(
            ErrorAnnouncement(form: form, showing: one, messages: .german)
                == ErrorAnnouncement(text: "1 Fehler", focus: RowPath(section: 1, row: 0)))
    }

    @Test func anErrorShownAfterAChangeIsSaidPolitelyWithItsRowAndVoiceOverStaysPut() throws {
        let form = Self.intake(FormModel(SignUp().with { $0.email = "jane@" }))
        var typed = RowErrors()
        typed.file("Enter a valid email address", atKey: "email")
        #expect(
            ErrorAnnouncement(form: form, showing: typed, occasion: .change)
                == ErrorAnnouncement(
                    text: "Email, Error: Enter a valid email address", focus: RowPath(section: 0, row: 0), movesFocus: false,
                    isPolite: true))
        // The same error at the next keystroke: nothing; a second row's new error: only it.
        #expect(ErrorAnnouncement(form: form, showing: typed, before: typed, occasion: .change) == nil)
        var more = typed
        more.file("Required", atKey: "terms")
        #expect(
            ErrorAnnouncement(form: form, showing: more, before: typed, occasion: .change)?.text
                == "I accept the terms, Error: Required")
        // Submitting the same errors: how many, and VoiceOver moves to the first.
        let submitted = try #require(ErrorAnnouncement(form: form, showing: more, occasion: .submit))
        #expect(submitted == ErrorAnnouncement(text: "2 errors", focus: RowPath(section: 0, row: 0)))
        #expect(submitted.movesFocus && !submitted.isPolite)
    }

    @Test func onlyErrorsNotShownBeforeAreAnnounced() {
        let form = Self.intake(FormModel(SignUp().with { $0.email = "jane@" }))
        let all = RowErrors(form: form, validation: form.validate())
        var fixed = all
        fixed.clear(key: "email")
        // The person fixed the email: its error goes, nothing is announced.
        #expect(ErrorAnnouncement(form: form, showing: fixed, before: all) == nil)
        // The same errors again (a rebuild): nothing.
        #expect(ErrorAnnouncement(form: form, showing: all, before: all) == nil)
        // A new error at a row that had one: all of them are counted again.
        var more = fixed
        more.file("Too short", atKey: "password")
        #expect(
            ErrorAnnouncement(form: form, showing: more, before: fixed)
                == ErrorAnnouncement(text: "3 errors", focus: RowPath(section: 0, row: 1)))
        // No errors: nothing.
        #expect(ErrorAnnouncement(form: form, showing: RowErrors()) == nil)
    }

    @Test func errorsThatNameNoRowAreCountedButMoveNothing() {
        let form = Self.intake(
            FormModel(
                SignUp().with {
                    $0.email = "jane@example.com"; $0.password = "x"; $0.acceptsTerms = true
                }))
        let errors = RowErrors(
            form: form, validation: [ValidationError(identity: Identity("coupon"), rule: .required, message: "Required")])
        #expect(ErrorAnnouncement(form: form, showing: errors) == ErrorAnnouncement(text: "1 error", focus: nil))
    }

    // MARK: Placement at each text size

    @Test func aControlMovesUnderItsTitleAtAccessibilitySizesOrWhenTheTitleWouldWrap() {
        func placement(_ control: RowControl, _ size: TextSize, title: Double, control width: Double) -> ControlPlacement {
            ControlPlacement(for: control, textSize: size, titleWidth: title, controlWidth: width, availableWidth: 343)
        }
        let toggle = RowControl.toggle(isOn: true)
        // 343 points of row: a 60-point title, 12 of spacing and a 51-point switch fit.
        #expect(placement(toggle, .large, title: 60, control: 51) == .beside)
        #expect(placement(toggle, .extraExtraExtraLarge, title: 60, control: 51) == .beside)
        #expect(
            TextSize.allCases.filter { placement(toggle, $0, title: 60, control: 51) == .under } == [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge,
            ])
        // A date-and-time picker with its switch (262 points) beside "Appointment" (96): 370 > 343.
        let date = RowControl.datePicker(DatePickerControl(kind: .dateAndTime, text: nil, range: nil, isOptional: true))
        #expect(placement(date, .large, title: 96, control: 262) == .under)
        #expect(placement(date, .large, title: 69, control: 262) == .beside)   // exactly 343
        // A text field asks for 40% of the row (137.2 points), whatever it holds.
        let field = RowControl.textField(
            TextFieldControl(text: "", prompt: nil, isSecure: false, keyboard: .text, contentType: nil))
        #expect(placement(field, .large, title: 190, control: 0) == .beside)
        #expect(placement(field, .large, title: 200, control: 0) == .under)
        // A slider and a text editor are always under; texts always beside (a system cell lays itself out).
        #expect(placement(.textEditor(TextEditorControl(text: "")), .small, title: 10, control: 10) == .under)
        #expect(placement(.cell(CellContent(detail: "Home")), .accessibilityLarge, title: 500, control: 100) == .beside)
        // Not measured yet: beside, except at the accessibility sizes.
        #expect(ControlPlacement(for: toggle, textSize: .large, titleWidth: 400, controlWidth: 51, availableWidth: 0) == .beside)
        #expect(
            ControlPlacement(for: toggle, textSize: .accessibilityMedium, titleWidth: 10, controlWidth: 51, availableWidth: 0)
                == .under)
    }

    @Test func aCalendarWheelsAndAWheelPickerTakeTheirOwnLineAtEverySize() {
        func placement(_ control: RowControl, _ size: TextSize) -> ControlPlacement {
            ControlPlacement(for: control, textSize: size, titleWidth: 40, controlWidth: 100, availableWidth: 343)
        }
        func date(_ style: DatePickerStyle) -> RowControl {
            .datePicker(DatePickerControl(kind: .date, text: "2026-12-01", range: nil, style: style))
        }
        let wheel = RowControl.picker(PickerControl(choices: [.init(key: "s", title: "S")], selectedKey: "s", style: .wheel))
        // A 40-point title and a 100-point control fit on one line: only a compact picker stays beside.
        #expect(
            [date(.compact), date(.graphical), date(.wheel), wheel].map { placement($0, .small) } == [
                .beside, .under, .under, .under,
            ])
        #expect(placement(date(.compact), .accessibilityMedium) == .under)
        #expect(
            ControlPlacement(for: date(.graphical), textSize: .large, titleWidth: 0, controlWidth: 0, availableWidth: 0) == .under
        )
    }

    @Test func aCompactDatePickerIsAButtonAndACalendarOrWheelsAGroupOfTheirOwnElements() {
        let day = FormModel(try! CalendarDate(year: 2026, month: 12, day: 1))
        let form = Form {
            Section {
                DatePicker("Compact", selection: day.binding(\.self)).id("compact")
                DatePicker("Calendar", selection: day.binding(\.self)).datePickerStyle(.graphical).id("calendar")
                DatePicker("Wheels", selection: day.binding(\.self)).datePickerStyle(.wheel).id("wheels")
            }
        }
        expectAccessibility(
            form, locale: Locale(identifier: "en_GB"),
            """
            Compact, 1 December 2026, button
            Calendar, 1 December 2026
            Wheels, 1 December 2026
            """)
        #expect(
            form.rows.map { row -> Bool in
                guard case .datePicker(let picker) = row.presentation.control else { return true }
                return picker.isOneAccessibilityElement
            } == [true, false, false])
    }

    @Test func aWheelPickerIsAdjustableLikeSegments() {
        let size = FormModel("m")
        let form = Form {
            Section {
                Picker(
                    "Size", selection: size.binding(\.self),
                    options: [
                        PickerOption("Small", value: "s"), PickerOption("Medium", value: "m"), PickerOption("Large", value: "l"),
                    ]
                ).pickerStyle(.wheel).id("size")
            }
        }
        expectAccessibility(form, "Size, Medium, adjustable")
        let element = form.accessibilityElements()[0]
        #expect(element.increment == .selectOption(key: "l"))
        #expect(element.decrement == .selectOption(key: "s"))
    }
}
