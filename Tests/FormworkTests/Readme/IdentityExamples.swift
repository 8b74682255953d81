// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
import Formwork
import Testing

/// Formwork's "Identity" and "Values and Validation" (keys, rebuilds) examples, verbatim.
@Suite(.checksPrintedOutput) struct IdentityExamples {
    @Test func twoListsAndScopedGroups() {
        func lists(pinned: [String], all: [String]) -> Form {
            Form {
                Section("Favorites") { ForEach(pinned, id: \.self) { Row($0) } }
                Section("All") { ForEach(all, id: \.self) { Row($0) } }
            }
        }
        let before = lists(pinned: [], all: ["a", "b"])
        let after = lists(pinned: ["a"], all: ["a", "b"])
        // Pinning "a" inserts one row; "All" keeps its identities and shows no change.
        #expect(after.changes(from: before) == FormChangeset(rows: RowChanges(inserted: [RowPath(section: 0, row: 0)])))
        #expect(after.duplicateIdentities == [Identity("a")])

        let groups = Form {
            Section {
                ForEach([1, 2], id: \.self) { Row("\($0)") }.id("first")
                ForEach([1, 2], id: \.self) { Row("\($0)") }.id("second")
            }
        }
        #expect(groups.row(Identity(2, in: Identity("second")))?.component.as(Row.self)?.title == "2")
        #expect(groups.duplicateIdentities.isEmpty)
    }

    struct Address: Sendable {
        var name = ""
        var city = ""
    }
    struct Delivery: Sendable {
        var billing = Address()
        var shipping = Address()
    }

    @Test func groupsWithIdsKeepTwoNameFieldsApart() {
        @SectionBuilder func addressRows(_ address: Binding<Address>) -> some RowContent {
            TextField("Name", text: address.name).validate(.required).id("name")
            TextField("City", text: address.city).id("city")
        }

        @FormModel var delivery = Delivery()
        let addresses = Form {
            Section("Billing") { addressRows($delivery.billing).id("billing") }
            Section("Shipping") { addressRows($delivery.shipping).id("shipping") }
        }
        #expect(addresses.valueKeys == [["billing/name", "billing/city"], ["shipping/name", "shipping/city"]])
        #expect(addresses.apply(.raw(["billing/name": "Jane Appleseed", "shipping/name": "Acme Inc."])).isEmpty)
        #expect(delivery.shipping.name == "Acme Inc.")
        #expect(addresses.duplicateIdentities.isEmpty)
    }

    @Test func collidingKeysAndLoopsAreDiagnosed() {
        let clashing = Form {
            Section {
                Toggle("Text one", isOn: .constant(true)).id("1")
                Toggle("Number one", isOn: .constant(true)).id(1)
            }
        }
        #expect(clashing.valueKeys == [["1#!1", "1#!2"]])
        #expect(clashing.diagnostics == [.collidingKeys(key: "1", identities: [Identity("1"), Identity(1)])])

        let tags = Form { Section { for tag in ["news", "offers"] { Toggle(tag, isOn: .constant(false)) } } }
        #expect(tags.diagnostics == [
            .inputKeyedByPosition(row: "Section@_/Toggle@[0]"),
            .inputKeyedByPosition(row: "Section@_/Toggle@[1]"),
        ])
    }

    struct Order: Sendable {
        var giftWrap = false
        var message = ""
    }

    @Test func applyingThroughRebuilds() {
        @FormModel var order = Order()

        func checkout() -> Form {
            Form {
                Section("Gift") {
                    Toggle("Gift wrap", isOn: $order.giftWrap).id("gift")
                    if order.giftWrap {
                        TextField("Message", text: $order.message).id("gift-message")
                    }
                }
            }
        }
        let errors = Form.apply(.raw(["gift": "on", "gift-message": "Happy birthday"])) { checkout() }
        #expect(errors.isEmpty)
        #expect(order.message == "Happy birthday")
    }
}
