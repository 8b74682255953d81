import Formwork
import Testing

@testable import FormworkUIKit

/// An app's own input in a table: the context its cell reports through takes the paths a
/// built-in cell's reports take (the row's identity, disabled rows, conversion, validation
/// modes), goes stale when the cell shows another row, and places a text-taking input in the
/// Previous / Next / Done chain; its row gets the app's registered cell and reads as declared.
@MainActor @Suite struct InputCellContextTests {
    let window = TableUpdatePlanner.Environment()

    /// A 0–5 rating: adjustable, its value "n of 5".
    struct Rating: CustomInput {
        var title: String
        var stars: Int
        var binding: Binding<Int>
        var rules: [ValidationRule<Int>] = []
        var isSelectable = false
        init(_ title: String, _ binding: Binding<Int>) {
            self.title = title
            stars = binding.wrappedValue
            self.binding = binding
        }
        func render(in cell: Cell) { cell.title = title }
        var accessibility: InputAccessibility {
            InputAccessibility(
                value: "\(stars) of 5", role: .adjustable, increment: stars < 5 ? .int(stars + 1) : nil,
                decrement: stars > 0 ? .int(stars - 1) : nil)
        }
        func value(from formValue: FormValue) throws(ConversionFailure) -> Int {
            let stars = try Int(formValue: formValue)
            guard (0...5).contains(stars) else { throw ConversionFailure(.outOfRange, "Out of range") }
            return stars
        }
        static func == (lhs: Rating, rhs: Rating) -> Bool { lhs.title == rhs.title && lhs.stars == rhs.stars }
    }

    /// A postcode typed into the app's own text field.
    struct Postcode: CustomInput {
        var title: String
        var text: String
        var binding: Binding<String>
        var rules: [ValidationRule<String>] = []
        init(_ title: String, _ binding: Binding<String>) {
            self.title = title
            text = binding.wrappedValue
            self.binding = binding
        }
        func render(in cell: Cell) { cell.title = title }
        var takesText: Bool { true }
        var accessibility: InputAccessibility { InputAccessibility(value: text, role: .textField) }
        static func == (lhs: Postcode, rhs: Postcode) -> Bool { lhs.title == rhs.title && lhs.text == rhs.text }
    }

    struct Trip: Sendable {
        var name = ""
        var postcode = ""
        var stars = 2
        var guide = 4
        var notes = ""
    }

    static func form(_ trip: FormModel<Trip>, guideDisabled: Bool = false) -> Form {
        Form {
            Section {
                TextField("Name", text: trip.binding(\.name)).id("name")
                Postcode("Postcode", trip.binding(\.postcode)).validate(.required).id("postcode")
                Rating("Hotel", trip.binding(\.stars)).validate(.custom("Too few") { $0 > 2 }).id("hotel")
                Rating("Guide", trip.binding(\.guide)).disabled(guideDisabled).id("guide")
                TextField("Notes", text: trip.binding(\.notes)).id("notes")
            }
        }
    }

    /// The adapter's side, as its closures drive it: the state, and every report that reached it.
    final class Table {
        var state: FormTableState
        var reports: [String] = []
        init(_ form: Form) { state = FormTableState(form: form) }

        /// The context a cell configured for the row at `path` gets, its reports bound to that
        /// path and the identity shown there now.
        @MainActor func context<Input: CustomInput>(_ type: Input.Type, at path: RowPath) throws -> InputCellContext<Input> {
            let row = state.shown.sections[path.section].rows[path.row]
            let input = try #require(row.component.base as? Input)
            let model = state.cellModel(at: path, isCellClass: { _ in false })
            let identity = row.id
            return InputCellContext(
                input: input, row: row, decoration: model.decoration,
                actions: InputCellActions(
                    edit: { [unowned self] edit in
                        let refusal = state.edit(edit, at: path, showing: identity)
                        reports.append("edit \(edit) -> \(refusal.map { "\($0.reason)" } ?? "written")")
                    },
                    left: { [unowned self] in
                        _ = state.left(at: path, in: TableUpdatePlanner.Environment())
                        reports.append("left")
                    },
                    move: { [unowned self] move in
                        let target =
                            move == .previous ? state.textInputs.previous(before: path) : state.textInputs.next(after: path)
                        reports.append("move \(move) -> \(target.map { "\($0.section).\($0.row)" } ?? "end editing")")
                    }))
        }
    }

