import Formwork

/// What a ``FormView`` remembers between renders: a revision it bumps after every change the
/// user makes and every row action the user runs (so its body runs again, builds the form again
/// and shows what the model now holds), and the changes its rows refused, as errors at those
/// rows' keys.
///
/// ```swift
/// var session = FormSession()
/// let layout = session.layout(of: form, validation: [], conversion: [], showsOwnView: { _ in false })
/// session.write(.setOn(false), to: layout.sections[0].rows[0], in: form)   // .written(key: "wifi")
/// ```
struct FormSession: Equatable, Sendable {
    /// How many changes the user has made; a new value makes the view build the form again.
    private(set) var revision = 0
    /// The messages of refused changes, at their rows' keys; a row's is cleared when a later
    /// change of it is written.
    private(set) var refusals = RowErrors()

    /// What became of a user's change.
    enum Outcome: Equatable, Sendable {
        /// Written through the binding of the row with values key `key`.
        case written(key: String)
        /// Nothing written, for the reason given; shown at the row unless the row is gone.
        case refused(ValueConversionError)
    }

    /// The layout of `form`, with the app's errors and the refused changes at their rows.
    func layout(
        of form: Form, validation: [ValidationError], conversion: [ValueConversionError],
        showsOwnView: (any Renderable) -> Bool
    ) -> FormLayout {
        var errors = RowErrors(form: form, validation: validation, conversion: conversion)
        for (key, messages) in refusals.byKey.sorted(by: { $0.key < $1.key }) {
            for message in messages { errors.file(message, atKey: key) }
        }
        return FormLayout(form, errors: errors, showsOwnView: showsOwnView)
    }

    /// Writes `edit`, a change to the control of `row`, through that row's binding in `form`
    /// (the form as it is now), once, through the one edit path every host shares; and bumps
    /// the revision, so the view shows what the model holds now even when nothing was written.
    ///
    /// A row that is no longer at its place in `form` takes nothing, nor does a disabled row
    /// (see `Form.apply(_:at:showing:messages:)`); a refusal, written in `messages`, is filed at
    /// the row's key, unless the row is gone.
    @discardableResult
    mutating func write(
        _ edit: ControlEdit, to row: RowLayout, in form: Form, messages: FormMessages = .current
    ) -> Outcome {
        revision &+= 1
        refusals.clear(key: row.key)
        guard let error = form.apply(edit, at: row.path, showing: row.id, messages: messages) else {
            return .written(key: row.key)
        }
        if error.reason != .unknownRow { refusals.file(error.message, atKey: row.key) }
        return .refused(error)
    }

    /// Runs the action of `row` (a button's, a row's `onSelect`), as tapping it does, and bumps
    /// the revision so the view shows what the action changed; returns whether there was one.
    @MainActor @discardableResult
    mutating func tap(_ row: RowLayout) -> Bool {
        guard row.perform() else { return false }
        revision &+= 1
        return true
    }

    /// Bumps the revision, so the view builds the form again: when it appears, back from a form
    /// it pushed, whose changes it has not seen.
    mutating func refresh() {
        revision &+= 1
    }
}
