import Formwork
import Foundation
import Testing

/// Which validation errors a host shows: on submit, or once a row is touched; every shown error
/// recomputed from the form as it is after each change, rules across rows included.
@Suite struct FormValidationTests {
    struct Expense: Sendable, Equatable {
        var merchant = ""
        var password = ""
        var confirmation = ""
        var splits = false
        var colleagues: [String] = []
    }

    /// An expense form whose "Split" switch needs a colleague, and a confirmation that must match.
    static func form(_ model: FormModel<Expense>) -> Form {
        let hasColleagues = !model.value.colleagues.isEmpty
        return Form {
            Section {
                TextField("Merchant", text: model.binding(\.merchant)).validate(.required).id("merchant")
                TextField("Password", text: model.binding(\.password)).secure().validate(.length(8...)).id("password")
                TextField("Confirm", text: model.binding(\.confirmation)).secure().validate(.equals("password")).id("confirm")
                Toggle("Split with colleagues", isOn: model.binding(\.splits))
                    .validate(.custom("Add at least one colleague") { !$0 || hasColleagues }).id("splits")
            }
        }
    }

    /// The errors shown, one `key: message` per line.
    static func shown(_ validation: FormValidation, _ model: FormModel<Expense>) -> [String] {
        validation.shownErrors(in: form(model)).map { "\($0.key): \($0.message)" }
    }

    @Test func onSubmitShowsNothingUntilTheFirstSubmitThenEverythingAsItIsNow() {
        let model = FormModel(Expense(password: "short"))
        var validation = FormValidation(.onSubmit)
        validation.edited(key: "password")
        validation.left(key: "merchant")
        #expect(Self.shown(validation, model).isEmpty)
        #expect(!validation.showsAnyErrors)
        validation.submit()
        #expect(
            Self.shown(validation, model) == [
                "merchant: Required", "password: Must be at least 8 characters", "confirm: Must match “Password”",
            ])
        // Fixing the password changes the confirmation's error too; a new error shows at once.
        model.value.password = "correct horse"
        model.value.confirmation = "correct horse"
        model.value.splits = true
        #expect(Self.shown(validation, model) == ["merchant: Required", "splits: Add at least one colleague"])
        model.value.colleagues = ["Ann"]
        model.value.merchant = "Café"
        #expect(Self.shown(validation, model).isEmpty)
    }

    /// What a host asks of each row before it shows that row's errors: in `.onSubmit` mode a row
    /// the person edited or left stays quiet until the first submit, as the same touches in
    /// `.onTouched` mode do not.
    @Test func onSubmitKeepsEachTouchedRowQuietUntilTheFirstSubmit() {
        var validation = FormValidation(.onSubmit)
        validation.edited(key: "password")
        validation.left(key: "merchant")
        #expect(validation.touchedKeys == ["password", "merchant"])
        #expect(!validation.showsErrors(atKey: "password") && !validation.showsErrors(atKey: "merchant"))
        var onTouched = validation
        onTouched.mode = .onTouched
        #expect(onTouched.showsErrors(atKey: "password") && onTouched.showsErrors(atKey: "merchant"))
        validation.submit()
        #expect(validation.showsErrors(atKey: "password") && validation.showsErrors(atKey: "merchant"))
        #expect(validation.showsErrors(atKey: "confirm"), "after a submit, untouched rows too")
    }

    @Test func onTouchedShowsARowsErrorsOnceItWasEditedOrLeft() {
        let model = FormModel(Expense())
        var validation = FormValidation(.onTouched)
        #expect(Self.shown(validation, model).isEmpty)
        // Tabbing through the empty merchant field.
        validation.left(key: "merchant")
        #expect(Self.shown(validation, model) == ["merchant: Required"])
        // Turning "Split" on, with no colleague yet: that row's error shows, no other.
        model.value.splits = true
        validation.edited(key: "splits")
        #expect(Self.shown(validation, model) == ["merchant: Required", "splits: Add at least one colleague"])
        // Adding a colleague elsewhere clears the switch's error: recomputed, not remembered.
        model.value.colleagues = ["Ann"]
        #expect(Self.shown(validation, model) == ["merchant: Required"])
    }

    @Test func aConfirmationsErrorFollowsThePasswordItMustMatch() {
        let model = FormModel(Expense(password: "correct horse"))
        var validation = FormValidation(.onTouched)
        model.value.confirmation = "correct hose"
        validation.edited(key: "confirm")
        #expect(Self.shown(validation, model) == ["confirm: Must match “Password”"])
        // The person fixes the password, not the confirmation: its error goes.
        model.value.password = "correct hose"
        validation.edited(key: "password")
        #expect(Self.shown(validation, model).isEmpty)
    }

    @Test func typingTouchesARowOnlyWhenItIsLeftAndOtherChangesAtOnce() {
        var validation = FormValidation(.onTouched)
        validation.record(.setText("a"), atKey: "email")
        validation.record(.setNumberText("1,5", in: Locale(identifier: "de_DE")), atKey: "amount")
        #expect(validation.touchedKeys.isEmpty)
        validation.record(.setOn(true), atKey: "splits")
        validation.record(.increment, atKey: "nights")
        validation.left(key: "email")
        #expect(validation.touchedKeys == ["email", "splits", "nights"])
    }

    @Test func aSubmitIsToldFromAChangeSoOnlyASubmitMovesVoiceOver() {
        var validation = FormValidation(.onTouched)
        #expect(validation.occasion(since: nil) == .submit, "errors the app showed itself")
        var earlier = validation
        validation.left(key: "email")
        #expect(validation.occasion(since: earlier) == .change)
        earlier = validation
        validation.submit()
        #expect(validation.occasion(since: earlier) == .submit)
        earlier = validation
        validation.edited(key: "splits")
        #expect(validation.occasion(since: earlier) == .change, "typing after a submit")
        validation.submit()
        #expect(validation.occasion(since: earlier) == .submit, "submitting again")
        #expect(validation.submissions == 2)
    }

    @Test func afterTheFirstSubmitEveryRowShowsInEitherMode() {
        let model = FormModel(Expense())
        var validation = FormValidation(.onTouched)
        validation.submit()
        #expect(Self.shown(validation, model) == ["merchant: Required", "password: Must be at least 8 characters"])
        #expect(validation.hasSubmitted && validation.showsErrors(atKey: "anything"))
    }

    @Test func resetForgetsWhatWasTouchedAndSubmitted() {
        let model = FormModel(Expense())
        var validation = FormValidation(.onTouched)
        validation.left(key: "merchant")
        validation.submit()
        validation.reset()
        #expect(validation == FormValidation(.onTouched))
        #expect(Self.shown(validation, model).isEmpty)
    }

    @Test func filteringKeepsTheOrderAndOnlyTheShownRows() {
        var validation = FormValidation(.onTouched)
        let errors = ["a", "b", "a", "c"].map {
            ValidationError(identity: Identity($0), rule: .required, message: "Required \($0)")
        }
        validation.edited(key: "a")
        validation.left(key: "c")
        #expect(validation.shownErrors(errors).map(\.message) == ["Required a", "Required a", "Required c"])
        #expect(FormValidation(.onSubmit).shownErrors(errors).isEmpty)
        validation.submit()
        #expect(validation.shownErrors(errors) == errors)
    }
}
