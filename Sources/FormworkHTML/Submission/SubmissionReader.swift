import Formwork

/// How `apply` reads a submission against a form: hidden fields (the caller's, named in
/// `ignoring:`, the page's state and the refresh marker) are no rows' values and are not reported, and a name the
/// submitted page showed that no row claims is a row the person hid, not an unknown one.
struct SubmissionReader {
    /// What the browser sent.
    let submission: FormSubmission
    /// The names of the hidden fields.
    private let hiddenFields: Set<String>
    /// The names (row keys) the submitted page showed.
    private let shownNames: Set<String>

    /// A reader of `submission` whose hidden fields are `ignoredNames`, the page state and the
    /// refresh marker.
    init(_ submission: FormSubmission, ignoring ignoredNames: Set<String>) {
        self.submission = submission
        hiddenFields = ignoredNames.union([
            FormSubmission.stateFieldName, FormSubmission.refreshFieldName, FormSubmission.listActionFieldName,
        ])
        shownNames = Set(PageState(of: submission)?.renderedNames ?? [])
    }

    /// Every name submitted but the hidden fields', each the key of the row it is meant for.
    var keys: Set<String> { Set(submission.names).subtracting(hiddenFields) }

    /// Writes what was submitted under a row's key into it. A toggle takes the last of its
    /// values; a multiple choice takes them all (a key per checked box); any other input
    /// submitted more than once is refused; a submit button's name
    /// writes nothing. A file field takes the file a multipart submission carries; with none,
    /// its text is read like any input's (empty for no file chosen).
    var writer: Form.RowWriter {
        { [submission] row, input, key throws(ConversionFailure) in
            let values = submission.values(named: key)
            guard let input, let last = values.last else {
                if row.isSubmitControl { return }
                throw ConversionFailure(.notAnInput, .notAnInput)
            }
            if let list = input as? any RawListInput {
                return try list.write(rawList: values)
            }
            if values.count > 1, !(input is Toggle) {
                throw ConversionFailure(.malformed, .submittedTwice)
            }
            if let field = input as? FileField, let file = submission.files(named: key).last {
                try field.write(file: file)
            } else {
                try input.write(raw: last)
            }
        }
    }

    /// The errors `apply` reports: first one for each row of `form` (the form applied, or the
    /// last one built) keyed like a hidden field the submission has, since its control and the
    /// field share a name (nothing is written into it); then `errors`, with
    /// `ValueConversionError.Reason.hiddenRow` for a name the page showed that no row has now.
    func reported(_ errors: [ValueConversionError], form: Form?) -> [ValueConversionError] {
        clashes(in: form)
            + errors.map { error in
                guard error.reason == .unknownRow, shownNames.contains(error.key) else { return error }
                return ValueConversionError(identity: error.identity, key: error.key, reason: .hiddenRow, message: .hiddenRow)
            }
    }

    private func clashes(in form: Form?) -> [ValueConversionError] {
        guard let form, !hiddenFields.isDisjoint(with: submission.names) else { return [] }
        return zip(form.sections, form.valueKeys).flatMap { section, keys in
            zip(section.rows, keys).compactMap { row, key in
                guard hiddenFields.contains(key), !submission.values(named: key).isEmpty else { return nil }
                return ValueConversionError(identity: row.id, key: key, reason: .ambiguousRow, message: .hiddenFieldName)
            }
        }
    }
}
