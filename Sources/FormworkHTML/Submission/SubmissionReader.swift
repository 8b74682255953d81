import Formwork

/// How `apply` reads a submission against a form: hidden fields (the caller's, named in
/// `ignoring:`, and the page's state) are written into no row and not reported, and a name the
/// submitted page showed that no row claims is a row the person hid, not an unknown one.
struct SubmissionReader {
    /// What the browser sent.
    let submission: FormSubmission
    /// The names of the hidden fields, as the identities of unknown-row errors.
    private let hiddenFields: Set<Identity>
    /// The names the submitted page showed, as the identities of unknown-row errors.
    private let shownNames: Set<Identity>

    /// A reader of `submission` whose hidden fields are `ignoredNames` and the page state.
    init(_ submission: FormSubmission, ignoring ignoredNames: Set<String>) {
        self.submission = submission
        hiddenFields = Set((ignoredNames.union([FormSubmission.stateFieldName])).map { Identity($0) })
        shownNames = Set((PageState(of: submission)?.renderedNames ?? []).map { Identity($0) })
    }

    /// Every name submitted, each the key of the row it is meant for.
    var keys: Set<String> { Set(submission.names) }

    /// Writes what was submitted under a row's key into it. A toggle takes the last of its
    /// values; any other input submitted more than once is refused; a submit button's name
    /// writes nothing; a row keyed like a hidden field is refused.
    var writer: Form.RowWriter {
        { [submission, hiddenFields] row, input, key throws(ConversionFailure) in
            if hiddenFields.contains(Identity(key)) {
                throw ConversionFailure(.ambiguousRow, "A hidden field has this name too")
            }
            let values = submission.values(named: key)
            guard let input, let last = values.last else {
                if row.isSubmitControl { return }
                throw ConversionFailure(.notAnInput, "This row takes no value")
            }
            if values.count > 1, !(input is Toggle) {
                throw ConversionFailure(.malformed, "Was submitted more than once")
            }
            try input.write(raw: last)
        }
    }

    /// The errors `apply` made, as it reports them: none for a hidden field no row has, and
    /// `ValueConversionError.Reason.hiddenRow` for a name the page showed that no row has now.
    func reported(_ errors: [ValueConversionError]) -> [ValueConversionError] {
        errors.compactMap { error in
            guard error.reason == .unknownRow else { return error }
            if hiddenFields.contains(error.identity) { return nil }
            guard shownNames.contains(error.identity) else { return error }
            return ValueConversionError(identity: error.identity, reason: .hiddenRow, message: "This row is no longer shown")
        }
    }
}
