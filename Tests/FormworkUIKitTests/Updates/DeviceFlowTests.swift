import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkUIKit

/// The flows that broke on a device, as the adapter's decisions: errors shown during a batch
/// focus a row the table shows, a time zone change re-renders dates in place, a refused change
/// puts a control back, a nested page refreshes the form under it and can be closed, and a
/// form view controller builds when its view loads.
@Suite struct DeviceFlowTests {
    let window = TableUpdatePlanner.Environment()

    /// A form of `count` rows, the last a required text field ("email").
    static func form(rows count: Int) -> Form {
        Form {
            Section {
                ForEach(0..<(count - 1), id: \.self) { Row("Row \($0)") }
                TextField("Email", text: .constant("")).validate(.required).id("email")
            }
        }
    }

    @Test func errorsShownDuringABatchAreFocusedInTheFormTheTableShowsAfterIt() throws {
        var state = FormTableState(form: Self.form(rows: 2))
        var table = TableHost(state.shown)
        let batch = state.setForm(Self.form(rows: 7), animated: true, in: window)
        try table.perform(try #require(batch), to: state.shown)
        // The app validates the latest form (email at row 6) while the table animates towards
        // it: nothing moves yet, so nothing scrolls to a row UIKit may not have.
        let latest = state.latest
        #expect(state.showErrors(RowErrors(form: latest, validation: latest.validate()), in: window) == nil)
        let finished = state.batchDidFinish(in: window)
        let next = try #require(finished)
        try table.perform(next, to: state.shown)
        #expect(next.announcement == ErrorAnnouncement(text: "1 error", focus: path(0, 6)))
        // The row named is one the table shows.
        let focus = try #require(next.announcement?.focus)
        #expect(table.cells.indices.contains(focus.section) && table.cells[focus.section].indices.contains(focus.row))
    }

    @Test func errorsShownWithNoBatchAreAnnouncedByTheirOwnUpdateOnce() {
        var state = FormTableState(form: Self.form(rows: 3))
        let update = state.showErrors(RowErrors(form: state.shown, validation: state.shown.validate()), in: window)
        #expect(update?.announcement == ErrorAnnouncement(text: "1 error", focus: path(0, 2)))
        // The next update (a rebuild) shows the same errors without announcing them again.
        #expect(state.setForm(Self.form(rows: 3), animated: true, in: window)?.announcement == nil)
    }

    static func appointments(_ model: FormModel<Preferences>) -> Form {
        Form {
            Section {
                TextField("Name", text: model.binding(\.name)).id("name")
                DatePicker("Birthday", selection: model.binding(\.birthday)).id("birthday")
                Toggle("Wi-Fi", isOn: model.binding(\.wifi)).id("wifi")
                DatePicker("Alarm", selection: model.binding(\.alarm)).id("alarm")
            }
        }
    }

    @Test func aNewTimeZoneReRendersTheDatePickersInPlaceAndWaitsForABatch() {
        let model = FormModel(Preferences())
        var state = FormTableState(form: Self.appointments(model))
        // Nothing reloads: the date rows are re-rendered in their cells, the text field keeps its keyboard.
        #expect(
            state.rerenderDates(in: TableUpdatePlanner.Environment(focusedRow: path(0, 0)))
                == TableUpdate(
                    kind: .inPlace,
                    reconfiguredRows: [Move(from: path(0, 1), to: path(0, 1)), Move(from: path(0, 3), to: path(0, 3))],
                    focus: path(0, 0)))
        // During a batch it waits, and the update after the batch re-renders them.
        let moved = Form(
            sections: [Section(id: Identity("new"), header: nil, rows: [Node(id: Identity("new"), component: Row("New"))])]
                + Self.appointments(model).sections)
        _ = state.setForm(moved, animated: true, in: window)
        #expect(state.rerenderDates(in: window) == nil)
        #expect(
            state.batchDidFinish(in: window)?.reconfiguredRows == [
                Move(from: path(1, 1), to: path(1, 1)), Move(from: path(1, 3), to: path(1, 3)),
            ])
    }

    @Test func aRefusedChangePutsTheControlBackToTheModelsState() throws {
        let model = FormModel(Preferences())
        let form = Form {
            Section {
                TextField("Name", text: model.binding(\.name)).id("name")
                Toggle("Wi-Fi", isOn: model.binding(\.wifi)).disabled().id("wifi")
            }
        }
        var state = FormTableState(form: form)
        // The switch of a row disabled since the control was shown: the change is refused, and
        // the row is re-rendered although its form did not change, so the switch goes back.
        #expect(state.edit(.setOn(false), at: path(0, 1), showing: Identity("wifi"))?.reason == .disabledRow)
        #expect(model.value.wifi)
        #expect(state.refresh(in: window)?.reconfiguredRows == [Move(from: path(0, 1), to: path(0, 1))])
        // Once shown again, it is not re-rendered again.
        #expect(state.refresh(in: window)?.reconfiguredRows == [])
        // Flipped and refused again: the row's error reads as before, yet the switch goes back.
        #expect(state.edit(.setOn(false), at: path(0, 1), showing: Identity("wifi"))?.reason == .disabledRow)
        #expect(state.errors.byKey == ["wifi": ["This row is disabled"]])
        #expect(state.refresh(in: window)?.reconfiguredRows == [Move(from: path(0, 1), to: path(0, 1))])
    }

    @Test func aChangeTheModelIgnoresIsPutBackByTheNextBuild() {
        // A binding that keeps its value: the switch must show the model's "on" again.
        let stubborn = Binding<Bool>(get: { true }, set: { _ in })
        let build = {
            Form {
                Section {
                    Toggle("Location", isOn: stubborn).id("location"); Row("Other")
                }
            }
        }
        var state = FormTableState(form: build())
        #expect(state.edit(.setOn(false), at: path(0, 0), showing: Identity("location")) == nil)
        // The app rebuilds: the new form equals the old one, yet the row is re-rendered.
        #expect(
            state.setForm(build(), animated: true, in: window)
                == TableUpdate(kind: .inPlace, reconfiguredRows: [Move(from: path(0, 0), to: path(0, 0))]))
    }

    @Test func aWrittenChangeIsNotUndoneWhenNoNewFormComes() {
        let model = FormModel(Preferences())
        var state = FormTableState(form: Self.appointments(model))
        #expect(state.edit(.setOn(false), at: path(0, 2), showing: Identity("wifi")) == nil)
        // No `onChange` rebuilds: the shown form still says "on", so the switch is left where
        // the person put it rather than re-rendered from a stale form.
        #expect(state.refresh(in: window)?.reconfiguredRows == [])
        #expect(!model.value.wifi)
    }

    @Test func typingNeverReRendersTheFieldTypedIn() {
        // A text binding that keeps its value: unlike a switch, the field is not written over
        // while it is typed in (its cursor and marked text would be lost).
        let stubborn = Binding<String>(get: { "" }, set: { _ in })
        let build = { Form { Section { TextField("Name", text: stubborn).id("name") } } }
        var state = FormTableState(form: build())
        #expect(state.edit(.setText("Ja"), at: path(0, 0), showing: Identity("name")) == nil)
        #expect(state.setForm(build(), animated: true, in: window)?.reconfiguredRows == [])
    }

    // MARK: Nested pages

    @Test func aPushedPageRefreshesTheFormUnderItWhenItClosesIfItChangedSomething() {
        var untouched = NestedPage(.link, hasNavigationController: true)
        #expect(untouched.close() == false)
        var edited = NestedPage(.link, hasNavigationController: true)
        edited.recordChange()
        edited.recordChange()
        #expect(edited.close() == true)
        #expect(edited.close() == false)   // once
        #expect(edited.presentation == .pushed)
        #expect(edited.closeButton == nil)   // it has Back
    }

    @Test func aPresentedPageHasDoneAndAPresentedListCancelAndClosesOnAChoice() {
        let link = NestedPage(.link, hasNavigationController: false)
        #expect([link.presentation, .presented] == [.presented, .presented])
        #expect(link.closeButton == .done)
        #expect(!link.closesOnChoice)
        let options = NestedPage(.options, hasNavigationController: false)
        #expect(options.closeButton == .cancel)
        #expect(options.closesOnChoice)
        let pushedOptions = NestedPage(.options, hasNavigationController: true)
        #expect(pushedOptions.closeButton == nil)
        #expect(!pushedOptions.closesOnChoice)
    }

    @Test func aFormViewControllerBuildsWhenItsViewLoadsNotAgainAsItFirstAppears() {
        var builds = FormBuilds()
        #expect(builds.viewWillAppear() == false)
        #expect(builds.viewWillAppear() == true)
        #expect(builds.viewWillAppear() == true)
    }
}
