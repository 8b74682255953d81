import Formwork
import Testing

/// `.repeating(_:)` anchors a `ForEach`'s elements below a group name: keys carry the group and
/// the element, identities say which element a row is in, and the form lists the elements.
@Suite struct RepeatingTests {
    @Test func rowsOfARepeatedGroupAreNamedInTheirElementInTheGroup() {
        let form = Form {
            Section("Phones") {
                ForEach(["home", "work"], id: \.self) { label in
                    Row(label)
                    Toggle("Primary", isOn: .constant(false)).id("primary")
                }
                .repeating("phones")
            }
        }
        #expect(
            form.valueKeys == [
                [
                    "phones/home/Row@0", "phones/home/primary", "phones/work/Row@0", "phones/work/primary",
                ]
            ])
        #expect(
            form.rows.map(\.id.description) == [
                #"repeating("phones")/"home"/Row@0"#, #"repeating("phones")/"home"/"primary""#,
                #"repeating("phones")/"work"/Row@0"#, #"repeating("phones")/"work"/"primary""#,
            ])
        #expect(form.rows.map { $0.id.repeatedElementID(in: "phones") } == ["home", "home", "work", "work"])
        #expect(form.repeatedGroups.map(\.name) == ["phones"])
        #expect(form.repeatedGroups.map(\.ids) == [["home", "work"]])
    }

    /// A lone row per element is the element; integer ids are listed as their text.
    @Test func aLoneRowPerElementIsTheElement() {
        let form = Form { Section { ForEach([3, 1, 2], id: \.self) { Row("\($0)") }.repeating("n") } }
        #expect(form.valueKeys == [["n/3", "n/1", "n/2"]])
        #expect(form.repeatedGroups.map(\.ids) == [["3", "1", "2"]])
        #expect(form.rows.map { $0.id.repeatedElementID(in: "n") } == ["3", "1", "2"])
    }

    /// A group inside an element of another: its name is its key, below the outer element.
    @Test func groupsInsideGroupsAreNamedByTheirKeys() {
        struct Family: Sendable { var name: String; var children: [String] }
        let families = [Family(name: "ada", children: ["cy", "di"]), Family(name: "bo", children: [])]
        let form = Form {
            ForEach(families, id: \.name) { family in
                Section(family.name) {
                    Row(family.name).id("name")
                    ForEach(family.children, id: \.self) { Row($0) }.repeating("children")
                }
            }
            .repeating("families")
        }
        #expect(
            form.valueKeys == [
                ["families/ada/name", "families/ada/children/cy", "families/ada/children/di"], ["families/bo/name"],
            ])
        #expect(form.repeatedGroups.map(\.name) == ["families", "families/ada/children"])
        #expect(form.repeatedGroups.map(\.ids) == [["ada", "bo"], ["cy", "di"]])
        #expect(form.rows[2].id.repeatedElementID(in: "children") == "di")
        #expect(form.rows[2].id.repeatedElementID(in: "families") == "ada")
    }

    /// Plain anchors (`.id(_:)` on a group, a `ForEach` without `.repeating`) are no groups.
    @Test func otherAnchorsAreNoGroups() {
        let form = Form {
            Section {
                ForEach(["a"], id: \.self) {
                    Row($0); Row($0)
                }.id("guests")
            }
        }
        #expect(form.repeatedGroups.isEmpty)
        #expect(form.rows.map { $0.id.repeatedElementID(in: "guests") } == [nil, nil])
    }
}
