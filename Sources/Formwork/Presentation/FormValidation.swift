/// When a host shows a row's validation errors.
///
/// Whatever the mode, the errors shown are recomputed from the form as it is after every
/// change, so an error that depends on another row ("Add at least one colleague", a
/// confirmation that must match the password) goes away as soon as that row is fixed.
public enum ValidationMode: Hashable, Sendable {
    /// No errors until the person submits the form; from then on, every row's.
    case onSubmit
    /// A row's errors once it is *touched* — the person left its text input, or changed a
    /// control that has no text to type (a switch, a picker, a stepper, a slider, a date) — and
    /// from then on after each change, so they learn what is wrong as they go, while a field
    /// they are still typing in for the first time, and rows they have not reached, stay quiet
    /// (an email field does not complain after its first letter); after the first submit,
    /// every row's. This is react-hook-form's `onTouched` and Eureka's `.validatesOnBlur`.
    case onTouched
}

/// Which of a form's validation errors a host shows now: the one decision UIKit's
/// `FormTableAdapter` and SwiftUI's `FormView` share, and what a screen reader is told about
/// ("the errors now shown").
///
/// ```swift
/// var validation = FormValidation(.onTouched)
/// validation.shownErrors(in: form)   // []: nothing touched, nothing submitted
/// validation.left(key: "email")      // the person tabbed through the empty email field
/// validation.shownErrors(in: form)   // [email: Required]
/// validation.submit()
/// validation.shownErrors(in: form)   // every row's errors, as the form is now
/// ```
/// A host calls ``edited(key:)`` when the person changes a row with a control that has no text
/// to type (not while they type: a text input is touched when left), ``left(key:)`` when a text
/// input loses the focus, ``submit()`` when they submit, and shows ``shownErrors(in:messages:)``
/// of the form it shows after each change. Rows are named by their values keys, which stay
/// theirs across rebuilds. Web pages keep showing the errors of each submission.
public struct FormValidation: Hashable, Sendable {
    /// When errors show.
    public var mode: ValidationMode
    /// The values keys of the rows the person changed or left.
    public private(set) var touchedKeys: Set<String> = []
    /// Whether the person has submitted the form (since the last ``reset()``).
    public private(set) var hasSubmitted = false
    /// How many times the person submitted the form (since the last ``reset()``): a host tells
    /// a submit, which may move VoiceOver, from a change, which must not.
    public private(set) var submissions = 0

    /// Nothing touched, nothing submitted, errors shown as `mode` says.
    public init(_ mode: ValidationMode = .onSubmit) {
        self.mode = mode
    }

    /// The person changed the value of the row with values key `key` with a control that has
    /// no text to type, so no focus to leave (a switch, a picker…): the row is touched.
    public mutating func edited(key: String) {
        touchedKeys.insert(key)
    }

    /// The person changed the row with values key `key` by `edit`, as a host reports it:
    /// typing in a text input does not touch the row (``left(key:)`` does, when the person
    /// leaves it); any other change does (``edited(key:)``).
    package mutating func record(_ edit: ControlEdit, atKey key: String) {
        guard !edit.isTyping else { return }
        edited(key: key)
    }

    /// The person left the row with values key `key` (its text input lost the focus).
    public mutating func left(key: String) {
        touchedKeys.insert(key)
    }

    /// The person submitted the form: from now on, every row's errors show.
    public mutating func submit() {
        hasSubmitted = true
        submissions += 1
    }

    /// Forgets what was touched and submitted: a fresh form (after it was saved, say).
    public mutating func reset() {
        touchedKeys = []
        hasSubmitted = false
        submissions = 0
    }

    /// Why errors shown now, when this state was `earlier`, are shown: a submit if the person
    /// submitted since (or no validation state was kept: the app showed its own errors), else
    /// a change the person made.
    package func occasion(since earlier: FormValidation?) -> ErrorAnnouncement.Occasion {
        guard let earlier else { return .submit }
        return submissions != earlier.submissions ? .submit : .change
    }

    /// Whether the errors of the row with values key `key` show.
    public func showsErrors(atKey key: String) -> Bool {
        hasSubmitted || (mode == .onTouched && touchedKeys.contains(key))
    }

    /// Whether any row's errors can show; if not, a host need not validate.
    public var showsAnyErrors: Bool {
        hasSubmitted || (mode == .onTouched && !touchedKeys.isEmpty)
    }

    /// The errors of `errors` that show now, in their order.
    public func shownErrors(_ errors: [ValidationError]) -> [ValidationError] {
        guard showsAnyErrors else { return [] }
        return hasSubmitted ? errors : errors.filter { showsErrors(atKey: $0.key) }
    }

    /// The errors that show now of `form` as it is: its rules checked now (with `messages`),
    /// those of the rows that show theirs. Validates only if some row's errors can show.
    public func shownErrors(in form: Form, messages: FormMessages = .current) -> [ValidationError] {
        showsAnyErrors ? shownErrors(form.validate(messages: messages)) : []
    }
}
