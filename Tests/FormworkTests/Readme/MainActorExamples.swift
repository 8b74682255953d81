// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import Testing

// The "What runs where" example of Formwork's "Writing Forms", verbatim.

@MainActor
final class AboutViewController {
    var opened: [String] = []

    func form() -> Form {
        Form {
            Section {
                Row("Licenses").onSelect { [weak self] in self?.opened.append("licenses") }.id("licenses")
            }
        }
    }
}

@Suite(.checksPrintedOutput) @MainActor struct MainActorExamples {
    @Test func aViewControllersActionUsesItsOwnState() {
        let controller = AboutViewController()
        #expect(controller.form().row(Identity("licenses"))?.component.as(Row.self)?.select() == true)
        #expect(controller.opened == ["licenses"])
    }

    @Test func aFormAHostKeepsDoesNotKeepItsControllerAlive() {
        // An adapter keeps the form it shows; the form's actions must not keep the controller
        // that holds the adapter, or neither is ever freed.
        var controller: AboutViewController? = AboutViewController()
        weak let released = controller
        let kept = controller?.form()
        controller = nil
        #expect(released == nil)
        #expect(kept?.row(Identity("licenses"))?.component.as(Row.self)?.select() == true)   // runs, doing nothing
    }
}
