import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// The server's routes: `GET /` shows the sign-up form, `POST /` takes what it submits.
///
/// Every request builds its own ``SignUp`` model and form, so nothing is shared between
/// requests.
public enum SignUpRoutes {
    /// The largest request body `POST /` reads; a larger one gets 413.
    public static let maximumBodySize = 64 * 1024
    /// The most fields `POST /` decodes (the form has 9); more gets 400.
    public static let maximumFieldCount = 100

    /// A router with `GET /` and `POST /`.
    public static func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { _, _ in
            htmlResponse(.ok, SignUpPages.form(signUpForm(FormModel(SignUp()))))
        }
        router.post("/") { request, _ in
            try await submit(request)
        }
        return router
    }

    /// An application serving ``router()`` on `host` and `port`, which calls `onRunning` with
    /// the port it listens on (the one the system chose if `port` is 0).
    public static func application(
        host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "SignUpServer"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }
        )
    }

    /// Decodes, applies and validates a submission: 422 with the errors in place, or the
    /// success page; 400 for a body that is no form submission, 413 for one too large.
    static func submit(_ request: Request) async throws -> Response {
        guard isURLEncodedForm(request.headers[.contentType]) else {
            return problem(.badRequest, "Send the form as application/x-www-form-urlencoded.")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: maximumBodySize)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            return problem(.contentTooLarge, "The form is larger than \(maximumBodySize / 1024) KiB.")
        }
        let submission: FormSubmission
        do {
            submission = try FormSubmission(urlEncoded: body.readableBytesView, maximumFieldCount: maximumFieldCount)
        } catch {
            return problem(.badRequest, "The form could not be read: \(error.description).")
        }
        let model = FormModel(SignUp())
        let conversionErrors = Form.apply(submission) { signUpForm(model) }
        let form = signUpForm(model)
        let errors = form.validate()
        guard conversionErrors.isEmpty, errors.isEmpty else {
            let page = SignUpPages.form(form, errors: errors, conversionErrors: conversionErrors, submitted: submission)
            return htmlResponse(.unprocessableContent, page)
        }
        return htmlResponse(.ok, try SignUpPages.success(form))
    }

    /// Whether a `Content-Type` is `application/x-www-form-urlencoded`, with any parameters.
    static func isURLEncodedForm(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/x-www-form-urlencoded"
    }

    /// A page saying why a request was refused, with `status`.
    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        htmlResponse(status, SignUpPages.problem(title: status.reasonPhrase, message: message))
    }

    /// An HTML response that no cache keeps (it may echo what was typed).
    static func htmlResponse(_ status: HTTPResponse.Status, _ html: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }
}
