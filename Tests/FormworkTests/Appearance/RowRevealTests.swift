import Formwork
import FormworkTesting
import Testing

/// Rows a picker's choice reveals (`.revealed(by:choosing:)`): kept with the row, shown in the
/// outline, and no change to what the row is.
@Suite struct RowRevealTests {
    enum Way: String, CaseIterable, Sendable { case email, phone }

    static func contactForm(_ way: Way) -> Form {
        Form {
            Section {
                Picker("Contact", selection: .constant(way), options: Way.allCases) { $0.rawValue }
                    .pickerStyle(.inline).id("way")
                if way == .email {
                    TextField("Email address", text: .constant("")).id("email").revealed(by: "way", choosing: "email")
                }
                Row("Help").revealed(by: "way", choosing: "phone").revealed(by: "way", choosing: "email")
            }
        }
    }

    @Test func theOutlineShowsWhichChoiceRevealsARowTheInnermostWinning() {
        expectOutline(
            Self.contactForm(.email),
            """
            Section
              Picker<Way> "Contact" = "email" id: "way"
              TextField "Email address" = "" revealed by: "way" choosing: "email" id: "email"
              Row "Help" revealed by: "way" choosing: "phone"
            """)
    }

    @Test func aRevealedRowKeepsItsIdentityAndValuesKey() {
        let plain = Form { Section { TextField("Email address", text: .constant("")).id("email") } }
        let revealed = Form {
            Section { TextField("Email address", text: .constant("")).id("email").revealed(by: "way", choosing: "email") }
        }
        #expect(revealed.sections[0].rows[0].id == plain.sections[0].rows[0].id)
        #expect(revealed.valueKeys == plain.valueKeys)
        #expect(revealed.sections[0].rows[0].reveal == RowReveal(picker: Identity("way"), choice: "email"))
    }
}
