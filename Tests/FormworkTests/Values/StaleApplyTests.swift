import Formwork
import FormworkTesting
import Testing

/// A form built before a `ForEach` element was removed still has the element's rows; a value
/// applied to one of them cannot be written, and is reported, never dropped.
@Suite struct StaleApplyTests {
    struct Colleague: Identifiable, Sendable, Equatable {
        var id: Int
        var name: String
        var share = 1

        /// A computed property: its key path has no offset.
        var nickname: String {
            get { name }
            set { name = newValue }
        }
    }

    struct Report: Sendable, Equatable {
        var colleagues = [Colleague(id: 1, name: "Bo"), Colleague(id: 2, name: "Cy")]
    }

    static func form(_ model: FormModel<Report>) -> Form {
        Form {
            Section {
                ForEach(model.binding(\.colleagues)) { $colleague in
                    TextField("Name", text: $colleague.name).id("name")
                    Stepper("Share", value: $colleague.share, in: 1...10).id("share")
                }
            }.id("split")
        }
    }

    static let staleName = ValueConversionError(
        identity: Identity("name", in: Identity(1)), key: "1/name", reason: .staleRow,
        message: "This row is no longer in the form")

    @Test func rawTextForARemovedElementIsReportedAndTheOthersAreWritten() {
        let model = FormModel(Report())
        let before = Self.form(model)
        #expect(before.valueKeys == [["1/name", "1/share", "2/name", "2/share"]])
        model.value.colleagues.removeFirst()
        let errors = before.apply(.raw(["1/name": "Ann", "2/name": "Dee"]))
        #expect(errors == [Self.staleName])
        #expect(model.value == Report(colleagues: [Colleague(id: 2, name: "Dee")]))
    }

    @Test func aSnapshotForARemovedElementIsReported() {
        let model = FormModel(Report())
        let before = Self.form(model)
        model.value.colleagues.removeFirst()
        let errors = before.apply(.values(["1/name": "Ann", "1/share": 3]))
        #expect(errors.map(\.key) == ["1/name", "1/share"])
        #expect(errors.allSatisfy { $0.reason == .staleRow })
        #expect(model.value == Report(colleagues: [Colleague(id: 2, name: "Cy")]))
    }

    @Test func aHostsEditOfARemovedElementIsReported() {
        let model = FormModel(Report())
        let before = Self.form(model)
        model.value.colleagues.removeFirst()
        let name = before.sections[0].rows[0], share = before.sections[0].rows[1]
        #expect(
            before.apply(.setText("Ann"), at: RowPath(section: 0, row: 0), showing: name.id)
                == ValueConversionError(identity: name.id, reason: .staleRow, message: "This row is no longer in the form"))
        #expect(before.apply(.increment, at: RowPath(section: 0, row: 1), showing: share.id)?.reason == .staleRow)
        #expect(before.apply(.setNumber(4), at: RowPath(section: 0, row: 1), showing: share.id)?.reason == .staleRow)
        #expect(model.value == Report(colleagues: [Colleague(id: 2, name: "Cy")]))
        // The element that is still there takes its edit.
        #expect(before.apply(.increment, at: RowPath(section: 0, row: 3), showing: before.sections[0].rows[3].id) == nil)
        #expect(model.value.colleagues[0].share == 2)
    }

    /// An element's binding through a key path with no offset (a computed property) is stale
    /// too once its element is gone, the first element's (slot 0, whose access holds the key
    /// path inline, as a model's does) as well as the others'; the remaining one is written.
    @Test func aRemovedElementsKeyPathBindingIsReported() {
        let model = FormModel(Report())
        let before = Form {
            Section {
                ForEach(model.binding(\.colleagues)) { $colleague in
                    TextField("Nickname", text: $colleague.nickname).id("nickname")
                }
            }
        }
        model.value.colleagues.removeFirst()
        let nickname = ValueConversionError(
            identity: Identity("nickname", in: Identity(1)), key: "1/nickname", reason: .staleRow,
            message: "This row is no longer in the form")
        #expect(before.apply(.raw(["1/nickname": "Ann", "2/nickname": "Dee"])) == [nickname])
        #expect(model.value == Report(colleagues: [Colleague(id: 2, name: "Dee")]))
        model.value.colleagues.remove(at: 0)
        let stale = ValueConversionError(
            identity: Identity("nickname", in: Identity(2)), key: "2/nickname", reason: .staleRow,
            message: "This row is no longer in the form")
        #expect(before.apply(.raw(["2/nickname": "Eve"])) == [stale])
        #expect(model.value == Report(colleagues: []))
    }

    @Test func rebuildingFirstFindsNoSuchRowInstead() {
        let model = FormModel(Report())
        model.value.colleagues.removeFirst()
        let errors = Form.apply(.raw(["1/name": "Ann"])) { Self.form(model) }
        #expect(errors.map(\.reason) == [.unknownRow])
    }

    @Test func anElementAddedBackWithItsIDTakesTheValueAgain() {
        let model = FormModel(Report())
        let before = Self.form(model)
        model.value.colleagues.removeFirst()
        model.value.colleagues.append(Colleague(id: 1, name: "Bo again"))
        #expect(before.apply(.raw(["1/name": "Ann"])).isEmpty)
        #expect(model.value.colleagues.map(\.name) == ["Cy", "Ann"])
    }
}
