import Formwork

/// How `apply` reads a submission against a form: hidden fields (the caller's, named in
/// `ignoring:`, the page's state and the refresh marker) are no rows' values and are not reported, a name the
/// submitted page showed that no row claims is a row the person hid, not an unknown one, and a
/// date typed into three fields (``DayMonthYear``) is its date picker's value.
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
            FormSubmission.swipeActionFieldName,
        ])
        shownNames = Set(PageState(of: submission)?.renderedNames ?? [])
        let names = Set(submission.names)
        dateKeys = Set(names.compactMap(DayMonthYear.dateKey(ofFieldName:))).subtracting(names)
    }

    /// The keys of the dates typed into fields (`dob` for `dob-day`) that were not submitted
    /// themselves: each may be a date picker's, which takes its fields.
    private let dateKeys: Set<String>

    /// Every name submitted but the hidden fields', each the key of the row it is meant for, and
    /// the key of each date typed into fields.
    var keys: Set<String> { Set(submission.names).subtracting(hiddenFields).union(dateKeys) }

    /// Writes what was submitted under a row's key into it. A toggle takes the last of its
    /// values; a multiple choice takes them all (a key per checked box); any other input
    /// submitted more than once is refused; a submit button's name
    /// writes nothing. A file field takes the file a multipart submission carries; with none,
    /// its text is read like any input's (empty for no file chosen). A date picker whose name
    /// was not submitted takes its three fields, if there are any; nothing else is written
    /// under a date's key.
    var writer: Form.RowWriter {
        { [submission] row, input, key throws(ConversionFailure) in
            let values = submission.values(named: key)
            if values.isEmpty, let input {
                return try Self.writeDate(typedIn: submission, key: key, into: input, title: row.presentation.title)
            }
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

    /// Writes the date typed into the fields of the date picker keyed `key` (titled `title`):
    /// no date for three empty fields, or the fields' refusal. Nothing for a row that is not a
    /// date picker of days, or with no fields submitted.
    private static func writeDate(
        typedIn submission: FormSubmission, key: String, into input: any InputComponent, title: String
    ) throws(ConversionFailure) {
        guard takesDateFields(input), let fields = try DayMonthYear.submitted(in: submission, key: key) else { return }
        switch fields.reading(title: title) {
        case .empty: try input.write(raw: "")
        case .date(let text): try input.write(raw: text)
        case .refused(_, let message): throw ConversionFailure(.malformed, message)
        }
    }

    /// The errors `apply` reports: first one for each row of `form` (the form applied, or the
    /// last one built) keyed like a hidden field the submission has, since its control and the
    /// field share a name (nothing is written into it); then `errors`, with
    /// `ValueConversionError.Reason.hiddenRow` for a name the page showed that no row has now.
    /// A date typed into fields that no row claims is reported by its fields' names, or as the
    /// hidden row its key names; the fields a date picker took are no one's names.
    func reported(_ errors: [ValueConversionError], form: Form?) -> [ValueConversionError] {
        let datesTaken = form.map(dateKeysTaken(by:)) ?? []
        return clashes(in: form)
            + errors.compactMap { error in
                guard error.reason == .unknownRow else { return error }
                if let dateKey = DayMonthYear.dateKey(ofFieldName: error.key), dateKeys.contains(dateKey),
                    datesTaken.contains(dateKey) || shownNames.contains(dateKey)
                {
                    return nil
                }
                guard shownNames.contains(error.key) else { return dateKeys.contains(error.key) ? nil : error }
                return ValueConversionError(identity: error.identity, key: error.key, reason: .hiddenRow, message: .hiddenRow)
            }
    }

    /// The keys of the dates typed into fields that a date picker of `form` took.
    private func dateKeysTaken(by form: Form) -> Set<String> {
        guard !dateKeys.isEmpty else { return [] }
        var taken = Set<String>()
        for (section, keys) in zip(form.sections, form.valueKeys) {
            for (row, key) in zip(section.rows, keys) where dateKeys.contains(key) && Self.takesDateFields(row.component.base) {
                taken.insert(key)
            }
        }
        return taken
    }

    /// Whether `component` is a date picker of days: one that takes a date typed into fields.
    private static func takesDateFields(_ component: Any) -> Bool {
        guard let source = component as? any ControlSource, case .datePicker(let picker) = source.control
        else { return false }
        return picker.kind == .date
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
