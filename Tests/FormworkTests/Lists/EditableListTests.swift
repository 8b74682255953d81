import Formwork
import FormworkTesting
import Foundation
import Testing

/// `ForEach.onDelete(perform:)` and `onMove(perform:)`: which rows and sections the model
/// records as elements of which list, what the outline shows, and what the closures get.
@Suite struct EditableListTests {
    @Test func rowsOfAnEditableForEachAreMarkedWithTheirList() {
        let calls = ListCalls()
        let form = Form {
            Section("Medications") {
                Row("Add medication")
                ForEach(["aspirin", "ibuprofen"], id: \.self) { Row($0) }.onDelete(perform: calls.delete).onMove(
                    perform: calls.move)
                ForEach(["x"], id: \.self) { Row($0) }.onDelete(perform: calls.delete).id("others")
            }
        }
        expectOutline(
            form,
            """
            Section "Medications"
              Row "Add medication"
              Row "aspirin" deletable movable list: ForEach@1 id: "aspirin"
              Row "ibuprofen" deletable movable list: ForEach@1 id: "ibuprofen"
              Row "x" deletable list: "others" id: "others"/"x"
            """)
        #expect(form.listElement(at: RowPath(section: 0, row: 0)) == nil)
        #expect(form.listElement(at: RowPath(section: 0, row: 2))?.offset == 1)
        #expect(form.listElement(at: RowPath(section: 0, row: 3))?.list.id == Identity("others"))
        #expect(form.listElement(at: RowPath(section: 0, row: 4)) == nil)
        #expect(form.listElement(at: RowPath(section: 1, row: 0)) == nil)
        #expect(form.editableLists.map(\.id.description) == ["ForEach@1", #""others""#])
        #expect(
            form.editableLists.map(\.elementIDs) == [
                [Identity("aspirin"), Identity("ibuprofen")], [Identity("x", in: Identity("others"))],
            ])
    }

    @Test func theClosuresGetTheElementsOffsets() throws {
        let calls = ListCalls()
        let form = Form {
            Section {
                ForEach(["a", "b", "c"], id: \.self) { Row($0) }.onDelete(perform: calls.delete).onMove(perform: calls.move)
            }
        }
        try #require(form.listElement(at: RowPath(section: 0, row: 2))).delete()
        let list = try #require(form.editableLists.first)
        try list.move(fromOffsets: [0], toOffset: 3)
        try list.delete(atOffsets: [0, 2])
        #expect(calls.calls == ["delete [2]", "move [0] → 3", "delete [0, 2]"])
    }

    @Test func offsetsOutsideTheListAreRefusedAndNothingRuns() throws {
        let calls = ListCalls()
        let form = Form { Section { ForEach([1, 2], id: \.self) { Row("\($0)") }.onDelete(perform: calls.delete) } }
        let list = try #require(form.editableLists.first)
        #expect(throws: ListEditError.offsetOutOfRange(2, count: 2)) { try list.delete(atOffsets: [0, 2]) }
        #expect(throws: ListEditError.offsetOutOfRange(-1, count: 2)) { try list.delete(atOffsets: [-1]) }
        #expect(throws: ListEditError.noElements) { try list.delete(atOffsets: []) }
        #expect(throws: ListEditError.cannotMove) { try list.move(fromOffsets: [0], toOffset: 2) }
        #expect(calls.calls == [])

        let movable = Form { Section { ForEach([1, 2], id: \.self) { Row("\($0)") }.onMove(perform: calls.move) } }
        let moving = try #require(movable.editableLists.first)
        #expect(throws: ListEditError.offsetOutOfRange(3, count: 2)) { try moving.move(fromOffsets: [0], toOffset: 3) }
        #expect(throws: ListEditError.cannotDelete) { try moving.delete(atOffsets: [0]) }
        try moving.move(fromOffsets: [1], toOffset: 0)
        #expect(calls.calls == ["move [1] → 0"])
    }

    /// A `ForEach` of sections: each element's sections are marked on their lines, and all
    /// their rows belong to the element.
    @Test func sectionsOfAnEditableForEachAreTheirElement() {
        let calls = ListCalls()
        let form = Form {
            Section("Patient") { Row("Jane") }
            ForEach(["b", "a"], id: \.self) { id in
                Section("Medication \(id)") {
                    Row("Name")
                    Row("Dose")
                }
            }
            .repeating("medications")
            .onDelete(perform: calls.delete)
            .onMove(perform: calls.move)
        }
        expectOutline(
            form,
            """
            Section "Patient"
              Row "Jane"
            Section "Medication b" deletable movable list: repeating("medications") id: repeating("medications")/"b"
              Row "Name"
              Row "Dose"
            Section "Medication a" deletable movable list: repeating("medications") id: repeating("medications")/"a"
              Row "Name"
              Row "Dose"
            """)
        #expect(form.listElement(ofSection: 0) == nil)
        #expect(form.listElement(ofSection: 2)?.offset == 1)
        #expect(form.listElement(ofSection: 2)?.id == Identity("a", in: Identity(RepeatedGroup("medications"))))
        #expect(form.listElement(at: RowPath(section: 1, row: 1))?.offset == 0)
        #expect(form.listElement(at: RowPath(section: 0, row: 0)) == nil)
        #expect(form.editableLists.map(\.kind) == [.sections])
    }

    /// `.repeating(_:)` before or after the modifiers makes the same list.
    @Test func repeatingAndTheModifiersCompose() {
        let calls = ListCalls()
        func form(modifiersFirst: Bool) -> Form {
            Form {
                if modifiersFirst {
                    ForEach(["a"], id: \.self) { id in Section { Row(id) } }.onDelete(perform: calls.delete).repeating("g")
                } else {
                    ForEach(["a"], id: \.self) { id in Section { Row(id) } }.repeating("g").onDelete(perform: calls.delete)
                }
            }
        }
        #expect(form(modifiersFirst: true).outline == form(modifiersFirst: false).outline)
        #expect(form(modifiersFirst: true).editableLists.map(\.id) == [Identity(RepeatedGroup("g"))])
    }

    /// `nil` takes an ability away; a `ForEach` with neither is a plain list.
    @Test func nilTakesTheAbilityAway() {
        let calls = ListCalls()
        let form = Form {
            Section {
                ForEach([1], id: \.self) { Row("\($0)") }.onDelete(perform: calls.delete).onMove(perform: calls.move).onDelete(
                    perform: nil)
                ForEach([2], id: \.self) { Row("\($0)") }.onDelete(perform: calls.delete).onDelete(perform: nil)
            }
        }
        expectOutline(
            form,
            """
            Section
              Row "1" movable list: ForEach@0 id: 1
              Row "2" id: 2
            """)
        #expect(form.editableLists.count == 1)
        #expect(form.listElement(at: RowPath(section: 0, row: 1)) == nil)
    }

    /// An element of several rows: every row is the element; an element with no rows keeps its
    /// offset, so offsets are the collection's.
    @Test func offsetsAreTheCollectionsWhateverRowsElementsHave() {
        let calls = ListCalls()
        let form = Form {
            Section {
                ForEach([0, 1, 2], id: \.self) { number in
                    if number != 1 {
                        Row("\(number)")
                        Row("detail \(number)")
                    }
                }
                .onDelete(perform: calls.delete)
            }
        }
        #expect((0..<4).map { form.listElement(at: RowPath(section: 0, row: $0))?.offset } == [0, 0, 2, 2])
        #expect(form.editableLists.first?.count == 3)
    }

    /// A row's identity that several rows hold names no single element: the row belongs to no
    /// list, never to the wrong element.
    @Test func repeatedIdentitiesBelongToNoElement() {
        let calls = ListCalls()
        let form = Form {
            Section {
                Row("Not in the list").id("a")
                ForEach(["a", "b", "b"], id: \.self) { Row("listed \($0)") }.onDelete(perform: calls.delete)
            }
        }
        expectOutline(
            form,
            """
            Section
              Row "Not in the list" id: "a"
              Row "listed a" id: "a"#1
              Row "listed b" id: "b"
              Row "listed b" id: "b"#1
            """)
        #expect((0..<4).map { form.listElement(at: RowPath(section: 0, row: $0)) == nil } == [true, true, true, true])
    }

    /// A list of rows inside an element of a list of sections: its rows are its elements; the
    /// section's other rows are the outer element.
    @Test func theInnermostListWins() {
        let calls = ListCalls()
        let form = Form {
            ForEach(["ada", "bo"], id: \.self) { family in
                Section(family) {
                    Row("Name").id("name")
                    ForEach(["cy", "di"], id: \.self) { Row($0) }.onDelete(perform: calls.delete).repeating("children")
                }
            }
            .repeating("families")
            .onDelete(perform: calls.delete)
        }
        expectOutline(
            form,
            """
            Section "ada" deletable list: repeating("families") id: repeating("families")/"ada"
              Row "Name" id: repeating("families")/"ada"/"name"
              Row "cy" deletable list: repeating("families")/"ada"/repeating("children") id: repeating("families")/"ada"/repeating("children")/"cy"
              Row "di" deletable list: repeating("families")/"ada"/repeating("children") id: repeating("families")/"ada"/repeating("children")/"di"
            Section "bo" deletable list: repeating("families") id: repeating("families")/"bo"
              Row "Name" id: repeating("families")/"bo"/"name"
              Row "cy" deletable list: repeating("families")/"bo"/repeating("children") id: repeating("families")/"bo"/repeating("children")/"cy"
              Row "di" deletable list: repeating("families")/"bo"/repeating("children") id: repeating("families")/"bo"/repeating("children")/"di"
            """)
        #expect(form.listElement(at: RowPath(section: 1, row: 0))?.list.kind == .sections)
        #expect(form.listElement(at: RowPath(section: 1, row: 0))?.offset == 1)
        #expect(form.listElement(at: RowPath(section: 1, row: 2))?.list.kind == .rows)
        #expect(form.listElement(at: RowPath(section: 1, row: 2))?.offset == 1)
        #expect(form.editableLists.count == 3)
    }

    @Test func disabledRowsCannotBeDeletedOrMoved() throws {
        let calls = ListCalls()
        let form = Form {
            Section {
                ForEach(["a", "b"], id: \.self) { Row($0).disabled($0 == "a") }.onDelete(perform: calls.delete).onMove(
                    perform: calls.move)
            }
        }
        expectOutline(
            form,
            """
            Section
              Row "a" disabled id: "a"
              Row "b" deletable movable list: ForEach@_ id: "b"
            """)
        let element = try #require(form.listElement(at: RowPath(section: 0, row: 0)))
        #expect(!element.canDelete && !element.canMove)
        #expect(throws: ListEditError.cannotDelete) { try element.delete() }
        #expect(calls.calls == [])
    }

    /// Closures are made anew with every build: two builds of the same form are equal, and a
    /// list that gains an ability is not.
    @Test func rebuildsAreEqualWhateverTheClosures() {
        func form(canMove: Bool) -> Form {
            let move: (@Sendable (IndexSet, Int) -> Void)? = if canMove { { _, _ in } } else { nil }
            return Form {
                Section { ForEach(["a", "b"], id: \.self) { Row($0) }.onDelete { _ in }.onMove(perform: move) }
            }
        }
        #expect(form(canMove: true) == form(canMove: true))
        #expect(form(canMove: true) != form(canMove: false))
        #expect(form(canMove: false).changes(from: form(canMove: false)).isEmpty)
    }

    @Test func aPlainForEachRecordsNoList() {
        let form = Form { Section { ForEach(["a"], id: \.self) { Row($0) } } }
        #expect(form.editableLists.isEmpty)
        #expect(form.listElement(at: RowPath(section: 0, row: 0)) == nil)
        #expect(form.sections[0].outline == "Section\n  Row \"a\" id: \"a\"")
    }
}

