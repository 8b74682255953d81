/// An app's own input that every host treats as a built-in one: its edits go through the same
/// checks (the row it was shown for, disabled rows, the input's conversion and rules), its row is
/// touched as a built-in row is, it joins the keyboard's Previous / Next / Done chain if it takes
/// text, and VoiceOver reads what it declares.
///
/// ```swift
/// struct StarRating: CustomInput {
///     var title: String
///     var stars: Int
///     var binding: Binding<Int>
///     var rules: [ValidationRule<Int>] = []
///     var accessibility: InputAccessibility {
///         InputAccessibility(value: "\(stars) of 5", role: .adjustable, increment: .int(stars + 1), decrement: .int(stars - 1))
///     }
///     // render(in:), ==, and the conversions of `InputComponent`
/// }
/// ```
/// Each host shows it with what the app gives for it: a cell class registered with UIKit's
/// `FormTableAdapter`, a SwiftUI view, and HTML markup (`HTMLRenderable`); elsewhere it shows
/// what it renders into ``Cell``.
public protocol CustomInput: InputComponent {
    /// What VoiceOver reads for the row after its title: its value, its role, and what swiping
    /// up and down writes. By default the value it renders into ``Cell``, as static text (no
    /// value for an input that renders into another view).
    var accessibility: InputAccessibility { get }

    /// Whether the input takes typed text: it then joins the Previous / Next / Done chain of the
    /// form's text inputs, and its row is touched when the person leaves it rather than at each
    /// change. `false` by default.
    var takesText: Bool { get }

    /// Whether tapping the row does something (the host tells the input's view), so the row
    /// highlights and VoiceOver reads it as a button. `false` by default.
    var isSelectable: Bool { get }
}

extension CustomInput where View == Cell {
    /// The value it renders into ``Cell`` (its detail, else its value), as static text.
    public var accessibility: InputAccessibility {
        let cell = Cell()
        render(in: cell)
        return InputAccessibility(value: cell.detail ?? cell.value)
    }
}

extension CustomInput {
    /// No value, as static text.
    public var accessibility: InputAccessibility { InputAccessibility() }

    /// Takes no typed text.
    public var takesText: Bool { false }

    /// Tapping the row does nothing.
    public var isSelectable: Bool { false }

    /// Writes a custom input's edit, a new value, through its conversion and binding; refuses
    /// any other edit.
    func write(_ edit: ControlEdit) throws(ConversionFailure) {
        guard case .setValue(let value, _) = edit else { throw .unfitEdit }
        try write(value)
    }
}
