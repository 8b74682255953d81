import Formwork
import FormworkFixtures
import Testing

@testable import FormworkUIKit

/// The adapter's state: updates wait behind a running batch and the latest form wins; edits
/// write once and move errors; errors shown at rows re-render those rows.
@Suite struct FormTableStateTests {
    let window = TableUpdatePlanner.Environment()

    @Test func formsThatArriveDuringABatchWaitAndOnlyTheLatestIsShown() {
        var state = FormTableState(form: flat("a"))
        #expect(
            state.setForm(flat("a", "b"), animated: true, in: window)
                == TableUpdate(
                    kind: .batch(animated: true), batch: FormChangeset(rows: RowChanges(inserted: [path(0, 1)]))))
        #expect(state.isAnimating)
        // Two forms arrive while it animates: both wait, and the first is skipped.
        #expect(state.setForm(flat("a", "b", "c"), animated: true, in: window) == nil)
        #expect(state.setForm(flat("c", "a"), animated: false, in: window) == nil)
        #expect(state.shown == flat("a", "b"))
        #expect(state.latest == flat("c", "a"))
        // When the batch ends, the table goes from what it shows to the latest, animated since
        // one of the waiting forms asked for it.
        #expect(
            state.batchDidFinish(in: window)
                == TableUpdate(
                    kind: .batch(animated: true),
                    batch: FormChangeset(rows: RowChanges(inserted: [path(0, 0)], deleted: [path(0, 1)]))))
        #expect(state.shown == flat("c", "a"))
        #expect(state.batchDidFinish(in: window) == nil)
        #expect(!state.isAnimating)
    }

    @Test func reloadsAndInPlaceUpdatesDoNotHoldTheQueue() {
        var state = FormTableState(form: flat("a"))
        #expect(
            state.setForm(flat("b"), animated: true, in: .init(hasWindow: false)) == TableUpdate(kind: .reloadData(.noWindow)))
        #expect(
            state.setForm(flat("b'"), animated: true, in: window)
                == TableUpdate(
                    kind: .inPlace, reconfiguredRows: [Move(from: path(0, 0), to: path(0, 0))]))
        #expect(!state.isAnimating)
    }

    @Test func anEditWritesOnceClearsTheRowsErrorsAndARefusalBecomesItsError() {
        let model = FormModel(Preferences())
        var state = FormTableState(form: everyControlForm(model))
        let form = state.shown
        let name = form.indexPath(of: Identity("name"))!, volume = form.indexPath(of: Identity("volume"))!
        _ = state.showErrors(RowErrors(form: form, validation: form.validate()), in: window)
        #expect(state.errors.byKey == ["name": ["Required"]])
        #expect(state.edit(.setText("Jane"), at: name, showing: Identity("name")) == nil)
        #expect(model.value.name == "Jane")
        #expect(state.errors.byKey == [:])
        let refused = state.edit(.setNumber(7), at: volume, showing: Identity("volume"))
        #expect(
            refused
                == ValueConversionError(identity: Identity("volume"), reason: .outOfRange, message: "Must be between 0 and 1")
        )
        #expect(state.errors.byKey == ["volume": ["Must be between 0 and 1"]])
        // Once the table refreshes, the name's error is gone and the volume's shows.
        #expect(
            state.refresh(in: window)
                == TableUpdate(
                    kind: .inPlace,
                    reconfiguredRows: [
                        Move(from: name, to: name), Move(from: volume, to: volume),
                    ]))
        // An edit aimed at a row that is no longer there changes nothing, errors included.
        #expect(state.edit(.setOn(false), at: name, showing: Identity("wifi"))?.reason == .unknownRow)
        #expect(state.errors.byKey == ["volume": ["Must be between 0 and 1"]])
        #expect(model.value.wifi)
    }

    @Test func errorsShownAtRowsReRenderThoseRowsAndAreAnnounced() {
        var state = FormTableState(form: signUpForm(FormModel(SignUp())))
        let form = state.shown
        let update = state.showErrors(RowErrors(form: form, validation: form.validate()), in: window)
        // The name, email, password and terms are invalid: VoiceOver hears "4 errors" and moves
        // to the name.
        #expect(
            update
                == TableUpdate(
                    kind: .inPlace,
                    reconfiguredRows: [
                        Move(from: path(0, 0), to: path(0, 0)), Move(from: path(0, 1), to: path(0, 1)),
                        Move(from: path(0, 2), to: path(0, 2)),
                        Move(from: path(2, 1), to: path(2, 1)),
                    ], announcement: ErrorAnnouncement(text: "4 errors", focus: path(0, 0))))
        #expect(
            state.cellModel(at: path(0, 0), isCellClass: { _ in false }).decoration
                == RowDecoration(
                    errors: ["Required"], returnKey: .next, keyboardBar: KeyboardBar(hasPrevious: false, hasNext: true)))
        // Clearing them re-renders the rows and announces nothing.
        #expect(state.showErrors(RowErrors(), in: window)?.announcement == nil)
    }

    @Test func returnKeysFollowTheShownForm() {
        let model = FormModel(SignUp())
        let state = FormTableState(form: signUpForm(model))
        #expect(
            (0..<4).map { state.cellModel(at: path(0, $0), isCellClass: { _ in false }).decoration.returnKey }
                == [.next, .next, .next, .done])
    }

    @Test func rowsAreFoundByTheirValuesKey() {
        var state = FormTableState(form: everyControlForm(FormModel(Preferences())))
        #expect(state.key(at: path(1, 3)) == "team")
        #expect(state.key(at: path(9, 0)) == nil)
        #expect(state.row(forKey: "team")?.path == path(1, 3))
        #expect(state.row(forKey: "team")?.node.id == Identity("team"))
        #expect(state.row(forKey: "nowhere") == nil)
    }

    @Test func aRefusalIsWrittenInTheStatesCatalogue() {
        var state = FormTableState(form: everyControlForm(FormModel(Preferences())))
        state.messages = .german
        let volume = state.shown.indexPath(of: Identity("volume"))!
        #expect(state.edit(.setNumber(7), at: volume, showing: Identity("volume"))?.message == "Muss zwischen 0 und 1 liegen")
        #expect(state.errors.byKey == ["volume": ["Muss zwischen 0 und 1 liegen"]])
    }
}
