import Dispatch
import Formwork
import FormworkFixtures
import Synchronization
import Testing

/// What Formwork shares between forms — structural identities, the type facts boxes and
/// identities read, the text length rules, the main-actor write ledger — from 8 threads at
/// once: every thread's forms, built, diffed, validated and encoded, equal a single-threaded
/// build to the last character. Threads build the same forms (the same ids and option lists,
/// shared) and forms of their own (ids, titles, bounds and option lists no other thread has).
/// CI runs this suite under ThreadSanitizer as well (`.ci/run`), which reports any unguarded
/// access to the shared state, not only wrong results.
@Suite struct EightThreadsTests {
    /// What a test reads of one form: its outline, its rows' identities (the outline shows
    /// explicit ones only), its changes from the form before it, its validation errors and its
    /// values as JSON.
    struct Reading: Equatable, CustomStringConvertible {
        let outline: String
        let identities: String
        let changes: String
        let errors: [String]
        let values: String

        var description: String {
            [outline, identities, changes, errors.joined(separator: "\n"), values].joined(separator: "\n---\n")
        }
    }

    /// The work one thread does: `rounds` forms of `variant` (0 is the form every thread builds),
    /// each read against the one before it.
    static func readings(variant: Int, rounds: Int) -> [Reading] {
        var readings: [Reading] = []
        var previous = Form.empty
        for round in 0..<rounds {
            let model = FormModel(
                SignUp().with {
                    $0.plan = Plan.allCases[round % 3]; $0.name = round.isMultiple(of: 2) ? "" : "Ann"
                })
            let form = sharedStateForm(model, variant: variant, round: round)
            readings.append(
                Reading(
                    outline: form.outline,
                    identities: form.sections.flatMap(\.rows).map { "\($0.id)" }.joined(separator: " "),
                    changes: "\(form.changes(from: previous))",
                    errors: form.validate().map { "\($0.identity) \($0.message)" }, values: form.values.json))
            previous = form
        }
        return readings
    }

    /// A form that reaches every shared table: structural rows (in branches and under
    /// `ForEach`), explicit string and integer ids, pickers over shared and own option lists,
    /// text length rules with shared and own bounds.
    static func sharedStateForm(_ model: FormModel<SignUp>, variant: Int, round: Int) -> Form {
        let sizes = ["S", "M", "L"]
        let ownSizes = sizes.map { "\($0)\(variant)" }
        return Form {
            Section("Account") {
                TextField("Name", text: model.binding(\.name)).validate(.required, .length(2...40)).id("name")
                TextField("Email", text: model.binding(\.email)).validate(.length(variant...(variant + 60))).id(variant)
                if round.isMultiple(of: 2) {
                    Row("Even round")
                } else {
                    Row("Odd round \(variant)")
                }
            }
            Section("Lists") {
                ForEach(0..<(2 + round % 3), id: \.self) { index in
                    Row("Item \(index)")
                    Text("Detail \(index) of \(variant)")
                }
                Picker("Plan", selection: model.binding(\.plan), options: Plan.allCases) { $0.title }.id("plan")
                Picker("Size", selection: .constant("M"), options: sizes) { $0 }.id("size")
                Picker("Own size", selection: .constant(ownSizes[1]), options: ownSizes) { $0 }.id("own-size-\(variant)")
            }
        }
    }

    /// Threads 0, 2, 4, 6 build the shared form (variant 0); the others forms of their own.
    static func variant(of thread: Int) -> Int { thread.isMultiple(of: 2) ? 0 : thread }

    @Test func eightThreadsReadWhatOneThreadReads() {
        let rounds = 12, threads = 8
        let expected = (0..<threads).map { Self.readings(variant: Self.variant(of: $0), rounds: rounds) }
        let seen = Mutex<[Int: [Reading]]>([:])
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let readings = Self.readings(variant: Self.variant(of: thread), rounds: rounds)
            seen.withLock { $0[thread] = readings }
        }
        let results = seen.withLock { $0 }
        for thread in 0..<threads {
            #expect(results[thread] == expected[thread], "thread \(thread)")
        }
    }

    /// Components no other test uses, so that their structural identities first enter the shared
    /// table here, from 8 threads at once.
    struct Probe: Renderable, Equatable {
        func render(in cell: Cell) {}
    }
    struct OtherProbe: Renderable, Equatable {
        func render(in cell: Cell) {}
    }

    /// Plain components and nothing else, so that no lock a rule or a model takes orders the
    /// threads' work for ThreadSanitizer: only the structural identities' own table is shared,
    /// and every thread may be the first to put an identity in it.
    @Test func structuralIdentitiesFromEightThreads() {
        @Sendable func identities(_ round: Int) -> String {
            let form = Form {
                Section {
                    Probe()
                    if round.isMultiple(of: 2) { Probe() } else { OtherProbe() }
                    OtherProbe()
                }
            }
            return form.sections.flatMap(\.rows).map { "\($0.id)" }.joined(separator: " ")
        }
        let seen = Mutex<[Int: [String]]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let read = (0..<50).map(identities)
            seen.withLock { $0[thread] = read }
        }
        let expected = (0..<50).map {
            $0.isMultiple(of: 2) ? "Probe@0 Probe@1/L OtherProbe@2" : "Probe@0 OtherProbe@1/R OtherProbe@2"
        }
        #expect(seen.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, expected) }))
    }

    @Test func theSharedFormReadsAsWritten() {
        let readings = Self.readings(variant: 0, rounds: 2), reading = readings[1]
        #expect(
            reading.outline == """
                Section "Account"
                  TextField "Name" = "Ann" id: "name"
                  TextField "Email" = "" id: 0
                  Row "Odd round 0"
                Section "Lists"
                  Row "Item 0"
                  Text "Detail 0 of 0"
                  Row "Item 1"
                  Text "Detail 1 of 0"
                  Row "Item 2"
                  Text "Detail 2 of 0"
                  Picker<Plan> "Plan" = "Pro" id: "plan"
                  Picker<String> "Size" = "M" id: "size"
                  Picker<String> "Own size" = "M0" id: "own-size-0"
                """)
        #expect(
            reading.identities
                == #""name" 0 Row@2/R 0/Row@0 0/Text@1 1/Row@0 1/Text@1 2/Row@0 2/Text@1 "plan" "size" "own-size-0""#)
        #expect(reading.values == #"{"name":"Ann","0":"","plan":"pro","size":"M","own-size-0":"M0"}"#)
        #expect(readings[0].errors == [#""name" Required"#, #""name" Must be 2 to 40 characters"#])
        #expect(
            reading.changes == """
                rows inserted: [0, 2], [1, 4], [1, 5]
                rows deleted: [0, 2]
                rows updated: [0, 0], [1, 4]
                """)
    }
}
