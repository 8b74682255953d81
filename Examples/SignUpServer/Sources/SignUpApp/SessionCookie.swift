import Hummingbird

/// The cookie that carries the session's id: `__Host-session`, `Secure`, `HttpOnly`,
/// `SameSite=Strict`, `Path=/`, no `Domain` and no expiry (it ends with the browser session).
///
/// The `__Host-` prefix makes browsers refuse the cookie unless it is `Secure`, has `Path=/`
/// and names no domain, so no other host (a sibling subdomain) and no plain-HTTP page can set
/// or shadow it: a session cannot be planted from outside. Browsers take `Secure` cookies over
/// HTTPS, and over plain HTTP from `localhost` and `127.0.0.1` only (Chromium and Firefox
/// count them as secure contexts), which is how the tests run; served over plain HTTP from
/// anywhere else, no session starts and every POST is refused, so serve it over HTTPS.
///
/// A request that carries the cookie twice is ambiguous (which one is the person's?): it
/// counts as carrying none.
public enum SessionCookie {
    /// The cookie's name.
    public static let name = "__Host-session"

    /// The session id `request` carries, if it carries exactly one `__Host-session` cookie.
    public static func id(in request: Request) -> String? {
        let values = values(inCookieHeaders: request.headers[values: .cookie])
        return values.count == 1 ? values[0] : nil
    }

    /// Every value of the cookie in `headers` (each a `Cookie` header's value), in order.
    static func values(inCookieHeaders headers: [String]) -> [String] {
        headers.flatMap { $0.split(separator: ";") }.compactMap { pair in
            let pair = pair.drop { $0 == " " || $0 == "\t" }
            guard let equals = pair.firstIndex(of: "="), pair[..<equals] == name else { return nil }
            return String(pair[pair.index(after: equals)...])
        }
    }

    /// `response`, setting the cookie to `session`'s id if the session is new.
    public static func setting(_ session: SessionTokens.Session, on response: Response) -> Response {
        guard session.isNew else { return response }
        var response = response
        response.setCookie(Cookie(name: name, value: session.id, path: "/", secure: true, httpOnly: true, sameSite: .strict))
        return response
    }
}
