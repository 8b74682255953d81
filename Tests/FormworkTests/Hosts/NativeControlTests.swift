import Formwork
import Testing

/// What hosts read alike from a text field's hints and from a header or footer component.
@Suite struct NativeControlTests {
    @Test func addressesNumbersPasswordsAndCodesAreTakenLiterally() {
        func field(_ keyboard: TextField.Keyboard = .text, _ contentType: TextField.ContentType? = nil, secure: Bool = false)
            -> TextFieldControl
        {
            TextFieldControl(text: "", prompt: nil, isSecure: secure, keyboard: keyboard, contentType: contentType)
        }
        #expect(
            [field(), field(.text, .name), field(.text, .givenName), field(.text, .familyName)].map(\.takesLiteralText)
                == [false, false, false, false])
        #expect(
            [
                field(.emailAddress), field(.number), field(.decimal), field(.phone), field(.url), field(secure: true),
                field(.text, .username), field(.text, .password), field(.text, .newPassword), field(.text, .oneTimeCode),
                field(.text, .emailAddress), field(.text, .telephoneNumber), field(.text, .postalCode), field(.text, .url),
            ]
            .map(\.takesLiteralText) == Array(repeating: true, count: 14))
    }

    @Test func aHeaderShowsItsTextOrTheTitleItRendersIntoACell() {
        struct Gauge: Renderable {
            func render(in view: Int) {}
        }
        #expect(Section("Wi-Fi") {}.header?.labelText == "Wi-Fi")
        #expect(AnyRenderable(Row("Custom", detail: "ignored")).labelText == "Custom")
        #expect(AnyRenderable(Gauge()).labelText == nil)
        #expect(AnyRenderable(Row("")).labelText == "")
    }
}
