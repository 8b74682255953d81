import Formwork
import Testing

/// Every built-in rule with passing and failing values, checked one value at a time.
@Suite struct ValidationRuleTests {
    static let long = String(repeating: "a", count: 100_000)

    @Test(arguments: ["a", " a ", "Zoë", "👩‍👩‍👧", "\u{3000}x", long])
    func requiredPassesText(_ text: String) {
        #expect(ValidationRule<String>.required.check(text))
    }

    @Test(arguments: ["", " ", "\n\t ", "\u{00A0}", "\u{3000}\u{2003}", String(repeating: " ", count: 100_000)])
    func requiredFailsBlankText(_ text: String) {
        #expect(!ValidationRule<String>.required.check(text))
    }

    @Test func requiredOnOtherTypes() {
        #expect(ValidationRule<Bool>.required.check(true))
        #expect(!ValidationRule<Bool>.required.check(false))
        #expect(ValidationRule<Int?>.required.check(0))
        #expect(!ValidationRule<Int?>.required.check(nil))
        #expect(!ValidationRule<String?>.required.check(" "))
        #expect(ValidationRule<String?>.required.check("x"))
        #expect(!ValidationRule<[Int]>.required.check([]))
    }

    @Test func nonEmptyCountsWhitespaceAsContent() {
        #expect(ValidationRule<String>.nonEmpty.check(" "))
        #expect(ValidationRule<String>.nonEmpty.check("é"))
        #expect(ValidationRule<String>.nonEmpty.check(Self.long))
        #expect(!ValidationRule<String>.nonEmpty.check(""))
        #expect(!ValidationRule<[Int]>.nonEmpty.check([]))
    }

    @Test(arguments: [
        "", "jane@example.com", "j.a-n+e@mail.example.co.uk", "zoë@exämple.com", "用户@例子.广告",
        "x@a-b.io", "o'brien@example.org",
    ])
    func emailPasses(_ text: String) {
        #expect(ValidationRule<String>.email.check(text))
    }

    @Test(arguments: [
        " ", "jane", "jane@", "@example.com", "jane@example", "jane@@example.com", "jane @example.com",
        "jane@example.com ", "jane@exa mple.com", ".jane@example.com", "jane.@example.com", "ja..ne@example.com",
        "jane@-example.com", "jane@example-.com", "jane@example..com", "jane@example.c", "jane@1.2.3.4",
        "ja\"ne@example.com", "jane@exa_mple.com", "jane\u{0}@example.com",
        String(repeating: "a", count: 65) + "@example.com",
        "jane@" + String(repeating: "a", count: 64) + ".com",
        "jane@" + String(repeating: "a.", count: 130) + "com",
        long + "@example.com",
    ])
    func emailFails(_ text: String) {
        #expect(!ValidationRule<String>.email.check(text))
    }

    @Test func rangeOnNumbers() {
        #expect(ValidationRule<Int>.range(18...120).check(18))
        #expect(ValidationRule<Int>.range(18...120).check(120))
        #expect(!ValidationRule<Int>.range(18...120).check(17))
        #expect(!ValidationRule<Int>.range(18...120).check(.max))
        #expect(ValidationRule<Int>.range(18...).check(.max))
        #expect(!ValidationRule<Int>.range(18...).check(.min))
        #expect(ValidationRule<Double>.range(...1.0).check(-.infinity))
        #expect(!ValidationRule<Double>.range(...1.0).check(.nan))
        #expect(!ValidationRule<Double>.range(0...1).check(.nan))
    }

    @Test func lengthCountsCharacters() {
        #expect(ValidationRule<String>.length(1...3).check("👩‍👩‍👧é"), "two characters")
        #expect(ValidationRule<String>.length(2...2).check("ab"))
        #expect(!ValidationRule<String>.length(1...3).check(""))
        #expect(!ValidationRule<String>.length(1...3).check("abcd"))
        #expect(ValidationRule<String>.length(8...).check(Self.long))
        #expect(!ValidationRule<String>.length(8...).check("short"))
        #expect(ValidationRule<String>.length(...64).check(""))
        #expect(!ValidationRule<String>.length(...64).check(Self.long))
        #expect(ValidationRule<[Int]>.length(...2).check([1, 2]))
    }

