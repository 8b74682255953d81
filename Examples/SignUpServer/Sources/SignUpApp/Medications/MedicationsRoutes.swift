import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// The medication list's routes: `GET /medications` shows the form, `POST /medications` takes
/// what it submits — Remove, Move up and Move down (the buttons the library writes for the
/// list), or "Add a medication", show the form again with every value kept and focus where the
/// person acted; anything else is validated and shown. The same sessions, checks and headers as
/// the sign-up (see ``SignUpRoutes``).
public enum MedicationsRoutes {
    /// Where the form is served and posted.
    public static let path = "/medications"
    /// The title of the form page.
    public static let formTitle = "Your Medications"
    /// The title of the page shown once the list is saved.
    public static let successTitle = "Medications Saved"

    /// Adds `GET /medications` and `POST /medications` to `router`, with sessions from `sessions`.
    public static func add(to router: Router<BasicRequestContext>, sessions: SessionTokens) {
        router.get(RouterPath(stringLiteral: path)) { request, _ in
            let session = sessions.session(SessionCookie.id(in: request))
            let page = formPage(MedicationsForm.form(FormModel(MedicationList.starting)), token: session.token)
            return SessionCookie.setting(session, on: SignUpRoutes.htmlResponse(.ok, page))
        }
        router.post(RouterPath(stringLiteral: path)) { request, _ in
            try await SignUpRoutes.submit(request, sessions: sessions) { submission, session in
                save(submission, token: session.token)
            }
        }
    }

    /// Restores the medications the page showed, by id, applies the submission, then carries out
    /// a list action or "Add a medication", or validates. 400 for a list the page could not
    /// have sent (too long, an id twice) or a list button it could not have written (an element
    /// that is gone, an action the list does not allow).
    static func save(_ submission: FormSubmission, token: String) -> Response {
        let model = FormModel(MedicationList(medications: []))
        do {
            let ids = try submission.repeatedIDs(
                named: MedicationsForm.medications, maximumCount: MedicationsForm.maximumMedications)
            model.update { $0.medications = ids.map { Medication(id: $0) } }
        } catch {
            return SignUpRoutes.problem(.badRequest, "The form could not be read: \(error.description).")
        }
        let conversionErrors = Form.apply(.submission(submission, ignoring: [SignUpPages.tokenField])) {
            MedicationsForm.form(model)
        }
        let before = model.value.medications
        do {
            if let action = try MedicationsForm.form(model).performListAction(in: submission) {
                let page = formPage(
                    MedicationsForm.form(model), token: token, focus: action.focus, status: status(after: action, in: before))
                return SignUpRoutes.htmlResponse(.ok, page)
            }
        } catch {
            return SignUpRoutes.problem(.badRequest, "The form could not be read: \(error.description).")
        }
        if MedicationsForm.form(model).pressedRow(in: submission) == Identity(MedicationsForm.addMedication) {
            let added = Medication.new()
            model.update { if $0.medications.count < MedicationsForm.maximumMedications { $0.medications.append(added) } }
            let number = model.value.medications.count
            let page = formPage(
                MedicationsForm.form(model), token: token, focus: .row(MedicationsForm.medicationRow("name", of: added.id)),
                status: "Medication \(number) added.")
            return SignUpRoutes.htmlResponse(.ok, page)
        }
        let form = MedicationsForm.form(model)
        let errors = form.validate()
        guard conversionErrors.allSatisfy({ $0.reason == .hiddenRow }), errors.isEmpty else {
            let page = formPage(form, token: token, errors: errors, conversionErrors: conversionErrors, submitted: submission)
            return SignUpRoutes.htmlResponse(.unprocessableContent, page)
        }
        return SignUpRoutes.htmlResponse(.ok, successPage(model.value))
    }

    /// What the page says a list action did: "Aspirin removed.", "Aspirin moved up.", named by
    /// what the person typed (or its number when they typed nothing).
    static func status(after action: ListAction, in medications: [Medication]) -> String {
        let medication = medications.indices.contains(action.offset) ? medications[action.offset] : nil
        let name = medication.map { $0.name.isEmpty ? "Medication \(action.offset + 1)" : $0.name } ?? "The medication"
        switch action.button {
        case .remove: return "\(name) removed."
        case .moveUp: return "\(name) moved up."
        case .moveDown: return "\(name) moved down."
        }
    }

    /// The form page, with focus and a status after an action, or the errors at their rows.
    static func formPage(
        _ form: Form, token: String, focus: HTMLFocus? = nil, status: String? = nil, errors: [ValidationError] = [],
        conversionErrors: [ValueConversionError] = [], submitted: FormSubmission? = nil
    ) -> String {
        var options = HTMLFormOptions()
        options.submitTitle = "Save"
        options.errorSummaryTitle = "There is a problem"
        options.hiddenFields = [SignUpPages.tokenField: token]
        options.focus = focus
        options.status = status
        let markup = form.html(
            action: path, errors: errors, conversionErrors: conversionErrors, submitted: submitted, options: options)
        return HTMLPage(title: formTitle, body: markup, stylesheet: "", stylesheetURL: SignUpPages.stylesheetPath).html
    }

    /// The page shown once the list is saved: the medications, in order.
    static func successPage(_ list: MedicationList) -> String {
        let items = list.medications.map { "<li>" + HTMLWriter.escaped($0.name) + " — " + HTMLWriter.escaped($0.dose) + "</li>" }
        let body =
            "<p class=\"fw-intro\">You take, in this order:</p><ol id=\"medications\" class=\"fw-values\">" + items.joined()
            + "</ol><p class=\"fw-intro\"><a href=\"\(path)\">Edit again</a></p>"
        return HTMLPage(title: successTitle, body: body, stylesheet: "", stylesheetURL: SignUpPages.stylesheetPath).html
    }
}
