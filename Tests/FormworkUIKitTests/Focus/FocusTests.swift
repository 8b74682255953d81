import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkUIKit

/// Where Return goes, which Return key a field shows, and how far the keyboard pushes the table.
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
}
