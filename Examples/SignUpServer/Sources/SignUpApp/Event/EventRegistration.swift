import Formwork
import Foundation

/// A registration for the event: who registers and the guests they bring, in the order given.
public struct EventRegistration: Sendable, Codable, Equatable {
    /// The name of the person registering.
    public var name = ""
    /// Their email address.
    public var email = ""
    /// The guests they bring.
    public var guests: [EventGuest] = []

    /// A blank registration.
    public init() {}
}

/// A guest: an id the app gives it when the person adds it, then what the person types.
public struct EventGuest: Sendable, Codable, Equatable, Identifiable {
    /// The guest's id: a lowercase UUID for a guest added on this server, or whatever id a
    /// page carried back (see `FormSubmission.repeatedIDs(named:)`).
    public var id: String
    /// The guest's name.
    public var name: String
    /// The guest's email address, if they want the reminders.
    public var email: String

    /// A guest with the id `id`.
    public init(id: String, name: String = "", email: String = "") {
        self.id = id
        self.name = name
        self.email = email
    }

    /// A guest with a new id of its own.
    public static func new() -> EventGuest {
        EventGuest(id: UUID().uuidString.lowercased())
    }
}
