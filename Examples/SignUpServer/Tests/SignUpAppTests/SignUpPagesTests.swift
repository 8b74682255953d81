import Formwork
import SignUpApp
import Testing

/// The success page's values: passwords masked, everything else as entered.
@Suite struct SignUpPagesTests {
    @Test func masksPasswordsOnlyWhenGiven() throws {
        let model = FormModel(SignUp())
        model.update {
            $0.email = "a@b.co"; $0.password = ""; $0.confirmation = "x"
        }
        let values = SignUpPages.maskedValues(of: signUpForm(model))
        #expect(
            values == [
                "email": "a@b.co", "password": "", "confirmation": "••••", "plan": "free", "age": 18,
                "newsletter": true, "terms": false,
            ])
    }

    @Test func escapesTheJSONOnThePage() throws {
        let model = FormModel(SignUp())
        model.update {
            $0.plan = .team; $0.company = "</pre><script>"
        }
        let page = try SignUpPages.success(signUpForm(model))
        #expect(page.contains("\"company\" : \"&lt;\\/pre&gt;&lt;script&gt;\""))
        #expect(!page.contains("<script>"))
    }
}
