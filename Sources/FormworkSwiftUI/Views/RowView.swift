#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// One row: the SwiftUI control its shared presentation names, chosen by a `switch` over the
/// built-in controls (no type erasure but for a component's own view), dimmed and inert when
/// the row is disabled.
@MainActor
struct RowView: View {
    let row: RowLayout
    let write: @MainActor @Sendable (ControlEdit) -> Void
    let tap: @MainActor @Sendable () -> Void

    var body: some View {
        content.disabled(row.presentation.isDisabled)
    }

    @ViewBuilder private var content: some View {
        if row.showsOwnView {
            OwnView(component: row.node.component)
        } else {
            control
        }
    }

    @ViewBuilder private var control: some View {
        let title = row.presentation.title
        switch row.presentation.control {
        case .toggle(let isOn):
            SwiftUI.Toggle(title, isOn: SwiftUI.Binding(showing: isOn, edit: { toggleEdit($0, shown: isOn) }, write: write))
        case .textField(let field):
            TextFieldRow(title: title, field: field, write: write)
        case .textEditor(let text):
            TextEditorRow(title: title, text: text, write: write)
        case .stepper(let stepper):
            StepperRow(title: title, stepper: stepper, write: write)
        case .slider(let slider):
            SliderRow(title: title, slider: slider, write: write)
        case .picker(let picker):
            PickerRow(title: title, picker: picker, write: write)
        case .datePicker(let picker):
            DatePickerRow(title: title, picker: picker, write: write)
        case .button:
            SwiftUI.Button(title) { @MainActor in tap() }
        case .navigationLink:
            NavigationLinkRow(row: row)
        case .cell, .custom:
            PlainRow(row: row, tap: tap)
        }
    }
}

/// A row with no control: its label, a button that runs its action if it has one.
@MainActor
struct PlainRow: View {
    let row: RowLayout
    let tap: @MainActor @Sendable () -> Void

    var body: some View {
        let label = RowLabelView(label: row.label ?? RowLabel(title: row.presentation.title), isDimmed: row.presentation.isDisabled)
        if row.action == nil {
            label
        } else {
            SwiftUI.Button { @MainActor in tap() } label: { label }
        }
    }
}

/// A navigation link whose destination is another ``FormView``, building the nested form.
@MainActor
struct NavigationLinkRow: View {
    let row: RowLayout

    var body: some View {
        let label = RowLabelView(label: row.label ?? RowLabel(title: row.presentation.title), isDimmed: row.presentation.isDisabled)
        if let link = row.node.component.as(Formwork.NavigationLink.self) {
            SwiftUI.NavigationLink {
                FormView { link.destination() }.navigationTitle(link.title)
            } label: {
                label
            }
        } else {
            label
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
                SwiftUI.Text(label.title).foregroundStyle(isDimmed ? .secondary : .primary)
                if let subtitle = label.subtitle {
                    SwiftUI.Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 8)
            if let trailing = label.trailing {
                SwiftUI.Text(trailing).foregroundStyle(.secondary)
            }
            switch label.accessory {
            case .none: EmptyView()
            case .checkmark: Image(systemName: "checkmark").foregroundStyle(.tint)
            case .disclosureIndicator: Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}
#endif
