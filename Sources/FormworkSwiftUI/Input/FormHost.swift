import Formwork
import Observation

/// What a ``FormView`` keeps between runs of its `body`: the form, built and lowered once per
/// change, and its layout; the changes its rows refused; which validation errors show.
///
/// SwiftUI runs a view's `body` whenever it likes (a parent's update, an environment change, an
/// animation), so the form is not built there: it is built when a change made it stale — a
/// change the person made through the view, an action they ran, a change to the model that the
/// last build read (an `@Observable` model, a `FormModel`: the build runs inside
/// `withObservationTracking`), or the view coming back into sight — and at most once per change,
/// however many changes land before the next `body`. The layout is worked out again only when
/// the form or what it shows (errors, the validation state) changed, so an unchanged row's
/// ``RowLayout`` is equal to the last one and its view is not evaluated again.
///
/// ```swift
/// let host = FormHost(.building { settingsForm(model) }, showsOwnView: { _ in false })
/// host.layout()                                        // builds the form: host.builds == 1
/// host.layout()                                        // the same layout, nothing built
/// host.write(.setOn(false), to: host.layout().sections[0].rows[0])
/// host.layout()                                        // built once more: host.builds == 2
/// ```
@MainActor
@Observable
final class FormHost {
    /// Bumped whenever the view has something new to show; `body` reads it, so SwiftUI runs
    /// `body` again.
    private(set) var generation = 0

    /// Where the form comes from; a view sets it on every `body`, since the app may hand over
    /// another closure or another form.
    @ObservationIgnored var source: FormSource {
        didSet {
            // A fixed form changes only when the app gives another.
            if case .fixed(let form) = source, case .fixed(let old) = oldValue, form != old { isStale = true }
        }
    }
    /// The app's validation errors, shown as given, each until its row changes.
    @ObservationIgnored var validationErrors: [ValidationError] = []
    /// The app's conversion errors, shown as given, each until its row changes.
    @ObservationIgnored var conversionErrors: [ValueConversionError] = []
    /// Which validation errors show; `nil` when the app shows only its own.
    @ObservationIgnored var validation: FormValidation?
    /// The catalogue refused changes and validation errors are written in: read when the form
    /// is built and when a change is written, so another catalogue shows from the next change.
    @ObservationIgnored var messages = FormMessages.current

    /// How many times the form was built (and lowered): once per change.
    @ObservationIgnored private(set) var builds = 0
    /// The refused changes.
    @ObservationIgnored private var session = FormSession()
    /// The form last built, and what counts builds, so a late notice about an older build is
    /// ignored.
    @ObservationIgnored private var form = Form()
    @ObservationIgnored private var buildNumber = 0
    /// Whether the form must be built again before it is shown or written into.
    @ObservationIgnored private var isStale = true
    /// The last layout and what it was made from.
    @ObservationIgnored private var laidOut: (inputs: LayoutInputs, layout: FormLayout)?
    /// The rules' errors of the form last built, checked when first needed.
    @ObservationIgnored private var ruleErrors: (build: Int, errors: [ValidationError])?
    /// Whether the view has appeared before.
    @ObservationIgnored private var hasAppeared = false
    /// The row whose text input has the focus.
    @ObservationIgnored private var focusedKey: String?
    /// The making of the view that handed over the source last.
    @ObservationIgnored private var handover: SourceHandover?
    @ObservationIgnored private let showsOwnView: (any Renderable) -> Bool

    /// A host showing the form `source` gives; `showsOwnView` tells a component that is shown
    /// with a SwiftUI view of its own.
    init(_ source: FormSource, showsOwnView: @escaping (any Renderable) -> Bool) {
        self.source = source
        self.showsOwnView = showsOwnView
    }

    /// What the app hands the view and gets back: its errors, without those of a row the person
    /// changed, and which validation errors show.
    struct AppState: Equatable {
        var validationErrors: [ValidationError]
        var conversionErrors: [ValueConversionError]
        var validation: FormValidation?
    }

    /// Where the app state goes after the person changes something: the view's bindings.
    @ObservationIgnored var sendBack: (AppState) -> Void = { _ in }

    /// What the view shows now, given what the app hands it in this run of `body`.
    /// A closure handed over by another making of the view (`handover`) may read another model,
    /// so the form is built again.
    func layout(
        source: FormSource, handover: SourceHandover? = nil, validationErrors: [ValidationError],
        conversionErrors: [ValueConversionError], validation: FormValidation?, messages: FormMessages,
        sendBack: @escaping (AppState) -> Void
    ) -> FormLayout {
        self.source = source
        take(handover)
        self.validationErrors = validationErrors
        self.conversionErrors = conversionErrors
        self.validation = validation
        self.messages = messages
        self.sendBack = sendBack
        return layout()
    }

