/// What a host shows for one row: its title, its control, whether it is disabled, what its
/// rules demand, whether choosing it acts, and what a screen reader says for it. Every host
/// reads the same presentation, so a row looks and reads alike on a phone, in SwiftUI and on a
/// web page.
///
/// ```swift
/// Section { Toggle("Wi-Fi", isOn: $settings.wifi) }.rows[0].presentation
/// // RowPresentation(title: "Wi-Fi", control: .toggle(isOn: true), isDisabled: false)
/// ```
package struct RowPresentation: Equatable, Sendable {
    /// The row's title (its label).
    package var title: String
    /// The control the row gets.
    package var control: RowControl
    /// Whether the row is shown dimmed and takes no input.
    package var isDisabled: Bool
    /// What the input's rules demand that a host can state natively (required, a minimum…).
    package var constraints: NativeConstraints
    /// Whether choosing the row runs its component's action or opens its link (a selectable
    /// ``Row``, a ``Button``, a ``NavigationLink``), disabled or not: a web page makes such a row
    /// a button or a link.
    package var isActionable: Bool
    /// The image before the row's title (``Node/image``); `nil` for none.
    package var image: RowImage?
    /// The titles of the row's swipe actions, leading then trailing: VoiceOver's actions.
    package var customActions: [String] = []
    /// What a ``CustomInput`` declares VoiceOver reads for it; `nil` for other rows.
    package var declaredAccessibility: InputAccessibility?
    /// What the app has screen readers call the row instead of its title
    /// (`accessibilityLabel(_:)` on row content); `nil` for none.
    package var givenAccessibilityLabel: String?
    /// The sentence that helps people answer the row (``RowContent/hint(_:)``), shown with it and
    /// read after it; `nil` for none.
    package var hint: String?

    /// A row's presentation.
    package init(
        title: String, control: RowControl, isDisabled: Bool, constraints: NativeConstraints = NativeConstraints(),
        isActionable: Bool = false, image: RowImage? = nil
    ) {
        self.title = title
        self.control = control
        self.isDisabled = isDisabled
        self.constraints = constraints
        self.isActionable = isActionable
        self.image = image
    }

    /// What the row shows as its title: its title, or for a custom view with no title, its
    /// description.
    package var shownTitle: String {
        if case .custom(let description) = control, title.isEmpty { return description }
        return title
    }

    /// What a screen reader calls the row: the label the app gave the row if it is not empty,
    /// else a button's own label if it has one, else what the row shows as its title; a control
    /// with no title is called by its prompt, else by what it holds, never by nothing.
    package var accessibilityLabel: String {
        var label = shownTitle
        if case .button(let button) = control, let own = button.accessibilityLabel { label = own }
        if let given = givenAccessibilityLabel, !given.isEmpty { label = given }
        return label.isEmpty ? untitledLabel : label
    }

    /// What a screen reader calls a control with no title: a text input's prompt, else what it
    /// holds — but never a switch by its state ("On" is not what it is for); empty for a row
    /// with none of these, which FormworkTesting's transcripts report.
    private var untitledLabel: String {
        switch control {
        case .textField(let field) where field.prompt?.isEmpty == false: field.prompt ?? ""
        case .toggle: ""
        default: accessibilityValue ?? ""
        }
    }

    /// What a screen reader says the row holds: the switch's state, the text (never a secure
    /// field's), the number (as its format writes it), the chosen option's title, the date, the
    /// detail; `nil` for none.
    package var accessibilityValue: String? {
        let value: String? =
            switch control {
            case .cell(let content):
                [content.subtitle, content.detail, content.value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            case .toggle(let isOn): isOn ? "On" : "Off"
            case .textField(let field): field.isSecure ? nil : field.text
            case .textEditor(let editor): editor.text
            case .stepper(let stepper): stepper.shownText
            case .slider(let slider): slider.shownText
            case .picker(let picker): picker.selectedTitle
            case .multiPicker(let picker): picker.selectedTitles.joined(separator: ", ")
            case .datePicker(let picker): picker.text
            case .fileField(let field): field.summary()
            case .navigationLink(let detail): detail
            case .button, .custom: nil
            }
        return value?.isEmpty == false ? value : nil
    }
}

/// What tapping a row does.
package enum RowAction: Sendable {
    /// Runs the component's action on the main actor: a ``Row``'s `onSelect`, a ``Button``'s.
    case run(@MainActor @Sendable () -> Void)
    /// Shows the nested form a ``NavigationLink`` builds.
    case navigate(NavigationLink)
}

extension Node {
    /// How every host shows this row: its component's ``ControlSource`` control if it has one,
    /// else what it renders into a ``Cell``, else a custom view.
    package var presentation: RowPresentation {
        presentation(showing: nil)
    }

    /// How a host shows this row with `submitted` in its control: text the person sent that was
    /// not applied (see ``ControlSource/control(showing:)``); `nil` for the row's own value.
    package func presentation(showing submitted: String?) -> RowPresentation {
        if let source = component.base as? any ControlSource {
            return presentation(of: source, showing: submitted)
        }
        var presentation = renderedPresentation
        if let input = component.base as? any CustomInput { presentation.declare(input) }
        return presentation
    }

    /// How a host shows a row of a component that is not a built-in one: what it renders into a
    /// ``Cell``, else a custom view.
    private var renderedPresentation: RowPresentation {
        let cell = Cell()
        let control: RowControl =
            if component.render(in: cell) {
                .cell(CellContent(cell))
            } else {
                .custom(
                    description: (component.base as? any CustomStringConvertible)?.description
                        ?? String(describing: component.componentType))
            }
        var presentation = RowPresentation(
            title: cell.title ?? "", control: control, isDisabled: isDisabled, isActionable: isActionable, image: image)
        presentation.customActions = swipeActionTitles
        presentation.givenAccessibilityLabel = accessibilityLabel
        presentation.hint = hint
        return presentation
    }

    /// How a host shows this row, whose component is `source` (a built-in component, already
    /// cast by a host that looks for its own kinds of components first), with `submitted` in its
    /// control; `nil` for the row's own value.
    package func presentation(of source: any ControlSource, showing submitted: String?) -> RowPresentation {
        var presentation = RowPresentation(
            title: source.title, control: submitted.map(source.control(showing:)) ?? source.control,
            isDisabled: isDisabled, constraints: source.nativeConstraints, isActionable: source.isActionable, image: image)
        presentation.customActions = swipeActionTitles
        presentation.givenAccessibilityLabel = accessibilityLabel
        presentation.hint = hint
        return presentation
    }

    /// Whether choosing the row runs its component's action or opens its link, disabled or not.
    package var isActionable: Bool {
        (component.base as? any RowActionSource)?.rowAction != nil
    }

    /// What tapping the row does; `nil` for a row that does nothing when tapped, or is disabled.
    package var action: RowAction? {
        guard !isDisabled else { return nil }
        return (component.base as? any RowActionSource)?.rowAction
    }
}

/// A component that does something when its row is tapped: ``Row`` (with `onSelect`),
/// ``Button``, ``NavigationLink``, and components of the host modules (a pushed list's options).
package protocol RowActionSource {
    /// What tapping the row does; `nil` for nothing.
    var rowAction: RowAction? { get }
}

extension Row: RowActionSource {
    /// Runs `onSelect`'s action, if it has one.
    package var rowAction: RowAction? { selectAction.map(RowAction.run) }
}

extension Button: RowActionSource {
    /// Runs the button's action.
    package var rowAction: RowAction? { .run(action) }
}

extension NavigationLink: RowActionSource {
    /// Shows the link's destination.
    package var rowAction: RowAction? { .navigate(self) }
}

extension Form {
    /// Writes a user's change to the control of the row at `path` through that row's binding,
    /// once; returns why nothing was written, or `nil`.
    ///
    /// ```swift
    /// form.apply(.setText("jane@example.com"), at: RowPath(section: 0, row: 0), showing: Identity("email"))
    /// ```
    /// `identity` is the row the host's control showed. If the row at `path` has another
    /// identity (the form changed under the control), nothing is written (`.unknownRow`): a
    /// value is never routed to another row. A disabled row takes nothing (`.disabledRow`), a
    /// row without a control nothing (`.notAnInput`), and a value the input refuses is reported
    /// as `apply(raw:)` reports it, in `messages`.
    package func apply(
        _ edit: ControlEdit, at path: RowPath, showing identity: Identity, messages: FormMessages = .current
    ) -> ValueConversionError? {
        messages.whileCurrent { write(edit, at: path, showing: identity) }
    }

    private func write(_ edit: ControlEdit, at path: RowPath, showing identity: Identity) -> ValueConversionError? {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row),
            sections[path.section].rows[path.row].id == identity
        else {
            return ValueConversionError(identity: identity, reason: .unknownRow, message: .rowGone)
        }
        let node = sections[path.section].rows[path.row]
        do throws(ConversionFailure) {
            guard !node.isDisabled else { throw ConversionFailure(.disabledRow, .disabledRow) }
            if let input = node.component.base as? any CustomInput {
                try input.write(edit)
                return nil
            }
            guard let source = node.component.base as? any ControlSource else { throw .notAnInput }
            try source.write(edit)
            return nil
        } catch {
            return ValueConversionError(identity: identity, failure: error)
        }
    }
}
