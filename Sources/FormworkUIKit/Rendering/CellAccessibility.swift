import Formwork

/// What VoiceOver reads for a row's cell, as the adapter applies it: the row's elements, the
/// decision every host shares (``RowPresentation/accessibilityElements(errors:messages:)``), and
/// which views they are.
///
/// A row read as one element, the whole row (everything but text inputs and date pickers), makes
/// the cell that element, as Settings does: its label, value and traits are the element's, a
/// double tap does what the element says (flips the switch, taps the menu button where it is,
/// or selects the row), and swiping up and down writes its increment and decrement. A row with
/// an input of its own leaves the cell a container whose elements are its input (and a date
/// picker's switch), each labelled as the decision says; the title and the error labels beside
/// them are not read again. A component with its own cell class sets its own.
struct CellAccessibility: Equatable, Sendable {
    /// The row's elements, in reading order.
    var elements: [AccessibilityElement]

    /// The elements of a row presented as `presentation`, with `errors`, written in `messages`.
    init(_ presentation: RowPresentation, errors: [String], messages: FormMessages) {
        elements = presentation.accessibilityElements(errors: errors, messages: messages)
    }

    /// The element the cell itself is; `nil` when the cell is a container of its inputs.
    var cellElement: AccessibilityElement? {
        elements.count == 1 && elements[0].part == .row ? elements[0] : nil
    }
}
