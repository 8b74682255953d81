import Formwork
import Testing

/// `Form.apply(raw:rebuilding:)` for a picker whose options follow another row: a Region posted
/// with a new Country is checked against the new country's regions, not the old ones.
@Suite struct DependentChoiceApplyTests {
    struct Delivery: Sendable, Equatable {
        var country = "UK"
        var region = "England"
    }

    static let regions = ["UK": ["England", "Scotland", "Wales"], "France": ["Bretagne", "Normandie"], "Monaco": []]

    /// Country, then Region with the country's regions; Monaco has none, so no Region row.
    static func form(_ delivery: FormModel<Delivery>, regionFirst: Bool = false) -> Form {
        let choices = regions[delivery.value.country] ?? []
        return Form {
            Section("Delivery") {
                if regionFirst, !choices.isEmpty {
                    Picker("Region", selection: delivery.binding(\.region), options: choices) { $0 }.id("region")
                }
                Picker("Country", selection: delivery.binding(\.country), options: ["UK", "France", "Monaco"]) { $0 }
                    .id("country")
                if !regionFirst, !choices.isEmpty {
                    Picker("Region", selection: delivery.binding(\.region), options: choices) { $0 }.id("region")
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func aRegionPostedWithANewCountryIsCheckedAgainstTheNewCountrysRegions(regionFirst: Bool) {
        let delivery = FormModel(Delivery())
        let errors = Form.apply(.raw(["country": "France", "region": "Bretagne"])) {
            Self.form(delivery, regionFirst: regionFirst)
        }
        #expect(errors == [])
        #expect(delivery.value == Delivery(country: "France", region: "Bretagne"))
    }

    @Test func aRegionNoFormOffersIsRefusedOnceAfterOneMoreBuild() {
        let delivery = FormModel(Delivery())
        var builds = 0
        let errors = Form.apply(.raw(["country": "France", "region": "Atlantis"])) {
            builds += 1
            return Self.form(delivery)
        }
        #expect(
            errors == [
                ValueConversionError(identity: Identity("region"), reason: .unknownOption, message: "Is not one of the options")
            ])
        #expect(delivery.value == Delivery(country: "France", region: "England"))
        #expect(builds == 2)
    }

    @Test func aRegionRefusedInTheOldFormWhoseRowTheNewFormHidesHasNoRow() {
        let delivery = FormModel(Delivery())
        let errors = Form.apply(.raw(["country": "Monaco", "region": "Bretagne"])) { Self.form(delivery) }
        #expect(
            errors == [
                ValueConversionError(identity: Identity("region"), reason: .unknownRow, message: "No such row in the form")
            ])
        #expect(delivery.value == Delivery(country: "Monaco", region: "England"))
    }

    @Test func aRefusalInARoundThatWritesNothingElseIsFinal() {
        let delivery = FormModel(Delivery())
        var builds = 0
        let errors = Form.apply(.raw(["region": "Bretagne"])) {
            builds += 1
            return Self.form(delivery)
        }
        #expect(
            errors == [
                ValueConversionError(identity: Identity("region"), reason: .unknownOption, message: "Is not one of the options")
            ])
        #expect(builds == 1)
    }
}
