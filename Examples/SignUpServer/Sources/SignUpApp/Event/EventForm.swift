import Formwork

/// The event registration form: the person, then a section per guest (which the person adds,
/// removes and moves up), then the button that adds one.
public enum EventForm {
    /// The name of the repeated group of guests.
    public static let guests: RepeatedGroup = "guests"
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

    /// The identity of the row `row` (`"name"`, ``moveUp``, ``removeGuest``) of the guest
    /// whose id is `guestID`: the row named within its guest, the guest within ``guests``.
    public static func guestRow(_ row: String, of guestID: String) -> Identity {
        Identity(row, in: Identity(guestID, in: Identity(guests)))
    }

    /// Carries out the guest action `pressed` names (add, remove, move up), if it names one:
    /// what it did, or `nil` for no guest action. Guests are found by id, never by position.
    public static func perform(_ pressed: Identity?, on model: FormModel<EventRegistration>) -> GuestAction? {
        guard let pressed else { return nil }
        if pressed == Identity(addGuest) {
            guard model.value.guests.count < maximumGuests else { return .nothing }
            let guest = EventGuest.new()
            model.update { $0.guests.append(guest) }
            return .added(id: guest.id, number: model.value.guests.count)
        }
        guard let id = pressed.repeatedElementID(in: guests.name) else { return nil }
        guard let index = model.value.guests.firstIndex(where: { $0.id == id }) else { return .nothing }
        switch pressed.explicitValue as? String {
        case removeGuest:
            model.update { _ = $0.guests.remove(at: index) }
            let guests = model.value.guests
            return .removed(number: index + 1, next: index < guests.count ? guests[index].id : nil)
        case moveUp where index > 0:
            model.update { $0.guests.swapAt(index, index - 1) }
            return .movedUp(id: id, number: index, isFirst: index == 1)
        default:
            return .nothing
        }
    }

    /// What a guest action did: what the page says, and where it puts focus.
    public enum GuestAction: Sendable, Equatable {
        /// The guest `id` was added, numbered `number`.
        case added(id: String, number: Int)
        /// The guest `id` moved up to the number `number`; `isFirst` if it is now the first.
        case movedUp(id: String, number: Int, isFirst: Bool)
        /// The guest numbered `number` was removed; `next` is the id of the guest after it, now
        /// numbered the same, if there is one.
        case removed(number: Int, next: String?)
        /// The action named a guest that is not there, or could not be done (no more guests,
        /// the first guest moved up).
        case nothing
    }
}
