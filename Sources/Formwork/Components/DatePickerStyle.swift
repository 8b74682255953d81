/// How a ``DatePicker`` shows itself on a phone, as SwiftUI's date picker styles and UIKit's
/// `UIDatePickerStyle` name them. A web page shows its own date input (or three fields for a
/// day, month and year, as its theme says) whatever the style.
///
/// A compact picker sits beside its title; a calendar or wheels take their own full-width
/// line under it.
public enum DatePickerStyle: String, Sendable, Hashable, CaseIterable {
    /// A button showing the value that opens a calendar or wheels over the form: the default
    /// (SwiftUI's `.compact`, UIKit's `.compact`).
    case compact
    /// A calendar, and a time's wheels, in the form (SwiftUI's `.graphical`, UIKit's `.inline`).
    case graphical
    /// Spinning wheels in the form (SwiftUI's `.wheel`, UIKit's `.wheels`).
    case wheel
}
