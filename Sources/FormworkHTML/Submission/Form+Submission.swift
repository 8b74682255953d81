import Formwork

extension Form {
    /// Writes what a browser submitted through the bindings of the rows its names are the
    /// ``valueKeys`` of.
    ///
    /// ```swift
    /// let submission = try FormSubmission(urlEncoded: body)
    /// let errors = form.apply(submission)
    /// ```
    /// Each input parses its text as `apply(raw:)` does. A toggle takes the last of its values
    /// (its page submits a hidden `off` before its checkbox's `on`), and a toggle missing from
    /// the submission is left alone. Any other input submitted more than once is refused with
    /// `ValueConversionError.Reason.malformed`, writing nothing. The name of a button
    /// (or selectable row, or navigation link) is the control that sent the form: it writes
    /// nothing and is no error (see ``pressedRow(in:)``). Returns one error per row that could
    /// not be written, in form order, then one per name no row has, sorted: none is dropped. A
    /// name the submitted page showed (its state, ``FormSubmission/stateFieldName``, lists it)
    /// that no row has now is a `ValueConversionError.Reason.hiddenRow` error, for the app
    /// only. Hidden fields of your own are named with ``apply(_:ignoring:)``.
    @discardableResult
    public func apply(_ submission: FormSubmission) -> [ValueConversionError] {
        apply(submission, ignoring: [])
    }

    /// Writes what a browser submitted, like ``apply(_:)-(FormSubmission)``, leaving out the
    /// hidden fields named: your own, written with ``HTMLFormOptions/hiddenFields``, such as a
    /// token against cross-site request forgery.
    ///
    /// ```swift
    /// guard submission.matches("csrf-token", expected: session.csrfToken) else { return forbidden }
    /// let errors = form.apply(submission, ignoring: ["csrf-token"])
    /// ```
    /// A name in `names` is written into no row, not reported as unknown, and costs no rebuild.
    /// A row whose key is one of them (in the form applied, or the last one built) is refused
    /// with `ValueConversionError.Reason.ambiguousRow`, first (its control and the hidden field
    /// share the name), so the clash shows rather than a value going missing.
    @discardableResult
    public func apply(_ submission: FormSubmission, ignoring names: Set<String>) -> [ValueConversionError] {
        apply(submission, ignoring: names, messages: .current)
    }

    /// Writes what a browser submitted, like ``apply(_:ignoring:)``, with the errors' texts in
    /// `messages` (see `FormMessages`).
    ///
    /// ```swift
    /// let errors = form.apply(submission, ignoring: ["csrf-token"], messages: german)
    /// ```
    @discardableResult
    public func apply(
        _ submission: FormSubmission, ignoring names: Set<String>, messages: FormMessages
    ) -> [ValueConversionError] {
        let reader = SubmissionReader(submission, ignoring: names)
        return messages.whileCurrent { reader.reported(apply(keys: reader.keys, writer: reader.writer), form: self) }
    }

    /// Writes what a browser submitted into the form `build` makes, rebuilding it while the
    /// values written reveal rows that other names are meant for.
    ///
    /// ```swift
    /// let errors = Form.apply(submission) { signUpForm() }   // "Company" shows once the plan is Team
    /// ```
    /// The same fixpoint as `apply(raw:rebuilding:)`, with the same limits on work, and the same
    /// errors as ``apply(_:)-(FormSubmission)``.
    @discardableResult
    public static func apply(_ submission: FormSubmission, rebuilding build: () -> Form) -> [ValueConversionError] {
        apply(submission, ignoring: [], rebuilding: build)
    }

    /// Writes what a browser submitted into the form `build` makes, rebuilding it while values
    /// reveal rows, leaving out the hidden fields named (see ``apply(_:ignoring:)``).
    ///
    /// ```swift
    /// let errors = Form.apply(submission, ignoring: ["csrf-token"]) { form() }
    /// ```
    @discardableResult
    public static func apply(
        _ submission: FormSubmission, ignoring names: Set<String>, rebuilding build: () -> Form
    ) -> [ValueConversionError] {
        apply(submission, ignoring: names, messages: .current, rebuilding: build)
    }

    /// Like ``apply(_:ignoring:rebuilding:)``, with the errors' texts in `messages` (see
    /// `FormMessages`).
    ///
    /// ```swift
    /// let errors = Form.apply(submission, ignoring: ["csrf-token"], messages: german) { form() }
    /// ```
    @discardableResult
    public static func apply(
        _ submission: FormSubmission, ignoring names: Set<String>, messages: FormMessages,
        rebuilding build: () -> Form
    ) -> [ValueConversionError] {
        let reader = SubmissionReader(submission, ignoring: names)
        var last: Form?
        return messages.whileCurrent {
            let errors = apply(
                keys: reader.keys,
                rebuilding: {
                    let form = build()
                    last = form
                    return form
                }, writer: reader.writer)
            return reader.reported(errors, form: last)
        }
    }

    /// The identity of the button, selectable row or navigation link whose name is in the
    /// submission (the one that sent the form), if any; the first in form order. A disabled
    /// row is never the one: its button cannot be pressed, so its name in a submission is forged.
    ///
    /// ```swift
    /// if form.pressedRow(in: submission) == Identity("sign-out") { … }
    /// ```
    public func pressedRow(in submission: FormSubmission) -> Identity? {
        let keys = valueKeys
        for (section, sectionKeys) in zip(sections, keys) {
            for (row, key) in zip(section.rows, sectionKeys) where row.isSubmitControl && !row.isDisabled {
                if !submission.values(named: key).isEmpty { return row.id }
            }
        }
        return nil
    }
}
