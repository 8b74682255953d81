import Formwork
import FormworkHTML
import Hummingbird

/// What the CV page edits: one value per request, never shared between requests.
public struct CVApplication: Sendable, Equatable {
    /// The applicant's name.
    public var name = ""
    /// The CV, once uploaded: in memory only, never written to disk.
    public var cv: UploadedFile?

    /// A blank application, as the page first shows it.
    public init() {}
}

/// `GET /cv` and `POST /cv`: a job application with a CV, sent as `multipart/form-data` and
/// decoded as it streams in, within ``limits``. The success page shows what the server received
/// (name, type, size and first bytes of the file); nothing is stored.
public enum CVUpload {
    /// Where the page is served.
    public static let path = "/cv"
    /// The largest CV the form accepts: a larger one is shown again with an error.
    public static let maximumCVSize = 100_000
    /// What `POST /cv` decodes: a body or file past these gets 413, before the rest is read.
    /// The file limit is above ``maximumCVSize``, so a CV a little too large gets the form's
    /// error rather than a bare refusal.
    public static let limits: MultipartLimits = {
        var limits = MultipartLimits()
        limits.maximumBodySize = 256 * 1024
        limits.maximumFileSize = 200_000
        limits.maximumFieldSize = 4 * 1024
        limits.maximumHeaderSize = 4 * 1024
        limits.maximumPartCount = 20
        return limits
    }()

    /// The application form over `model`.
    public static func form(_ model: FormModel<CVApplication>) -> Form {
        Form {
            Section("Apply", footer: "A PDF or a plain text file of at most 100 KB. After an error, choose the file again.") {
                TextField("Name", text: model.binding(\.name)).textContentType(.name).validate(.required).id("name")
                FileField("CV", file: model.binding(\.cv), accept: [".pdf", ".txt", "application/pdf", "text/plain"])
                    .validate(.required, .maximumFileSize(maximumCVSize)).id("cv")
            }
        }
    }

    /// Adds `GET /cv` and `POST /cv` to `router`, with the sign-up page's sessions.
    static func addRoutes(to router: Router<BasicRequestContext>, sessions: SessionTokens) {
        router.get(RouterPath(stringLiteral: path)) { request, _ in
            let session = sessions.session(SessionCookie.id(in: request))
            return SessionCookie.setting(
                session, on: SignUpRoutes.htmlResponse(.ok, page(form(FormModel(CVApplication())), token: session.token)))
        }
        router.post(RouterPath(stringLiteral: path)) { request, _ in
            try await submit(request, sessions: sessions)
        }
    }

    /// Checks where the post comes from, decodes its body as it arrives, checks the session's
    /// token, then applies and validates: 422 with the errors in place, or the page saying what
    /// was received. 403 from another site or without the token, 400 for a body that is not
    /// `multipart/form-data`, 413 past ``limits``.
    static func submit(_ request: Request, sessions: SessionTokens) async throws -> Response {
        if let refusal = RequestOrigin.refusal(of: request) {
            return SignUpRoutes.problem(.forbidden, refusal)
        }
        guard let boundary = FormSubmission.multipartBoundary(contentType: request.headers[.contentType]) else {
            return SignUpRoutes.problem(.badRequest, "Send the form as multipart/form-data.")
        }
        let submission: FormSubmission
        do {
            var parser = try MultipartParser(boundary: boundary, limits: limits)
            for try await chunk in request.body { try parser.feed(chunk.readableBytesView) }
            submission = try parser.finish()
        } catch let error as FormSubmissionError {
            return SignUpRoutes.problem(
                error.isTooLarge ? .contentTooLarge : .badRequest, "The form could not be read: \(error.description).")
        }
        guard let sessionID = SessionCookie.id(in: request),
            let token = sessions.token(ofSession: sessionID),
            submission.matches(SignUpPages.tokenField, expected: token)
        else {
            return SignUpRoutes.problem(.forbidden, "This form has expired. Open it again and send it from there.")
        }
        let model = FormModel(CVApplication())
        let conversionErrors = Form.apply(.submission(submission, ignoring: [SignUpPages.tokenField])) { form(model) }
        let application = form(model)
        let errors = application.validate()
        guard conversionErrors.isEmpty, errors.isEmpty, let cv = model.value.cv else {
            let markup = page(
                application, token: token, errors: errors, conversionErrors: conversionErrors, submitted: submission)
            return SignUpRoutes.htmlResponse(.unprocessableContent, markup)
        }
        return SignUpRoutes.htmlResponse(.ok, received(cv, from: model.value.name))
    }

    /// The form page, `token` in a hidden field.
    static func page(
        _ form: Form, token: String, errors: [ValidationError] = [], conversionErrors: [ValueConversionError] = [],
        submitted: FormSubmission? = nil
    ) -> String {
        var options = HTMLFormOptions()
        options.submitTitle = "Send Application"
        options.hiddenFields = [SignUpPages.tokenField: token]
        let markup = form.html(
            action: path, errors: errors, conversionErrors: conversionErrors, submitted: submitted, options: options)
        return HTMLPage(title: "Apply", body: markup, stylesheet: "", stylesheetURL: SignUpPages.stylesheetPath).html
    }

    /// The page saying what the server received: the file's name, media type, size, and its
    /// first 32 bytes in hexadecimal.
    static func received(_ cv: UploadedFile, from name: String) -> String {
        let hex = cv.bytes.prefix(32).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: " ")
        let rows = [
            ("Name", "name", name), ("File name", "filename", cv.filename), ("Media type", "media-type", cv.mediaType),
            ("Size", "size", "\(cv.size) bytes"), ("First bytes", "first-bytes", hex),
        ]
        let body =
            "<p class=\"fw-intro\">Thank you. The server received:</p><dl id=\"received\" class=\"fw-values\">"
            + rows.map { "<dt>\($0.0)</dt><dd id=\"\($0.1)\">\(HTMLWriter.escaped($0.2))</dd>" }.joined()
            + "</dl><p class=\"fw-intro\"><a href=\"\(path)\">Apply again</a></p>"
        return HTMLPage(title: "Application Received", body: body, stylesheet: "", stylesheetURL: SignUpPages.stylesheetPath).html
    }
}
