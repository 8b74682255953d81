import Formwork
import Testing

/// Structural and explicit identity: stable across states, distinct across branches.
@Suite struct IdentityTests {
    func section(flag: Bool) -> Section {
        Section {
            Row("A")
            if flag { Row("B") }
            Row("C")
        }
    }

    @Test func rowAfterAnIfKeepsItsIdentity() {
        let on = section(flag: true), off = section(flag: false)
        #expect(on.rows.map { $0.component.as(Row.self)!.title } == ["A", "B", "C"])
        #expect(on.rows[0].id == off.rows[0].id)
        #expect(on.rows[2].id == off.rows[1].id)
        #expect(Set(on.rows.map(\.id)).count == 3)
    }

    @Test func branchesNeverShareAnIdentity() {
        func rows(_ flag: Bool) -> Section {
            Section { if flag { Row("Same") } else { Row("Same") } }
        }
        #expect(rows(true).rows[0].component == rows(false).rows[0].component)
        #expect(rows(true).rows[0].id != rows(false).rows[0].id)
    }

    @Test func componentTypeIsPartOfStructuralIdentity() {
        func rows(_ flag: Bool) -> Section {
            Section {
                if flag { Row("A") }; Text("B")
            }
        }
        @SectionBuilder func typed(_ useRow: Bool) -> some RowContent {
            if useRow { Row("X") } else { Text("X") }
        }
        #expect(rows(true).rows[1].id == rows(false).rows[0].id)
        #expect(Section { typed(true) }.rows[0].id != Section { typed(false) }.rows[0].id)
        #expect(Section { Row("X") }.rows[0].id != Section { Text("X") }.rows[0].id)
    }

    @Test func loopRowsAreDistinguishedByOccurrence() {
        let section = Section { for title in ["x", "x", "x"] { Row(title) } }
        #expect(Set(section.rows.map(\.id)).count == 3)
        #expect(section.rows.map(\.id.description) == ["Row@[0]", "Row@[1]", "Row@[2]"])
    }