    /// Notes who handed the source over: a closure from another making of the view is built
    /// again, since it may read another model.
    private func take(_ handover: SourceHandover?) {
        guard let handover, handover !== self.handover else { return }
        if self.handover != nil, case .building = source { isStale = true }
        self.handover = handover
    }

    /// The state the app's bindings get back.
    private var appState: AppState {
        AppState(validationErrors: validationErrors, conversionErrors: conversionErrors, validation: validation)
    }

    /// What the view shows now: built again only if the form is stale, laid out again only if
    /// something it shows changed.
    func layout() -> FormLayout {
        _ = generation
        let form = currentForm()
        let inputs = LayoutInputs(
            build: buildNumber, validationErrors: validationErrors, conversionErrors: conversionErrors,
            validation: validation, session: session)
        if let laidOut, laidOut.inputs == inputs { return laidOut.layout }
        var validation = validationErrors
        for error in shownRuleErrors(of: form) where !validation.contains(error) { validation.append(error) }
        let layout = session.layout(of: form, validation: validation, conversion: conversionErrors, showsOwnView: showsOwnView)
        laidOut = (inputs, layout)
        return layout
    }

    /// The form as it is now: the last one built, unless a change made it stale.
    func currentForm() -> Form {
        if isStale { build() }
        return form
    }

    /// Writes `edit`, a change to the control of `row`, through that row's binding in the form
    /// as it is now, once, by the edit path every host shares; the row is touched (typing only
    /// when the row is left: ``focusMoved(to:)``), the app's
    /// errors at it go if the change was written, and the form is stale.
    @discardableResult
    func write(_ edit: ControlEdit, to row: RowLayout) -> FormSession.Outcome {
        let outcome = session.write(edit, to: row, in: currentForm(), messages: messages)
        switch outcome {
        case .written(let key):
            validationErrors = validationErrors.removingErrors(atKey: key)
            conversionErrors = conversionErrors.removingErrors(atKey: key)
            validation?.record(edit, atKey: key)
        case .refused(let error) where error.reason != .unknownRow:
            validation?.record(edit, atKey: row.key)
        case .refused:
            break
        }
        invalidate()
        sendBack(appState)
        return outcome
    }

    /// Runs the action of `row` (a button's, a row's `onSelect`), as tapping it does; the form
    /// is stale if there was one. Returns whether there was.
    @discardableResult
    func tap(_ row: RowLayout) -> Bool {
        guard session.tap(row) else { return false }
        invalidate()
        return true
    }

    /// The focus moved to the text input of the row with values key `key` (`nil`: none): the
    /// row that had it was left, so it is touched.
    func focusMoved(to key: String?) {
        guard key != focusedKey else { return }
        let left = focusedKey
        focusedKey = key
        guard let left, validation != nil else { return }
        validation?.left(key: left)
        generation &+= 1
        sendBack(appState)
    }

    /// The view appeared: the first time, nothing to do; again (back from a form it pushed,
    /// which may have changed the model), the form is stale.
    func appeared() {
        if hasAppeared { invalidate() }
        hasAppeared = true
    }

    /// The form must be built again: the view shows it anew.
    func invalidate() {
        isStale = true
        generation &+= 1
    }

    /// Builds the form, noting what the build reads: when any of it changes, the form is
    /// stale (told on the main actor, and only about the last build).
    private func build() {
        isStale = false
        buildNumber &+= 1
        guard case .building(let make) = source else {
            if case .fixed(let fixed) = source { form = fixed }
            return
        }
        builds += 1
        let number = buildNumber
        form = withObservationTracking(make) {
            Task { @MainActor [weak self] in self?.modelChanged(since: number) }
        }
    }

    /// Something build `number` read changed: the form is stale, unless a later build or an
    /// invalidation already saw to it.
    private func modelChanged(since number: Int) {
        guard number == buildNumber, !isStale else { return }
        invalidate()
    }

    /// The rules' errors that show now, from the form last built, checked once per build.
    private func shownRuleErrors(of form: Form) -> [ValidationError] {
        guard let validation, validation.showsAnyErrors else { return [] }
        if let ruleErrors, ruleErrors.build == buildNumber { return validation.shownErrors(ruleErrors.errors) }
        let errors = form.validate(messages: messages)
        ruleErrors = (buildNumber, errors)
        return validation.shownErrors(errors)
    }

    /// What a layout is made from, besides the form's rows.
    private struct LayoutInputs: Equatable {
        var build: Int
        var validationErrors: [ValidationError]
        var conversionErrors: [ValueConversionError]
        var validation: FormValidation?
        var session: FormSession
    }
}
