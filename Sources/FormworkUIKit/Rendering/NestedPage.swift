import Formwork

/// A form shown over another: a navigation link's destination, or the options a choice
/// lists. How it is shown, the button that closes it, and what it owes the form under it.
///
/// - On a navigation controller it is pushed: the Back button closes it.
/// - Without one it is presented, in a navigation controller of its own, with a button to
///   close it (on iPad a sheet has no Back button, and a swipe is no way to close it): a link's
///   page and a multiple choice's options get Done (their changes are written as they are
///   made); a picker's options get Cancel, and close once an option is chosen, as a presented
///   choice does.
/// - The form under it is rebuilt when the page closes if the page changed anything, so a host
///   that is not a `FormViewController` (a `FormTableAdapter` in the app's own controller) shows
///   what the person changed there.
struct NestedPage: Equatable, Sendable {
    /// What the page shows.
    enum Content: Equatable, Sendable {
        /// A navigation link's destination.
        case link
        /// The options of a picker in the navigation-link style: choosing one is the choice.
        case options
        /// The options of a multiple choice: the person checks several, then goes back.
        case severalOptions

        /// The page of options of `control`: ``severalOptions`` unless choosing one option is
        /// the whole choice.
        init(optionsOf control: RowControl) {
            self = control.choosesOneOption ? .options : .severalOptions
        }
    }

    /// How the page is shown.
    enum Presentation: Equatable, Sendable {
        /// Pushed on the navigation controller showing the form.
        case pushed
        /// Presented in a navigation controller of its own.
        case presented
    }

    /// The button that closes a presented page.
    enum CloseButton: Equatable, Sendable {
        /// Done, at the trailing end: the page's changes stay.
        case done
        /// Cancel, at the leading end: nothing was chosen.
        case cancel
    }

    /// What the page shows.
    let content: Content
    /// How it is shown.
    let presentation: Presentation
    /// Whether the page changed anything since it was shown.
    private(set) var hasChanges = false

    /// A page showing `content` over a form whose host has a navigation controller or not.
    init(_ content: Content, hasNavigationController: Bool) {
        self.content = content
        presentation = hasNavigationController ? .pushed : .presented
    }

    /// The button that closes the page; `nil` for a pushed page, which has Back.
    var closeButton: CloseButton? {
        guard presentation == .presented else { return nil }
        return content == .options ? .cancel : .done
    }

    /// Whether choosing an option closes the page: a presented list of a picker's options.
    var closesOnChoice: Bool {
        presentation == .presented && content == .options
    }

    /// The person changed something on the page.
    mutating func recordChange() {
        hasChanges = true
    }

    /// The page is closing: returns whether the form under it must be rebuilt (once).
    mutating func close() -> Bool {
        defer { hasChanges = false }
        return hasChanges
    }
}
