import Formwork
import Foundation
import Testing

@testable import FormworkSwiftUI

/// How a FormView lays out editable lists: the runs SwiftUI's `ForEach`es get, and the list
/// offsets that SwiftUI's offsets become before the list's closures run.
@Suite struct ListLayoutTests {
    final class Calls: Sendable {
        private let lock = NSLock()
        nonisolated(unsafe) private var recorded: [String] = []
        var calls: [String] { lock.withLock { recorded } }
        var delete: @Sendable (IndexSet) -> Void {
            { [self] offsets in lock.withLock { recorded.append("delete \(Array(offsets))") } }
        }
        var move: @Sendable (IndexSet, Int) -> Void {
            { [self] offsets, to in lock.withLock { recorded.append("move \(Array(offsets)) → \(to)") } }
        }
    }

    /// A summary of a section's runs: `rows a, b` or `list ForEach@1: a [a] | b [b]`.
    static func runs(_ section: SectionLayout) -> [String]? {
        section.runs?.map { run in
            switch run {
            case .rows(let rows): "rows " + rows.map(\.id.description).joined(separator: ", ")
            case .list(let list):
                "list \(list.id) delete: \(list.canDelete) move: \(list.canMove): "
                    + list.elements.map { element in
                        "\(element.offset) [\(element.rows.map(\.id.description).joined(separator: ", "))]"
                            + (element.canDelete ? "" : " no delete") + (element.canMove ? "" : " no move")
                    }.joined(separator: " | ")
            }
        }
    }

    @Test func aSectionsRowsAreRunsOfPlainRowsAndOfListRows() {
        let calls = Calls()
        let form = Form {
            Section { Row("Plain") }
            Section {
                Row("Before").id("before")
                ForEach([0, 1, 2], id: \.self) { number in
                    if number != 1 {
                        Row("\(number)")
                        Row("detail").id("detail").disabled(number == 2)
                    }
                }
                .onDelete(perform: calls.delete)
                .onMove(perform: calls.move)
                Row("After").id("after")
            }
        }
        let layout = FormLayout(form, errors: RowErrors(), showsOwnView: { _ in false })
        #expect(Self.runs(layout.sections[0]) == nil)
        #expect(
            Self.runs(layout.sections[1]) == [
                #"rows "before""#,
                #"list ForEach@1 delete: true move: true: 0 [0/Row@0, 0/"detail"] | 2 [2/Row@0, 2/"detail"]"#,
                #"rows "after""#,
            ])
        #expect(layout.sections[1].element == nil)
    }

    /// An element whose rows are all disabled offers neither.
    @Test func anElementOfDisabledRowsIsNeitherDeletedNorMoved() throws {
        let calls = Calls()
        let form = Form {
            Section {
                ForEach(["a", "b"], id: \.self) { Row($0).disabled($0 == "b") }.onDelete(perform: calls.delete).onMove(
                    perform: calls.move)
            }
        }
        guard case .list(let list)? = FormLayout(form, errors: RowErrors(), showsOwnView: { _ in false }).sections[0].runs?.first
        else {
            Issue.record("no list run")
            return
        }
        #expect(list.elements.map { [$0.canDelete, $0.canMove] } == [[true, true], [false, false]])
        #expect(!list.delete(atOffsets: [1]))
        #expect(!list.move(fromOffsets: [1], toOffset: 0))
        #expect(list.move(fromOffsets: [0], toOffset: 2))
        #expect(calls.calls == ["move [0] → 2"])
    }

    /// SwiftUI's offsets are into the elements shown; the closures get the list's.
    @Test func swiftUIsOffsetsBecomeTheLists() throws {
        let calls = Calls()
        let form = Form {
            Section {
                ForEach(["a", "hidden", "b", "c"], id: \.self) { id in if id != "hidden" { Row(id) } }
                    .onDelete(perform: calls.delete).onMove(perform: calls.move)
            }
        }
        let layout = FormLayout(form, errors: RowErrors(), showsOwnView: { _ in false })
        guard case .list(let list)? = layout.sections[0].runs?.first else {
            Issue.record("no list run")
            return
        }
        #expect(list.elements.map(\.offset) == [0, 2, 3])
        #expect(list.delete(atOffsets: [1, 2]))
        #expect(list.move(fromOffsets: [0], toOffset: 2))
        #expect(list.move(fromOffsets: [2], toOffset: 0))
        #expect(list.move(fromOffsets: [0], toOffset: 3))
        // Offsets outside the elements shown run nothing.
        #expect(!list.delete(atOffsets: [3]))
        #expect(!list.move(fromOffsets: [0], toOffset: 4))
        #expect(!list.delete(atOffsets: []))
        #expect(calls.calls == ["delete [2, 3]", "move [0] → 3", "move [3] → 0", "move [0] → 4"])
    }

    /// A `ForEach` of sections: each element's section swipes to delete; no runs.
    @Test func elementsSectionsDeleteTheirElement() throws {
        let calls = Calls()
        let form = Form {
            ForEach(["v1", "v2"], id: \.self) { visit in Section(visit) { Row("Reason") } }.onDelete(perform: calls.delete)
            Section { Row("Add visit") }
        }
        let layout = FormLayout(form, errors: RowErrors(), showsOwnView: { _ in false })
        #expect(layout.sections.map(\.runs) == [nil, nil, nil])
        #expect(layout.sections.map { $0.element?.canDelete } == [true, true, nil])
        #expect(try #require(layout.sections[1].element).delete())
        #expect(calls.calls == ["delete [1]"])
    }

    @Test func aListWithoutOnDeleteDeletesNothing() throws {
        let calls = Calls()
        let form = Form { Section { ForEach(["a"], id: \.self) { Row($0) }.onMove(perform: calls.move) } }
        let layout = FormLayout(form, errors: RowErrors(), showsOwnView: { _ in false })
        guard case .list(let list)? = layout.sections[0].runs?.first else {
            Issue.record("no list run")
            return
        }
        #expect(!list.canDelete && list.canMove)
        #expect(!list.delete(atOffsets: [0]))
        #expect(calls.calls == [])
    }
}
