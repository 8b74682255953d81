import Formwork
import FormworkTesting
import Testing

/// Duplicate identities never crash and are reported: within a section the first keeps it and
/// the others are numbered; across sections each holder keeps it.
@Suite struct DuplicateIdentityTests {
    @Test func repeatsAreNumberedWithinASectionAndSharedAcrossSections() {
        let form = Form {
            Section("A") {
                Row("first").id("x")
                Row("second").id("x")
            }
            Section("B") {
                Row("third").id("x")
                Row("other").id("y")
            }
        }
        expectOutline(
            form,
            """
            Section "A"
              Row "first" id: "x"
              Row "second" id: "x"#1
            Section "B"
              Row "third" id: "x"
              Row "other" id: "y"
            """)
        #expect(form.duplicateIdentities == [Identity("x")])
        #expect(form.rows.map(\.id) == [Identity("x"), form.sections[0].rows[1].id, Identity("x"), Identity("y")])
        #expect(form.sections[0].rows[1].id.isRepeat && form.sections[0].rows[1].id.description == "\"x\"#1")
    }

    @Test func repeatedSectionIdentitiesAreDisambiguated() {
        let form = Form {
            Section("One") {}.id("s")
            Section("Two") {}.id("s")
            Section("Three") {}.id("t")
        }
        #expect(form.sections.map(\.id.description) == ["\"s\"", "\"s\"#1", "\"t\""])
        #expect(form.duplicateIdentities == [Identity("s")])
    }

    @Test func forEachWithRepeatedIdsIsReported() {
        let form = Form { Section { ForEach(["a", "b", "a", "a"], id: \.self) { Row($0) } } }
        #expect(form.sections[0].rows.map(\.id.description) == ["\"a\"", "\"b\"", "\"a\"#1", "\"a\"#2"])
        #expect(form.duplicateIdentities == [Identity("a")])
    }

    @Test func structuralIdentitiesAreScopedToTheirSection() {
        let form = Form {
            Section { Row("A") }
            Section { Row("A") }
        }
        #expect(form.sections[0].rows[0].id == form.sections[1].rows[0].id)
        #expect(form.duplicateIdentities.isEmpty)
    }

    @Test func copiedNodesWithStructuralIdsInOneSectionAreRenamed() {
        let node = Section { Row("A") }.rows[0]
        let form = Form {
            Section {
                node; node
            }
        }
        #expect(form.sections[0].rows.map(\.id.isRepeat) == [false, true])
        #expect(form.duplicateIdentities == [node.id])
    }

    @Test func handBuiltAndImperativeFormsAreCheckedToo() {
        var form = Form(sections: [
            Section(id: "s", rows: [Node(id: "r", component: Row("1")), Node(id: "r", component: Row("2"))])
        ])
        form.append(Node(id: "r", component: Row("3")))
        form.append(Section(id: "s"))
        #expect(form.sections.map(\.id.description) == ["\"s\"", "\"s\"#1"])
        // Hand-built rows are named in the whole form, as builder rows are: not in their section.
        #expect(form.sections[0].rows.map(\.id.description) == ["\"r\"", "\"r\"#1", "\"r\"#2"])
        #expect(form.duplicateIdentities == [Identity("r"), Identity("s")])
    }

    @Test func manyRepeatsStayLinear() {
        let form = Form { Section { ForEach(Array(repeating: "same", count: 2_000), id: \.self) { Row($0) } } }
        #expect(Set(form.rows.map(\.id)).count == 2_000)
        #expect(form.duplicateIdentities == [Identity("same")])
    }
}

/// The work of numbering repeats, counted; serialized, since the tests share one counter.
@Suite(.serialized) struct RepeatNumberingWorkTests {
    /// An id whose comparisons are counted: each comparison is one probe of the form's index.
    struct CountedID: Hashable, Sendable {
        nonisolated(unsafe) static var comparisons = 0
        var value: Int
        static func == (lhs: CountedID, rhs: CountedID) -> Bool {
            comparisons += 1
            return lhs.value == rhs.value
        }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// Work, not time: numbering n repeats of one row id probes the index a few times per
    /// repeat, and twice the repeats cost about twice the probes (probing from `#1` again for
    /// every repeat would cost n²/2).
    @Test func numberingRowRepeatsProbesLinearly() {
        func comparisons(repeats: Int) -> Int {
            CountedID.comparisons = 0
            let form = Form {
                Section { ForEach(Array(repeating: CountedID(value: 7), count: repeats), id: \.self) { _ in Row("same") } }
            }
            let counted = CountedID.comparisons
            #expect(Set(form.rows.map(\.id)).count == repeats)
            return counted
        }
        let small = comparisons(repeats: 2_000), large = comparisons(repeats: 4_000)
        #expect(small <= 6 * 2_000, "\(small) comparisons for 2,000 repeats")
        #expect(Double(large) <= 2.2 * Double(small), "\(small) then \(large) comparisons")
    }

    /// The same for section ids repeated across a form.
    @Test func numberingSectionRepeatsProbesLinearly() {
        func comparisons(repeats: Int) -> Int {
            CountedID.comparisons = 0
            let form = Form(sections: (0..<repeats).map { _ in Section(id: CountedID(value: 7)) })
            let counted = CountedID.comparisons
            #expect(Set(form.sections.map(\.id)).count == repeats)
            return counted
        }
        let small = comparisons(repeats: 2_000), large = comparisons(repeats: 4_000)
        #expect(small <= 6 * 2_000, "\(small) comparisons for 2,000 repeats")
        #expect(Double(large) <= 2.2 * Double(small), "\(small) then \(large) comparisons")
    }
}