    @Test func anEditIsWrittenThroughTheBindingAndTouchesTheRowAtOnce() throws {
        let trip = FormModel(Trip())
        let table = Table(Self.form(trip))
        table.state.validation = FormValidation(.onTouched)
        let hotel = try table.context(Rating.self, at: RowPath(section: 0, row: 2))
        hotel.setValue(1)
        #expect(trip.value.stars == 1)
        #expect(table.reports == [#"edit setValue(1, isTyping: false) -> written"#])
        // Not typing: the row is touched by the change itself, so its error shows.
        _ = table.state.setForm(Self.form(trip), animated: false, in: window)
        #expect(table.state.errors.byKey == ["hotel": ["Too few"]])
    }

    @Test func aValueTheInputRefusesIsShownAtItsRowAndNothingIsWritten() throws {
        let trip = FormModel(Trip())
        let table = Table(Self.form(trip))
        let hotel = try table.context(Rating.self, at: RowPath(section: 0, row: 2))
        hotel.setValue(9)
        #expect(trip.value.stars == 2)
        #expect(table.reports == [#"edit setValue(9, isTyping: false) -> outOfRange"#])
        #expect(table.state.errors.byKey == ["hotel": ["Out of range"]])
    }

    @Test func aContextTheCellNoLongerShowsWritesNothing() throws {
        let trip = FormModel(Trip())
        let table = Table(Self.form(trip))
        let hotel = try table.context(Rating.self, at: RowPath(section: 0, row: 2))
        hotel.invalidate()   // the cell was reused, or configured again
        #expect(hotel.isStale)
        hotel.setValue(5)
        hotel.didEndEditing()
        hotel.moveFocus(.next)
        #expect(table.reports.isEmpty)
        #expect(trip.value.stars == 2)
    }

    @Test func anEditFromACellWhoseRowMovedNeverReachesTheRowNowThere() throws {
        let trip = FormModel(Trip())
        let table = Table(Self.form(trip))
        // The cell was configured for "Hotel" at row 2; the form changed and "Guide" is at row 2.
        let hotel = try table.context(Rating.self, at: RowPath(section: 0, row: 2))
        let moved = Form {
            Section {
                TextField("Name", text: trip.binding(\.name)).id("name")
                Postcode("Postcode", trip.binding(\.postcode)).id("postcode")
                Rating("Guide", trip.binding(\.guide)).id("guide")
            }
        }
        _ = table.state.setForm(moved, animated: false, in: window)
        hotel.setValue(5)
        #expect(table.reports == [#"edit setValue(5, isTyping: false) -> unknownRow"#])
        #expect(trip.value.guide == 4)
        #expect(trip.value.stars == 2)
    }

    @Test func aDisabledRowIsToldAndRefusesEdits() throws {
        let trip = FormModel(Trip())
        let table = Table(Self.form(trip, guideDisabled: true))
        let guide = try table.context(Rating.self, at: RowPath(section: 0, row: 3))
        #expect(guide.isDisabled)
        guide.setValue(1)
        #expect(trip.value.guide == 4)
        #expect(table.reports == [#"edit setValue(1, isTyping: false) -> disabledRow"#])
        let enabled = try Table(Self.form(trip)).context(Rating.self, at: RowPath(section: 0, row: 3))
        #expect(!enabled.isDisabled)
    }

