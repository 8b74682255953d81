#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

/// A Formwork form shown natively in SwiftUI: a grouped `Form` whose sections and rows are
/// keyed by their Formwork identities, each built-in component as the SwiftUI control a SwiftUI
/// developer would write.
///
/// Give it the closure that builds your form, and it rebuilds after every change the user makes,
/// after every button or row action the user runs, and when it appears again (back from a form
/// it pushed), whatever holds your model (a plain class, a `FormModel`, an `@Observable` class):
///
/// ```swift
/// NavigationStack {
///     FormView { settingsForm(model) }
/// }
/// ```
/// It builds the form in its `body`, so with an `@Observable` model, changes made elsewhere in
/// the app show too. `FormView(form)` shows a form you build yourself (from SwiftUI state, say,
/// through `Formwork.Binding($state)`); it changes when you give it another.
///
/// Each change is written once, through the row's binding, by the path every host shares:
/// nothing is written into a disabled row, or into a row the form no longer has at that place.
/// Show validation errors under their rows with ``errors(_:conversion:)``; refused changes are
/// written in the catalogue given with ``messages(_:)``.
@MainActor
public struct FormView: View {
    private let source: FormSource
    var validationErrors: SwiftUI.Binding<[ValidationError]> = .constant([])
    var conversionErrors: SwiftUI.Binding<[ValueConversionError]> = .constant([])
    var messages = FormMessages.current
    @State private var session = FormSession()
    @FocusState private var focusedField: String?
    @AccessibilityFocusState private var focusedElement: String?

    /// Shows `form` as it is; give the view another form to show another.
    ///
    /// ```swift
    /// FormView(settingsForm(model))
    /// ```
    public init(_ form: Formwork.Form) {
        source = .fixed(form)
    }

    /// Shows the form `build` makes, building it again after every change the user makes and
    /// whenever SwiftUI updates the view.
    ///
    /// ```swift
    /// FormView { settingsForm(model) }
    /// ```
    public init(_ build: @escaping @MainActor () -> Formwork.Form) {
        source = .building(build)
    }

    /// The form's sections in a SwiftUI `Form`.
    public var body: some View {
        let form = source.form()
        let layout = session.layout(
            of: form, validation: validationErrors.wrappedValue,
            conversion: conversionErrors.wrappedValue, showsOwnView: AnyRenderable.showsOwnView)
        let focus = RowFocus(field: $focusedField, element: $focusedElement, chain: FocusChain(layout), messages: messages)
        SwiftUI.Form {
            if !layout.unplacedErrors.isEmpty {
                SwiftUI.Section { ErrorsView(messages: layout.unplacedErrors) }
            }
            ForEach(layout.sections) { section in
                SectionView(
                    section: section, focus: focus, write: { edit, row in write(edit, to: row) }, tap: { row in session.tap(row) }
                )
            }
        }
        .keyboardBar(focus)
        .announcingErrors(of: layout, in: form, focus: focus)
        .onAppear { session.refresh() }
    }

    /// Writes a user's change through the row's binding in the form as it is now, then clears
    /// the row's errors from the app's lists if it was written.
    private func write(_ edit: ControlEdit, to row: RowLayout) {
        let form = source.form()
        guard case .written(let key) = session.write(edit, to: row, in: form, messages: messages) else { return }
        let validation = validationErrors.wrappedValue.removingErrors(atKey: key)
        if validation.count != validationErrors.wrappedValue.count { validationErrors.wrappedValue = validation }
        let conversion = conversionErrors.wrappedValue.removingErrors(atKey: key)
        if conversion.count != conversionErrors.wrappedValue.count { conversionErrors.wrappedValue = conversion }
    }
}

/// One section: its rows keyed by their identities, its header and footer.
@MainActor
struct SectionView: View {
    let section: SectionLayout
    let focus: RowFocus
    let write: @MainActor @Sendable (ControlEdit, RowLayout) -> Void
    let tap: @MainActor @Sendable (RowLayout) -> Void

    var body: some View {
        SwiftUI.Section {
            ForEach(section.rows) { row in
                RowView(row: row, focus: focus, write: { edit in write(edit, row) }, tap: { tap(row) })
                if !row.errors.isEmpty {
                    // VoiceOver reads them as part of the row's label.
                    ErrorsView(messages: row.errors).listRowSeparator(.hidden, edges: .top).accessibilityHidden(true)
                }
            }
        } header: {
            SectionLabelView(label: section.header)
        } footer: {
            SectionLabelView(label: section.footer)
        }
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
        .font(.footnote)
        .foregroundStyle(.red)
    }
}
#endif
