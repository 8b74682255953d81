import Formwork

/// Where a ``FormView`` gets its form: one given form, or a closure that builds it from the
/// model each time the view's body runs and each time the user changes a value.
enum FormSource: Sendable {
    /// A form built by the app; it changes only when the app gives another.
    case fixed(Form)
    /// Builds the form from the model as it is now.
    case building(@MainActor () -> Form)

    /// The form as it is now: the fixed form, or a new build.
    @MainActor
    func form() -> Form {
        switch self {
        case .fixed(let form): form
        case .building(let build): build()
        }
    }
}
