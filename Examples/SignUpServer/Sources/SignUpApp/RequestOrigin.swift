import HTTPTypes
import Hummingbird

/// Whether a POST comes from this site's own pages: the first guard against cross-site request
/// forgery, before the session's token is checked.
///
/// - `Sec-Fetch-Site` (sent by current browsers): only `same-origin`, or `none` (the person
///   acted in the browser itself, as with a bookmark), passes; `same-site` and `cross-site` are
///   refused.
/// - `Origin`: it must be this server's origin, the scheme and the request's `Host`; `null`
///   (a sandboxed frame, a `data:` page, a redirect across origins) is refused.
/// - A request with neither header comes from a client that is not a current browser (curl, a
///   script, a test), which no other site can drive: it passes this check, and still needs the
///   session's cookie and token. Browsers send `Origin` on every POST, unless the page's
///   `Referrer-Policy` is `no-referrer`, which makes it `null`: these pages use `same-origin`.
enum RequestOrigin {
    /// Why `request` is refused as coming from another site, or `nil` if it is not.
    static func refusal(of request: Request) -> String? {
        if let site = request.headers[secFetchSite], site != "same-origin", site != "none" {
            return "The form was sent from another site."
        }
        guard let origin = request.headers[.origin] else { return nil }
        guard let host = request.head.authority?.lowercased(), originHost(origin) == host else {
            return "The form was sent from another site."
        }
        return nil
    }

    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

    /// The host (and port) of a serialized origin, `scheme://host[:port]`, lowercased; `nil`
    /// for `null` or anything else.
    private static func originHost(_ origin: String) -> String? {
        let lowercased = origin.lowercased()
        for scheme in ["http://", "https://"] where lowercased.hasPrefix(scheme) {
            let host = lowercased.dropFirst(scheme.count)
            return host.isEmpty || host.contains("/") ? nil : String(host)
        }
        return nil
    }
}
