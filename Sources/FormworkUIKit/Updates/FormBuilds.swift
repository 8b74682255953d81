/// When a `FormViewController` builds its form: never while it is made (a subclass's
/// `makeForm()` may use properties it has not set yet, and its view is not loaded then), once
/// when UIKit loads its view, and again each time it appears after the first — back from a
/// pushed page, whose changes it has not shown yet — but not as it first appears, a moment
/// after it was built.
///
/// ```swift
/// var builds = FormBuilds()
/// builds.viewWillAppear()   // false: built when the view loaded
/// builds.viewWillAppear()   // true: back from another page
/// ```
struct FormBuilds: Equatable, Sendable {
    /// Whether the view has appeared before.
    private var hasAppeared = false

    /// The view is about to appear: returns whether to build the form again.
    mutating func viewWillAppear() -> Bool {
        defer { hasAppeared = true }
        return hasAppeared
    }
}
