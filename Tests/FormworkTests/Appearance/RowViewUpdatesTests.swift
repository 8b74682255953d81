import Formwork
import Testing

/// The app's finishing touches (Eureka's `cellUpdate`): a row gets those registered for its
/// component's type, in order, then those for its identity, and no other row's.
@MainActor @Suite struct RowViewUpdatesTests {
    /// A stand-in for a cell: the log of what touched it.
    final class FakeCell {
        var log: [String] = []
    }

    static let form = Form {
        Section {
            Row("Wi-Fi").id("wifi")
            Row("Bluetooth")
            Toggle("Airplane Mode", isOn: .constant(false)).image(.systemName("airplane"))
        }
    }

    static func updates() -> RowViewUpdates<FakeCell> {
        var updates = RowViewUpdates<FakeCell>()
        updates.add(forRowWith: Identity("wifi")) { cell, _ in cell.log.append("wifi") }
        updates.add(for: Row.self) { cell, row in cell.log.append("row \(row.component.as(Row.self)?.title ?? "")") }
        updates.add(for: Toggle.self) { cell, _ in cell.log.append("toggle") }
        updates.add(for: Row.self) { cell, _ in cell.log.append("row again") }
        return updates
    }

    static func log(of row: Int) -> [String] {
        let cell = FakeCell()
        let node = form.sections[0].rows[row]
        for update in updates().updates(for: node) { update(cell, node) }
        return cell.log
    }

    @Test func typeUpdatesRunInOrderThenTheRowsOwn() {
        #expect(Self.log(of: 0) == ["row Wi-Fi", "row again", "wifi"])
        #expect(Self.log(of: 1) == ["row Bluetooth", "row again"])
    }

    @Test func aDecoratedComponentIsStillOfItsType() {
        #expect(Self.log(of: 2) == ["toggle"])
    }

    @Test func noUpdatesLeaveEveryRowAlone() {
        #expect(RowViewUpdates<FakeCell>().isEmpty)
        #expect(!Self.updates().isEmpty)
        #expect(RowViewUpdates<FakeCell>().updates(for: Self.form.sections[0].rows[0]).isEmpty)
    }
}
