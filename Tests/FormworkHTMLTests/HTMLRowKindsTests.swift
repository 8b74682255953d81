import Formwork
import FormworkHTML
import Testing

/// A custom component with markup of its own.
private struct ColorWell: HTMLRenderable, Equatable {
    var title: String
    var hex: String

    func render(in cell: Cell) {
        cell.title = title
        cell.value = hex
    }

    func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writer.element("label", ["for": context.controlID, "class": "fw-label"], text: title)
        writer.startTag("input")
        writer.attribute("type", "color")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", hex)
        writer.closeStartTag()
    }
}

/// A custom component without markup: it falls back to its cell.
private struct Badge: Renderable, Equatable {
    var text: String

    func render(in cell: Cell) {
        cell.title = text
        cell.subtitle = "badge"
        cell.accessory = .checkmark
    }
}

struct HTMLRowKindsTests {
    @Test func rowsButtonsLinksAndCustomComponents() {
        let form = Form {
            Section(header: AnyRenderable(Badge(text: "Custom header"))) {
                Row("Version", subtitle: "Build 7", detail: "1.0")
                Row("About").onSelect {}.id("about")
                Row("Help").onSelect {}.id("help")
                NavigationLink("Privacy", detail: "Strict") { Section { Row("Inside") } }.id("privacy")
                Button("Sign Out") {}.id("sign-out")
                ColorWell(title: "Tint", hex: "#ff0000").id("tint")
                Badge(text: "New")
            }
        }
        var options = HTMLFormOptions()
        options.idPrefix = "settings form"
        options.submitTitle = nil
        options.validatesInBrowser = false
        options.linkURL = { identity in identity == Identity("about") ? "/about?a=1&b=2" : nil }
        expectMarkup(
            form.html(action: "/settings", method: .get, options: options),
            """
            <form method="get" action="/settings" class="fw-form" novalidate>
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=Section%40_%2FRow%400&amp;n=about&amp;n=help&amp;n=privacy&amp;n=sign-out&amp;n=tint&amp;n=Section%40_%2FBadge%406">
            <fieldset class="fw-section">
            <legend class="fw-header">
            <span class="fw-text">
            <span class="fw-title">Custom header</span>
            <span class="fw-subtitle">badge</span>
            </span>
            <span class="fw-checkmark" role="img" aria-label="selected">✓</span>
            </legend>
            <div class="fw-rows">
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">Version</span>
            <span class="fw-subtitle">Build 7</span>
            </span>
            <span class="fw-detail">1.0</span>
            </div>
            <div class="fw-row">
            <a class="fw-link" id="settings_220form-about" href="/about?a=1&amp;b=2">
            <span class="fw-text">
            <span class="fw-title">About</span>
            </span>
            </a>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-link" id="settings_220form-help" name="help" value="selected">
            <span class="fw-text">
            <span class="fw-title">Help</span>
            </span>
            </button>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-link" id="settings_220form-privacy" name="privacy" value="open">
            <span class="fw-text">
            <span class="fw-title">Privacy</span>
            </span>
            <span class="fw-detail">Strict</span>
            </button>
            </div>
            <div class="fw-row">
            <button type="submit" class="fw-button" id="settings_220form-sign-out" name="sign-out" value="pressed">Sign Out</button>
            </div>
            <div class="fw-row">
            <label for="settings_220form-tint" class="fw-label">Tint</label>
            <input type="color" id="settings_220form-tint" name="tint" value="#ff0000">
            </div>
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">New</span>
            <span class="fw-subtitle">badge</span>
            </span>
            <span class="fw-checkmark" role="img" aria-label="selected">✓</span>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// Each message once, never the identity: an unknown row's is a name the sender chose.
    @Test func errorsForRowsNotInTheFormAreListedFirst() {
        let form = Form { Section { Row("Only") } }
        let errors = ["ghost", "Call +1-555-0100"].map {
            ValueConversionError(identity: Identity($0), reason: .unknownRow, message: "No such row in the form")
        }
        var options = HTMLFormOptions()
        options.submitTitle = "Save <now>"
        expectMarkup(
            form.html(action: "/", conversionErrors: errors, options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=Section%40_%2FRow%40_">
            <div class="fw-summary" id="fw__summary" role="alert">
            <ul>
            <li>No such row in the form</li>
            </ul>
            </div>
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">Only</span>
            </span>
            </div>
            </div>
            </fieldset>
            <div class="fw-actions">
            <button type="submit" class="fw-submit">Save &lt;now&gt;</button>
            </div>
            </form>
            """)
    }

    @Test func controlIdsAreValidAndUniqueWhateverTheKeys() {
        let keys = ["a b", "a_20_b", "a-b", "a__error", "é", "\"><script>", "", "a\tb", "a"]
        let form = Form {
            Section {
                ForEach(keys, id: \.self) { key in TextField(key, text: .constant("")) }
            }
        }
        let html = form.html(action: "/")
        let ids = attributeValues(named: "id", in: html)
        #expect(ids.count == keys.count)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { !$0.isEmpty && !$0.contains { $0.isWhitespace } })
        let errorIDs = ids.map { $0 + "__error" }
        #expect(Set(ids).isDisjoint(with: errorIDs))
    }

    @Test func theSameFormGivesTheSameBytes() {
        let first = signUpForm(FormModel(SignUp())).html(action: "/signup")
        let second = signUpForm(FormModel(SignUp())).html(action: "/signup")
        #expect(first.utf8.elementsEqual(second.utf8))
        #expect(first.hasPrefix("<form method=\"post\" action=\"/signup\" class=\"fw-form\">"))
    }
}

/// The values of every attribute `name` in `html` (whose values are double-quoted and escaped).
func attributeValues(named name: String, in html: String) -> [String] {
    html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}
