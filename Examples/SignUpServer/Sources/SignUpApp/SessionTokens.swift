/// Each visitor's session and its token against cross-site request forgery, kept on the server:
/// OWASP's synchronizer token pattern. The session's id travels in a cookie (`HttpOnly`,
/// `SameSite=Strict`), the token in the form's hidden field, and a POST must bring both: a page
/// on another site can make the browser send the cookie's session, but cannot read the token.
///
/// Both are 32 random bytes from the system's generator, as hexadecimal. At most `capacity`
/// sessions are kept; past it the oldest is forgotten, so its next POST is refused and reloading
/// the form starts a new session. Sessions last as long as the server's process.
public actor SessionTokens {
    /// A session: its id (the cookie's value) and its token (the hidden field's value).
    public struct Session: Sendable, Equatable {
        /// The session's id, sent in the cookie.
        public var id: String
        /// The session's token, written in the form.
        public var token: String
        /// Whether the session was made for this request, so its cookie must be set.
        public var isNew: Bool
    }

    /// The most sessions kept.
    public let capacity: Int
    private var tokens: [String: String] = [:]
    /// Session ids, oldest first, from `oldest` on.
    private var arrivals: [String] = []
    private var oldest = 0

    /// A store of at most `capacity` sessions.
    public init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    /// The session `id` names, or a new one if it names none (or is `nil`).
    public func session(_ id: String?) -> Session {
        if let id, let token = tokens[id] { return Session(id: id, token: token, isNew: false) }
        let session = Session(id: Self.randomToken(), token: Self.randomToken(), isNew: true)
        tokens[session.id] = session.token
        arrivals.append(session.id)
        if tokens.count > capacity { forgetOldest() }
        return session
    }

    /// The token of the session `id` names, if the server has it.
    public func token(ofSession id: String) -> String? {
        tokens[id]
    }

    private func forgetOldest() {
        tokens[arrivals[oldest]] = nil
        oldest += 1
        if oldest >= capacity {
            arrivals.removeFirst(oldest)
            oldest = 0
        }
    }

    /// 32 bytes from the system's cryptographically secure generator, as 64 hexadecimal digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }
}
