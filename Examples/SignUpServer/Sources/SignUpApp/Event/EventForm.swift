import Formwork

/// The event registration form: the person, then a section per guest (which the person adds,
/// removes and moves up), then the button that adds one.
public enum EventForm {
    /// The name of the repeated group of guests.
    public static let guests = "guests"
    /// The most guests a registration may bring; "Add a guest" is gone at this many.
    public static let maximumGuests = 10
    /// The id of the button that adds a guest.
    public static let addGuest = "add-guest"
    /// The id, within its guest, of the button that removes the guest.
    public static let removeGuest = "remove"
    /// The id, within its guest, of the button that moves the guest up.
    public static let moveUp = "move-up"

    /// The form over `model`. Every guest's section is headed "Guest 1", "Guest 2", …; its
    /// buttons skip the browser's checks and are labelled with the guest's number.
    public static func form(_ model: FormModel<EventRegistration>) -> Form {
        let numbers = guestNumbers(model.value.guests)
        return Form {
            Section("You") {
                TextField("Name", text: model.binding(\.name)).validate(.required).id("name")
                TextField("Email", text: model.binding(\.email)).keyboardType(.emailAddress).validate(.required, .email).id(
                    "email")
            }
            ForEach(model.binding(\.guests)) { $guest in
                guestSection($guest, number: numbers[guest.id] ?? 0)
            }
            .repeating(guests)
            if model.value.guests.count < maximumGuests {
                Section { Button("Add a guest") {}.validatesInBrowser(false).id(addGuest) }
            }
        }
    }

    /// The section of the guest numbered `number`.
    private static func guestSection(_ guest: Binding<EventGuest>, number: Int) -> Section {
        Section("Guest \(number)") {
            TextField("Name", text: guest.name).validate(.required).id("name")
            TextField("Email", text: guest.email).keyboardType(.emailAddress).validate(.email).id("email")
            if number > 1 {
                Button("Move up") {}.validatesInBrowser(false).accessibilityLabel("Move guest \(number) up").id(moveUp)
            }
            Button("Remove") {}.validatesInBrowser(false).accessibilityLabel("Remove guest \(number)").id(removeGuest)
        }
    }

    /// Each guest's number, from 1, by id.
    private static func guestNumbers(_ guests: [EventGuest]) -> [String: Int] {
        Dictionary(zip(guests.map(\.id), 1...), uniquingKeysWith: { first, _ in first })
    }

    /// Carries out the guest action `pressed` names (add, remove, move up), if it names one:
    /// whether it did. Guests are found by id, never by position.
    public static func perform(_ pressed: Identity?, on model: FormModel<EventRegistration>) -> Bool {
        guard let pressed else { return false }
        if pressed == Identity(addGuest) {
            model.update { if $0.guests.count < maximumGuests { $0.guests.append(.new()) } }
            return true
        }
        guard let id = pressed.repeatedElementID(in: guests) else { return false }
        model.update { registration in
            guard let index = registration.guests.firstIndex(where: { $0.id == id }) else { return }
            switch pressed.explicitValue as? String {
            case removeGuest: registration.guests.remove(at: index)
            case moveUp where index > 0: registration.guests.swapAt(index, index - 1)
            default: break
            }
        }
        return true
    }
}
