import Formwork

/// Where a web journey (``HTMLJourney``) keeps each visitor's run between requests: a session
/// store you implement over your database, or ``InMemoryJourneyStore``.
///
/// ```swift
/// struct SQLJourneyStore: JourneyStore {
///     func update<Result: Sendable>(
///         session: String, _ body: @Sendable (inout HTMLJourneyState?) async throws -> Result
///     ) async throws -> Result {
///         try await database.transaction { db in   // SELECT … FOR UPDATE: one request per session at a time
///             var state = try db.journeyState(session)
///             let result = try await body(&state)
///             try db.save(state, session)
///             return result
///         }
///     }
/// }
/// ```
public protocol JourneyStore: Sendable {
    /// Runs `body` on the saved state of `session` (`nil` when there is none) and saves what
    /// `body` leaves there (`nil` removes it) — also when `body` throws — with no other update
    /// of the same session in between: two requests of one visitor, such as a double-clicked
    /// Send, take turns, so the second sees what the first saved and nothing is sent twice.
    func update<Result: Sendable>(
        session: String, _ body: @Sendable (inout HTMLJourneyState?) async throws -> Result
    ) async throws -> Result
}

/// What a web journey saves for one visitor between requests: their run, and the post the last
/// request refused, shown again with its errors after the redirect. `Codable`: a store keeps it
/// as JSON.
public struct HTMLJourneyState: Equatable, Sendable, Codable {
    /// The visitor's run: their progress and every step's answers.
    public var snapshot: JourneySnapshot
    /// The step whose post was refused, and what it submitted; `nil` for none.
    public var refusedPost: RefusedPost?

    /// A post a step refused, kept for the page that shows its errors.
    public struct RefusedPost: Equatable, Sendable, Codable {
        /// The step posted to.
        public var step: JourneyStepName
        /// The submitted names and values, in order (files are not kept); empty when the step
        /// was sent back by the final check, whose errors come from the answers saved.
        public var fields: [Field]

        /// One submitted name and value.
        public struct Field: Equatable, Sendable, Codable {
            /// The field's name.
            public var name: String
            /// The field's value.
            public var value: String
        }
    }
}
