import Formwork
import FormworkHTML
import Hummingbird

extension SignUpRoutes {
    /// The answer to a refresh (`FormSubmission.isRefresh`), which the live-reveal script posts
    /// when the plan changes: what was sent applied to a blank model, and the form shown again
    /// as it now is (the Company row on the Team plan), with no errors, since the person is not
    /// done. Nothing is validated or kept. It passed the same origin and token checks as any post.
    static func refreshed(_ submission: FormSubmission, token: String) -> Response {
        let model = FormModel(SignUp())
        Form.apply(.submission(submission, ignoring: [SignUpPages.tokenField])) { signUpForm(model) }
        return htmlResponse(.ok, SignUpPages.form(signUpForm(model), token: token))
    }

    /// The live-reveal script, served from the site so the Content-Security-Policy allows it.
    static func scriptResponse() -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: HTMLScript.liveReveal))
        )
    }
}
