extension FormSubmission {
    /// The name of the field that marks a refresh: a post that asks for the form re-rendered after
    /// a change to its structure, not a submission (see ``isRefresh``). The live-reveal script
    /// (``HTMLScript/liveReveal``) adds it as `_formwork_refresh=1`. The library's own: `apply`
    /// writes it into no row, and a row keyed `_formwork_refresh` is refused.
    public static let refreshFieldName = "_formwork_refresh"

    /// Whether this post only asks for the form again, re-rendered with what it holds: apply it,
    /// do not validate or save it, and answer with the form and no errors.
    ///
    /// ```swift
    /// if submission.isRefresh {
    ///     Form.apply(.submission(submission, ignoring: ["csrf-token"])) { signUpForm(model) }
    ///     return signUpForm(model).html(action: "/signup", options: options)
    /// }
    /// ```
    /// Check the request's origin and token first, as for any post: a refresh writes nothing that
    /// lasts, but it answers with a page holding what was sent.
    public var isRefresh: Bool {
        !values(named: Self.refreshFieldName).isEmpty
    }
}
