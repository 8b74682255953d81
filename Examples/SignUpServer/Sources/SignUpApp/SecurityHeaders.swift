import HTTPTypes
import Hummingbird

/// Adds the headers that keep every response's page to itself, errors and "not found" included:
///
/// - `Content-Security-Policy`: nothing loads but the site's own stylesheet and live-reveal
///   script (`default-src 'none'; style-src 'self'; script-src 'self'`; the pages have no inline
///   script or style), which may post only to the site (`connect-src 'self'`), forms post only to
///   the site (`form-action 'self'`), no other page may frame these (`frame-ancestors 'none'`,
///   against clickjacking), and no `<base>` may move their links (`base-uri 'none'`);
/// - `X-Content-Type-Options: nosniff`: a browser takes each response as the type it says;
/// - `Referrer-Policy: same-origin`: other sites never see the pages' addresses. Not
///   `no-referrer`, which would make the browser send `Origin: null` with the form's POST.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    static var fields: HTTPFields {
        [
            .contentSecurityPolicy:
                "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
            .xContentTypeOptions: "nosniff",
            HTTPField.Name("Referrer-Policy")!: "same-origin",
        ]
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        for field in Self.fields { response.headers[field.name] = field.value }
        return response
    }
}
