import Formwork
import FormworkTesting
import Testing

/// Swipe actions: which a row offers, what pressing one does, and that an action pressed on a
/// row that moved or went away never runs on another row.
@MainActor @Suite struct SwipeActionsTests {
    /// A mailbox: each mail can be read (leading) and flagged or deleted (trailing).
    static func mailbox(_ mails: [Int], log: FormModel<[String]>, disabled: Set<Int> = []) -> Form {
        Form {
            Section {
                ForEach(mails, id: \.self) { mail in
                    Row("Mail \(mail)")
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            SwipeAction("Read", tint: .blue) { log.update { $0.append("read \(mail)") } }
                        }
                        .swipeActions {
                            SwipeAction("Delete", role: .destructive) { log.update { $0.append("delete \(mail)") } }
                            if mail.isMultiple(of: 2) {
                                SwipeAction("Flag", tint: .orange, image: .systemName("flag")) {
                                    log.update { $0.append("flag \(mail)") }
                                }
                            }
                        }
                        .disabled(disabled.contains(mail))
                }
            }
        }
    }

    @Test func eachRowOffersItsOwnActionsPerEdge() {
        let form = Self.mailbox([1, 2], log: FormModel([]), disabled: [])
        let rows = form.sections[0].rows
        #expect(rows[0].swipeActions(.leading)?.actions.map(\.title) == ["Read"])
        #expect(rows[0].swipeActions(.leading)?.allowsFullSwipe == false)
        #expect(rows[0].swipeActions(.trailing)?.actions.map(\.title) == ["Delete"])
        #expect(rows[0].swipeActions(.trailing)?.allowsFullSwipe == true)
        #expect(rows[1].swipeActions(.trailing)?.actions.map(\.title) == ["Delete", "Flag"])
        #expect(rows[1].swipeActions(.trailing)?.actions[0].role == .destructive)
        #expect(rows[1].swipeActions(.trailing)?.actions[1].tint == .orange)
        #expect(Form { Section { Row("Plain") } }.sections[0].rows[0].swipeActions(.trailing) == nil)
    }

    @Test func aDisabledRowOffersNone() {
        let log = FormModel<[String]>([])
        let form = Self.mailbox([1], log: log, disabled: [1])
        #expect(form.sections[0].rows[0].swipeActions(.trailing) == nil)
        #expect(
            form.performSwipeAction(.trailing, at: 0, titled: "Delete", onRowWith: Identity(1))
                == .actionGone(title: "Delete", index: 0))
        #expect(log.value.isEmpty)
    }

    @Test func pressingAnActionRunsThatActionOfThatRow() {
        let log = FormModel<[String]>([])
        let form = Self.mailbox([1, 2], log: log)
        #expect(form.performSwipeAction(.trailing, at: 1, titled: "Flag", onRowWith: Identity(2)) == nil)
        #expect(form.performSwipeAction(.leading, at: 0, titled: "Read", onRowWith: Identity(1)) == nil)
        #expect(form.performCustomAction(titled: "Delete", onRowWith: Identity(2)) == nil)
        #expect(log.value == ["flag 2", "read 1", "delete 2"])
    }

    @Test func anActionPressedOnARowThatChangedUnderItNeverRunsOnAnotherRow() throws {
        let log = FormModel<[String]>([])
        let before = Self.mailbox([1, 2, 3], log: log)
        var table = TableHost(before)
        // The person swipes the second cell: mail 2, offering Delete and Flag.
        let swiped = table.rowIdentities[0][1]
        #expect(swiped == Identity(2))
        // Mail 2 is deleted elsewhere before they press Flag; mail 3 now shows in that cell's place.
        let after = Self.mailbox([1, 3], log: log)
        try table.performBatchUpdates(after.changes(from: before), to: after)
        #expect(table.rowIdentities[0][1] == Identity(3))
        #expect(after.performSwipeAction(.trailing, at: 1, titled: "Flag", onRowWith: swiped) == .rowGone(Identity(2)))
        // Mail 1 is deleted instead: the pressed Flag of mail 2 still reaches mail 2, now first.
        let moved = Self.mailbox([2, 3], log: log)
        #expect(moved.performSwipeAction(.trailing, at: 1, titled: "Flag", onRowWith: swiped) == nil)
        // Mail 3's actions differ: Flag at the same place is gone, not mail 3's Delete.
        #expect(
            after.performSwipeAction(.trailing, at: 1, titled: "Flag", onRowWith: Identity(3))
                == .actionGone(title: "Flag", index: 1))
        #expect(log.value == ["flag 2"])
    }

    @Test func actionsNoRowOffersAreRefused() {
        let log = FormModel<[String]>([])
        let form = Self.mailbox([1, 2], log: log)
        #expect(
            form.performSwipeAction(.trailing, at: 5, titled: "Delete", onRowWith: Identity(1))
                == .actionGone(title: "Delete", index: 5))
        #expect(
            form.performSwipeAction(.trailing, at: -1, titled: "Delete", onRowWith: Identity(1))
                == .actionGone(title: "Delete", index: -1))
        #expect(
            form.performSwipeAction(.trailing, at: 0, titled: "Flag", onRowWith: Identity(2))
                == .actionGone(title: "Flag", index: 0))
        #expect(
            form.performSwipeAction(.leading, at: 0, titled: "Delete", onRowWith: Identity(1))
                == .actionGone(title: "Delete", index: 0))
        #expect(form.performSwipeAction(.trailing, at: 0, titled: "Delete", onRowWith: Identity(9)) == .rowGone(Identity(9)))
        #expect(form.performCustomAction(titled: "Archive", onRowWith: Identity(1)) == .actionGone(title: "Archive", index: -1))
        #expect(log.value.isEmpty)
    }

    @Test func anIdentityTwoRowsShareNamesNoRowToActOn() {
        let log = FormModel<[String]>([])
        let form = Form {
            Section { Row("A").id("x").swipeActions { SwipeAction("Delete") { log.update { $0.append("delete A") } } } }
            Section { Row("B").id("x").swipeActions { SwipeAction("Delete") { log.update { $0.append("delete B") } } } }
        }
        #expect(form.performSwipeAction(.trailing, at: 0, titled: "Delete", onRowWith: Identity("x")) == .rowGone(Identity("x")))
        #expect(form.performCustomAction(titled: "Delete", onRowWith: Identity("x")) == .rowGone(Identity("x")))
        #expect(log.value.isEmpty)
    }

    @Test func changedActionsAreAnUpdatedRow() {
        let log = FormModel<[String]>([])
        let plain = Form { Section { ForEach([2], id: \.self) { Row("Mail \($0)") } } }
        expectChanges(Self.mailbox([2], log: log), from: plain, "rows updated: [0, 0]")
        expectChanges(Self.mailbox([2], log: log), from: Self.mailbox([2], log: log), "no changes")
    }

    @Test func voiceOverOffersTheActionsLeadingFirst() {
        let log = FormModel<[String]>([])
        expectAccessibility(
            Self.mailbox([1, 2], log: log, disabled: [1]),
            """
            Mail 1, dimmed
            Mail 2, actions: Read, Delete, Flag
            """)
    }
}
