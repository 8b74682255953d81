import Crypto
import Foundation

/// Each visitor's session and its token against cross-site request forgery, with nothing kept
/// on the server but the sessions already spent (``SpentSessions``). The session's id is made
/// only here: 16 random bytes from the system's generator, then the first 16 bytes of their
/// HMAC-SHA256 under a key only the server has, so an id a client made up (`000…0`, an
/// attacker's choice planted in a victim's browser: session fixation) is no session id, and a
/// new one is issued instead (OWASP's *strict* session management). Its token is the whole id's
/// HMAC-SHA256 under the same key (OWASP's *signed double-submit cookie*). The id travels in a
/// cookie (``SessionCookie``), the token in the form's hidden field, and a POST must bring
/// both: a page on another site can make the browser send the cookie, but can neither read the
/// token nor make one without the key. The server checks an id and a token by working them out
/// again, so it keeps no table of sessions that anyone could fill: no number of cookieless
/// requests makes a real person's form expire.
///
/// Both are written as 64 hexadecimal digits. A new key (each start of the server, unless one
/// is given) expires every earlier session: the next POST is refused and reloading the form
/// starts again, as when the sessions lived in the server's memory.
public struct SessionTokens: Sendable {
    /// A session: its id (the cookie's value) and its token (the hidden field's value).
    public struct Session: Sendable, Equatable {
        /// The session's id, sent in the cookie.
        public var id: String
        /// The session's token, written in the form.
        public var token: String
        /// Whether the session was made for this request, so its cookie must be set.
        public var isNew: Bool
    }

    /// The bytes of the key the ids and tokens are signed with (`SymmetricKey` is not `Sendable`).
    private let key: [UInt8]

    /// Sessions signed with `key`: a random 256-bit one unless told otherwise. Give every server
    /// that answers the same site the same key.
    public init(key: SymmetricKey = SymmetricKey(size: .bits256)) {
        self.key = key.withUnsafeBytes { Array($0) }
    }

    /// The session `id` names if this server issued it, or a new one if `id` is `nil` or
    /// anything else.
    public func session(_ id: String?) -> Session {
        if let id, let token = token(ofSession: id) { return Session(id: id, token: token, isNew: false) }
        return newSession()
    }

    /// A new session, with an id no one has seen: what a visitor gets on a first visit, and
    /// after each submission the server accepts (the id is renewed, as after a sign-in).
    public func newSession() -> Session {
        let random = Self.hex(Self.randomBytes(16))
        let id = random + signature(of: random, label: Self.idLabel).prefix(32)
        return Session(id: id, token: signature(of: id, label: Self.tokenLabel), isNew: true)
    }

    /// The token of the session `id` names; `nil` if this server did not issue `id` (64
    /// lowercase hexadecimal digits, the last 32 the signature of the first 32).
    public func token(ofSession id: String) -> String? {
        guard id.utf8.count == 64, id.utf8.allSatisfy(Self.isHexDigit) else { return nil }
        let random = String(id.prefix(32))
        let expected = signature(of: random, label: Self.idLabel).prefix(32)
        guard Self.bytesAreEqual(Array(id.utf8.suffix(32)), Array(expected.utf8)) else { return nil }
        return signature(of: id, label: Self.tokenLabel)
    }

    /// What each signature is for, so that the key signs nothing else by mistake.
    private static let idLabel = "formwork-session-id:", tokenLabel = "formwork-csrf-token:"

    /// The HMAC-SHA256 of `text` after `label`, as 64 hexadecimal digits.
    private func signature(of text: String, label: String) -> String {
        Self.hex(HMAC<SHA256>.authenticationCode(for: Data((label + text).utf8), using: SymmetricKey(data: key)))
    }

    /// Whether `a` and `b` (of one length) are equal, looking at every byte.
    private static func bytesAreEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `count` bytes from the system's cryptographically secure generator.
    private static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
