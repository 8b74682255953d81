/// One of the three fields a date is entered in where a page asks for the day, the month and
/// the year apart — GOV.UK's date input, for dates people know (a date of birth, a passport's
/// expiry) — in the order people write them there.
///
/// ```swift
/// FormMessages.english.dateFieldLabel(.month)   // "Month"
/// ```
public enum DateField: String, Sendable, Hashable, CaseIterable {
    /// The day of the month, 1 to 31.
    case day
    /// The month, 1 to 12.
    case month
    /// The year, four digits.
    case year
}
