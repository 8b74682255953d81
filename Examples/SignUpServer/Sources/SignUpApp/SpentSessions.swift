/// The sessions whose form the server has taken: each is spent, so the same POST sent again
/// (a replay, a second click, the back button) is refused instead of kept twice, and the
/// person gets a new session (see ``SessionTokens/newSession()``).
///
/// It grows by one id per accepted submission, as ``SignUpStore`` grows by one sign-up: no
/// request adds to it without passing every check first. A real app keeps it beside its
/// sessions, expiring with them.
public actor SpentSessions {
    private var ids = Set<String>()

    /// No session spent yet.
    public init() {}

    /// Spends the session `id`: `true` the first time, `false` if it was already spent. Two
    /// requests racing with one session get one `true`.
    public func spend(_ id: String) -> Bool {
        ids.insert(id).inserted
    }
}
