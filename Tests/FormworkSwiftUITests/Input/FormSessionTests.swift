import Formwork
import FormworkFixtures
import Testing

@testable import FormworkSwiftUI

/// A user's change through a FormView: which binding is written with which value, once, then
/// the rebuilt form; and the changes refused.
@Suite @MainActor struct FormSessionTests {
    struct Network: Sendable, Equatable {
        var wifi = false
        var name = ""
        var asksToJoin = false
    }

    /// A network form whose bindings log every write; the name field shows once Wi-Fi is on, and
    /// "Ask to Join" is disabled while it is off.
    @MainActor final class Screen {
        let model = FormModel(Network())
        let log = FormModel<[String]>([])
        var session = FormSession()
        lazy var source = FormSource.building { [unowned self] in form() }

        func recorded<Value: Sendable>(_ name: String, _ member: WritableKeyPath<Network, Value> & Sendable) -> Binding<Value> {
            let binding = model.binding(member), log = log
            return Binding(
                get: { binding.wrappedValue },
                set: { value in
                    log.update { $0.append("\(name) = \(value)") }
                    binding.wrappedValue = value
                })
        }

        func form() -> Form {
            Form {
                Section {
                    Toggle("Wi-Fi", isOn: recorded("wifi", \.wifi)).id("wifi")
                    if model.value.wifi { TextField("Name", text: recorded("name", \.name)).id("name") }
                    Toggle("Ask to Join", isOn: recorded("asksToJoin", \.asksToJoin)).disabled(!model.value.wifi).id("ask")
                }
            }
        }

        /// What the view shows now.
        var layout: FormLayout {
            session.layout(of: source.form(), validation: [], conversion: [], showsOwnView: { _ in false })
        }

        /// A change to the control of `row`, as the view's binding makes it.
        @discardableResult
        func write(_ edit: ControlEdit, to row: RowLayout) -> FormSession.Outcome {
            session.write(edit, to: row, in: source.form())
        }
    }

