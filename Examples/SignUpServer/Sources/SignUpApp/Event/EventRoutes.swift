import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// The event registration's routes: `GET /event` shows the form, `POST /event` takes what it
/// submits — a guest action (add, remove, move up) shows the form again with every value kept,
/// anything else is validated and kept in the ``EventStore``. The same sessions, checks and
/// headers as the sign-up (see ``SignUpRoutes``).
public enum EventRoutes {
    /// Where the form is served and posted.
    public static let path = "/event"
    /// The title of the form page.
    public static let formTitle = "Register for the Meetup"
    /// The title of the page shown once a registration is kept.
    public static let successTitle = "See You There"

    /// Adds `GET /event` and `POST /event` to `router`, with sessions from `sessions` and
    /// registrations kept in `registrations`.
    public static func add(
        to router: Router<BasicRequestContext>, sessions: SessionTokens, registrations: EventStore = EventStore()
    ) {
        router.get(RouterPath(stringLiteral: path)) { request, _ in
            let session = sessions.session(SessionCookie.id(in: request))
            let page = formPage(EventForm.form(FormModel(EventRegistration())), token: session.token)
            return SessionCookie.setting(session, on: SignUpRoutes.htmlResponse(.ok, page))
        }
        router.post(RouterPath(stringLiteral: path)) { request, _ in
            try await SignUpRoutes.submit(request, sessions: sessions) { submission, session in
                try await register(submission, token: session.token, registrations: registrations)
            }
        }
    }

    /// Restores the guests the page showed, by id, then applies the submission: a guest action
    /// shows the form again; otherwise 422 with the errors in place, or the registration kept.
    /// 400 if the page's list of guests is refused (too many, too long, listed twice).
    static func register(_ submission: FormSubmission, token: String, registrations: EventStore) async throws -> Response {
        let model = FormModel(EventRegistration())
        do {
            let ids = try submission.repeatedIDs(named: EventForm.guests, maximumCount: EventForm.maximumGuests)
            model.update { $0.guests = ids.map { EventGuest(id: $0) } }
        } catch {
            return SignUpRoutes.problem(.badRequest, "The form could not be read: \(error.description).")
        }
        let conversionErrors = Form.apply(.submission(submission, ignoring: [SignUpPages.tokenField])) { EventForm.form(model) }
        if let action = EventForm.perform(EventForm.form(model).pressedRow(in: submission), on: model) {
            let (focus, status) = focus(after: action)
            return SignUpRoutes.htmlResponse(.ok, formPage(EventForm.form(model), token: token, focus: focus, status: status))
        }
        let form = EventForm.form(model)
        let errors = form.validate()
        guard conversionErrors.allSatisfy({ $0.reason == .hiddenRow }), errors.isEmpty else {
            let page = formPage(form, token: token, errors: errors, conversionErrors: conversionErrors, submitted: submission)
            return SignUpRoutes.htmlResponse(.unprocessableContent, page)
        }
        await registrations.add(model.value)
        return SignUpRoutes.htmlResponse(.ok, try successPage(model.value))
    }

    /// Where focus goes after a guest action, and what the page says it did (WCAG 2.4.3, 4.1.3):
    /// after Add the new guest's first field; after Move up the moved guest's Move up button
    /// (its first field once it is first, where it has none); after Remove the first field of
    /// the guest after it, or "Add a guest" if it was the last. An action that did nothing
    /// moves nothing.
    static func focus(after action: EventForm.GuestAction) -> (HTMLFocus?, String?) {
        switch action {
        case .added(let id, let number):
            (.row(EventForm.guestRow("name", of: id)), "Guest \(number) added.")
        case .movedUp(let id, let number, let isFirst):
            (
                .row(EventForm.guestRow(isFirst ? "name" : EventForm.moveUp, of: id)),
                "Guest \(number + 1) moved up to guest \(number)."
            )
        case .removed(let number, let next):
            (.row(next.map { EventForm.guestRow("name", of: $0) } ?? Identity(EventForm.addGuest)), "Guest \(number) removed.")
        case .nothing:
            (nil, nil)
        }
    }

    /// The form page, with the errors given at their rows and listed at the top, and after a
    /// guest action the control that takes focus and the status that says what it did.
    static func formPage(
        _ form: Form, token: String, errors: [ValidationError] = [], conversionErrors: [ValueConversionError] = [],
        submitted: FormSubmission? = nil, focus: HTMLFocus? = nil, status: String? = nil
    ) -> String {
        var options = HTMLFormOptions()
        options.submitTitle = "Register"
        options.errorSummaryTitle = "There is a problem"
        options.hiddenFields = [SignUpPages.tokenField: token]
        options.focus = focus
        options.status = status
        let markup = form.html(
            action: path, errors: errors, conversionErrors: conversionErrors, submitted: submitted, options: options)
        return page(title: formTitle, body: markup)
    }

    /// The page shown once `registration` is kept: it as pretty, sorted JSON.
    static func successPage(_ registration: EventRegistration) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(registration), as: UTF8.self)
        let body =
            "<p class=\"fw-intro\">You registered with these details:</p>"
            + "<pre id=\"registration\" class=\"fw-values\">" + HTMLWriter.escaped(json) + "</pre>"
            + "<p class=\"fw-intro\"><a href=\"\(path)\">Register someone else</a></p>"
        return page(title: successTitle, body: body)
    }

    private static func page(title: String, body: String) -> String {
        HTMLPage(title: title, body: body, stylesheet: "", stylesheetURL: SignUpPages.stylesheetPath).html
    }
}
