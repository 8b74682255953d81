import Formwork
import FormworkFixtures
import Testing

@testable import FormworkSwiftUI

/// What a FormView shows for each row and section, and what it keys them by.
@Suite struct FormLayoutTests {
    @Test func everyBuiltInComponentGetsItsControlOrItsLabel() {
        #expect(
            summary(layout(everyControlForm(FormModel(Preferences())))) == """
                section Section@0 header: "Profile" footer: "Shown to your team."
                  "account" key: "account" | cell | label "Account" subtitle: "jane@example.com" trailing: "Pro"
                  "about" key: "about" | cell | label "About" disclosureIndicator | runs
                  "wifi" key: "wifi" | Toggle on
                  "name" key: "name" | TextField "" prompt: "Jane Appleseed"
                  "password" key: "password" | SecureField "secret" literal
                  "bio" key: "bio" | TextEditor "Hello\\nWorld" prompt: "About you" lines 3...6
                section Section@1 header: "Settings" footer: none
                  "age" key: "age" | Stepper 30 in 0.0...130.0 step 1.0
                  "volume" key: "volume" | Slider 0.5 in 0.0...1.0 step 0.25
                  "plan" key: "plan" | Picker segmented "pro" of [free: Free, pro: Pro, team: Team]
                  "team" key: "team" | Picker inline "" of [: None, design: Design]
                  "level" key: "level" | Picker menu "30" of [30: Adult]
                  "billing" key: "billing" | Picker wheel "pro" of [free: Free, pro: Pro, team: Team]
                  "birthday" key: "birthday" | DatePicker date "1990-05-17"
                  "alarm" key: "alarm" | DatePicker time "07:30" wheel
                section Section@2 header: none footer: none
                  "signOut" key: "signOut" | Button | disabled
                  "licenses" key: "licenses" | NavigationLink | label "Licenses" trailing: "MIT" | navigates
                """)
    }

    @Test func aRowsHintIsShownUnderItsTitleAfterItsSubtitle() {
        let form = Form {
            Section {
                Row("Seat", subtitle: "Window").id("seat").hint("Pick one near an exit")
                NavigationLink("More") { Section { Row("Credits") } }.id("more").hint("Credits and licences")
            }
        }
        #expect(
            summary(layout(form)) == """
                section Section@_ header: none footer: none
                  "seat" key: "seat" | cell | label "Seat" subtitle: "Window\\nPick one near an exit"
                  "more" key: "more" | NavigationLink | label "More" subtitle: "Credits and licences" | navigates
                """)
    }

    @Test func rowsAndSectionsAreKeyedByTheirIdentitiesSoARowKeepsItsKeyWhenOthersAppear() {
        func form(showsDetails: Bool, devices: [String]) -> Form {
            Form {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: .constant(showsDetails))
                    if showsDetails { Row("Details") }
                    TextField("Name", text: .constant(""))
                }
                if showsDetails { Section("Advanced") { Row("Proxy") } }
                Section("Devices") { ForEach(devices, id: \.self) { Row($0) } }.id("devices")
            }
        }
        let before = layout(form(showsDetails: false, devices: ["Watch", "Phone"]))
        let after = layout(form(showsDetails: true, devices: ["Phone", "Watch", "TV"]))
        #expect(before.sections.map(\.id) == [after.sections[0].id, after.sections[2].id])
        #expect(before.sections[0].rows.map(\.id) == [after.sections[0].rows[0].id, after.sections[0].rows[2].id])
        // A section's id names the section only: its ForEach rows are named by their own ids.
        #expect(after.sections[2].rows.map(\.id) == [Identity("Phone"), Identity("Watch"), Identity("TV")])
        // Each row remembers where it was laid out, for the edits its control makes.
        #expect(
            after.sections.map { $0.rows.map(\.path) } == [
                [RowPath(section: 0, row: 0), RowPath(section: 0, row: 1), RowPath(section: 0, row: 2)],
                [RowPath(section: 1, row: 0)],
                [RowPath(section: 2, row: 0), RowPath(section: 2, row: 1), RowPath(section: 2, row: 2)],
            ])
    }

    @Test func headersAndFootersShowTheirTextsOrTheirOwnViews() {
        struct Banner: Renderable, Equatable {
            func render(in cell: Cell) { cell.title = "Pro" }
        }
        struct Gauge: Renderable, Equatable {
            func render(in view: Int) {}
        }
        let form = Form {
            Section("Wi-Fi", footer: "Known networks join automatically.") {}
            Section(header: AnyRenderable(Banner()), footer: AnyRenderable(Gauge())) {}
            Section(header: AnyRenderable(Gauge())) {}
        }
        #expect(
            summary(layout(form)) == """
                section Section@0 header: "Wi-Fi" footer: "Known networks join automatically."
                section Section@1 header: "Pro" footer: none
                section Section@2 header: none footer: none
                """)
        #expect(
            summary(layout(form, ownViews: { $0 is Gauge })) == """
                section Section@0 header: "Wi-Fi" footer: "Known networks join automatically."
                section Section@1 header: "Pro" footer: own view Gauge
                section Section@2 header: own view Gauge footer: none
                """)
    }

    @Test func aComponentWithItsOwnViewIsShownWithIt() {
        struct Battery: Renderable, Equatable, CustomStringConvertible {
            func render(in view: Int) {}
            var description: String { "Battery 80%" }
        }
        struct Badge: Renderable, Equatable {
            func render(in cell: Cell) { cell.title = "New" }
        }
        let form = Form {
            Section {
                Battery(); Badge().id("badge")
            }
        }
        // Without a view of its own, a component shows its Cell, or else its description.
        #expect(
            summary(layout(form)) == """
                section Section@_ header: none footer: none
                  Battery@0 key: "Section@_/Battery@0" | custom "Battery 80%" | label "Battery 80%"
                  "badge" key: "badge" | cell | label "New"
                """)
        #expect(
            summary(layout(form, ownViews: { $0 is Battery || $0 is Badge })) == """
                section Section@_ header: none footer: none
                  Battery@0 key: "Section@_/Battery@0" | custom "Battery 80%" | own view
                  "badge" key: "badge" | cell | own view
                """)
    }

    @Test func errorsShowUnderTheirRowsByKeyAndErrorsNamingNoRowAreKept() {
        let form = Form {
            Section {
                TextField("Email", text: .constant("")).id("email")
                Stepper("Age", value: .constant(3)).id("age")
            }
            Section("Pinned") { Row("A").id("a") }
            Section("All") { Row("A").id("a") }
        }
        let errors = RowErrors(
            form: form,
            validation: [
                ValidationError(identity: Identity("email"), rule: .required, message: "Required"),
                ValidationError(identity: Identity("email"), rule: .email, message: "Enter a valid email address"),
                ValidationError(identity: Identity("gone"), rule: .required, message: "Required"),
            ],
            conversion: [
                ValueConversionError(identity: Identity("age"), reason: .malformed, message: "Enter a whole number")
            ])
        let laidOut = layout(form, errors: errors)
        #expect(
            summary(laidOut) == """
                section Section@0 header: none footer: none
                  "email" key: "email" | TextField "" | errors: "Required", "Enter a valid email address"
                  "age" key: "age" | Stepper 3 step 1.0 | errors: "Enter a whole number"
                section Section@1 header: "Pinned" footer: none
                  "a" key: "Section@1/a" | cell | label "A"
                section Section@2 header: "All" footer: none
                  "a" key: "Section@2/a" | cell | label "A"
                """)
        // Never the key of an error no row has: it may be a name a sender chose.
        #expect(laidOut.unplacedErrors == ["Required"])
    }

    @Test @MainActor func tappingARowRunsItsActionOnceButNotWhenDisabled() {
        var taps: [String] = []
        let form = Form {
            Section {
                Row("About").onSelect { taps.append("about") }
                Button("Sign Out") { taps.append("sign out") }
                Button("Delete") { taps.append("delete") }.disabled()
                NavigationLink("Licenses") { Section { Row("Formwork") } }
                Row("Version")
            }
        }
        let rows = layout(form).sections[0].rows
        #expect(rows.map { $0.perform() } == [true, true, false, false, false])
        #expect(taps == ["about", "sign out"])
        guard case .navigate(let link)? = rows[3].action else {
            Issue.record("a navigation link navigates")
            return
        }
        #expect(
            link.destination().outline == """
                Section
                  Row "Formwork"
                """)
    }
}
