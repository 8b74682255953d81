import Formwork
import FormworkFixtures
import Foundation
import Testing

/// What a user's change to a control writes, into which binding, exactly once — or why nothing.
@Suite struct ControlEditTests {
    let utc = TimeZone(identifier: "UTC")!

    /// Applies `edit` to the row with `id` in a fresh every-control form; returns the model after
    /// it and the error, if any.
    func edited(_ id: String, _ edit: ControlEdit, model: Preferences = Preferences()) -> (Preferences, ValueConversionError?) {
        let model = FormModel(model)
        let form = everyControlForm(model)
        guard let path = form.indexPath(of: Identity(id)) else { return (model.value, nil) }
        let error = form.apply(edit, at: path, showing: Identity(id))
        return (model.value, error)
    }

    func changed(_ change: (inout Preferences) -> Void) -> Preferences {
        var preferences = Preferences()
        change(&preferences)
        return preferences
    }

    @Test func eachControlWritesItsValue() throws {
        #expect(edited("wifi", .setOn(false)) == (changed { $0.wifi = false }, nil))
        #expect(edited("name", .setText("Jane")) == (changed { $0.name = "Jane" }, nil))
        #expect(edited("bio", .setText("a\r\nb\rc")) == (changed { $0.bio = "a\nb\nc" }, nil))
        #expect(edited("age", .increment) == (changed { $0.age = 31 }, nil))
        #expect(edited("age", .decrement) == (changed { $0.age = 29 }, nil))
        #expect(edited("age", .setNumber(42)) == (changed { $0.age = 42 }, nil))
        #expect(edited("volume", .setNumber(0.8)) == (changed { $0.volume = 0.75 }, nil))
        #expect(edited("plan", .selectOption(key: "team")) == (changed { $0.plan = .team }, nil))
        #expect(edited("team", .selectOption(key: "design")) == (changed { $0.team = "design" }, nil))
        #expect(edited("billing", .selectOption(key: "free")) == (changed { $0.plan = .free }, nil))
        let evening = try #require(CalendarDateTime(iso8601: "2026-11-22T23:30").date(in: utc))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        // 23:30 in UTC is already the next morning in Tokyo: the zone the host showed decides.
        #expect(
            edited("birthday", .setDate(evening, in: tokyo)) == (
                changed { $0.birthday = try! CalendarDate(year: 2026, month: 11, day: 23) }, nil
            ))
        #expect(edited("alarm", .setDate(evening, in: utc)) == (changed { $0.alarm = try! TimeOfDay(hour: 23, minute: 30) }, nil))
    }

    @Test func valuesTheInputRefusesAreReportedAndNotWritten() {
        #expect(
            edited("volume", .setNumber(2)) == (
                Preferences(),
                ValueConversionError(
                    identity: Identity("volume"), reason: .outOfRange, message: "Must be between 0 and 1")
            ))
        #expect(
            edited("age", .setNumber(2.5)) == (
                Preferences(),
                ValueConversionError(
                    identity: Identity("age"), reason: .malformed, message: "Enter a whole number")
            ))
        #expect(
            edited("plan", .selectOption(key: "gold")) == (
                Preferences(),
                ValueConversionError(
                    identity: Identity("plan"), reason: .unknownOption, message: "Is not one of the options")
            ))
        let farFuture = Date(timeIntervalSinceReferenceDate: 400_000_000_000)
        #expect(
            edited("birthday", .setDate(farFuture, in: utc)) == (
                Preferences(),
                ValueConversionError(
                    identity: Identity("birthday"), reason: .outOfRange, message: "Choose a date between the years 1 and 9999")
            ))
    }

    @Test func aSteppersEditsStayInItsRange() {
        var top = Preferences()
        top.age = 130
        #expect(edited("age", .increment, model: top) == (top, nil))
        #expect(
            edited("age", .setNumber(131), model: top) == (
                top,
                ValueConversionError(
                    identity: Identity("age"), reason: .outOfRange, message: "Must be between 0 and 130")
            ))
    }

    @Test func editsThatDoNotFitTheRowAreRefused() {
        #expect(
            edited("wifi", .setText("on")) == (
                Preferences(),
                ValueConversionError(
                    identity: Identity("wifi"), reason: .malformed, message: "This row does not take this kind of change")
            ))
        #expect(
            edited("account", .setText("x")) == (
                Preferences(),
                ValueConversionError(
                    identity: Identity("account"), reason: .notAnInput, message: "This row takes no value")
            ))
        #expect(
            edited("signOut", .setOn(true)) == (
                Preferences(),
                ValueConversionError(
                    identity: Identity("signOut"), reason: .disabledRow, message: "This row is disabled")
            ))
    }

    @Test func anEditIsNeverRoutedToAnotherRow() {
        let model = FormModel(Preferences())
        let form = everyControlForm(model)
        let wifi = RowPath(section: 0, row: 2)
        // The control showed "name", but the row at its place is now "wifi": nothing is written.
        #expect(
            form.apply(.setOn(false), at: wifi, showing: Identity("name"))
                == ValueConversionError(
                    identity: Identity("name"), reason: .unknownRow, message: "This row is no longer in the form"))
        #expect(form.apply(.setOn(false), at: RowPath(section: 9, row: 0), showing: Identity("wifi"))?.reason == .unknownRow)
        #expect(form.apply(.setOn(false), at: RowPath(section: 0, row: -1), showing: Identity("wifi"))?.reason == .unknownRow)
        #expect(model.value == Preferences())
    }

    @Test func anEditWritesThroughTheBindingExactlyOnce() {
        let writes = FormModel(0)
        let store = FormModel("")
        let counted = Binding<String>(
            get: { store.value },
            set: { text in
                store.value = text
                writes.value += 1
            })
        let form = Form { Section { TextField("Name", text: counted).id("name") } }
        #expect(form.apply(.setText("Jane"), at: RowPath(section: 0, row: 0), showing: Identity("name")) == nil)
        #expect(store.value == "Jane")
        #expect(writes.value == 1)
    }
}

