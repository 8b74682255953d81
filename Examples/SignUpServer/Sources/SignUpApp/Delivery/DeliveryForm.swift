import Formwork

/// A country a parcel can go to; the raw value is the picker option's key.
public enum Country: String, CaseIterable, Sendable {
    /// The United Kingdom.
    case unitedKingdom = "gb"
    /// The United States.
    case unitedStates = "us"
    /// Canada.
    case canada = "ca"

    /// The country's name.
    public var name: String {
        switch self {
        case .unitedKingdom: "United Kingdom"
        case .unitedStates: "United States"
        case .canada: "Canada"
        }
    }

    /// The regions a parcel to the country goes to, the first the one chosen for a person who
    /// has not chosen one of them.
    public var regions: [String] {
        switch self {
        case .unitedKingdom: ["England", "Scotland", "Wales", "Northern Ireland"]
        case .unitedStates: ["California", "New York", "Texas"]
        case .canada: ["Ontario", "Quebec", "British Columbia"]
        }
    }
}

/// Where and how many: what the delivery form edits.
public struct Delivery: Sendable, Equatable {
    /// The country the parcel goes to.
    public var country = Country.unitedKingdom
    /// The region within the country: always one of its ``Country/regions`` once ``DeliveryForm/settle(_:)`` ran.
    public var region = "England"
    /// A voucher code, if the person has one.
    public var voucher = ""
    /// Where the receipt goes.
    public var email = ""
    /// How many parcels.
    public var quantity = 1

    /// A blank delivery, to the United Kingdom.
    public init() {}
}

/// The delivery form: live reveal's canonical case, a Region picker whose options follow the
/// Country, and a voucher code whose change shows the discount it gives, before an email
/// address and a number, the inputs whose caret no page can read.
public enum DeliveryForm {
    /// The voucher code that gives a discount.
    public static let welcomeVoucher = "WELCOME10"

    /// The form over `model`.
    public static func form(_ model: FormModel<Delivery>) -> Form {
        let delivery = model.value
        return Form {
            Section("Deliver to") {
                Picker("Country", selection: model.binding(\.country), options: Country.allCases) { $0.name }.id("country")
                Picker("Region", selection: model.binding(\.region), options: delivery.country.regions) { $0 }.id("region")
            }
            Section("Order", footer: "\(welcomeVoucher) takes 10% off.") {
                TextField("Voucher code", text: model.binding(\.voucher)).id("voucher")
                if delivery.voucher.uppercased() == welcomeVoucher {
                    Row("Discount", detail: "10% off").id("discount")
                }
                TextField("Email", text: model.binding(\.email)).keyboardType(.emailAddress).validate(.required, .email)
                    .id("email")
                Stepper("Quantity", value: model.binding(\.quantity), in: 1...20).id("quantity")
            }
        }
    }

    /// The rows whose change changes the form: the country (its regions) and the voucher.
    public static func refreshes(_ identity: Identity) -> Bool {
        identity == Identity("country") || identity == Identity("voucher")
    }

    /// Makes the region one of the country's: the server's own choice, its first, when the
    /// person's is not (they changed the country).
    public static func settle(_ model: FormModel<Delivery>) {
        model.update { delivery in
            if !delivery.country.regions.contains(delivery.region) { delivery.region = delivery.country.regions[0] }
        }
    }
}
