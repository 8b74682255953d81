import Formwork
import FormworkHTML
import Testing

/// A section's header and footer as any component: its own markup inside the element the theme
/// chooses, a text escaped as a text; an appearance, which HTML leaves to the page's CSS,
/// changes no byte.
@Suite struct SectionHeaderMarkupTests {
    /// A header with markup of its own.
    struct Banner: HTMLRenderable, Equatable {
        var text: String

        func render(in cell: Cell) { cell.title = text }

        func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
            writer.element("strong", ["class": "banner"], text: text)
        }
    }

    static func form(styled: Bool = false) -> Form {
        let section = Section(header: AnyRenderable(Banner(text: "Pro <3")), footer: AnyRenderable(Text("Billed yearly"))) {
            Row("Upgrade")
        }
        return Form { styled ? section.appearance(header: RowAppearance(titleColor: .orange)) : section }
    }

    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    @Test func formworkWritesTheHeadersOwnMarkupInItsLegend() {
        expectMarkup(
            Self.form().html(action: "/s", options: Self.options),
            """
            <form method="post" action="/s" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=Section%40_%2FRow%40_">
            <fieldset class="fw-section">
            <legend class="fw-header">
            <strong class="banner">Pro &lt;3</strong>
            </legend>
            <div class="fw-rows">
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">Upgrade</span>
            </span>
            </div>
            </div>
            <div class="fw-footer" id="fw__s0__footer">Billed yearly</div>
            </fieldset>
            </form>
            """)
    }

    @Test func govUKWritesItInItsLegend() {
        expectMarkup(
            Self.form().html(action: "/s", options: Self.options, theme: .govUK),
            """
            <form method="post" action="/s" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=Section%40_%2FRow%40_">
            <fieldset class="govuk-fieldset">
            <legend class="govuk-fieldset__legend govuk-fieldset__legend--m">
            <strong class="banner">Pro &lt;3</strong>
            </legend>
            <div class="govuk-hint" id="fw__s0__footer">Billed yearly</div>
            <p class="govuk-body">Upgrade</p>
            </fieldset>
            </form>
            """)
    }

    @Test func anAppearanceChangesNoByte() {
        #expect(
            Self.form(styled: true).html(action: "/s", options: Self.options)
                == Self.form().html(action: "/s", options: Self.options))
    }
}
