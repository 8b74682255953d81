import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkUIKit

/// Where Return and the keyboard bar go, which Return key a field shows, how far the keyboard
/// pushes the table, and when typing scrolls it.
@Suite struct FocusTests {
    @Test func returnMovesToTheNextEnabledTextInputInFormOrder() {
        let form = Form {
            Section {
                TextField("A", text: .constant("")).id("a")
                Toggle("T", isOn: .constant(true))
                TextField("Off", text: .constant("")).disabled()
            }
            Section {
                TextEditor("Notes", text: .constant("")).id("notes")
                TextField("B", text: .constant("")).id("b")
            }
        }
        let order = TextInputOrder(form)
        #expect(order.paths == [path(0, 0), path(1, 0), path(1, 1)])
        #expect(
            [path(0, 0), path(0, 1), path(1, 0), path(1, 1)].map(order.next(after:)) == [path(1, 0), path(1, 0), path(1, 1), nil])
        // Text fields show Next until the last, which shows Done; other rows show none.
        #expect(
            [path(0, 0), path(0, 1), path(0, 2), path(1, 0), path(1, 1)].map(order.returnKey(at:)) == [
                .next, nil, nil, nil, .done,
            ])
    }

    @Test func theKeyboardBarsPreviousAndNextMoveInFormOrderAndAreOffAtTheEnds() {
        let form = Form {
            Section {
                TextField("Phone", text: .constant("")).keyboardType(.phone).id("phone")
                Toggle("T", isOn: .constant(true))
                TextField("Off", text: .constant("")).disabled()
            }
            Section {
                TextEditor("Notes", text: .constant("")).id("notes")
                TextField("PIN", text: .constant("")).keyboardType(.number).id("pin")
            }
        }
        let order = TextInputOrder(form)
        #expect(
            [path(0, 0), path(0, 1), path(1, 0), path(1, 1), path(2, 0)].map(order.previous(before:)) == [
                nil, path(0, 0), path(0, 0), path(1, 0), path(1, 1),
            ])
        // A phone pad and a number pad have no Return key: the bar's Next is their way on.
        #expect(
            [path(0, 0), path(0, 1), path(0, 2), path(1, 0), path(1, 1)].map(order.keyboardBar(at:)) == [
                KeyboardBar(hasPrevious: false, hasNext: true), nil, nil,
                KeyboardBar(hasPrevious: true, hasNext: true), KeyboardBar(hasPrevious: true, hasNext: false),
            ])
        // Each text input's decoration carries its bar; a single input has neither way.
        let decorations = RowDecoration.all(in: form, errors: RowErrors(), textInputs: order)
        #expect(
            decorations.flatMap { $0.map(\.keyboardBar) }
                == [path(0, 0), path(0, 1), path(0, 2), path(1, 0), path(1, 1)].map(order.keyboardBar(at:)))
        let single = Form { Section { TextField("Name", text: .constant("")) } }
        #expect(TextInputOrder(single).keyboardBar(at: path(0, 0)) == KeyboardBar(hasPrevious: false, hasNext: false))
    }

    @Test func typingScrollsOnlyWhenTheCaretIsHidden() {
        // A table whose content band from 100 to 500 is in view (offset 80, a top inset of 20,
        // 400 points between the insets), able to scroll from -20 to 2000.
        func scroll(caretAt y: CGFloat, height: CGFloat = 20) -> CGFloat? {
            CaretScroll.offset(
                revealing: CGRect(x: 16, y: y, width: 2, height: height), from: 80, inView: 100...500, offsets: -20...2000)
        }
        // In view, however tall the text editor around it: nothing moves.
        #expect(scroll(caretAt: 300) == nil)
        #expect(scroll(caretAt: 108) == nil)
        #expect(scroll(caretAt: 472) == nil)
        // Under the band (under the keyboard): just enough to show it with 8 points below.
        #expect(scroll(caretAt: 500) == 108)
        #expect(scroll(caretAt: 473) == 81)
        // Above the band: just enough to show it with 8 points above.
        #expect(scroll(caretAt: 50) == 22)
        // Never past what the table can scroll to; no move when that changes nothing.
        #expect(scroll(caretAt: 2600) == 2000)
        #expect(
            CaretScroll.offset(
                revealing: CGRect(x: 0, y: 0, width: 2, height: 20), from: -20, inView: 0...400, offsets: -20...2000) == nil)
        // A caret taller than the band shows its top.
        #expect(scroll(caretAt: 200, height: 600) == 172)
        // No caret (an empty rect): nothing.
        #expect(CaretScroll.offset(revealing: .null, from: 80, inView: 100...500, offsets: -20...2000) == nil)
    }

    @Test func theKeyboardInsetsTheTableByWhatItCovers() {
        let table = CGRect(x: 0, y: 0, width: 390, height: 844)
        // A docked keyboard 336 points tall over a 34-point home-indicator safe area.
        #expect(
            KeyboardInset.bottom(keyboard: CGRect(x: 0, y: 508, width: 390, height: 336), table: table, safeAreaBottom: 34) == 302
        )
        // Hidden below the screen, or floating above the table's bottom: no inset.
        #expect(
            KeyboardInset.bottom(keyboard: CGRect(x: 0, y: 844, width: 390, height: 336), table: table, safeAreaBottom: 34) == 0)
        #expect(
            KeyboardInset.bottom(keyboard: CGRect(x: 40, y: 300, width: 320, height: 250), table: table, safeAreaBottom: 34) == 0)
        // A table that ends above the keyboard needs none.
        #expect(
            KeyboardInset.bottom(
                keyboard: CGRect(x: 0, y: 508, width: 390, height: 336), table: CGRect(x: 0, y: 0, width: 390, height: 400),
                safeAreaBottom: 0) == 0)
    }

    @Test func aReadOnlyTextEditorIsNotInTheReturnChain() {
        let form = Form {
            Section {
                TextField("A", text: .constant("")).id("a")
                TextEditor("Terms", text: .constant("No refunds")).readOnly().id("terms")
                TextEditor("Notes", text: .constant("")).id("notes")
            }
        }
        #expect(TextInputOrder(form).paths == [path(0, 0), path(0, 2)])
    }
}
