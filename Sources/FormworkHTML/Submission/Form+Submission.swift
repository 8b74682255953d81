import Formwork

extension FormSubmission: FormInputSource {
    /// What a browser submitted, written through the bindings of the rows its names are the
    /// `valueKeys` of, as `.submission(_:ignoring:)` with no hidden fields of
    /// your own.
    ///
    /// ```swift
    /// let submission = try FormSubmission(urlEncoded: body)
    /// let errors = form.apply(submission)
    /// let more = Form.apply(submission) { signUpForm() }   // "Company" shows once the plan is Team
    /// ```
    public var formInput: FormInput { .submission(self) }
}

extension FormInputSource where Self == FormInput {
    /// What a browser submitted, leaving out the hidden fields named: your own, written with
    /// ``HTMLFormOptions/hiddenFields``, such as a token against cross-site request forgery.
    ///
    /// ```swift
    /// guard submission.matches("csrf-token", expected: session.csrfToken) else { return forbidden }
    /// let errors = form.apply(.submission(submission, ignoring: ["csrf-token"]))
    /// ```
    /// Each input parses its text as `apply(.raw(_:))` does. A toggle takes the last of its
    /// values (its page submits a hidden `off` before its checkbox's `on`), and a toggle missing
    /// from the submission is left alone. Any other input submitted more than once is refused
    /// with `ValueConversionError.Reason.malformed`, writing nothing. The name of a button (or
    /// selectable row, or navigation link) is the control that sent the form: it writes nothing
    /// and is no error (see `Form.pressedRow(in:)`). `apply` returns one error per row that
    /// could not be written, in form order, then one per name no row has, sorted: none is
    /// dropped. A name the submitted page showed (its state, ``FormSubmission/stateFieldName``,
    /// lists it) that no row has now is a `ValueConversionError.Reason.hiddenRow` error, for
    /// the app only. With `rebuilding:`, the same fixpoint and limits as for any input.
    ///
    /// A name in `names` is written into no row, not reported as unknown, and costs no rebuild.
    /// A row whose key is one of them (in the form applied, or the last one built) is refused
    /// with `ValueConversionError.Reason.ambiguousRow`, first (its control and the hidden field
    /// share the name), so the clash shows rather than a value going missing.
    public static func submission(_ submission: FormSubmission, ignoring names: Set<String> = []) -> FormInput {
        let reader = SubmissionReader(submission, ignoring: names)
        return FormInput(keys: reader.keys, writer: reader.writer, reported: reader.reported(_:form:))
    }
}

extension Form {
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
