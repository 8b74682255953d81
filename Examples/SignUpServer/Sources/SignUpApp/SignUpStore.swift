/// Where the server keeps the sign-ups it accepted: in memory, for as long as it runs. What a
/// real app would write to its database, and what the tests read to prove a refused request
/// wrote nothing.
public actor SignUpStore {
    /// The accepted sign-ups, oldest first.
    public private(set) var accounts: [SignUp] = []

    /// An empty store.
    public init() {}

    /// Keeps an accepted sign-up.
    public func add(_ signUp: SignUp) {
        accounts.append(signUp)
    }
}
