#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// A Formwork form shown natively in SwiftUI: a grouped `Form` whose sections and rows are
/// keyed by their Formwork identities, each built-in component as the SwiftUI control a SwiftUI
/// developer would write.
///
/// Give it the closure that builds your form, and it builds it again after every change the
/// user makes, after every button or row action the user runs, when the model the last build
/// read changes (an `@Observable` model, a `FormModel`), and when it appears again (back from a
/// form it pushed) — once per change, never in every run of `body`:
///
/// ```swift
/// NavigationStack {
///     FormView { settingsForm(model) }
/// }
/// ```
/// When the app makes the view again (its parent's `body` ran), the closure it hands over is
/// built at once, so a replaced model (`report = ExpenseReport()`) is shown and written without
/// an `.id(_:)`.
///
/// `FormView(form)` shows a form you build yourself (from SwiftUI state, say, through
/// `Formwork.Binding($state)`); it changes when you give it another.
///
/// Each change is written once, through the row's binding, by the path every host shares:
/// nothing is written into a disabled row, or into a row the form no longer has at that place.
/// Show validation errors as the person goes with ``validation(_:)``, or your own with
/// ``errors(_:conversion:)``; refused changes are written in the catalogue given with
/// ``messages(_:)``. Numbers and dates are shown in the environment's `\.locale` and
/// `\.timeZone`.
@MainActor
public struct FormView: View {
    private let source: FormSource
    /// This making of the view: another one may hand over a closure reading another model.
    private let handover = SourceHandover()
    var validationErrors: SwiftUI.Binding<[ValidationError]> = .constant([])
    var conversionErrors: SwiftUI.Binding<[ValueConversionError]> = .constant([])
    var validationState: SwiftUI.Binding<FormValidation>?
    var messages: (Locale) -> FormMessages = { _ in FormMessages.current }
    /// The app's handle on the keyboard focus (``focusedField(_:)``); `nil` when it keeps none.
    var focusRequest: SwiftUI.Binding<String?>?
    @State private var host: FormHost
    @FocusState private var focusedKey: String?
    @AccessibilityFocusState private var focusedElement: String?
    @Environment(\.locale) private var locale

    /// Shows `form` as it is; give the view another form to show another.
    ///
    /// ```swift
    /// FormView(settingsForm(model))
    /// ```
    public init(_ form: Formwork.Form) {
        source = .fixed(form)
        _host = State(initialValue: FormHost(.fixed(form), showsOwnView: AnyRenderable.showsOwnView))
    }

    /// Shows the form `build` makes, building it again after each change (see the type's
    /// description).
    ///
    /// ```swift
    /// FormView { settingsForm(model) }
    /// ```
    public init(_ build: @escaping @MainActor () -> Formwork.Form) {
        source = .building(build)
        _host = State(initialValue: FormHost(.building(build), showsOwnView: AnyRenderable.showsOwnView))
    }

    /// The form's sections in a SwiftUI `Form`.
    public var body: some View {
        let catalogue = messages(locale)
        let layout = host.layout(
            source: source, handover: handover, validationErrors: validationErrors.wrappedValue,
            conversionErrors: conversionErrors.wrappedValue,
            validation: validationState?.wrappedValue, messages: catalogue, sendBack: sendBack)
        let focus = RowFocus(
            field: $focusedKey, element: $focusedElement, chain: FocusChain(layout), messages: catalogue, locale: locale)
        SwiftUI.Form {
            if !layout.unplacedErrors.isEmpty {
                SwiftUI.Section { ErrorsView(messages: layout.unplacedErrors) }
            }
            ForEach(layout.sections) { section in
                SectionView(
                    section: section, host: host, focus: focus,
                    edit: ListEdits(deleteTitle: catalogue.delete) { host.invalidate() }
                )
                .equatable()
            }
        }
        .keyboardBar(focus)
        .announcingErrors(of: layout, in: host.currentForm(), validation: validationState?.wrappedValue, focus: focus)
        .onAppear { host.appeared() }
        .task(id: focusedKey) { host.focusMoved(to: focusedKey) }
        .onChange(of: focusedKey) { key in
            if let focusRequest, focusRequest.wrappedValue != key { focusRequest.wrappedValue = key }
        }
        .onChange(of: focusRequest?.wrappedValue) { requested in
            focusedKey = focus.chain.focus(requested: requested ?? nil, current: focusedKey)
        }
        .onAppear {
            if let requested = focusRequest?.wrappedValue {
                focusedKey = focus.chain.focus(requested: requested, current: focusedKey)
            }
        }
    }

    /// Hands what the view changed back to the app's bindings: its errors without those of a
    /// changed row, and what the person touched.
    private func sendBack(_ state: FormHost.AppState) {
        if state.validationErrors != validationErrors.wrappedValue { validationErrors.wrappedValue = state.validationErrors }
        if state.conversionErrors != conversionErrors.wrappedValue { conversionErrors.wrappedValue = state.conversionErrors }
        if let validationState, let validation = state.validation, validation != validationState.wrappedValue {
            validationState.wrappedValue = validation
        }
    }
}

/// One section: its rows keyed by their identities, its header and footer. Equal sections show
/// the same, so SwiftUI does not evaluate an unchanged one again.
@MainActor
struct SectionView: View, Equatable {
    let section: SectionLayout
    let host: FormHost
    let focus: RowFocus
    /// What deleting and moving elements of editable lists needs (see `FormView+Lists.swift`).
    let edit: ListEdits

    var body: some View {
        SwiftUI.Section {
            SectionRowsView(section: section, edit: edit) { row in
                RowView(row: row, host: host, focus: focus).equatable().rowAppearance(of: row.node)
                if !row.errors.isEmpty {
                    // VoiceOver reads them as part of the row's label.
                    ErrorsView(messages: row.errors).listRowSeparator(.hidden, edges: .top).accessibilityHidden(true)
                        .rowAppearance(of: row.node)
                }
            }
        } header: {
            SectionLabelView(label: section.header).sectionTextAppearance(section.headerAppearance, isHeader: true)
        } footer: {
            SectionLabelView(label: section.footer).sectionTextAppearance(section.footerAppearance, isHeader: false)
        }
    }

    /// Equal when they show the same section for the same view, in the same focus chain and
    /// language.
    nonisolated static func == (lhs: SectionView, rhs: SectionView) -> Bool {
        lhs.section == rhs.section && lhs.host === rhs.host && lhs.focus.showsTheSame(as: rhs.focus)
            && lhs.edit.deleteTitle == rhs.edit.deleteTitle
    }
}

/// A section's header or footer: a text, or a component's own view.
@MainActor
struct SectionLabelView: View {
    let label: SectionLabel?

    var body: some View {
        switch label {
        case .text(let text): SwiftUI.Text(text)
        case .ownView(let component): OwnView(component: component)
        case nil: EmptyView()
        }
    }
}

/// Error messages, one a line, in red.
@MainActor
struct ErrorsView: View {
    let messages: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(messages.indices, id: \.self) { index in SwiftUI.Text(messages[index]) }
        }
        .rowErrorStyle()
    }
}
#endif
