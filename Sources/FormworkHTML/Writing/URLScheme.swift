/// Which URLs FormworkHTML writes into `href`, `action` and other URL attributes: those whose
/// scheme is `http`, `https`, `mailto` or `tel`, and relative ones. Anything else
/// (`javascript:`, `data:`, `vbscript:`, `file:` …) could run script or load what the page did not
/// mean to, so it is left out.
///
/// The scheme is read as a browser's URL parser reads it
/// (https://url.spec.whatwg.org/#concept-basic-url-parser): leading C0 controls and spaces are
/// skipped, tabs and line breaks are ignored wherever they are (`java\tscript:` is
/// `javascript:`), letters compare case-insensitively, and a URL is relative unless it starts
/// with an ASCII letter followed by letters, digits, `+`, `-` or `.` up to a `:`. A character
/// reference in the text is no scheme: `HTMLWriter` escapes its `&`, so the browser reads
/// `javascript&colon;…` literally, as a relative path.
enum URLScheme {
    /// The schemes written.
    static let allowed: Set<String> = ["http", "https", "mailto", "tel"]

    /// Whether `url` is relative or has an allowed scheme.
    static func isAllowed(_ url: String) -> Bool {
        scheme(of: url).map(allowed.contains) ?? true
    }

    /// The scheme a browser reads at the start of `url`, lowercased; `nil` for a relative URL.
    static func scheme(of url: String) -> String? {
        var scheme = ""
        for scalar in url.unicodeScalars.drop(while: { $0.value <= 0x20 }) {
            switch scalar {
            case "\t", "\n", "\r":
                continue
            case ":":
                return scheme.isEmpty ? nil : scheme
            case "a"..."z", "A"..."Z":
                scheme.unicodeScalars.append(Unicode.Scalar(scalar.value | 0x20)!)
            case "0"..."9", "+", "-", ".":
                guard !scheme.isEmpty else { return nil }
                scheme.unicodeScalars.append(scalar)
            default:
                return nil
            }
        }
        return nil
    }
}
