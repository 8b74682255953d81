import Formwork
import FormworkTesting
import Testing

/// What a UIKit app writes, without UIKit: a main-actor view controller whose actions use its
/// own state, and a main-actor cell that a component configures.
@MainActor
final class SettingsViewController {
    private(set) var shown: [String] = []
    var privacyLevel = "Strict"

    func show(_ screen: String) { shown.append(screen) }

    func form() -> Form {
        Form {
            Section {
                Row("About").onSelect { self.show("about") }.id("about")
                Button("Sign Out") { self.show("sign-out") }.id("sign-out")
                NavigationLink("Privacy", detail: privacyLevel) {
                    Section { Row("Level", detail: self.privacyLevel) }
                }.id("privacy")
                Badge(text: "New").id("badge")
            }
        }
    }
}

/// A main-actor view, as a `UITableViewCell` is.
@MainActor
final class BadgeCell {
    var text = ""
    var isHighlighted = false
}

/// A component that renders into the headless cell anywhere and into a `BadgeCell` on the
/// main actor.
struct Badge: MainActorRenderable, Equatable {
    var text: String
    func render(in cell: Cell) { cell.title = text }
    @MainActor func render(onMainActorIn view: BadgeCell) {
        view.text = text
        view.isHighlighted = true
    }
}

@Suite @MainActor struct MainActorTests {
    @Test func actionsRunOnTheMainActorWithTheViewControllersState() {
        let controller = SettingsViewController()
        let form = controller.form()
        #expect(form.row(Identity("about"))?.component.as(Row.self)?.select() == true)
        form.row(Identity("sign-out"))?.component.as(Button.self)?.press()
        #expect(controller.shown == ["about", "sign-out"])
        controller.privacyLevel = "Off"
        expectOutline(
            form.row(Identity("privacy"))!.component.as(NavigationLink.self)!.destination(),
            """
            Section
              Row "Level" detail: "Off"
            """)
    }

    @Test func componentsConfigureMainActorViews() {
        let cell = BadgeCell()
        let badge = AnyRenderable(Badge(text: "New"))
        #expect(badge.render(onMainActorIn: cell))
        #expect(cell.text == "New" && cell.isHighlighted)
        // A view the component does not configure is refused; the headless cell still works.
        #expect(!AnyRenderable(Row("About")).render(onMainActorIn: cell))
        let headless = Cell()
        #expect(badge.render(onMainActorIn: headless) && headless.title == "New")
    }

    @Test func theModelIsBuiltAndReadOffTheMainActor() async {
        let outline = await Task.detached {
            Form {
                Section {
                    Badge(text: "Off main"); Row("Tap").onSelect {}
                }
            }.outline
        }.value
        #expect(
            outline == """
                Section
                  Badge "Off main"
                  Row "Tap" ›
                """)
    }
}
