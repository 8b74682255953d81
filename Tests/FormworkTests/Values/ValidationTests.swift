import Formwork
import Testing

/// `form.validate()` and `form.isValid` over whole forms.
@Suite struct ValidationTests {
    struct Model: Sendable, Equatable {
        var name = ""
        var hasCompany = false
        var company = ""
        var password = ""
        var confirmation = ""
    }

    static func form(_ model: FormModel<Model>) -> Form {
        Form {
            Section("You") {
                TextField("Name", text: model.binding(\.name)).validate(.required).id("name")
                Toggle("Company account", isOn: model.binding(\.hasCompany)).id("hasCompany")
                if model.value.hasCompany {
                    TextField("Company", text: model.binding(\.company)).validate(.required).id("company")
                }
            }
            Section("Password") {
                TextField("Password", text: model.binding(\.password)).secure().validate(.length(8...)).id("password")
                TextField("Confirm", text: model.binding(\.confirmation)).secure().id("confirmation").validate(
                    .equals("password"))
            }
        }
    }

    @Test func errorsAreInFormOrder() {
        let model = FormModel(Model(hasCompany: true, password: "short", confirmation: "other"))
        #expect(
            Self.form(model).validate() == [
                ValidationError(identity: Identity("name"), rule: .required, message: "Required"),
                ValidationError(identity: Identity("company"), rule: .required, message: "Required"),
                ValidationError(identity: Identity("password"), rule: .length, message: "Must be at least 8 characters"),
                ValidationError(identity: Identity("confirmation"), rule: .equals, message: "Must match “Password”"),
            ])
        #expect(!Self.form(model).isValid)
    }

    @Test func hiddenRowsAreNotValidated() {
        let model = FormModel(Model(name: "Jane", hasCompany: false, password: "long enough", confirmation: "long enough"))
        #expect(Self.form(model).validate() == [])
        #expect(Self.form(model).isValid)
        model.value.hasCompany = true
        #expect(
            Self.form(model).validate() == [
                ValidationError(identity: Identity("company"), rule: .required, message: "Required")
            ])
    }

    @Test func validationReadsTheModelNowNotWhenBuilt() {
        let model = FormModel(Model(name: "", password: "long enough", confirmation: "long enough"))
        let form = Self.form(model)
        #expect(form.validate().map(\.identity) == [Identity("name")])
        form.apply(raw: [Identity("name"): "Jane"])
        #expect(form.isValid)
    }

    @Test func structuralRowsAreReportedByTheirIdentity() {
        let model = FormModel(Model())
        let form = Form {
            Section { TextField("A", text: model.binding(\.name)).validate(.required) }
            Section { TextField("B", text: model.binding(\.company)).validate(.required) }
        }
        // Each section's lone field has the same section-relative identity, `TextField@_`.
        #expect(form.validate().map(\.identity.description) == ["TextField@_", "TextField@_"])
        #expect(form.validate().map(\.message) == ["Required", "Required"])
    }

    /// Work, not time: one validation reads every binding once, whatever the rules compare.
    @Test func validationReadsEachBindingOnce() {
        let model = FormModel(Model(name: "x"))
        let reads = FormModel(0)
        let count = 20_000
        let name = Binding<String>(
            get: {
                reads.value += 1; return model.value.name
            }, set: { model.value.name = $0 })
        let form = Form {
            Section {
                ForEach(0..<count, id: \.self) { index in
                    TextField("Field \(index)", text: name).validate(.required, .equals(0))
                }
            }
        }
        reads.value = 0
        #expect(form.validate() == [])
        #expect(reads.value == count)
        model.value.name = ""
        #expect(form.validate().count == count)
        #expect(reads.value == 2 * count)
    }
}

/// `.equals` names its partner row within the checked row's scope first.
@Suite struct ScopedEqualsTests {
    struct Account: Sendable {
        var password = "secret-one"
        var confirmation = "secret-two"
    }

    @SectionBuilder static func credentials(_ model: FormModel<Account>) -> some RowContent {
        TextField("Password", text: model.binding(\.password)).secure().id("password")
        TextField("Confirm", text: model.binding(\.confirmation)).secure().validate(.equals("password")).id("confirmation")
    }

    @Test func equalsFindsThePartnerInItsGroup() {
        let model = FormModel(Account()), other = FormModel(Account(confirmation: "secret-one"))
        func form() -> Form {
            Form {
                Section("Account") { Self.credentials(model).id("account") }
                Section("Other") { Self.credentials(other).id("other") }
            }
        }
        #expect(
            form().validate() == [
                ValidationError(
                    identity: Identity("confirmation", in: Identity("account")), rule: .equals, message: "Must match “Password”")
            ])
        model.value.confirmation = "secret-one"
        #expect(form().validate() == [])
    }
}
