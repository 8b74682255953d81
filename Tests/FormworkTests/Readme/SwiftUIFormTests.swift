import Formwork
import Testing

/// FormworkSwiftUI's example form, checked where it runs everywhere.
@Suite struct SwiftUIFormTests {
    @Test func theFormTheScreenShowsIsTestedHere() {
        let model = FormModel(Display())
        #expect(
            settingsForm(model).outline == """
                Section "Brightness"
                  Toggle "Automatic" = "on" id: "auto"
                Section "Text" footer: "Apps that support Dynamic Type follow this size."
                  Stepper<Int> "Text Size" = "3" id: "textSize"
                """)
        model.value.autoBrightness = false
        #expect(settingsForm(model).row(Identity("brightness")) != nil)
    }
}
