import FormworkHTML
import Testing

/// The live-reveal script: small, no way to run text as code, and speaking the names the
/// renderer and `FormSubmission` use.
@Suite struct LiveRevealScriptTests {
    let script = HTMLScript.liveReveal

    @Test func itIsUnderSixKilobytes() {
        #expect(script.utf8.count < 6_144)
    }

    /// Under `script-src 'self'` without `'unsafe-eval'`, none of these would run; and it writes
    /// no markup of its own (the new form is parsed by `DOMParser`, inert).
    @Test(arguments: ["eval(", "Function(", "setTimeout(\"", "innerHTML", "outerHTML", "document.write", "insertAdjacentHTML"])
    func itRunsNoTextAsCode(construct: String) {
        #expect(!script.contains(construct))
    }

    @Test func itPostsTheMarkerTheServerReads() {
        #expect(script.contains("data.set(\"" + FormSubmission.refreshFieldName + "\", \"1\")"))
    }

    @Test func itWatchesTheAttributeTheRendererWrites() {
        #expect(script.contains("closest(\"[data-fw-refresh],[data-fw-reveal]\")"))
        #expect(script.contains("\"form.fw-form\""))
    }
}
