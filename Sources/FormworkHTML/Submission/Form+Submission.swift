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
    /// not be written, in form order, then one per name no row has, sorted: none is dropped.
    @discardableResult
    public func apply(_ submission: FormSubmission) -> [ValueConversionError] {
        apply(keys: Set(submission.names), writer: Self.writer(for: submission))
    }

    /// Writes what a browser submitted into the form `build` makes, rebuilding it while the
    /// values written reveal rows that other names are meant for.
    ///
    /// ```swift
    /// let errors = Form.apply(submission) { signUpForm() }   // "Company" shows once the plan is Team
    /// ```
    /// The same fixpoint as `apply(raw:rebuilding:)`: each name is written at most once, so
    /// `build` runs at most one time more than there are names.
    @discardableResult
    public static func apply(_ submission: FormSubmission, rebuilding build: () -> Form) -> [ValueConversionError] {
        apply(keys: Set(submission.names), rebuilding: build, writer: writer(for: submission))
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
            for (row, key) in zip(section.rows, sectionKeys) where Self.isSubmitControl(row) && !row.isDisabled {
                if !submission.values(named: key).isEmpty { return row.id }
            }
        }
        return nil
    }

    private static func writer(for submission: FormSubmission) -> RowWriter {
        { row, input, key throws(ConversionFailure) in
            let values = submission.values(named: key)
            guard let input, let last = values.last else {
                if isSubmitControl(row) { return }
                throw ConversionFailure(.notAnInput, "This row takes no value")
            }
            if values.count > 1, !(input is Toggle) {
                throw ConversionFailure(.malformed, "Was submitted more than once")
            }
            try input.write(raw: last)
        }
    }

    /// Whether the row's markup is a submit button named by the row.
    private static func isSubmitControl(_ row: Node) -> Bool {
        (row.component.base as? any HTMLRenderable)?.isSubmitControl ?? false
    }
}
