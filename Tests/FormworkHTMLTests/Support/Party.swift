import Formwork

/// A party for the repeated-group tests: a host and guests added, removed and reordered.
struct Party: Sendable {
    var host = ""
    var guests: [Guest] = []
}

/// One guest, identified by an id the app gave it.
struct Guest: Sendable, Equatable, Identifiable {
    var id: String
    var name = ""
    var vegetarian = false
}

/// A section for the host, then one section per guest: its name, its diet and a button that
/// removes it; then a button that adds one.
func partyForm(_ party: FormModel<Party>) -> Form {
    Form {
        Section("Host") { TextField("Host", text: party.binding(\.host)).validate(.required).id("host") }
        ForEach(party.binding(\.guests)) { $guest in
            Section("Guest") {
                TextField("Name", text: $guest.name).validate(.required).id("name")
                Toggle("Vegetarian", isOn: $guest.vegetarian).id("vegetarian")
                Button("Remove") {}.id("remove")
            }
        }
        .repeating("guests")
        Section { Button("Add a guest") {}.validatesInBrowser(false).id("add") }
    }
}
