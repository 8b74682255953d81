// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import FormworkTesting
import Testing

/// Formwork's "Input Components" examples (components, dates, disabled rows, collection
/// bindings), verbatim, compiled and checked.
@Suite(.checksPrintedOutput) struct InputsExamples {
    enum Plan: String, CaseIterable, Sendable {
        case free, pro
    }

    struct Profile: Sendable {
        var newsletter = false
        var name = ""
        var bio = ""
        var age = 30
        var volume = 0.5
        var plan = Plan.free
        var team: String? = nil
        var birthday: CalendarDate
        var nextCall: CalendarDateTime
        var isSignedIn = false
    }

    struct Enrollment: Sendable {
        var graduation: CalendarDate?
    }

    @Test func anOptionalDateMayStayEmpty() throws {
        @FormModel var enrollment = Enrollment()
        let schoolForm = Form {
            Section("School") {
                DatePicker("Expected graduation", selection: $enrollment.graduation).validate(.required).id("graduation")
            }
        }
        #expect(schoolForm.validate().map(\.message) == ["Required"])
        #expect(schoolForm.apply(.raw(["graduation": "2027-06-30"])).isEmpty)
        #expect(enrollment.graduation == (try CalendarDate(iso8601: "2027-06-30")))
        #expect(schoolForm.apply(.raw(["graduation": ""])).isEmpty)
        #expect(enrollment.graduation == nil)
    }

    @Test func everyComponentInOneLine() throws {
        @FormModel var profile = Profile(
            birthday: try CalendarDate(iso8601: "1990-05-17"),
            nextCall: try CalendarDateTime(iso8601: "2026-11-23T09:30")
        )
        let teams = [PickerOption("Design", value: "design"), PickerOption("Platform", value: "platform")]

        let profileForm = Form {
            Section("Profile") {
                Toggle("Newsletter", isOn: $profile.newsletter).id("newsletter")
                TextField("Name", text: $profile.name, prompt: "Jane Appleseed").id("name")
                TextEditor("Bio", text: $profile.bio).validate(.length(...500)).id("bio")
                Stepper("Age", value: $profile.age, in: 0...130).id("age")
                Slider("Volume", value: $profile.volume, in: 0...1, step: 0.25).id("volume")
                Picker("Plan", selection: $profile.plan, options: Plan.allCases) { $0.rawValue.capitalized }.pickerStyle(.segmented).id("plan")
                Picker("Team", selection: $profile.team, options: teams, none: "No team").id("team")
                DatePicker("Birthday", selection: $profile.birthday, in: CalendarDate.earliest...profile.nextCall.date).id("birthday")
                DatePicker("Next call", selection: $profile.nextCall).id("call")
                Button("Sign Out") { print("signing out") }.disabled(!profile.isSignedIn)
                NavigationLink("Licenses", detail: "MIT") { Section { Row("Formwork") } }
            }
        }
        expectOutline(profileForm, """
            Section "Profile"
              Toggle "Newsletter" = "off" id: "newsletter"
              TextField "Name" prompt: "Jane Appleseed" = "" id: "name"
              TextEditor "Bio" = "" id: "bio"
              Stepper<Int> "Age" = "30" id: "age"
              Slider<Double> "Volume" = "0.5" id: "volume"
              Picker<Plan> "Plan" = "Free" id: "plan"
              Picker<Optional<String>> "Team" = "No team" id: "team"
              DatePicker<CalendarDate> "Birthday" = "1990-05-17" id: "birthday"
              DatePicker<CalendarDateTime> "Next call" = "2026-11-23T09:30" id: "call"
              Button "Sign Out" disabled
              NavigationLink "Licenses" detail: "MIT" ›
            """)
        #expect(profileForm.values["birthday"] == "1990-05-17")
        #expect(profileForm.values["team"] == .null)
    }

    struct Network: Sendable {
        var wifi = false
        var asksToJoin = false
    }

    @Test func disabledRows() {
        @FormModel var network = Network()

        func networkForm() -> Form {
            Form {
                Section {
                    Toggle("Wi-Fi", isOn: $network.wifi).id("wifi")
                    Toggle("Ask to Join", isOn: $network.asksToJoin).disabled(!network.wifi).id("ask")
                }
            }
        }
        #expect(networkForm().apply(.raw(["ask": "on"])) == [
            ValueConversionError(identity: Identity("ask"), reason: .disabledRow, message: "This row is disabled"),
        ])
        #expect(Form.apply(.raw(["wifi": "on", "ask": "on"])) { networkForm() }.isEmpty)
        #expect(network.asksToJoin)
    }

    struct Alarm: Identifiable, Sendable {
        var id: String
        var name: String
        var isOn = false
    }
    struct Clock: Sendable {
        var alarms = [Alarm(id: "wake", name: "Wake up"), Alarm(id: "tea", name: "Tea")]
        var snoozeMinutes: [String: Int] = [:]
    }

    @Test func collectionBindings() {
        @FormModel var clock = Clock()

        let alarms = Form {
            Section("Alarms") {
                ForEach($clock.alarms) { $alarm in
                    Toggle(alarm.name, isOn: $alarm.isOn)
                }
            }
            Section("Snooze") {
                Stepper("Tea", value: $clock.snoozeMinutes.binding(forKey: "tea", default: 5), in: 1...30).id("tea-snooze")
            }
        }
        clock.alarms.reverse()
        #expect(alarms.apply(.raw(["tea": "on", "tea-snooze": "10"])).isEmpty)
        #expect(clock.alarms.map(\.isOn) == [true, false])
        #expect(clock.snoozeMinutes == ["tea": 10])
    }

    @Test func elementSubscripts() {
        @FormModel var clock = Clock()

        let favourites = Form {
            Section("Favourites") {
                Toggle("First alarm", isOn: $clock.alarms[0].isOn).id("first")
                if let tea = $clock.alarms[id: "tea"] {
                    Toggle("Tea", isOn: tea.isOn).id("tea")
                }
            }
        }
        clock.alarms.reverse()
        #expect(favourites.apply(.raw(["tea": "on"])).isEmpty)
        #expect(clock.alarms.map(\.isOn) == [true, false])
        clock.alarms.removeAll()
        #expect(favourites.apply(.raw(["first": "off"])).map(\.reason) == [.staleRow])
    }
}
