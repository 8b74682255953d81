import Formwork
import Testing

@testable import FormworkUIKit

/// The adapter's validation modes: errors revealed on submit or once a row is touched, and
/// every shown error checked again from the form the app rebuilds after each change.
@Suite struct ValidationModeTests {
    let window = TableUpdatePlanner.Environment()

    struct Expense: Sendable, Equatable {
        var merchant = ""
        var password = "correct horse"
        var confirmation = ""
        var splits = false
        var colleagues: [String] = []
    }

    /// The app's form: a merchant, a confirmation that must match the password, and a "Split"
    /// switch that needs a colleague.
    static func form(_ model: FormModel<Expense>) -> Form {
        let hasColleagues = !model.value.colleagues.isEmpty
        return Form {
            Section {
                TextField("Merchant", text: model.binding(\.merchant)).validate(.required).id("merchant")
                TextField("Password", text: model.binding(\.password)).secure().id("password")
                TextField("Confirm", text: model.binding(\.confirmation)).secure().validate(.equals("password")).id("confirm")
                Toggle("Split with colleagues", isOn: model.binding(\.splits))
                    .validate(.custom("Add at least one colleague") { !$0 || hasColleagues }).id("splits")
            }
        }
    }

    /// The app's `onChange`: rebuild and show the new form.
    static func rebuild(_ state: inout FormTableState, _ model: FormModel<Expense>, in window: TableUpdatePlanner.Environment) {
        _ = state.setForm(form(model), animated: false, in: window)
    }

    @Test func submittingShowsEveryErrorAndFixesClearThemIncludingOtherRowsErrors() {
        let model = FormModel(Expense(confirmation: "correct hose"))
        var state = FormTableState(form: Self.form(model))
        #expect(state.validation == FormValidation(.onSubmit))
        let (errors, update) = state.submit(in: window)
        #expect(errors.map(\.key) == ["merchant", "confirm"])
        #expect(update != nil)
        #expect(state.errors.byKey == ["merchant": ["Required"], "confirm": ["Must match “Password”"]])
        // The person fixes the password to match the confirmation: the confirmation's error
        // goes, though that row did not change.
        #expect(state.edit(.setText("correct hose"), at: RowPath(section: 0, row: 1), showing: Identity("password")) == nil)
        Self.rebuild(&state, model, in: window)
        #expect(state.errors.byKey == ["merchant": ["Required"]])
        // After the submit, a new error shows at once, and goes once a colleague is added.
        _ = state.edit(.setOn(true), at: RowPath(section: 0, row: 3), showing: Identity("splits"))
        Self.rebuild(&state, model, in: window)
        #expect(state.errors.byKey == ["merchant": ["Required"], "splits": ["Add at least one colleague"]])
        model.value.colleagues = ["Ann"]
        Self.rebuild(&state, model, in: window)
        #expect(state.errors.byKey == ["merchant": ["Required"]])
    }

    @Test func submittingAnnouncesTheErrorsItRevealsOnceAndAValidFormNothing() {
        let model = FormModel(Expense(confirmation: "correct hose"))
        var state = FormTableState(form: Self.form(model))
        let (_, update) = state.submit(in: window)
        #expect(update?.announcement == ErrorAnnouncement(text: "2 errors", focus: RowPath(section: 0, row: 0)))
        // The rebuild after it shows the same errors without saying so again.
        #expect(state.setForm(Self.form(model), animated: false, in: window)?.announcement == nil)
        model.value.merchant = "Café"
        model.value.confirmation = "correct horse"
        var valid = FormTableState(form: Self.form(model))
        #expect(valid.submit(in: window).update?.announcement == nil)
    }

    /// The default, `.onSubmit`: leaving the empty merchant field and turning "Split" on with no
    /// colleague show nothing, not even at those rows; the submit shows every row's errors.
    @Test func onSubmitShowsNoTouchedRowsErrorsBeforeTheFirstSubmit() {
        let model = FormModel(Expense())
        var state = FormTableState(form: Self.form(model))
        #expect(state.validation.mode == .onSubmit)
        _ = state.left(at: RowPath(section: 0, row: 0), in: window)
        _ = state.edit(.setOn(true), at: RowPath(section: 0, row: 3), showing: Identity("splits"))
        Self.rebuild(&state, model, in: window)
        #expect(state.validation.touchedKeys == ["merchant", "splits"])
        #expect(state.errors.byKey.isEmpty)
        #expect(state.cellModel(at: RowPath(section: 0, row: 3), isCellClass: { _ in false }).decoration.errors.isEmpty)
        _ = state.submit(in: window)
        #expect(
            state.errors.byKey == [
                "merchant": ["Required"], "confirm": ["Must match “Password”"], "splits": ["Add at least one colleague"],
            ])
    }

    @Test func onTouchedRevealsARowOnceItWasEditedOrLeft() {
        let model = FormModel(Expense())
        var state = FormTableState(form: Self.form(model))
        state.validation = FormValidation(.onTouched)
        Self.rebuild(&state, model, in: window)
        #expect(state.errors.byKey.isEmpty)
        // The person leaves the empty merchant field: its error shows, re-rendering the row.
        let left = state.left(at: RowPath(section: 0, row: 0), in: window)
        #expect(left?.reconfiguredRows == [Move(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 0))])
        #expect(state.errors.byKey == ["merchant": ["Required"]])
        // Turning "Split" on reveals its own error only; the confirmation stays quiet.
        _ = state.edit(.setOn(true), at: RowPath(section: 0, row: 3), showing: Identity("splits"))
        Self.rebuild(&state, model, in: window)
        #expect(state.errors.byKey == ["merchant": ["Required"], "splits": ["Add at least one colleague"]])
        #expect(
            state.cellModel(at: RowPath(section: 0, row: 3), isCellClass: { _ in false }).decoration.errors == [
                "Add at least one colleague"
            ])
    }

    @Test func theAppsOwnErrorsStayUntilTheirRowChangesAndAreNotShownTwice() {
        let model = FormModel(Expense(confirmation: "correct horse"))
        var state = FormTableState(form: Self.form(model))
        let server = [ValidationError(identity: Identity("merchant"), rule: .custom, message: "Unknown merchant")]
        _ = state.showErrors(RowErrors(form: state.shown, validation: server + state.shown.validate()), in: window)
        _ = state.submit(in: window)
        #expect(state.errors.byKey == ["merchant": ["Unknown merchant", "Required"]])
        _ = state.edit(.setText("Café"), at: RowPath(section: 0, row: 0), showing: Identity("merchant"))
        Self.rebuild(&state, model, in: window)
        #expect(state.errors.byKey.isEmpty)
    }

    @Test func aRefusedChangeIsShownUntilTheRowChangesAgain() {
        let model = FormModel(Expense())
        var state = FormTableState(form: Self.form(model))
        state.validation = FormValidation(.onTouched)
        #expect(state.edit(.setText("x"), at: RowPath(section: 0, row: 3), showing: Identity("splits"))?.reason == .malformed)
        #expect(state.errors.byKey == ["splits": ["This row does not take this kind of change"]])
        _ = state.edit(.setOn(false), at: RowPath(section: 0, row: 3), showing: Identity("splits"))
        #expect(state.errors.byKey.isEmpty)
    }
}
