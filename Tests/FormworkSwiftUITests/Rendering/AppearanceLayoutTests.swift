import Formwork
import Testing

@testable import FormworkSwiftUI

/// What `FormView` reads for appearance: a section's header and footer keep their own
/// appearance for the view to resolve over the form's, and a changed one is a changed section.
@Suite struct AppearanceLayoutTests {
    static func layout(_ color: FormColor) -> SectionLayout {
        let form = Form {
            Section("Danger Zone", footer: "Cannot be undone.") { Row("Erase") }
                .appearance(rows: RowAppearance(titleColor: color), header: RowAppearance(titleColor: color))
        }
        return FormLayout(form, errors: RowErrors(), showsOwnView: { _ in false }).sections[0]
    }

    @Test func headersAndFootersKeepTheirOwnAppearance() {
        let section = Self.layout(.red)
        #expect(section.header == .text("Danger Zone"))
        #expect(section.headerAppearance == RowAppearance(titleColor: .red))
        #expect(section.footerAppearance == RowAppearance())
        #expect(FormAppearance().appearance(of: section.rows[0].node) == RowAppearance(titleColor: .red))
    }

    @Test func aChangedAppearanceIsAChangedSection() {
        #expect(Self.layout(.red) != Self.layout(.blue))
        #expect(Self.layout(.red) == Self.layout(.red))
    }
}
