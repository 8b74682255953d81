import Formwork
import Foundation
import Observation
import Testing

@testable import FormworkSwiftUI

/// A FormView builds and lowers its form once per change — not in every run of `body`, not in
/// every write, not on every appearance — and lays it out again only when what it shows changed.
@Suite @MainActor struct FormHostTests {
    struct Trip: Sendable, Equatable {
        var name = ""
        var nights = 1
        var splits = false
        var colleagues: [String] = []
    }

    /// A trip form whose "Split" switch needs a colleague; `builds` counts the app's builds.
    @MainActor final class Screen {
        let model = FormModel(Trip())
        private(set) var builds = 0
        lazy var host = FormHost(.building { [unowned self] in form() }, showsOwnView: { _ in false })

        func form() -> Form {
            builds += 1
            let hasColleagues = !model.value.colleagues.isEmpty
            return Form {
                Section {
                    TextField("Name", text: model.binding(\.name)).validate(.required).id("name")
                    Stepper("Nights", value: model.binding(\.nights), in: 1...30).id("nights")
                    Toggle("Split", isOn: model.binding(\.splits))
                        .validate(.custom("Add at least one colleague") { !$0 || hasColleagues }).id("splits")
                }
            }
        }

        /// The row with values key `key` in what the view shows now.
        func row(_ key: String) -> RowLayout {
            host.layout().sections.flatMap(\.rows).first { $0.key == key }!
        }
    }

    @Test func bodyRunsBuildNothingNewAndEachChangeBuildsOnce() {
        let screen = Screen()
        for _ in 0..<5 { _ = screen.host.layout() }
        #expect(screen.builds == 1 && screen.host.builds == 1)
        for text in ["P", "Pa", "Par"] {
            #expect(screen.host.write(.setText(text), to: screen.row("name")) == .written(key: "name"))
            for _ in 0..<3 { _ = screen.host.layout() }
        }
        #expect(screen.builds == 4, "one build per change")
        #expect(screen.model.value.name == "Par")
        // Two changes before the view shows again: still one build each, the second one's
        // made when the form is next shown.
        screen.host.write(.increment, to: screen.row("nights"))
        screen.host.write(.increment, to: screen.host.layout().sections[0].rows[1])
        #expect(screen.builds == 5)
        _ = screen.host.layout()
        #expect(screen.builds == 6 && screen.model.value.nights == 3)
    }

    @Test func aChangeToTheModelElsewhereIsSeenAndBuildsOnce() async {
        let screen = Screen()
        _ = screen.host.layout()
        let seen = Flag()
        withObservationTracking {
            _ = screen.host.layout()
        } onChange: {
            seen.raise()
        }
        screen.model.value.name = "Lisbon"   // a toolbar button, another view…
        await Task.yield()
        #expect(seen.isRaised, "SwiftUI is told to run body again")
        #expect(summaryOfName(screen) == "Lisbon")
        #expect(screen.builds == 2)
        // A change the view wrote itself is not built twice when its notice comes late.
        screen.host.write(.setText("Porto"), to: screen.row("name"))
        _ = screen.host.layout()
        await Task.yield()
        _ = screen.host.layout()
        #expect(screen.builds == 3)
    }

    @Test func theFirstAppearanceBuildsNothingMoreAndComingBackBuildsOnce() {
        let screen = Screen()
        _ = screen.host.layout()
        screen.host.appeared()
        _ = screen.host.layout()
        #expect(screen.builds == 1)
        screen.host.appeared()   // back from a pushed form
        _ = screen.host.layout()
        _ = screen.host.layout()
        #expect(screen.builds == 2)
    }

