import Formwork

extension Form {
    /// The form as one HTML `<form>` element: a `<fieldset>` per section, a labelled control per
    /// input, and the errors given shown at their rows.
    ///
    /// ```swift
    /// let errors = Form.apply(submission) { signUpForm() }
    /// let form = signUpForm()
    /// let html = form.html(action: "/signup", errors: form.validate(), conversionErrors: errors,
    ///                      submitted: submission)
    /// ```
    /// Each control's `name` is its row's ``valueKeys`` key, so what the browser submits goes
    /// back through ``Formwork/Form/apply(_:messages:)``. Each error shows after the control of the row
    /// its `key` names (its row's address; rows that share an identity never share a key, so an
    /// error never shows at another row), which gets `aria-invalid="true"` and an
    /// `aria-describedby` naming the message (and the section's footer); the first invalid
    /// control gets `autofocus`. Errors whose key no row has are listed before the first
    /// section, never dropped. Every text comes escaped (see
    /// ``HTMLWriter``), the same form always gives the same bytes, and the work is one pass into
    /// one buffer.
    ///
    /// - Parameters:
    ///   - action: The URL the form submits to. A URL whose scheme is not `http`, `https`,
    ///     `mailto` or `tel` (`javascript:` …) is left out, and the browser submits the form to
    ///     the page's own URL.
    ///   - method: How it submits; `POST` by default.
    ///   - errors: Validation errors to show at their rows, usually ``validate(messages:)``'s.
    ///   - conversionErrors: Values that could not be applied, as `apply` returns them.
    ///   - submitted: What the person submitted: a row with an error shows its submitted text
    ///     again rather than the model's value, so nothing typed is lost. A row the submitted page
    ///     did not show (its page state, ``FormSubmission/stateFieldName``, lacks the row's key:
    ///     the submission revealed it) shows no error yet, neither at the row nor in the summary,
    ///     since the person has not seen it: its errors show once they submit the page that shows
    ///     it. Only the display waits: `validate()` still has the errors, so refuse the
    ///     submission as before. Without `submitted`, or with a submission that has no page
    ///     state, every row's errors show.
    ///   - options: Ids, links, the submit button and browser validation.
    ///   - theme: The markup: ``HTMLTheme/formwork`` unless told otherwise, ``HTMLTheme/govUK``
    ///     or your own.
    public func html(
        action: String, method: HTMLFormMethod = .post, errors: [ValidationError] = [],
        conversionErrors: [ValueConversionError] = [], submitted: FormSubmission? = nil,
        options: HTMLFormOptions = HTMLFormOptions(), theme: HTMLTheme = .formwork
    ) -> String {
        let messages = RowErrors(form: self, validation: errors, conversion: conversionErrors)
        var renderer = HTMLFormRenderer(
            form: self, options: options, theme: theme, messages: messages, submitted: submitted)
        renderer.render(action: action, method: method)
        return renderer.writer.html
    }
}