    /// A `ForEach` over `Int` ids makes its rows' identities directly: they are the identities
    /// `Identity(_:)` and `Identity(_:in:)` name, hash as they do, and stay apart across scopes.
    @Test func forEachIntegerIDsAreTheIdentitiesIntegersName() {
        func form(_ second: [Int]) -> Form {
            Form {
                Section { ForEach([7, 8], id: \.self) { Row("\($0)") } }
                Section {
                    ForEach([7], id: \.self) { Row("a\($0)") }.id("a")
                    ForEach(second, id: \.self) { Row("b\($0)") }.id("b")
                }
            }
        }
        let shown = form([7])
        #expect(shown.sections[0].rows.map(\.id) == [Identity(7), Identity(8)])
        #expect(shown.sections[0].rows.map(\.id.hashValue) == [Identity(7).hashValue, Identity(8).hashValue])
        #expect(shown.sections[1].rows.map(\.id) == [Identity(7, in: Identity("a")), Identity(7, in: Identity("b"))])
        #expect(
            shown.sections[1].rows.map(\.id.hashValue) == [
                Identity(7, in: Identity("a")).hashValue, Identity(7, in: Identity("b")).hashValue,
            ])
        #expect(shown.sections[1].rows[0].id != shown.sections[0].rows[0].id)
        #expect(shown.row(Identity(7, in: Identity("b"))) != nil)
        let changes = form([]).changes(from: shown)
        #expect(changes.rows.deleted == [RowPath(section: 1, row: 1)])
        #expect(changes.rows.inserted.isEmpty && changes.rows.updated.isEmpty && changes.rows.moved.isEmpty)
    }

    @Test func explicitIdentityMatchesIdentityInit() {
        let form = Form {
            Section("About") {
                Row("Licenses").id("licenses"); Row("Build").id(42)
            }.id("about")
        }
        #expect(form.sections[0].id == Identity("about"))
        // The section's explicit identity names the section only, not its rows.
        #expect(form.sections[0].rows[0].id == Identity("licenses"))
        #expect(form.sections[0].rows[1].id == Identity(42))
        #expect(Identity(42) != Identity("42"))
        #expect(Identity(Identity("x")) == Identity("x"))
        #expect(Identity("x").isExplicit && !form.sections[0].rows[0].id.isRepeat)
        #expect(Identity("x").explicitValue == AnyHashable("x"))
    }

    @Test func stringIdsCompareHashAndPrintAsStrings() {
        let id = Identity("x")
        #expect(id == Identity(String("xy".dropLast())))
        #expect(id.hashValue == Identity(String("xy".dropLast())).hashValue)
        #expect(id.description == "\"x\"")
        #expect(Identity(Substring("x")) != id)
        #expect(Identity(Substring("x")).explicitValue == AnyHashable(Substring("x")))
        #expect(Form { Section { Toggle("X", isOn: .constant(true)).id(Substring("x")) } }.values == ["x": true])
    }

    @Test func sectionIdentityIsStableAcrossConditionalSections() {
        func form(_ flag: Bool) -> Form {
            Form {
                if flag { Section("Feature") {} }
                Section("Always") { Row("Row") }
            }
        }
        let on = form(true), off = form(false)
        #expect(on.sections[1].id == off.sections[0].id)
        #expect(on.sections[1].rows[0].id == off.sections[0].rows[0].id)
        #expect(on.sections[0].id != on.sections[1].id)
    }

    @Test func idOnAGroupAnchorsItsRows() {
        let section = Section {
            Group.rows.id("group")
            Row("Solo").id("solo")
        }
        #expect(section.rows.map(\.id.description) == ["\"group\"/Row@0", "\"group\"/Row@1", "\"solo\""])
    }

    enum Group {
        @SectionBuilder static var rows: some RowContent { Row("One"); Row("Two") }
    }

    @Test func forEachElementsWithSeveralRowsAreAnchored() {
        let section = Section {
            ForEach([1, 2], id: \.self) { number in
                Row("\(number)")
                Text("detail \(number)")
            }
        }
        #expect(section.rows.map(\.id.description) == ["1/Row@0", "1/Text@1", "2/Row@0", "2/Text@1"])
    }

    @Test func descriptionsAreReadable() {
        let section = Section {
            Row("A")
            if true { Row("B") } else { Text("C") }
        }
        #expect(section.rows.map(\.id.description) == ["Row@0", "Row@1/L"])
        #expect(Identity("wifi").description == "\"wifi\"")
        #expect(Identity(7).description == "7")
    }

    @Test func deepPathsSpillBeyondInlineBitsAndStayDistinct() {
        // Each level adds three steps (about 11 bits); 40 levels need far more than 128 bits.
        func leaf(_ lastBranch: Bool) -> Node {
            var path = (0..<40).map { $0 % 2 == 0 }
            path[39] = lastBranch
            return Section { Deep(path: path[...]) }.rows.last!
        }
        #expect(leaf(true).component.as(Row.self)?.title == "leaf")
        #expect(leaf(true).id != leaf(false).id)
        // The last level's branch is the only difference: `if` (L) or `else` (R), then the leaf (R).
        #expect(leaf(true).id.description.hasSuffix("/1/L/R") && leaf(false).id.description.hasSuffix("/1/R/R"))
        #expect(leaf(true).id.description.split(separator: "/").count == 120)
        #expect(leaf(true).id.description.hasPrefix("Row@1/L/L/1/R/L/1/L/L/"))
    }

    /// Row content nested `path.count` levels deep, taking the given branch at each level.
    struct Deep: RowContent {
        let path: ArraySlice<Bool>
        func _lower(into rows: inout _Lowering<Node>) {
            @SectionBuilder func level() -> some RowContent {
                Text("spacer")
                if path.first! { Deep.or(path.dropFirst()) } else { Deep.or(path.dropFirst()) }
            }
            level()._lower(into: &rows)
        }
        static func or(_ rest: ArraySlice<Bool>) -> Either<Deep, Row> {
            rest.isEmpty ? .right(Row("leaf")) : .left(Deep(path: rest))
        }
    }
}