    @Test func anInputThatTakesTextJoinsTheKeyboardChainAndIsTouchedWhenLeft() throws {
        let trip = FormModel(Trip())
        let table = Table(Self.form(trip))
        table.state.validation = FormValidation(.onTouched)
        #expect(
            table.state.textInputs.paths == [
                RowPath(section: 0, row: 0), RowPath(section: 0, row: 1), RowPath(section: 0, row: 4),
            ])
        #expect(table.state.textInputs.returnKey(at: RowPath(section: 0, row: 1)) == .next)
        let postcode = try table.context(Postcode.self, at: RowPath(section: 0, row: 1))
        #expect(postcode.hasPreviousInput && postcode.hasNextInput)
        postcode.setValue("")
        // Typing does not touch the row: no error yet.
        _ = table.state.setForm(Self.form(trip), animated: false, in: window)
        #expect(table.state.errors.byKey == [:])
        postcode.returnPressed()
        postcode.moveFocus(.previous)
        postcode.didEndEditing()
        #expect(
            table.reports == [
                #"edit setValue("", isTyping: true) -> written"#, "move next -> 0.4",
                "move previous -> 0.0", "left",
            ])
        #expect(table.state.errors.byKey == ["postcode": ["Required"]])
        // Its errors reach its cell.
        let shown = try table.context(Postcode.self, at: RowPath(section: 0, row: 1))
        #expect(shown.errors == ["Required"])
        #expect(shown.errorText == "Required")
    }

    final class RatingCell {}
    final class OtherCell {}

    @Test func aTextTakingInputIsNeverReRenderedWhileTypedInButARatingIsPutBack() {
        // Bindings that keep their values: the rating's cell shows the model's stars again, the
        // postcode's text input is left as the person types (its caret would be lost).
        let build = {
            Form {
                Section {
                    Postcode("Postcode", Binding(get: { "" }, set: { _ in })).id("postcode")
                    Rating("Hotel", Binding(get: { 2 }, set: { _ in })).id("hotel")
                }
            }
        }
        let table = Table(build())
        try? table.context(Postcode.self, at: RowPath(section: 0, row: 0)).setValue("E1")
        #expect(table.state.setForm(build(), animated: true, in: window)?.reconfiguredRows == [])
        try? table.context(Rating.self, at: RowPath(section: 0, row: 1)).setValue(5)
        #expect(
            table.state.setForm(build(), animated: true, in: window)?.reconfiguredRows == [
                Move(from: RowPath(section: 0, row: 1), to: RowPath(section: 0, row: 1))
            ])
    }

    @Test func aRegisteredCellClassShowsOnlyRowsOfItsInput() {
        var cells = InputCellClasses()
        cells.register(RatingCell.self, for: Rating.self)
        let trip = FormModel(Trip())
        let rows = Self.form(trip).sections[0].rows
        let kinds = rows.map { CellKind($0, isCellClass: { _ in true }, inputCells: cells) }
        #expect(
            kinds.map(\.reuseIdentifier) == [
                "Formwork.textField", "Formwork.system",
                "Formwork.custom.FormworkUIKitTests.InputCellContextTests.RatingCell",
                "Formwork.custom.FormworkUIKitTests.InputCellContextTests.RatingCell", "Formwork.textField",
            ])
        cells.register(OtherCell.self, for: Rating.self)
        #expect(CellKind(rows[2], isCellClass: { _ in true }, inputCells: cells) == .custom(CellClass(OtherCell.self)))
    }

    @Test func aSelectableInputIsTappableUnlessDisabled() {
        let trip = FormModel(Trip())
        var rating = Rating("Hotel", trip.binding(\.stars))
        rating.isSelectable = true
        let tappable = Form {
            Section {
                rating.id("a"); rating.disabled().id("b"); Rating("Guide", trip.binding(\.guide)).id("c")
            }
        }
        let taps = tappable.sections[0].rows.map { row -> String in
            switch RowTap(row) {
            case .selectInput?: "selects"
            case nil: "none"
            default: "other"
            }
        }
        #expect(taps == ["selects", "none", "none"])
    }

    @Test func theCellIsTheRowsOneElementAsTheInputDeclares() {
        let trip = FormModel(Trip())
        let table = Table(Self.form(trip, guideDisabled: true))
        let hotel = table.state.cellModel(at: RowPath(section: 0, row: 2), isCellClass: { _ in false }).accessibility
        #expect(hotel.cellElement?.description == "Hotel, 2 of 5, adjustable")
        #expect(hotel.cellElement?.increment == .setValue(.int(3), isTyping: false))
        #expect(hotel.cellElement?.decrement == .setValue(.int(1), isTyping: false))
        let guide = table.state.cellModel(at: RowPath(section: 0, row: 3), isCellClass: { _ in false }).accessibility
        #expect(guide.cellElement?.description == "Guide, 4 of 5, dimmed, adjustable")
        #expect(guide.cellElement?.increment == nil)
    }
}
