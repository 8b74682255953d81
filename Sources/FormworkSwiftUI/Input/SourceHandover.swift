/// One making of a ``FormView`` by the app: a new one each time the app's code runs
/// `FormView { … }` again (its parent's `body` ran, perhaps with another model in the closure),
/// the same one while SwiftUI runs the view's own `body` again.
///
/// A closure cannot be compared, so the host rebuilds when it is handed a closure by another
/// making: a replaced model (`report = ExpenseReport()`) is then shown and written at once.
@MainActor
final class SourceHandover {
    /// A new making.
    init() {}
}