/// A day, a time, or both, to and from `Date` in an explicit time zone.
@Suite struct DateKindTests {
    let newYork = TimeZone(identifier: "America/New_York")!
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    @Test func kindsFollowTheValueType() {
        #expect(
            [DateKind(CalendarDate.self), DateKind(TimeOfDay.self), DateKind(CalendarDateTime.self)] == [
                .date, .time, .dateAndTime,
            ])
    }

    @Test func aDayIsItsFirstMomentInTheZone() throws {
        let day = try #require(DateKind.date.date(fromISO8601: "2026-11-22", in: newYork))
        #expect(day.timeIntervalSince1970 == 1_795_323_600)   // 2026-11-22T05:00Z
        #expect(DateKind.date.text(for: day, in: newYork) == "2026-11-22")
        // The same moment is already afternoon in Tokyo (UTC+9), still the 22nd.
        #expect(DateKind.date.text(for: day, in: tokyo) == "2026-11-22")
        #expect(DateKind.dateAndTime.text(for: day, in: tokyo) == "2026-11-22T14:00")
    }

    @Test func aTimeIsShownOnTheReferenceDay() throws {
        let alarm = try #require(DateKind.time.date(fromISO8601: "07:30", in: tokyo))
        #expect(DateKind.dateAndTime.text(for: alarm, in: tokyo) == "2001-01-01T07:30")
        #expect(DateKind.time.text(for: alarm, in: tokyo) == "07:30")
    }

    @Test func aDateAndTimeRoundTripsInEveryZone() {
        for zone in [newYork, tokyo, TimeZone(identifier: "UTC")!] {
            let moment = DateKind.dateAndTime.date(fromISO8601: "2024-02-29T23:59", in: zone)
            #expect(moment.flatMap { DateKind.dateAndTime.text(for: $0, in: zone) } == "2024-02-29T23:59")
        }
    }

    @Test func textOfAnotherKindOrOutOfRangeMomentsGiveNothing() {
        #expect(DateKind.date.date(fromISO8601: "07:30", in: tokyo) == nil)
        #expect(DateKind.time.date(fromISO8601: "2026-11-22", in: tokyo) == nil)
        #expect(DateKind.dateAndTime.date(fromISO8601: "2026-02-30T10:00", in: tokyo) == nil)
        #expect(DateKind.date.text(for: Date(timeIntervalSinceReferenceDate: 400_000_000_000), in: tokyo) == nil)
        #expect(DateKind.date.text(for: Date(timeIntervalSinceReferenceDate: .nan), in: tokyo) == nil)
    }
}

/// Errors filed at their rows by values key, and the ones no row claims.
@Suite struct RowErrorsTests {
    /// A row whose value was refused shows the refusal alone: "Must be at least 13" is about
    /// the age the model kept, not the text the person typed.
    @Test func errorsAreFiledAtTheirRowsKeys() {
        let model = FormModel(SignUp().with { $0.age = 12 })
        let form = signUpForm(model)
        let errors = RowErrors(
            form: form, validation: form.validate(),
            conversion: [
                ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number"),
                ValueConversionError(identity: Identity("nowhere"), reason: .unknownRow, message: "No such row in the form"),
            ])
        #expect(
            errors.byKey == [
                "name": ["Required"],
                "email": ["Required"],
                "password": ["Must be at least 8 characters"],
                "age": ["Enter a whole number"],
                "terms": ["Accept the terms to continue"],
            ])
        #expect(errors.unplaced == ["No such row in the form"])
    }

    @Test func aRowsErrorsCanBeClearedAndFiled() {
        var errors = RowErrors()
        #expect(errors.isEmpty)
        errors.file("Too short", atKey: "name")
        errors.file("Taken", atKey: "name")
        #expect(errors.messages(forKey: "name") == ["Too short", "Taken"])
        errors.clear(key: "name")
        #expect(errors.messages(forKey: "name") == [])
        #expect(errors.isEmpty)
    }

    /// Two sections with the same structural rows: only the invalid one is flagged, though both
    /// rows have the identity `TextField@_`.
    @Test func anErrorIsFiledAtItsOwnRowOnlyWhenRowsShareAnIdentity() {
        let form = Form {
            Section("Billing") { TextField("Name", text: .constant("Jane")).validate(.required) }
            Section("Shipping") { TextField("Name", text: .constant("")).validate(.required) }
        }
        #expect(form.sections[0].rows[0].id == form.sections[1].rows[0].id)
        let errors = RowErrors(form: form, validation: form.validate())
        #expect(errors.byKey == ["Section@1/TextField@_": ["Required"]])
        #expect(errors.unplaced.isEmpty)
    }

    @Test func aStructuralRowIsFiledUnderItsSectionsKey() {
        let form = Form { Section { Toggle("On", isOn: .constant(false)).validate(.required) }.id("s") }
        #expect(RowErrors(form: form, validation: form.validate()).byKey == ["s/Toggle@_": ["Required"]])
    }

    @Test func aReadOnlyTextEditorTakesNoTyping() throws {
        let model = FormModel("No refunds")
        let form = Form { Section { TextEditor("Terms", text: model.binding(\.self)).readOnly().id("terms") } }
        let path = try #require(form.indexPath(of: Identity("terms")))
        #expect(
            form.apply(.setText("Full refunds"), at: path, showing: Identity("terms"))
                == ValueConversionError(identity: Identity("terms"), reason: .readOnlyRow, message: "This text cannot be changed")
        )
        #expect(model.value == "No refunds")
    }
}
