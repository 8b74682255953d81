import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// `GET /cv` and `POST /cv` through Hummingbird's router test framework: the form sent as
/// `multipart/form-data`, the file received whole, and every refusal.
extension SignUpRouterTests {
    /// One part of a multipart body: a text field, or a file with its name and type.
    enum Part {
        case text(String, String)
        case file(String, filename: String, type: String, bytes: [UInt8])
    }

    /// `parts` as a multipart body with boundary `XyZ`, the session's token first unless `token` is `nil`.
    static func multipart(_ parts: [Part], token: String?) -> [UInt8] {
        var body: [UInt8] = []
        for part in (token.map { [Part.text("csrf-token", $0)] } ?? []) + parts {
            switch part {
            case .text(let name, let value):
                body += Array("--XyZ\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
            case .file(let name, let filename, let type, let bytes):
                body +=
                    Array(
                        "--XyZ\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"\r\nContent-Type: \(type)\r\n\r\n"
                            .utf8)
                    + bytes + Array("\r\n".utf8)
            }
        }
        return body + Array("--XyZ--\r\n".utf8)
    }

    static let multipartType: HTTPFields = [.contentType: "multipart/form-data; boundary=XyZ"]

    /// On a new app: `GET /` for a session, then `POST /cv` with `parts` (or `rawBody`), the
    /// session's cookie and its token.
    func postCV(_ parts: [Part], sendsToken: Bool = true, headers: HTTPFields = multipartType, rawBody: [UInt8]? = nil)
        async throws -> Reply
    {
        let app = Application(router: SignUpRoutes.router())
        return try await app.test(.router) { client in
            let (cookie, token) = try await session(client)
            var headers = headers
            headers[.cookie] = cookie
            let body = rawBody ?? Self.multipart(parts, token: sendsToken ? token : nil)
            return try await client.execute(uri: "/cv", method: .post, headers: headers, body: ByteBuffer(bytes: body)) {
                response in
                Reply(status: response.status, headers: response.headers, body: String(buffer: response.body))
            }
        }
    }

    static let cv: [UInt8] = Array("Jane Doe\r\n-XyZ is not a boundary\ncaf\u{E9}".utf8)

    @Test func theCVPageIsAMultipartFormWithAFileInput() async throws {
        let response = try await get("/cv")
        #expect(response.status == .ok)
        #expect(response.headers[.setCookie] != nil)
        let token = try #require(response.body.firstMatch(of: /name="csrf-token" value="([0-9a-f]{64})"/)?.1)
        #expect(
            try formElement(response.body) == """
                <form method="post" action="/cv" class="fw-form" enctype="multipart/form-data">\
                <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true"></button>\
                <input type="hidden" name="csrf-token" value="\(token)">\
                <input type="hidden" name="_formwork" value="n=name&amp;n=cv">\
                <fieldset class="fw-section"><legend class="fw-header">Apply</legend><div class="fw-rows">\
                <div class="fw-row"><label for="fw-name" class="fw-label">Name</label><input type="text" id="fw-name" name="name" \
                aria-describedby="fw__s0__footer" value="" autocomplete="name" required></div>\
                <div class="fw-row"><label for="fw-cv" class="fw-label">CV</label><input type="file" id="fw-cv" name="cv" \
                aria-describedby="fw__s0__footer" accept=".pdf,.txt,application/pdf,text/plain" required></div>\
                </div><div class="fw-footer" id="fw__s0__footer">A PDF or a plain text file of at most 100 KB. After an error, \
                choose the file again.</div></fieldset>\
                <div class="fw-actions"><button type="submit" class="fw-submit">Send Application</button></div></form>
                """)
    }

    @Test func anApplicationWithACVShowsWhatTheServerReceived() async throws {
        let response = try await postCV([
            .text("name", "Jane"), .file("cv", filename: "cv %22Jane%22.txt", type: "text/plain", bytes: Self.cv),
        ])
        #expect(response.status == .ok)
        #expect(
            response.body.contains(
                """
                <dl id="received" class="fw-values"><dt>Name</dt><dd id="name">Jane</dd>\
                <dt>File name</dt><dd id="filename">cv "Jane".txt</dd>\
                <dt>Media type</dt><dd id="media-type">text/plain</dd><dt>Size</dt><dd id="size">38 bytes</dd>\
                <dt>First bytes</dt><dd id="first-bytes">4a 61 6e 65 20 44 6f 65 0d 0a 2d 58 79 5a 20 69 73 20 6e 6f 74 20 61 20 \
                62 6f 75 6e 64 61 72 79</dd></dl>
                """))
    }

    /// After an error the file input is empty (a browser never refills one): the error shows
    /// at the name, and the CV's own error (too large) at the CV.
    @Test func anInvalidApplicationComesBackWithItsErrors() async throws {
        let response = try await postCV([
            .text("name", ""), .file("cv", filename: "big.txt", type: "text/plain", bytes: Array(repeating: 65, count: 150_000)),
        ])
        #expect(response.status == .unprocessableContent)
        let form = try formElement(response.body)
        #expect(
            form.contains(
                #"<input type="text" id="fw-name" name="name" aria-invalid="true" aria-describedby="fw-name__error fw__s0__footer" autofocus value="" autocomplete="name" required><div class="fw-error" id="fw-name__error"><p>Required</p></div>"#
            ))
        #expect(
            form.contains(
                #"<input type="file" id="fw-cv" name="cv" aria-invalid="true" aria-describedby="fw-cv__error fw__s0__footer" accept=".pdf,.txt,application/pdf,text/plain" required><div class="fw-error" id="fw-cv__error"><p>Must be at most 100 KB</p></div>"#
            ))
    }

    @Test func aFileOfAnotherTypeIsRefusedByTheForm() async throws {
        let response = try await postCV([
            .text("name", "Jane"), .file("cv", filename: "cv.exe", type: "application/x-msdownload", bytes: [0x4D, 0x5A]),
        ])
        #expect(response.status == .unprocessableContent)
        #expect(response.body.contains("<p>Choose a file of type .pdf, .txt, application/pdf or text/plain</p>"))
    }

    @Test func uploadsPastTheLimitsAre413AndNothingElseIsRead() async throws {
        let tooLargeFile = try await postCV([
            .file("cv", filename: "cv.txt", type: "text/plain", bytes: Array(repeating: 65, count: 200_001))
        ])
        #expect(tooLargeFile.status == .contentTooLarge)
        #expect(tooLargeFile.body.contains("The form could not be read: A file is larger than 200000 bytes."))
        let tooLargeBody = try await postCV([], rawBody: Array(repeating: 65, count: CVUpload.limits.maximumBodySize + 1))
        #expect(tooLargeBody.status == .contentTooLarge)
        #expect(tooLargeBody.body.contains("The form could not be read: The form is larger than 262144 bytes."))
    }

    @Test func refusals() async throws {
        let noToken = try await postCV([.text("name", "Jane")], sendsToken: false)
        #expect(noToken.status == .forbidden)
        let urlEncoded = try await postCV([], headers: Self.formType, rawBody: Array("name=Jane".utf8))
        #expect(urlEncoded.status == .badRequest)
        #expect(urlEncoded.body.contains("Send the form as multipart/form-data."))
        let truncated = try await postCV(
            [], rawBody: Array("--XyZ\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nJa".utf8))
        #expect(truncated.status == .badRequest)
        #expect(truncated.body.contains("it ends before its closing boundary"))
        var crossSite = Self.multipartType
        crossSite[.origin] = "https://evil.example"
        #expect(try await postCV([.text("name", "Jane")], headers: crossSite).status == .forbidden)
    }
}
