import Formwork

/// An "Apply for a fishing licence" journey, the GOV.UK-style service the trial built:
/// a step that applies only to people who fish from a boat, a date, a choice, a password.
enum LicenceJourney {
    enum Kind: String, Sendable, CaseIterable { case day, season, year }

    struct Licence: Sendable, Equatable {
        var name = ""
        var fishesFromBoat = false
        var boatName = ""
        var kind = Kind.day
        var starts = CalendarDate.earliest
        var password = ""
    }

    static let journey = Journey<Licence>(
        JourneyStep("name", title: "Your name") { licence in
            Form { Section { TextField("Full name", text: licence.name).validate(.required).id("name") } }
        },
        JourneyStep("where", title: "Where you fish") { licence in
            Form { Section { Toggle("I fish from a boat", isOn: licence.fishesFromBoat).id("fromBoat") } }
        },
        JourneyStep("boat", title: "Your boat", when: { $0.fishesFromBoat }) { licence in
            Form { Section { TextField("Boat name", text: licence.boatName).validate(.required).id("boatName") } }
        },
        JourneyStep("licence", title: "Your licence") { licence in
            Form {
                Section {
                    Picker("Licence", selection: licence.kind, options: Kind.allCases) { $0.rawValue.capitalized }.id("kind")
                    DatePicker("Starts", selection: licence.starts).id("starts")
                }
            }
        },
        JourneyStep("account", title: "Your account") { licence in
            Form { Section { TextField("Password", text: licence.password).secure().validate(.required).id("password") } }
        })

    /// A run over a new licence.
    static func run() throws -> JourneyRun<Licence> {
        try JourneyRun(journey, model: FormModel(Licence()))
    }

    /// A run that has answered every step, fishing from a boat.
    static func answeredRun() throws -> JourneyRun<Licence> {
        var run = try run()
        run.model.update {
            $0.name = "Jane Doe"
            $0.fishesFromBoat = true
            $0.boatName = "Molly"
            $0.kind = .season
            $0.starts = (try? CalendarDate(iso8601: "2027-02-28")) ?? .earliest
            $0.password = "hunter22"
        }
        for _ in 0..<5 { try run.submit() }
        return run
    }
}
