import Formwork

/// The texts a cell's content configuration shows (`UIListContentConfiguration`), decided from
/// the row's presentation and errors.
///
/// - A subtitle, a hint, or an error, puts the secondary text under the title
///   (`subtitleCell()`): the subtitle, then the hint on a line of its own; errors follow it, one
///   per line, in red.
/// - Otherwise a detail or value sits at the trailing edge (`valueCell()`): a navigation link's
///   detail, the chosen options of a choice that pushes them, a row's detail.
/// - With the secondary text under the title, a trailing text moves to an accessory label; if
///   the row shows a disclosure indicator or checkmark there, it joins the secondary text after
///   " · " instead.
struct CellText: Equatable, Sendable {
    /// Which `UIListContentConfiguration` to start from.
    enum Style: Equatable, Sendable {
        /// `cell()`: the title alone.
        case plain
        /// `valueCell()`: the secondary text at the trailing edge.
        case value
        /// `subtitleCell()`: the secondary text under the title.
        case subtitle
    }

    /// The configuration to start from.
    var style: Style
    /// The title.
    var text: String
    /// The secondary text, under the title or at the trailing edge as `style` says.
    var secondaryText: String?
    /// A text for an accessory label at the trailing edge, in the subtitle style.
    var trailingText: String?
    /// The row's errors, one per line, shown in red under the title.
    var errorText: String?
    /// Whether the title is in the tint colour (a button).
    var isTinted: Bool
    /// Whether the texts are dimmed (a disabled row).
    var isDimmed: Bool

    init(_ presentation: RowPresentation, errors: [String], messages: FormMessages = .current) {
        var subtitle: String?, trailing: String?
        switch presentation.control {
        case .cell(let content):
            subtitle = content.subtitle
            trailing = content.detail ?? content.value
        case .navigationLink(let detail):
            trailing = detail
        case .fileField(let field):
            trailing = field.summary(in: messages)
        case .picker(let picker) where presentation.control.optionsPlacement == .onPage:
            trailing = picker.selectedTitle
        case .multiPicker(let picker) where presentation.control.optionsPlacement == .onPage:
            trailing = picker.selectedTitles.isEmpty ? nil : picker.selectedTitles.joined(separator: ", ")
        default:
            break
        }
        if let hint = presentation.hint { subtitle = subtitle.map { $0 + "\n" + hint } ?? hint }
        text = presentation.shownTitle
        errorText = errors.isEmpty ? nil : errors.joined(separator: "\n")
        if case .button = presentation.control { isTinted = true } else { isTinted = false }
        isDimmed = presentation.isDisabled
        if subtitle == nil, errorText == nil {
            style = trailing == nil ? .plain : .value
            secondaryText = trailing
            return
        }
        style = .subtitle
        if CellAccessory(presentation.control) == .none {
            secondaryText = subtitle
            trailingText = trailing
        } else {
            secondaryText = [subtitle, trailing].compactMap { $0 }.joined(separator: " · ")
        }
        if secondaryText?.isEmpty == true { secondaryText = nil }
    }
}

/// What a cell shows at its trailing edge besides texts.
enum CellAccessory: Equatable, Sendable {
    /// Nothing.
    case none
    /// A chevron: tapping leads somewhere.
    case disclosureIndicator
    /// A checkmark: the chosen row.
    case checkmark
    /// The row's control (a switch, a stepper, a menu button, a date picker, segments).
    case control

    init(_ control: RowControl) {
        switch control {
        case .cell(let content):
            switch content.accessory {
            case .none: self = .none
            case .disclosureIndicator: self = .disclosureIndicator
            case .checkmark: self = .checkmark
            }
        case .navigationLink: self = .disclosureIndicator
        case .picker, .multiPicker:
            switch control.optionsPlacement {
            case .onPage?: self = .disclosureIndicator
            case .inForm?: self = .none
            case nil: self = .control
            }
        case .toggle, .stepper, .datePicker: self = .control
        case .textField, .textEditor, .slider, .button, .fileField, .custom: self = .none
        }
    }
}
