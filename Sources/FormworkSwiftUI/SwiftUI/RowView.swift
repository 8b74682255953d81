#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// One row: the SwiftUI control its shared presentation names, chosen by a `switch` over the
/// built-in controls (no type erasure but for a component's own view), dimmed and inert when
/// the row is disabled, labelled for VoiceOver as the shared decision says. Its inputs are its
/// layout, the view it belongs to and the focus chain: an unchanged row is equal to the last
/// one, and SwiftUI does not evaluate it again.
@MainActor
struct RowView: View, Equatable {
    let row: RowLayout
    let host: FormHost
    /// The text input focused, the row VoiceOver is on, the focus chain and VoiceOver's catalogue.
    let focus: RowFocus
    @Environment(\.timeZone) var timeZone
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    /// The row's title.
    var title: String { row.presentation.title }

    /// Writes a change of the row's control, down the shared edit path.
    func write(_ edit: ControlEdit) {
        host.write(edit, to: row)
    }

    /// Runs the row's action, as tapping it does.
    func tap() {
        host.tap(row)
    }

    /// What VoiceOver reads for the row's element that is `part` (``AccessibilityElement``).
    func element(_ part: AccessibilityElement.Part) -> AccessibilityElement? {
        row.accessibilityElements(messages: focus.messages).first { $0.part == part }
    }

    /// Equal when they show the same row for the same view, in the same focus chain and language.
    nonisolated static func == (lhs: RowView, rhs: RowView) -> Bool {
        lhs.row == rhs.row && lhs.host === rhs.host && lhs.focus.showsTheSame(as: rhs.focus)
    }

    var body: some View {
        // Only a row with actions of its own gets `.swipeActions`: any would stop SwiftUI giving
        // a list's row its Delete.
        if row.presentation.customActions.isEmpty {
            withImage
        } else {
            withImage.rowSwipeActions(self)
        }
    }

    /// The row's content, after its image if it has one.
    @ViewBuilder private var withImage: some View {
        if let image = row.presentation.image {
            HStack(spacing: 12) {
                RowIcon(image: image)
                content.disabled(row.presentation.isDisabled)
                    .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
        } else {
            content.disabled(row.presentation.isDisabled)
        }
    }

    @ViewBuilder private var content: some View {
        if row.showsOwnView, row.presentation.declaredAccessibility != nil {
            OwnInputView(row: self)
        } else if row.showsOwnView {
            OwnView(component: row.node.component)
        } else {
            control
        }
    }

    @ViewBuilder private var control: some View {
        switch row.presentation.control {
        case .toggle(let isOn): toggle(isOn: isOn)
        case .textField(let control): textField(control)
        case .textEditor(let control): textEditor(control)
        case .stepper(let control): stepper(control)
        case .slider(let control): slider(control)
        case .picker(let control): picker(control)
        case .multiPicker(let control): multiPicker(control)
        case .datePicker(let control): datePicker(control)
        case .button:
            SwiftUI.Button(title) { tap() }.accessibility(element(.row), focus: focus.element, key: row.key)
        case .navigationLink:
            if let label = row.label(in: focus.messages), let link = row.node.component.as(Formwork.NavigationLink.self) {
                NavigationLinkRow(link: link, label: label, isDimmed: row.presentation.isDisabled)
                    .accessibility(element(.row), focus: focus.element, key: row.key)
            }
        case .cell, .fileField, .custom:
            if let label = row.label(in: focus.messages) {
                PlainRow(label: label, isDimmed: row.presentation.isDisabled, isButton: row.action != nil, tap: { tap() })
                    .accessibility(element(.row), focus: focus.element, key: row.key)
            }
        }
    }
}

/// A row with no control: its label, in a button that runs its action if it has one.
@MainActor
struct PlainRow: View {
    let label: RowLabel
    let isDimmed: Bool
    let isButton: Bool
    let tap: @MainActor @Sendable () -> Void

    var body: some View {
        if isButton {
            SwiftUI.Button { @MainActor in
                tap()
            } label: {
                RowLabelView(label: label, isDimmed: isDimmed)
            }
        } else {
            RowLabelView(label: label, isDimmed: isDimmed)
        }
    }
}

/// A navigation link whose destination is another ``FormView``, building the nested form.
@MainActor
struct NavigationLinkRow: View {
    let link: Formwork.NavigationLink
    let label: RowLabel
    let isDimmed: Bool

    var body: some View {
        SwiftUI.NavigationLink {
            FormView { link.destination() }.navigationTitle(link.title)
        } label: {
            RowLabelView(label: label, isDimmed: isDimmed)
        }
    }
}

/// A row's title, subtitle, trailing text and accessory, as a grouped list row shows them.
@MainActor
struct RowLabelView: View {
    let label: RowLabel
    let isDimmed: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                SwiftUI.Text(label.title).rowTitleStyle(isDimmed: isDimmed)
                if let subtitle = label.subtitle {
                    SwiftUI.Text(subtitle).rowDetailStyle()
                }
            }
            Spacer(minLength: 8)
            if let trailing = label.trailing {
                SwiftUI.Text(trailing).rowValueStyle()
            }
            switch label.accessory {
            case .none: EmptyView()
            case .checkmark: Image(systemName: "checkmark").foregroundStyle(.tint)
            case .disclosureIndicator:
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}
#endif
