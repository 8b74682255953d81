import Formwork
import FormworkHTML
import Foundation
import Hummingbird
import NIOCore

/// The server's routes: `GET /` shows the sign-up form, `POST /` takes what it submits (or,
/// for a refresh, shows the form again), and `GET /style.css` and `GET /formwork.js` serve the
/// pages' stylesheet and script.
///
/// Every request builds its own ``SignUp`` model and form. What requests share is the server's
/// state: the sessions (``SessionTokens``, in the ``SessionCookie``), the sessions whose sign-up
/// was taken (``SpentSessions``: a form is sent once) and the accepted sign-ups
/// (``SignUpStore``). Every response carries the ``SecurityHeaders``.
public enum SignUpRoutes {
    /// The largest request body `POST /` reads; a larger one gets 413.
    public static let maximumBodySize = 64 * 1024
    /// The most fields `POST /` decodes (the form has 11, with the token and the page state);
    /// more gets 400.
    public static let maximumFieldCount = 100
    /// A router with `GET /`, `POST /`, `GET /style.css` and `GET /formwork.js`, keeping sessions
    /// in `sessions`, the sessions whose sign-up was taken in `spent` and accepted sign-ups in
    /// `accounts`, and the event registration's (``EventRoutes``), the CV upload's
    /// (``CVUpload``), the delivery page's (``DeliveryRoutes``), the medications'
    /// (``MedicationsRoutes``) and the GOV.UK licence application's (``LicenceRoutes``).
    public static func router(
        sessions: SessionTokens = SessionTokens(), spent: SpentSessions = SpentSessions(),
        accounts: SignUpStore = SignUpStore()
    ) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: SecurityHeaders())
        router.get("/") { request, _ in
            let session = sessions.session(SessionCookie.id(in: request))
            return SessionCookie.setting(
                session, on: htmlResponse(.ok, SignUpPages.form(signUpForm(FormModel(SignUp())), token: session.token)))
        }
        router.get(RouterPath(stringLiteral: SignUpPages.stylesheetPath)) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: SignUpPages.stylesheet))
            )
        }
        router.get(RouterPath(stringLiteral: SignUpPages.scriptPath)) { _, _ in
            scriptResponse()
        }
        router.post("/") { request, _ in
            try await submit(request, sessions: sessions) { submission, session in
                try await signUp(submission, session: session, sessions: sessions, spent: spent, accounts: accounts)
            }
        }
        EventRoutes.add(to: router, sessions: sessions)
        CVUpload.addRoutes(to: router, sessions: sessions)
        DeliveryRoutes.add(to: router, sessions: sessions)
        MedicationsRoutes.add(to: router, sessions: sessions)
        LicenceRoutes.add(to: router, sessions: sessions)
        return router
    }

    /// An application serving ``router(sessions:spent:accounts:)`` on `host` and `port`, which calls
    /// `onRunning` with the port it listens on (the one the system chose if `port` is 0). Each
    /// request must arrive within `limits` (``ConnectionLimits``): a connection that sends too
    /// slowly, or falls silent, is closed.
    public static func application(
        host: String, port: Int, limits: ConnectionLimits = ConnectionLimits(),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let deadline = limits.requestDeadline
        return Application(
            router: router(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [RequestDeadlineHandler(deadline: deadline)],
                    idleTimeout: TimeAmount(limits.idleTimeout))),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "SignUpServer"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }
        )
    }

    /// Checks where a submission comes from and its session's token, then decodes it and hands
    /// it to `accept` with the session. 403 for a POST from another site, without exactly one
    /// session cookie of a session this server issued, or without that session's token; 400 for
    /// a body that is no form submission, 413 for one too large; none of them writes anything.
    static func submit(
        _ request: Request, sessions: SessionTokens,
        accept: (FormSubmission, SessionTokens.Session) async throws -> Response
    ) async throws -> Response {
        if let refusal = RequestOrigin.refusal(of: request) {
            return problem(.forbidden, refusal)
        }
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
        guard let sessionID = SessionCookie.id(in: request), let token = sessions.token(ofSession: sessionID),
            submission.matches(SignUpPages.tokenField, expected: token)
        else {
            return problem(.forbidden, "This form has expired. Open it again and send it from there.")
        }
        return try await accept(submission, SessionTokens.Session(id: sessionID, token: token, isNew: false))
    }

    /// Applies a submission that passed the checks: the form as it now is for a refresh (see
    /// ``refreshed(_:token:)``), the blank form again for "Start over",
    /// else 422 with the errors in place, or the success page with the sign-up kept. Values for
    /// rows the person hid (`.hiddenRow`) are no error of theirs and do not hold it back. A
    /// session's sign-up is taken once: its session is then spent (the same POST again gets
    /// 403) and the person gets a new one, as a real app renews the session's id at sign-in.
    private static func signUp(
        _ submission: FormSubmission, session: SessionTokens.Session, sessions: SessionTokens, spent: SpentSessions,
        accounts: SignUpStore
    ) async throws -> Response {
        let token = session.token
        if submission.isRefresh {
            return refreshed(submission, token: token)
        }
        if signUpForm(FormModel(SignUp())).pressedRow(in: submission) == Identity(startOver) {
            return htmlResponse(.ok, SignUpPages.form(signUpForm(FormModel(SignUp())), token: token))
        }
        let model = FormModel(SignUp())
        let conversionErrors = Form.apply(.submission(submission, ignoring: [SignUpPages.tokenField])) { signUpForm(model) }
        let form = signUpForm(model)
        let errors = form.validate()
        guard conversionErrors.allSatisfy({ $0.reason == .hiddenRow }), errors.isEmpty else {
            let page = SignUpPages.form(
                form, token: token, errors: errors, conversionErrors: conversionErrors, submitted: submission)
            return htmlResponse(.unprocessableContent, page)
        }
        guard await spent.spend(session.id) else {
            return problem(.forbidden, "This form was already sent. Open it again to send another.")
        }
        await accounts.add(model.value)
        return SessionCookie.setting(sessions.newSession(), on: htmlResponse(.ok, try SignUpPages.success(form)))
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
