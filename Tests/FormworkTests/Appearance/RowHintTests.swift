import Formwork
import FormworkTesting
import Foundation
import Testing

/// A row's hint (`.hint(_:)`): kept with the row, shown in the outline, read by VoiceOver after
/// the row, looked up in the form's language as titles are.
@Suite struct RowHintTests {
    struct Claim: Sendable {
        var nino = ""
        var agreed = false
    }

    static func claimForm(_ model: FormModel<Claim>) -> Form {
        Form {
            Section {
                TextField("National Insurance number", text: model.binding(\.nino))
                    .validate(.required).id("nino").hint("For example, QQ 12 34 56 C")
                Toggle("Email me updates", isOn: model.binding(\.agreed)).id("agreed")
                ForEach(["Help"], id: \.self) { Row($0) }.hint("Opens in a new tab")
                Row("Contact").hint("Monday to Friday").hint("Opens in a new tab")
            }
        }
    }

    @Test func theOutlineShowsEachRowsHintTheInnermostWinning() {
        expectOutline(
            Self.claimForm(FormModel(Claim())),
            """
            Section
              TextField "National Insurance number" = "" hint: "For example, QQ 12 34 56 C" id: "nino"
              Toggle "Email me updates" = "off" id: "agreed"
              Row "Help" hint: "Opens in a new tab" id: "Help"
              Row "Contact" hint: "Monday to Friday"
            """)
    }

    @Test func voiceOverReadsTheHintAfterTheRowAndItsErrors() {
        let form = Self.claimForm(FormModel(Claim()))
        expectAccessibility(
            form, errors: form.validate(),
            """
            National Insurance number, Error: Required, text field, hint: For example, QQ 12 34 56 C
            Email me updates, switch button, off
            Help, hint: Opens in a new tab
            Contact, hint: Monday to Friday
            """)
    }

    @Test func aChangedHintIsAnUpdatedRowAndAnEmptyOneIsNone() {
        let before = Form { Section { Row("Help").hint("Old").id("help") } }
        let after = Form { Section { Row("Help").hint("New").id("help") } }
        #expect(before.sections[0].rows[0] != after.sections[0].rows[0])
        #expect(Form { Section { Row("Help").hint("") } }.sections[0].rows[0].hint == nil)
        #expect(Form { Section { Row("Help").hint("") } }.outline == "Section\n  Row \"Help\"")
    }

    @Test func aLiteralIsLookedUpAndAStringIsNot() {
        let german = FormLocalization(
            locale: Locale(identifier: "de_DE"), translations: ["Monday to Friday": "Montag bis Freitag"])
        let literal = german.whileCurrent { Form { Section { Row("Contact").hint("Monday to Friday") } } }
        let verbatim = german.whileCurrent { Form { Section { Row("Contact").hint(String("Monday to Friday")) } } }
        #expect(literal.sections[0].rows[0].hint == "Montag bis Freitag")
        #expect(verbatim.sections[0].rows[0].hint == "Monday to Friday")
    }
}
