#if canImport(SwiftUI) && os(iOS)
import Formwork
import FormworkUIKit
import SwiftUI

/// What a ``FormView`` hands its rows for focus and VoiceOver: the text input focused (by
/// values key), the row VoiceOver is on, the order the text inputs go in, and the catalogue
/// VoiceOver's texts are written in, with the locale it was chosen for.
@MainActor
struct RowFocus {
    /// The text input that has the keyboard, by values key; `nil` for none.
    var field: FocusState<String?>.Binding
    /// The row VoiceOver is on, by values key, when the view moves it (to the first invalid row).
    var element: AccessibilityFocusState<String?>.Binding
    /// The text inputs in form order.
    var chain: FocusChain
    /// The catalogue VoiceOver's texts and the keyboard bar's labels are written in.
    var messages: FormMessages
    /// The environment's locale, which ``messages`` was chosen for.
    var locale: Locale

    /// Whether rows given `other` show what they show given this: the same focus chain, and
    /// texts chosen for the same locale (the bindings are the view's, the same every time).
    nonisolated func showsTheSame(as other: RowFocus) -> Bool {
        chain == other.chain && locale == other.locale
    }
}

@MainActor
extension View {
    /// The view as the VoiceOver element `element` describes, set on the native control: its
    /// label (the title, then the row's errors), its value where the control does not say it
    /// itself, the name Voice Control knows it by, its hint; VoiceOver moves to it when `focus` becomes
    /// `key`. No element leaves the view as it is.
    func accessibility(_ element: AccessibilityElement?, focus: AccessibilityFocusState<String?>.Binding, key: String)
        -> some View
    {
        modifier(ElementModifier(element: element, focus: focus, key: key))
    }

    /// The Previous / Next / Done bar over the keyboard of `focus`'s text inputs.
    func keyboardBar(_ focus: RowFocus) -> some View {
        modifier(KeyboardBarModifier(focus: focus))
    }

    /// Tells VoiceOver about the errors `layout` shows when one appears that was not shown
    /// before: on a submit of `validation` how many, then moves it to the first invalid row;
    /// after a change, the new errors politely, leaving VoiceOver where it is
    /// (``ErrorAnnouncement``).
    func announcingErrors(
        of layout: FormLayout, in form: Formwork.Form, validation: FormValidation?, focus: RowFocus
    ) -> some View {
        modifier(ErrorAnnouncementModifier(layout: layout, form: form, validation: validation, focus: focus))
    }
}

/// Applies an ``AccessibilityElement`` to a native control.
@MainActor
struct ElementModifier: ViewModifier {
    let element: AccessibilityElement?
    let focus: AccessibilityFocusState<String?>.Binding
    let key: String

    func body(content: Content) -> some View {
        if let element {
            if case .text(let value) = element.value {
                labelled(content, element).accessibilityValue(SwiftUI.Text(value))
            } else {
                labelled(content, element)
            }
        } else {
            content
        }
    }

    private func labelled(_ content: Content, _ element: AccessibilityElement) -> some View {
        content
            .accessibilityLabel(SwiftUI.Text(element.label))
            .accessibilityInputLabels(element.inputLabels.map { SwiftUI.Text($0) })
            .accessibilityHint(SwiftUI.Text(element.hint ?? ""))
            .accessibilityFocused(focus, equals: key)
    }
}

/// The keyboard bar: Previous and Next move through the text inputs in form order (off at
/// either end), Done ends editing.
@MainActor
struct KeyboardBarModifier: ViewModifier {
    let focus: RowFocus

    func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                let focused = focus.field.wrappedValue
                let bar = focus.chain.keyboardBar(for: focused)
                SwiftUI.Button {
                    focus.field.wrappedValue = focus.chain.previous(before: focused)
                } label: {
                    Image(systemName: "chevron.up")
                }
                .accessibilityLabel(SwiftUI.Text(focus.messages.previousField))
                .disabled(bar?.hasPrevious != true)
                SwiftUI.Button {
                    focus.field.wrappedValue = focus.chain.next(after: focused)
                } label: {
                    Image(systemName: "chevron.down")
                }
                .accessibilityLabel(SwiftUI.Text(focus.messages.nextField))
                .disabled(bar?.hasNext != true)
                Spacer()
                SwiftUI.Button(focus.messages.doneEditing) { focus.field.wrappedValue = nil }
            }
        }
    }
}

/// Announces the errors a form view shows when a new one appears: on submit how many, then
/// moves VoiceOver to the first invalid row; after a change the new errors, queued, VoiceOver
/// left where it is — a function of the errors shown and of the submits, whichever way the app
/// decided to show them.
@MainActor
struct ErrorAnnouncementModifier: ViewModifier {
    let layout: FormLayout
    let form: Formwork.Form
    let validation: FormValidation?
    let focus: RowFocus
    /// The errors shown and the validation state when the view last looked.
    @State private var announced = RowErrors()
    @State private var seen: FormValidation?

    /// What the announcement depends on.
    private struct Shown: Equatable {
        let errors: RowErrors
        let submissions: Int?
    }

    func body(content: Content) -> some View {
        content.task(id: Shown(errors: layout.errors, submissions: validation?.submissions)) {
            let occasion = validation?.occasion(since: seen) ?? .submit
            let before = occasion == .submit ? RowErrors() : announced
            announced = layout.errors
            seen = validation
            guard
                let announcement = ErrorAnnouncement(
                    form: form, showing: layout.errors, before: before, messages: focus.messages, occasion: occasion)
            else { return }
            guard announcement.movesFocus else { return ErrorAnnouncer.shared.announcePolitely(announcement.text) }
            let key = announcement.focus.map { layout.sections[$0.section].rows[$0.row].key }
            let element = focus.element
            ErrorAnnouncer.shared.announce(announcement.text, then: { element.wrappedValue = key })
        }
    }
}

extension TextSize {
    /// The size SwiftUI's `size` names.
    init(_ size: DynamicTypeSize) {
        switch size {
        case .xSmall: self = .extraSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .xLarge: self = .extraLarge
        case .xxLarge: self = .extraExtraLarge
        case .xxxLarge: self = .extraExtraExtraLarge
        case .accessibility1: self = .accessibilityMedium
        case .accessibility2: self = .accessibilityLarge
        case .accessibility3: self = .accessibilityExtraLarge
        case .accessibility4: self = .accessibilityExtraExtraLarge
        case .accessibility5: self = .accessibilityExtraExtraExtraLarge
        @unknown default: self = size.isAccessibilitySize ? .accessibilityMedium : .large
        }
    }
}
#endif