    @Test func aChangeIsWrittenOnceThroughItsRowsBindingAndTheRebuiltFormShowsIt() {
        let screen = Screen()
        let before = screen.layout
        #expect(
            summary(before) == """
                section Section@_ header: none footer: none
                  "wifi" key: "wifi" | Toggle off
                  "ask" key: "ask" | Toggle off | disabled
                """)
        #expect(screen.write(.setOn(true), to: before.sections[0].rows[0]) == .written(key: "wifi"))
        #expect(screen.log.value == ["wifi = true"])
        #expect(screen.session.revision == 1)
        let after = screen.layout
        #expect(
            summary(after) == """
                section Section@_ header: none footer: none
                  "wifi" key: "wifi" | Toggle on
                  "name" key: "name" | TextField ""
                  "ask" key: "ask" | Toggle off
                """)
        #expect(screen.write(.setText("Home"), to: after.sections[0].rows[1]) == .written(key: "name"))
        #expect(screen.write(.setOn(true), to: after.sections[0].rows[2]) == .written(key: "ask"))
        #expect(screen.log.value == ["wifi = true", "name = Home", "asksToJoin = true"])
        #expect(screen.model.value == Network(wifi: true, name: "Home", asksToJoin: true))
        #expect(screen.session.revision == 3)
    }

    @Test func aControlOfARowTheFormNoLongerHasThereWritesNothing() {
        let screen = Screen()
        let stale = screen.layout.sections[0].rows[1]   // "Ask to Join", at row 1 while Wi-Fi is off
        screen.model.value.wifi = true   // the name field now comes first
        let outcome = screen.write(.setText("Home"), to: stale)
        #expect(
            outcome
                == .refused(
                    ValueConversionError(
                        identity: Identity("ask"), reason: .unknownRow,
                        message: "This row is no longer in the form")))
        #expect(screen.log.value.isEmpty)
        #expect(screen.model.value == Network(wifi: true))
        // The row is gone from that place: its refusal is shown nowhere, and the view updates.
        #expect(screen.layout.sections[0].rows.allSatisfy { $0.errors.isEmpty })
        #expect(screen.session.revision == 1)
    }

    @Test func aDisabledRowRefusesAndSaysSoUnderItselfUntilAChangeIsWritten() {
        let screen = Screen()
        let ask = screen.layout.sections[0].rows[1]
        #expect(
            screen.write(.setOn(true), to: ask)
                == .refused(
                    ValueConversionError(
                        identity: Identity("ask"), reason: .disabledRow, message: "This row is disabled")))
        #expect(screen.log.value.isEmpty)
        #expect(
            summary(screen.layout) == """
                section Section@_ header: none footer: none
                  "wifi" key: "wifi" | Toggle off
                  "ask" key: "ask" | Toggle off | errors: "This row is disabled" | disabled
                """)
        screen.write(.setOn(true), to: screen.layout.sections[0].rows[0])
        screen.write(.setOn(true), to: screen.layout.sections[0].rows[2])
        #expect(screen.layout.sections[0].rows[2].errors.isEmpty)
        #expect(screen.log.value == ["wifi = true", "asksToJoin = true"])
    }

    @Test func tappingAButtonRunsItOnceAndTheViewShowsWhatItChanged() {
        let model = FormModel(Network(wifi: true, name: "Home"))
        let taps = FormModel(0)
        let source = FormSource.building {
            Form {
                Section {
                    Row("Network", detail: model.value.name).id("network")
                    Button("Forget This Network") {
                        taps.value += 1; model.value = Network()
                    }.id("forget")
                }
            }
        }
        var session = FormSession()
        let before = session.layout(of: source.form(), validation: [], conversion: [], showsOwnView: { _ in false })
        let ranRow = session.tap(before.sections[0].rows[0])
        #expect(!ranRow && session.revision == 0)
        let ranButton = session.tap(before.sections[0].rows[1])
        #expect(ranButton && taps.value == 1 && session.revision == 1)
        let after = session.layout(of: source.form(), validation: [], conversion: [], showsOwnView: { _ in false })
        #expect(
            summary(after) == """
                section Section@_ header: none footer: none
                  "network" key: "network" | cell | label "Network" trailing: ""
                  "forget" key: "forget" | Button | runs
                """)
        // Back from a pushed form, the view builds the form again.
        session.refresh()
        #expect(session.revision == 2)
    }

    @Test func theAppsErrorsAndTheRefusalsShowTogetherAtTheirRows() {
        let screen = Screen()
        screen.write(.setOn(true), to: screen.layout.sections[0].rows[1])
        let form = screen.source.form()
        let layout = screen.session.layout(
            of: form, validation: [ValidationError(identity: Identity("ask"), rule: .required, message: "Required")],
            conversion: [ValueConversionError(identity: Identity("wifi"), reason: .malformed, message: "Say on or off")],
            showsOwnView: { _ in false })
        #expect(layout.sections[0].rows.map(\.errors) == [["Say on or off"], ["Required", "This row is disabled"]])
    }

    @Test func aChangeRemovesItsRowsErrorsFromTheAppsListsOnly() {
        let form = Form {
            Section("Pinned") { TextField("A", text: .constant("")).validate(.required).id("a") }
            Section("All") {
                TextField("A", text: .constant("")).validate(.required).id("a")
                TextField("B", text: .constant("")).validate(.required).id("b")
            }
        }
        let validation = form.validate() + [ValidationError(identity: Identity("gone"), rule: .required, message: "Required")]
        #expect(validation.map(\.key) == ["Section@0/a", "Section@1/a", "b", "gone"])
        #expect(validation.removingErrors(atKey: "b").map(\.key) == ["Section@0/a", "Section@1/a", "gone"])
        // Rows that share the id "a" are told apart by key: a change to one clears only its own.
        #expect(validation.removingErrors(atKey: "Section@1/a").map(\.key) == ["Section@0/a", "b", "gone"])
        #expect(validation.removingErrors(atKey: "a") == validation)
        let conversion = [ValueConversionError(identity: Identity("b"), reason: .malformed, message: "No")]
        #expect(conversion.removingErrors(atKey: "b").isEmpty)
    }

    @Test func theClosureFormRebuildsWhateverHoldsTheModel() {
        final class Store: @unchecked Sendable {
            // A plain class, no FormModel; unchecked because the test touches it on one thread.
            var wifi = false
        }
        let store = Store()
        var builds = 0
        let source = FormSource.building {
            builds += 1
            return Form {
                Section {
                    Toggle("Wi-Fi", isOn: Binding(get: { store.wifi }, set: { store.wifi = $0 })).id("wifi")
                    if store.wifi { Row("Known Networks").id("known") }
                }
            }
        }
        var session = FormSession()
        let first = session.layout(of: source.form(), validation: [], conversion: [], showsOwnView: { _ in false })
        session.write(.setOn(true), to: first.sections[0].rows[0], in: source.form())
        let second = session.layout(of: source.form(), validation: [], conversion: [], showsOwnView: { _ in false })
        #expect(second.sections[0].rows.map(\.id) == [Identity("wifi"), Identity("known")])
        #expect(builds == 3)
        // A fixed form is the form it was given, whatever the model holds since.
        let fixed = FormSource.fixed(source.form())
        store.wifi = false
        #expect(fixed.form().rows.map(\.id) == [Identity("wifi"), Identity("known")])
    }

    @Test func aRefusalIsWrittenInTheCatalogueGiven() {
        let screen = Screen()
        let ask = screen.layout.sections[0].rows[1]
        let outcome = screen.session.write(.setOn(true), to: ask, in: screen.source.form(), messages: .german)
        #expect(
            outcome
                == .refused(
                    ValueConversionError(
                        identity: Identity("ask"), reason: .disabledRow, message: "Diese Zeile ist deaktiviert")))
        #expect(screen.layout.sections[0].rows[1].errors == ["Diese Zeile ist deaktiviert"])
    }
}
