import Formwork
import FormworkFixtures
@testable import FormworkSwiftUI
import Testing

@Suite struct LayoutTests {
    @Test func placeholder() {
        let form = everyControlForm(FormModel(Preferences()))
        #expect(FormLayout(form, errors: RowErrors(), showsOwnView: { _ in false }).sections.count == 3)
    }
}
