import Formwork

/// What a row without a control of its own shows: a title, a subtitle under it, a text at the
/// trailing edge, and an accessory. A plain row, a text, a navigation link, a file field (its
/// file's name or "No file", read-only: no file picker here), a component that renders into
/// `Cell`, or one shown by its description.
struct RowLabel: Equatable, Sendable {
    /// The title.
    var title: String
    /// Secondary text under the title.
    var subtitle: String?
    /// Secondary text at the trailing edge: a detail, or an input's value shown in a plain cell.
    var trailing: String?
    /// A checkmark or a chevron at the trailing edge. A navigation link's chevron is SwiftUI's
    /// own, so its label has none.
    var accessory: Cell.Accessory

    /// The label of a row presented as `presentation`, its hint under the title after any
    /// subtitle; `nil` for a row with a control of its own.
    init?(_ presentation: RowPresentation, messages: FormMessages = .current) {
        let hint = presentation.hint
        switch presentation.control {
        case .cell(let content):
            let subtitle = content.subtitle.map { subtitle in hint.map { subtitle + "\n" + $0 } ?? subtitle } ?? hint
            self.init(
                title: presentation.title, subtitle: subtitle, trailing: content.detail ?? content.value,
                accessory: content.accessory)
        case .navigationLink(let detail):
            self.init(title: presentation.title, subtitle: hint, trailing: detail)
        case .fileField(let field):
            self.init(title: presentation.title, subtitle: hint, trailing: field.summary(in: messages))
        case .multiPicker(let picker):
            // Listed in the form, the checkmarks show what is chosen.
            let chosen = picker.style == .inline ? "" : picker.selectedTitles.joined(separator: ", ")
            self.init(title: presentation.title, subtitle: hint, trailing: chosen.isEmpty ? nil : chosen)
        case .custom:
            self.init(title: presentation.shownTitle, subtitle: hint)
        case .toggle, .textField, .textEditor, .stepper, .slider, .picker, .datePicker, .button:
            return nil
        }
    }

    /// A label with the given texts.
    init(title: String, subtitle: String? = nil, trailing: String? = nil, accessory: Cell.Accessory = .none) {
        self.title = title
        self.subtitle = subtitle
        self.trailing = trailing
        self.accessory = accessory
    }
}
