// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkHTML
import FormworkTesting
import Testing
#if canImport(UIKit)
import FormworkUIKit
#endif

// The DocC tour (Formwork.docc/Tour.md), verbatim: one value from the model to a web page and
// to a text field on a phone, and back.

struct Subscriber: Sendable {
    var email = ""
}

struct Subscription: Sendable {
    @FormModel var subscriber = Subscriber()

    func form() -> Form {
        Form {
            Section("Newsletter") {
                TextField("Email", text: $subscriber.email).validate(.required, .email).id("email")
            }
        }
    }
}

#if canImport(UIKit)
@MainActor
func subscriptionScreen(_ subscription: Subscription) -> FormViewController {
    FormViewController { subscription.form() }
}
#endif

@Suite(.checksPrintedOutput) struct TourExamples {
    @Test func oneValueThereAndBack() throws {
        let subscription = Subscription()
        let form = subscription.form()
        #expect(form.valueKeys == [["email"]])
        expectOutline(form, """
            Section "Newsletter"
              TextField "Email" = "" id: "email"
            """)

        let page = form.html(action: "/subscribe")
        #expect(page.contains(#"<input type="email" id="fw-email" name="email" value="" required>"#))

        let submission = try FormSubmission(urlEncoded: "email=jane%40example")
        let refused = Form.apply(submission) { subscription.form() }
        #expect(refused.isEmpty)
        #expect(subscription.subscriber.email == "jane@example")

        let shown = subscription.form()
        let errors = shown.validate()
        #expect(errors.map(\.message) == ["Enter a valid email address"])
        let again = shown.html(action: "/subscribe", errors: errors, submitted: submission)
        #expect(again.contains(#"<input type="email" id="fw-email" name="email" aria-invalid="true" "#
            + #"aria-describedby="fw-email__error" autofocus value="jane@example" required>"#
            + #"<div class="fw-error" id="fw-email__error"><p>Enter a valid email address</p></div>"#))

        let row = form.sections[0].rows[0]
        #expect(row.presentation.control == .textField(TextFieldControl(
            text: "", prompt: nil, isSecure: false, keyboard: .text, contentType: nil, trimsWhitespace: true)))

        let path = RowPath(section: 0, row: 0)
        #expect(form.apply(.setText("jane@example.com"), at: path, showing: row.id) == nil)
        #expect(subscription.subscriber.email == "jane@example.com")
        #expect(subscription.form().changes(from: form) == FormChangeset(rows: RowChanges(updated: [path])))
    }
}