/// A `@MainActor` model, as a SwiftUI app keeps its list: its methods are the main actor's.
@MainActor final class ExpenseItems {
    var items = ["Taxi", "Hotel", "Lunch"]

    func remove(atOffsets offsets: IndexSet) {
        items = items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    }

    func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let moving = offsets.map { items[$0] }
        let before = items[..<destination].enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
        let after = items[destination...].enumerated().filter { !offsets.contains($0.offset + destination) }.map(\.element)
        items = before + moving + after
    }
}

/// An editable list's closures run on the main actor, so they call a `@MainActor` model as a
/// SwiftUI user writes it (`.onDelete { report.remove(atOffsets: $0) }` compiles), wherever the
/// host runs them.
@Suite @MainActor struct MainActorListClosureTests {
    func form(_ report: ExpenseItems) -> Form {
        Form {
            Section {
                ForEach(report.items, id: \.self) { Row($0) }
                    .onDelete { report.remove(atOffsets: $0) }
                    .onMove { report.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    @Test func theyRunOnTheMainActorWhereTheHostCallsThem() throws {
        let report = ExpenseItems()
        try form(report).editableLists[0].delete(atOffsets: [0])
        #expect(report.items == ["Hotel", "Lunch"])
    }

    @Test func aHostOffTheMainActorRunsThemOnItAndWaits() async throws {
        let report = ExpenseItems()
        let list = form(report).editableLists[0]
        try await Task.detached { try list.move(fromOffsets: [2], toOffset: 0) }.value
        #expect(report.items == ["Lunch", "Taxi", "Hotel"])
    }
}
