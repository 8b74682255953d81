/// The rows the person has seen, read from the page state of what they submitted (see
/// ``FormSubmission/stateFieldName``): the renderer shows a row's errors only if its key is one
/// of them. A row the submission revealed (the School section after "Yes, I'm a student") is new
/// to the person, so its errors wait until they have seen it and submit again. With no
/// submission, or one without a page state (a client that is not the page), every row counts as
/// seen.
struct SeenRows {
    /// The keys of the rows the submitted page showed; `nil` when unknown, for all of them.
    private let keys: Set<String>?

    /// The rows the page that sent `submission` showed.
    init(_ submission: FormSubmission?) {
        keys = submission.flatMap(PageState.init(of:)).map { Set($0.renderedNames) }
    }

    /// Whether the row keyed `key` was on the page the person submitted.
    func contains(_ key: String) -> Bool {
        keys?.contains(key) ?? true
    }
}
