import Crypto
import Foundation

/// Each visitor's session and its token against cross-site request forgery, with nothing kept
/// on the server. The session's id is 32 random bytes from the system's generator; its token is
/// the id's HMAC-SHA256 under a key only the server has (OWASP's *signed double-submit cookie*).
/// The id travels in a cookie (`HttpOnly`, `SameSite=Strict`), the token in the form's hidden
/// field, and a POST must bring both: a page on another site can make the browser send the
/// cookie, but can neither read the token nor make one without the key. The server checks a
/// token by working it out again, so it keeps no table of sessions that anyone could fill: no
/// number of cookieless requests makes a real person's form expire.
///
/// Both are written as 64 hexadecimal digits. A new key (each start of the server, unless one
/// is given) expires every earlier token: the next POST is refused and reloading the form starts
/// again, as when the sessions lived in the server's memory.
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

    /// The bytes of the key the tokens are signed with (`SymmetricKey` is not `Sendable`).
    private let key: [UInt8]

    /// Tokens signed with `key`: a random 256-bit one unless told otherwise. Give every server
    /// that answers the same site the same key.
    public init(key: SymmetricKey = SymmetricKey(size: .bits256)) {
        self.key = key.withUnsafeBytes { Array($0) }
    }

    /// The session `id` names, or a new one if it is `nil` or not a session id.
    public func session(_ id: String?) -> Session {
        if let id, let token = token(ofSession: id) { return Session(id: id, token: token, isNew: false) }
        let id = Self.randomToken()
        return Session(id: id, token: signature(of: id), isNew: true)
    }

    /// The token of the session `id` names; `nil` if `id` is not a session id (64 lowercase
    /// hexadecimal digits).
    public func token(ofSession id: String) -> String? {
        guard id.utf8.count == 64, id.utf8.allSatisfy(Self.isHexDigit) else { return nil }
        return signature(of: id)
    }

    /// The HMAC-SHA256 of `id` (after a label, so that the key signs nothing else by mistake),
    /// as 64 hexadecimal digits.
    private func signature(of id: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data(("formwork-csrf-token:" + id).utf8), using: SymmetricKey(data: key))
        return Self.hex(code)
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

    /// 32 bytes from the system's cryptographically secure generator, as 64 hexadecimal digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return hex((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}