    @Test func aKeystrokeChangesOneRowsLayoutAndLeavesTheOthersEqual() {
        let screen = Screen()
        let before = screen.host.layout()
        screen.host.write(.setText("P"), to: before.sections[0].rows[0])
        let after = screen.host.layout()
        #expect(
            after.sections[0].rows.indices.map { before.sections[0].rows[$0] == after.sections[0].rows[$0] } == [
                false, true, true,
            ])
        #expect(after.sections[0].id == before.sections[0].id)
    }

    @Test func onTouchedRevealsAsThePersonGoesAndCrossRowErrorsAreRecomputed() {
        let screen = Screen()
        var sentBack: [FormHost.AppState] = []
        _ = screen.host.layout(
            source: screen.host.source, validationErrors: [], conversionErrors: [], validation: FormValidation(.onTouched),
            messages: .english, sendBack: { sentBack.append($0) })
        #expect(screen.host.layout().sections[0].rows.allSatisfy { $0.errors.isEmpty })
        // Focus on the name field, then on the next one: the name was left, empty.
        screen.host.focusMoved(to: "name")
        screen.host.focusMoved(to: nil)
        #expect(screen.row("name").errors == ["Required"])
        screen.host.write(.setOn(true), to: screen.row("splits"))
        #expect(screen.row("splits").errors == ["Add at least one colleague"])
        screen.model.value.colleagues = ["Ann"]
        screen.host.invalidate()
        #expect(screen.row("splits").errors.isEmpty)
        #expect(sentBack.last?.validation?.touchedKeys == ["name", "splits"], "the app's binding gets what was touched")
    }

    @Test func onTouchedWaitsUntilAFieldIsLeftThenFollowsEachKeystroke() {
        let screen = Screen()
        _ = screen.host.layout(
            source: screen.host.source, validationErrors: [], conversionErrors: [], validation: FormValidation(.onTouched),
            messages: .english, sendBack: { _ in })
        screen.host.focusMoved(to: "name")
        screen.host.write(.setText("P"), to: screen.row("name"))
        screen.host.write(.setText(""), to: screen.row("name"))
        #expect(screen.row("name").errors == [], "typing in it for the first time")
        screen.host.focusMoved(to: nil)
        #expect(screen.row("name").errors == ["Required"], "left empty")
        screen.host.focusMoved(to: "name")
        screen.host.write(.setText("P"), to: screen.row("name"))
        #expect(screen.row("name").errors == [])
        screen.host.write(.setText(""), to: screen.row("name"))
        #expect(screen.row("name").errors == ["Required"], "once touched, at each keystroke")
    }

    @Test func theAppsErrorsShowOnceAndGoWhenTheirRowChanges() {
        let screen = Screen()
        var validation = FormValidation(.onSubmit)
        validation.submit()
        var sentBack: [FormHost.AppState] = []
        let server = ValidationError(identity: Identity("name"), rule: .required, message: "Required")
        _ = screen.host.layout(
            source: screen.host.source, validationErrors: [server], conversionErrors: [], validation: validation,
            messages: .english, sendBack: { sentBack.append($0) })
        #expect(screen.row("name").errors == ["Required"], "the app's error and the rule's are one")
        screen.host.write(.setText("Lisbon"), to: screen.row("name"))
        #expect(sentBack.last?.validationErrors == [])
        #expect(screen.row("name").errors.isEmpty)
    }

    @Test func aFixedFormIsLaidOutAgainOnlyWhenTheAppGivesAnother() {
        let model = FormModel(Trip())
        let first = Form { Section { Toggle("Split", isOn: model.binding(\.splits)).id("splits") } }
        let host = FormHost(.fixed(first), showsOwnView: { _ in false })
        let shown = host.layout()
        host.source = .fixed(first)
        #expect(host.layout() == shown)
        model.value.splits = true
        host.source = .fixed(Form { Section { Toggle("Split", isOn: model.binding(\.splits)).id("splits") } })
        #expect(summary(host.layout()).contains("Toggle on"))
        #expect(host.builds == 0, "the app built it")
    }

    @Test func aReplacedModelIsShownAndWrittenAtOnce() {
        // What `FormView { tripForm(report) }` does when the parent's body runs: a new making of
        // the view hands over a closure that reads the parent's model as it is now.
        var report = FormModel(Trip(name: "Lisbon"))
        func madeByParent() -> (FormSource, SourceHandover) {
            let model = report
            let source = FormSource.building {
                Form { Section { TextField("Name", text: model.binding(\.name)).id("name") } }
            }
            return (source, SourceHandover())
        }
        let first = madeByParent()
        let host = FormHost(first.0, showsOwnView: { _ in false })
        func show(_ made: (FormSource, SourceHandover)) -> FormLayout {
            host.layout(
                source: made.0, handover: made.1, validationErrors: [], conversionErrors: [], validation: nil,
                messages: .english, sendBack: { _ in })
        }
        _ = show(first)
        _ = show(first)   // the view's own body again: nothing new handed over
        #expect(host.builds == 1)
        let old = report
        report = FormModel(Trip(name: "Porto"))   // "Start over"
        let second = madeByParent()
        let shown = show(second)
        #expect(
            summary(shown) == """
                section Section@_ header: none footer: none
                  "name" key: "name" | TextField "Porto"
                """)
        host.write(.setText("Faro"), to: shown.sections[0].rows[0])
        #expect(report.value.name == "Faro" && old.value.name == "Lisbon", "written into the model shown")
        _ = show(second)
        #expect(host.builds == 3, "the new model's build, then the change")
    }

    private func summaryOfName(_ screen: Screen) -> String? {
        guard case .textField(let field) = screen.row("name").presentation.control else { return nil }
        return field.text
    }
}

/// A flag an observer raises from any thread.
final class Flag: @unchecked Sendable {
    // Unchecked: `raised` is only touched while holding `lock`.
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}
