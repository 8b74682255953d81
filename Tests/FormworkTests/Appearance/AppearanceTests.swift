import Formwork
import FormworkTesting
import Testing

/// Appearance: which font, colour, inset and accessory each row, header and footer gets, from
/// the row's own, its group's, its section's and the form's — the innermost wins, field by
/// field — and the app's own view updates a row gets, in order.
@Suite struct AppearanceTests {
    static let formWide = FormAppearance(
        tableStyle: .grouped,
        rows: RowAppearance(titleFont: .body, titleColor: .gray, tint: .blue, insets: FormInsets(all: 8)),
        headers: RowAppearance(titleFont: FormFont(.footnote, weight: .semibold), titleColor: .gray),
        footers: RowAppearance(titleFont: .caption))

    static func account() -> Form {
        Form {
            Section("Account") {
                Row("Name", detail: "Ada")
                Row("Sign Out").appearance(RowAppearance(titleColor: .red, titleAlignment: .center))
                ForEach([("Plan", "Pro"), ("Renews", "May")], id: \.0) { title, detail in
                    Row(title, detail: detail).appearance(RowAppearance(valueFont: title == "Plan" ? .headline : nil))
                }
                .appearance(RowAppearance(valueColor: .green, accessory: .disclosureIndicator))
            }
            .appearance(rows: RowAppearance(tint: .orange), header: RowAppearance(titleColor: .orange))
            Section(footer: "Deleting cannot be undone.") {
                Row("Delete Account")
            }
        }
    }

    @Test func eachRowGetsTheInnermostFieldByField() {
        let appearances = Self.formWide.appearances(in: Self.account())
        #expect(
            appearances == [
                [
                    RowAppearance(titleFont: .body, titleColor: .gray, tint: .orange, insets: FormInsets(all: 8)),
                    RowAppearance(
                        titleFont: .body, titleColor: .red, tint: .orange, titleAlignment: .center,
                        insets: FormInsets(all: 8)),
                    RowAppearance(
                        titleFont: .body, valueFont: .headline, titleColor: .gray, valueColor: .green, tint: .orange,
                        insets: FormInsets(all: 8), accessory: .disclosureIndicator),
                    RowAppearance(
                        titleFont: .body, titleColor: .gray, valueColor: .green, tint: .orange, insets: FormInsets(all: 8),
                        accessory: .disclosureIndicator),
                ],
                [RowAppearance(titleFont: .body, titleColor: .gray, tint: .blue, insets: FormInsets(all: 8))],
            ])
    }

    @Test func headersAndFootersGetTheirSectionsOverTheFormWideOnes() {
        let form = Self.account()
        #expect(
            Self.formWide.header(of: form.sections[0])
                == RowAppearance(titleFont: FormFont(.footnote, weight: .semibold), titleColor: .orange))
        #expect(Self.formWide.footer(of: form.sections[0]) == nil)
        #expect(Self.formWide.header(of: form.sections[1]) == nil)
        #expect(Self.formWide.footer(of: form.sections[1]) == RowAppearance(titleFont: .caption))
    }

    @Test func aSectionsAppearanceKeepsItsTextsAndOutline() {
        let form = Self.account()
        #expect(form.sections[0].headerText == "Account")
        #expect(form.sections[1].footerText == "Deleting cannot be undone.")
        expectOutline(
            form,
            """
            Section "Account"
              Row "Name" detail: "Ada"
              Row "Sign Out"
              Row "Plan" detail: "Pro" id: "Plan"
              Row "Renews" detail: "May" id: "Renews"
            Section footer: "Deleting cannot be undone."
              Row "Delete Account"
            """)
    }

    @Test func anEmptySectionAppearanceDecoratesNothing() {
        let plain = Form { Section("A") { Row("B") } }
        let styled = Form { Section("A") { Row("B") }.appearance() }
        #expect(styled == plain)
        #expect(plain.changes(from: styled).isEmpty)
    }

    @Test func aChangedAppearanceIsAnUpdatedRowAndAChangedHeaderAnUpdatedSection() {
        func form(_ color: FormColor) -> Form {
            Form {
                Section("A") { Row("B").appearance(RowAppearance(titleColor: color)) }
                    .appearance(header: RowAppearance(titleColor: color))
            }
        }
        let changes = form(.red).changes(from: form(.blue))
        #expect(changes.rows.updated == [RowPath(section: 0, row: 0)])
        #expect(changes.sections.updated == [0])
    }

    @Test func theTitleColumnIsClampedSoNeitherTitleNorControlVanishes() {
        #expect(RowAppearance(titleWidth: 0.4).titleColumnFraction == 0.4)
        #expect(RowAppearance(titleWidth: 0).titleColumnFraction == 0.1)
        #expect(RowAppearance(titleWidth: 2).titleColumnFraction == 0.9)
        #expect(RowAppearance(titleWidth: .nan).titleColumnFraction == nil)
        #expect(RowAppearance(titleWidth: .infinity).titleColumnFraction == nil)
        #expect(RowAppearance().titleColumnFraction == nil)
    }

    @Test func anAccessoryReplacesARowsOwnButNeverAControl() {
        let checked = RowAppearance(accessory: .checkmark)
        #expect(checked.accessory(over: Cell.Accessory.none) == .checkmark)
        #expect(checked.accessory(over: .disclosureIndicator) == .checkmark)
        #expect(checked.accessory(over: nil) == nil)
        #expect(RowAppearance().accessory(over: .disclosureIndicator) == .disclosureIndicator)
    }

    @Test func fontsFollowATextStyle() {
        let avenir = FormFont.custom("Avenir Next", size: 17, relativeTo: .callout)
        #expect(avenir.style == .callout)
        #expect(avenir.custom == FormFont.Custom(name: "Avenir Next", size: 17))
        #expect(FormFont.headline.weight(.bold) == FormFont(.headline, weight: .bold))
    }
}
