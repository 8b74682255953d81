import Formwork

/// What VoiceOver says for a row and which element says it.
///
/// A row of texts is one element, the cell: its label is the title, its value what the row
/// holds (``RowPresentation/accessibilityValue``). A row with a control lets the control be the
/// element, labelled with the row's title, so VoiceOver says "Wi-Fi, switch button, on" as it
/// does in Settings; native controls speak their own value, except a stepper, whose value is
/// beside it rather than in it, and a slider with a format, whose native value would be a
/// percentage rather than what its format writes. Errors are the hint, read after the value. A disabled row is
/// announced as dimmed; a row that acts when tapped is a button.
struct CellAccessibility: Equatable, Sendable {
    /// Whether the cell itself is the element (`false`: its control is).
    var isCellElement: Bool
    /// What the element is called.
    var label: String
    /// What it holds; `nil` to let a native control say it.
    var value: String?
    /// The row's errors, read after the value; `nil` for none.
    var hint: String?
    /// Whether it acts when tapped (the `.button` trait).
    var isButton: Bool
    /// Whether it is disabled (the `.notEnabled` trait: "dimmed").
    var isDimmed: Bool

    init(_ presentation: RowPresentation, kind: CellKind, errors: [String], isSelectable: Bool) {
        isCellElement = kind == .system
        label = presentation.accessibilityLabel
        value =
            isCellElement || kind == .stepper || Self.isFormattedSlider(presentation.control)
            ? presentation.accessibilityValue : nil
        hint = errors.isEmpty ? nil : errors.joined(separator: ". ")
        isButton = isSelectable
        isDimmed = presentation.isDisabled
    }

    /// Whether `control` is a slider with a format: VoiceOver says its formatted value ("38.5
    /// degrees"), not the percentage a `UISlider` says of itself.
    private static func isFormattedSlider(_ control: RowControl) -> Bool {
        if case .slider(let slider) = control { slider.formatted != nil } else { false }
    }
}
