import Formwork
import FormworkHTML
import Testing

struct SmokeTests {
    @Test func prints() {
        let model = FormModel(SignUp())
        let form = Form {
            Section("Account", footer: "We never share it.") {
                TextField("Email", text: model.binding(\.email), prompt: "you@example.com").keyboardType(.emailAddress).validate(.required, .email).id("email")
                TextField("Password", text: model.binding(\.password)).secure().validate(.length(8...)).id("password")
                Toggle("News", isOn: model.binding(\.news)).id("news")
                Stepper("Age", value: model.binding(\.age), in: 0...130).validate(.range(13...)).id("age")
                Picker("Plan", selection: model.binding(\.plan), options: ["free", "pro"]) { $0.capitalized }.id("plan")
                Button("Go") {}
                Row("About").onSelect {}
            }
        }
        print(form.html(action: "/x", errors: form.validate()))
        #expect(!form.html(action: "/").isEmpty)
    }
}
struct SignUp: Sendable { var email = "jane@example"; var password = ""; var news = true; var age = 10; var plan = "pro" }
