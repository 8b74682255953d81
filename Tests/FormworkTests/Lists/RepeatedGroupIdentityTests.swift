import Formwork
import Testing

/// Naming a row inside a repeated group as the outline shows it, and the element ids that make
/// keys ambiguous (issue 31 item 5).
@Suite struct RepeatedGroupIdentityTests {
    struct Medication: Sendable, Identifiable {
        var id: String
        var name: String
    }

    static let medications = [Medication(id: "a", name: "Aspirin"), Medication(id: "b", name: "Ibuprofen")]

    @Test func aRowInARepeatedGroupIsFoundByTheIdentityTheOutlineShows() {
        let form = Form {
            ForEach(Self.medications) { medication in
                Section("Medication") { TextField("Name", text: .constant(medication.name)).id("name") }
            }
            .repeating("medications")
            Section { ForEach([7, 9], id: \.self) { Row("Dose \($0)") }.repeating("doses") }
        }
        let name = Identity.repeating("medications", "a", "name")
        #expect(name.description == #"repeating("medications")/"a"/"name""#)
        #expect(form.row(name)?.component.as(TextField.self)?.text == "Aspirin")
        #expect(form.row(.repeating("medications", "b", "name"))?.component.as(TextField.self)?.text == "Ibuprofen")
        #expect(form.row(.repeating("medications", "c", "name")) == nil)
        // A lone section per element is the element; a lone row per element too.
        #expect(form.section(.repeating("medications", "b"))?.headerText == "Medication")
        #expect(form.row(.repeating("doses", 9))?.component.as(Row.self)?.title == "Dose 9")
        #expect(Identity.repeating("doses", 9).description == #"repeating("doses")/9"#)
        // The same as spelling the scopes out.
        #expect(name == Identity("name", in: Identity("a", in: Identity(RepeatedGroup("medications")))))
        #expect(name != Identity("name", in: Identity("a", in: Identity("medications"))))
    }

    /// A group's name declared once, as a typed constant, names it when built, in identities
    /// and when its ids are read back; a literal is the same name.
    @Test func aTypedGroupNameIsTheSameNameEverywhere() {
        let medications: RepeatedGroup = "medications"
        let form = Form {
            ForEach(Self.medications) { medication in
                Section("Medication") { TextField("Name", text: .constant(medication.name)).id("name") }
            }
            .repeating(medications)
        }
        #expect(form.row(.repeating(medications, "b", "name"))?.component.as(TextField.self)?.text == "Ibuprofen")
        #expect(Identity.repeating(medications) == Identity(RepeatedGroup("medications")))
        #expect(form.values.repeatedIDs(named: medications) == ["a", "b"])
        #expect(form.values.repeatedIDs(named: "medications") == ["a", "b"])
        #expect(form.values.repeatedIDs(named: "doses") == [])
        #expect(form.valueKeys == [["medications/a/name"], ["medications/b/name"]])
    }

    @Test func aGroupInsideAnElementIsNamedInIt() {
        let form = Form {
            ForEach(["ada"], id: \.self) { family in
                Section(family) { ForEach(["cy"], id: \.self) { Row($0) }.repeating("children") }
            }
            .repeating("families")
        }
        let child = Identity("cy", in: .repeating("children", in: .repeating("families", "ada")))
        #expect(child.description == #"repeating("families")/"ada"/repeating("children")/"cy""#)
        #expect(form.row(child)?.component.as(Row.self)?.title == "cy")
    }

    @Test func elementIDsWithASlashAreReported() {
        let form = Form {
            Section { ForEach(["a/b", "c", "d/\u{301}e"], id: \.self) { Row($0).id("name") }.repeating("medications") }
            Section { ForEach(["x/y"], id: \.self) { Row($0) } }
        }
        #expect(form.valueKeys == [["medications/a/b/name", "medications/c/name", "medications/d/\u{301}e/name"], ["x/y"]])
        // A slash followed by a combining mark is one character with it, and still a slash in the key.
        #expect(
            form.diagnostics == [
                .slashInElementID(group: "medications", id: "a/b"), .slashInElementID(group: "medications", id: "d/\u{301}e"),
            ])
        #expect(
            form.diagnostics.first?.description
                == #"the element "a/b" of the repeated group "medications" has a "/" in its id"#)
    }
}
