import Formwork
import FormworkFixtures
import FormworkHTML
import Testing

/// Buttons that skip the browser's checks, and buttons a screen reader tells apart although
/// their titles are the same.
struct ButtonMarkupTests {
    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    @Test func aDraftButtonSkipsTheBrowsersChecksAndALabelNamesAButton() {
        let form = Form {
            Section {
                Button("Save Draft") {}.validatesInBrowser(false).id("draft")
                Button("Remove") {}.accessibilityLabel("Remove Jane").id("remove")
            }
        }
        expectMarkup(
            form.html(action: "/", options: Self.options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=draft&amp;n=remove">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-draft" name="draft" value="pressed" formnovalidate>Save Draft</button>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-remove" name="remove" value="pressed" aria-label="Remove Jane">Remove</button>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// A row's `.accessibilityLabel(_:)` names its control only where no visible label does
    /// (WCAG 2.2, 2.5.3 Label in Name: the visible `<label>` stays the name); a button's own
    /// label is written once.
    @Test func aRowsLabelIsTheAriaLabelOnlyOfAControlWithNoTitle() {
        let form = Form {
            Section {
                TextField("", text: .constant(""), prompt: "1234").id("card").accessibilityLabel("Card \"number\"")
                TextField("Name", text: .constant("")).id("name").accessibilityLabel("Full name")
                Button("") {}.accessibilityLabel("Own").id("go").accessibilityLabel("Go")
            }
        }
        expectMarkup(
            form.html(action: "/", options: Self.options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=card&amp;n=name&amp;n=go">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-card" class="fw-label">
            </label>
            <input type="text" id="fw-card" name="card" aria-label="Card &quot;number&quot;" value="" placeholder="1234">
            </div>
            <div class="fw-row">
            <label for="fw-name" class="fw-label">Name</label>
            <input type="text" id="fw-name" name="name" value="">
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-go" name="go" aria-label="Go" value="pressed">
            </button>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// "Remove" in each guest's section: each is described by its own section's header (and
    /// footer), so a screen reader says "Remove, button, Bo"; a title that does not repeat, and
    /// a row in a section without a header, are described by nothing more.
    @Test func actionRowsWithTheSameTitleAreDescribedByTheirSectionsHeader() {
        let guests = ["Ann", "Bo"]
        let form = Form {
            ForEach(guests, id: \.self) { guest in
                Section(guest, footer: "Invited") {
                    Button("Remove") {}.id("remove")
                    Row("Details").onSelect {}.id("details")
                }
            }
            Section {
                Row("Details").onSelect {}.id("details")
                Button("Add a Guest") {}.id("add")
            }
        }
        var options = Self.options
        options.linkURL = { $0 == Identity("details") ? "/details" : nil }
        expectMarkup(
            form.html(action: "/", options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=Ann%2Fremove&amp;n=Ann%2Fdetails&amp;n=Bo%2Fremove&amp;n=Bo%2Fdetails&amp;n=details&amp;n=add">
            <fieldset class="fw-section">
            <legend class="fw-header" id="fw__s0__legend">Ann</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-Ann_22fremove" name="Ann/remove" aria-describedby="fw__s0__legend fw__s0__footer" value="pressed">Remove</button>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-link" id="fw-Ann_22fdetails" name="Ann/details" aria-describedby="fw__s0__legend fw__s0__footer" value="selected">
            <span class="fw-text">
            <span class="fw-title">Details</span>
            </span>
            </button>
            </div>
            </div>
            <div class="fw-footer" id="fw__s0__footer">Invited</div>
            </fieldset>
            <fieldset class="fw-section">
            <legend class="fw-header" id="fw__s1__legend">Bo</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-Bo_22fremove" name="Bo/remove" aria-describedby="fw__s1__legend fw__s1__footer" value="pressed">Remove</button>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-link" id="fw-Bo_22fdetails" name="Bo/details" aria-describedby="fw__s1__legend fw__s1__footer" value="selected">
            <span class="fw-text">
            <span class="fw-title">Details</span>
            </span>
            </button>
            </div>
            </div>
            <div class="fw-footer" id="fw__s1__footer">Invited</div>
            </fieldset>
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <a class="fw-link" id="fw-details" href="/details">
            <span class="fw-text">
            <span class="fw-title">Details</span>
            </span>
            </a>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="fw-add" name="add" value="pressed">Add a Guest</button>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }
}

/// The form's own submit button is titled in the request's catalogue unless the app names it.
struct SubmitTitleTests {
    @Test func theSubmitButtonIsTitledInTheCatalogueOfTheRequest() {
        let form = Form { Section { Row("Terms") } }
        let german = FormMessages.taskLocal.withValue(.german) { form.html(action: "/") }
        #expect(german.contains(#">Senden</button>"#))
        #expect(form.html(action: "/").contains(#">Submit</button>"#))
        var named = FormMessages.taskLocal.withValue(.german) { HTMLFormOptions() }
        named.submitTitle = "Anmelden"
        #expect(form.html(action: "/", options: named).contains(#">Anmelden</button>"#))
    }
}
