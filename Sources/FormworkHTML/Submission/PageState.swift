import Formwork

/// What a page that `Form.html` wrote says about itself, in its hidden field
/// ``FormSubmission/stateFieldName``: the keys of the rows it showed (its controls' names), so
/// that `apply` can tell a value for a row the person hid from a name no page of the form had.
///
/// The field's value is `application/x-www-form-urlencoded`: one `n=` pair per name, in form
/// order (`n=email&n=plan`). Pairs of other names are skipped when read, so other kinds of state
/// can join it. The state comes from the browser, so it is as hostile as the rest of the
/// submission: it only ever turns an unknown name into a `ValueConversionError.Reason.hiddenRow`
/// one, which writes nothing either.
struct PageState {
    /// The keys of the rows the page showed: its controls' names.
    var renderedNames: [String] = []

    /// The state of a page that shows the rows whose keys are `keys` (a form's ``Form/valueKeys``):
    /// every row's, so that no row's component needs looking into (rows without a control
    /// are never submitted, so listing them changes nothing).
    init(showing keys: [[String]]) {
        renderedNames = Array(keys.joined())
    }

    /// The state a submission carries, if it has exactly one value under the state's name.
    init?(of submission: FormSubmission) {
        let values = submission.values(named: FormSubmission.stateFieldName)
        guard values.count == 1,
            let pairs = try? URLEncodedForm.fields(in: Array(values[0].utf8), maximumFieldCount: .max)
        else { return nil }
        renderedNames = pairs.compactMap { $0.name == "n" ? $0.value : nil }
    }

    /// The hidden field's value.
    var encoded: String {
        URLEncodedForm.serialized(renderedNames.map { (name: "n", value: $0) })
    }
}
