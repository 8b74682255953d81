import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// Where focus goes after a guest action on `/event`, and what the page says it did (WCAG
/// 2.4.3, 4.1.3): after Add the new guest's first field, after Move up the moved guest's
/// button, after Remove the next guest's first field or "Add a guest"; a page that follows no
/// action moves nothing.
@Suite struct EventFocusRouterTests {
    /// The names of the controls marked `autofocus` on `page`, in order.
    static func focused(_ page: EventRouterTests.Page) -> [String] {
        page.body.matches(of: /<(?:input|button)[^>]* name="([^"]*)"[^>]* autofocus[ >]/).map { String($0.output.1) }
    }

    /// The text of the page's status region, if it has one.
    static func status(_ page: EventRouterTests.Page) -> String? {
        page.body.firstMatch(of: /<div class="fw-status" id="fw__status" role="status">([^<]*)<\/div>/).map {
            String($0.output.1)
        }
    }

    @Test func aPageThatFollowsNoActionMovesNothing() async throws {
        _ = try await EventRouterTests().visit { visitor in
            #expect(Self.focused(visitor.last) == [])
            #expect(Self.status(visitor.last) == nil)
            #expect(!visitor.last.body.contains("data-fw-focus"))
        }
    }

    @Test func afterAddTheNewGuestsFirstFieldHasFocus() async throws {
        _ = try await EventRouterTests().visit { visitor in
            let first = try await visitor.post([("add-guest", "pressed")])
            let ada = try #require(first.guestIDs.first)
            #expect(Self.focused(first) == ["guests/\(ada)/name"])
            #expect(Self.status(first) == "Guest 1 added.")
            let second = try await visitor.post([("guests/\(ada)/name", "Ada"), ("add-guest", "pressed")])
            let bo = try #require(second.guestIDs.last)
            #expect(Self.focused(second) == ["guests/\(bo)/name"])
            #expect(Self.status(second) == "Guest 2 added.")
            #expect(second.body.contains(#"name="guests/\#(bo)/name" aria-describedby="fw__status" autofocus"#))
        }
    }

    @Test func afterMoveUpTheMovedGuestsButtonHasFocusOrItsFirstFieldAtTheTop() async throws {
        _ = try await EventRouterTests().visit { visitor in
            let state = "g=guests&e=ada&e=bo&e=cy"
            let moved = try await visitor.post([("guests/cy/move-up", "pressed")], state: state)
            #expect(moved.guestIDs == ["ada", "cy", "bo"])
            #expect(Self.focused(moved) == ["guests/cy/move-up"])
            #expect(Self.status(moved) == "Guest 3 moved up to guest 2.")
            let top = try await visitor.post([("guests/cy/move-up", "pressed")])
            #expect(top.guestIDs == ["cy", "ada", "bo"])
            #expect(Self.focused(top) == ["guests/cy/name"])
            #expect(Self.status(top) == "Guest 2 moved up to guest 1.")
        }
    }

    @Test func afterRemoveTheNextGuestsFirstFieldOrAddHasFocus() async throws {
        _ = try await EventRouterTests().visit { visitor in
            let removed = try await visitor.post([("guests/ada/remove", "pressed")], state: "g=guests&e=ada&e=bo")
            #expect(removed.guestIDs == ["bo"])
            #expect(Self.focused(removed) == ["guests/bo/name"])
            #expect(Self.status(removed) == "Guest 1 removed.")
            let last = try await visitor.post([("guests/bo/remove", "pressed")])
            #expect(last.guestIDs == [])
            #expect(Self.focused(last) == ["add-guest"])
            #expect(Self.status(last) == "Guest 1 removed.")
        }
    }
}
