import Formwork

/// What a ``FormView`` shows for a form: its sections, each keyed by its `Identity` and holding
/// its rows keyed by theirs, so SwiftUI's `ForEach` follows Formwork's identities; and the
/// errors that name no row of the form, shown before the first section rather than dropped.
///
/// ```swift
/// let layout = FormLayout(form, errors: RowErrors(form: form, validation: form.validate()), showsOwnView: { _ in false })
/// layout.sections[0].rows[0].errors   // ["Enter a valid email address"]
/// ```
struct FormLayout: Equatable, Sendable {
    /// The sections, in display order.
    var sections: [SectionLayout]
    /// The errors that name no row of the form, each as `identity: message`.
    var unplacedErrors: [String]
    /// The errors shown, by row: what a change announces to VoiceOver (``ErrorAnnouncement``).
    var errors: RowErrors

    /// The layout of `form` with `errors` at their rows; `showsOwnView` tells a component that
    /// is shown with a SwiftUI view of its own (a `SwiftUIRenderable`).
    init(_ form: Form, errors: RowErrors, showsOwnView: (any Renderable) -> Bool) {
        let keys = form.valueKeys
        sections = form.sections.indices.map { section in
            SectionLayout(form.sections[section], at: section, keys: keys[section], errors: errors, showsOwnView: showsOwnView)
        }
        unplacedErrors = errors.unplaced
        self.errors = errors
    }
}