    @Test func matchesTheWholeText() {
        let code = ValidationRule<String>.matches(/[A-Z]{2}[0-9]{4}/)
        #expect(code.check("AB1234"))
        #expect(code.check(""), "format rules leave an empty optional field alone")
        #expect(!code.check("AB12345"))
        #expect(!code.check(" AB1234"))
        #expect(!code.check("ab1234"))
        #expect(!code.check(Self.long))
        #expect(ValidationRule<String>.matches(/\p{L}+/).check("Zoë"))
    }

    @Test func customRules() {
        let even = ValidationRule<Int>.custom("Must be even") { $0 % 2 == 0 }
        #expect(even.check(4))
        #expect(!even.check(3))
        #expect(even.kind == .custom)
        let named = ValidationRule<Int>(.init(rawValue: "even"), message: "Must be even") { $0 % 2 == 0 }
        #expect(named.kind.rawValue == "even")
    }

    @Test func defaultAndOverriddenMessages() {
        struct Model: Sendable { var text = ""; var number = 0 }
        let model = FormModel(Model())
        let form = Form {
            Section {
                TextField("Text", text: model.binding(\.text)).validate(
                    .required, .nonEmpty, .length(1...3), .length(2...2), .length(1...1), .length(8...), .length(...0),
                    .email, .matches(/x/), .custom { _ in false }, .required.message("Tell us"),
                ).id("t")
                Stepper("Number", value: model.binding(\.number)).validate(
                    .range(1...3), .range(5...), .range(...(-1)), .equals("t"), .equals("missing"),
                ).id("n")
            }
        }
        model.value.text = " "
        #expect(
            form.validate().map(\.message) == [
                "Required", "Must be exactly 2 characters", "Must be at least 8 characters", "Must be at most 0 characters",
                "Enter a valid email address", "Is not in the expected format", "Is not valid", "Tell us",
                "Must be between 1 and 3", "Must be at least 5", "Must be at most -1", "Must match “Text”",
                "Must match “missing”",
            ])
        #expect(
            form.validate().map(\.rule) == [
                .required, .length, .length, .length, .email, .matches, .custom, .required,
                .range, .range, .range, .equals, .equals,
            ])
        model.value.text = ""
        #expect(
            form.validate().map(\.message).prefix(4) == [
                "Required", "Must not be empty", "Must be 1 to 3 characters", "Must be exactly 2 characters",
            ])
    }

    /// `.required` on text and toggles and `.email` are one rule shared by every input that
    /// uses it (issue 36): a message given to one input's rule stays that input's, and the rule
    /// keeps its native constraint (HTML's `required`, `type="email"`).
    @Test func sharedRulesKeepTheirOwnMessagesAndConstraints() {
        struct Model: Sendable { var name = ""; var email = "x"; var terms = false; var news = false }
        let model = FormModel(Model())
        let form = Form {
            Section {
                TextField("Name", text: model.binding(\.name)).validate(.required.message("Tell us")).id("name")
                TextField("Email", text: model.binding(\.email)).validate(.required, .email.message("Check it")).id("email")
                TextField("Other", text: model.binding(\.name)).validate(.required, .email).id("other")
                Toggle("Terms", isOn: model.binding(\.terms)).validate(.required).id("terms")
                Toggle("News", isOn: model.binding(\.news)).validate(.required.message("Opt in")).id("news")
            }
        }
        #expect(form.validate().map(\.message) == ["Tell us", "Check it", "Required", "Required", "Opt in"])
        var email = NativeConstraints([])
        email.isRequired = true
        email.isEmail = true
        #expect(
            form.rows.map(\.presentation.constraints) == [
                NativeConstraints([.required]), email, email, NativeConstraints([.required]), NativeConstraints([.required]),
            ])
    }
}

// An app's own helpers with common names on standard-library types: Formwork adds none that
// collide (its `.required` check is `meetsRequiredRule`, its stepper's `steppedUp(by:)`).
extension String {
    fileprivate var isPresent: Bool { hasPrefix("!") }
}

extension Int {
    fileprivate func adding(_ other: Int) -> Int { self + other + 1 }
}

@Suite struct StandardLibraryNamesTests {
    @Test func appHelpersWithCommonNamesDoNotCollide() {
        #expect("!x".isPresent && !"x".isPresent)
        #expect(2.adding(3) == 6)
        #expect("x".meetsRequiredRule && !" ".meetsRequiredRule)
        #expect(Int.max.steppedUp(by: 1) == nil && 2.steppedDown(by: 1) == 1)
    }
}
