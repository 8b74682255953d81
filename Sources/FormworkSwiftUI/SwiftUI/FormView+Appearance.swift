#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

extension View {
    /// Shows the ``FormView``s inside this view in `appearance`: its table style as the list's
    /// style, and each row's, header's and footer's resolved appearance through SwiftUI's own
    /// modifiers (`.font`, `.foregroundStyle`, `.tint`, `.listRowBackground`,
    /// `.listRowInsets`).
    ///
    /// ```swift
    /// FormView { settingsForm(model) }
    ///     .formAppearance(FormAppearance(rows: RowAppearance(titleFont: .headline)))
    /// ```
    /// Fields it leaves `nil` keep the environment's: `FormView { … }.tint(.orange)`,
    /// `.font(…)` and `.foregroundStyle(…)` work as on a hand-written `Form`.
    public func formAppearance(_ appearance: FormAppearance) -> some View {
        environment(\.formAppearance, appearance).formTableStyle(appearance.tableStyle)
    }

    /// The list style of a form's table style.
    @ViewBuilder func formTableStyle(_ style: FormAppearance.TableStyle) -> some View {
        switch style {
        case .plain: listStyle(.plain)
        case .grouped: listStyle(.grouped)
        case .insetGrouped: listStyle(.insetGrouped)
        }
    }

    /// This view with `transform` applied where `value` is set, unchanged for `nil`: a
    /// modifier left off keeps the environment's value.
    @ViewBuilder func ifSet<Value, Modified: View>(_ value: Value?, _ transform: (Self, Value) -> Modified) -> some View {
        if let value { transform(self, value) } else { self }
    }

    /// Shows a row in the appearance the form's resolves for `node` (``RowAppearanceModifier``).
    func rowAppearance(of node: Node) -> some View {
        modifier(RowAppearanceModifier(node: node))
    }

    /// Shows a section's header or footer text in `own` over the form's headers' or footers'.
    func sectionTextAppearance(_ own: RowAppearance, isHeader: Bool) -> some View {
        modifier(SectionTextAppearanceModifier(own: own, isHeader: isHeader))
    }

    /// A row's title: the environment's style (the row's title colour, set around it), dimmed
    /// when disabled.
    func rowTitleStyle(isDimmed: Bool) -> some View {
        modifier(RowTextStyle(part: .title, isDimmed: isDimmed))
    }

    /// A row's text under its title: the subheadline in the secondary style unless set.
    func rowDetailStyle() -> some View {
        modifier(RowTextStyle(part: .detail, isDimmed: false))
    }

    /// A row's text at its trailing edge: the secondary style unless set.
    func rowValueStyle() -> some View {
        modifier(RowTextStyle(part: .value, isDimmed: false))
    }

    /// A row's error messages: the footnote in red unless set.
    func rowErrorStyle() -> some View {
        modifier(RowTextStyle(part: .error, isDimmed: false))
    }
}

/// A row in its resolved appearance: the title's font and colour, the tint, background and
/// insets through SwiftUI's modifiers where set, and the whole appearance in the environment
/// for the row's texts.
struct RowAppearanceModifier: ViewModifier {
    let node: Node
    @Environment(\.formAppearance) private var form

    @ViewBuilder func body(content: Content) -> some View {
        let appearance = (form ?? FormAppearance()).appearance(of: node)
        content
            .environment(\.formRowAppearance, appearance)
            .ifSet(appearance.titleFont) { $0.font($1.font) }
            .ifSet(appearance.titleColor) { $0.foregroundStyle($1.color) }
            .ifSet(appearance.tint) { $0.tint($1.color) }
            .ifSet(appearance.background) { $0.listRowBackground($1.color) }
            .ifSet(appearance.insets) { $0.listRowInsets($1.edgeInsets) }
    }
}

/// A section's header or footer text in its appearance over the form's.
struct SectionTextAppearanceModifier: ViewModifier {
    let own: RowAppearance
    let isHeader: Bool
    @Environment(\.formAppearance) private var form

    @ViewBuilder func body(content: Content) -> some View {
        let form = form ?? FormAppearance()
        let appearance = own.over(isHeader ? form.headers : form.footers)
        content
            .ifSet(appearance.titleFont) { $0.font($1.font) }
            .ifSet(appearance.titleColor) { $0.foregroundStyle($1.color) }
            .ifSet(appearance.titleAlignment) { $0.multilineTextAlignment($1.textAlignment) }
            .ifSet(appearance.insets) { $0.padding($1.edgeInsets) }
    }
}

/// One of a row's texts in the row's appearance, else in the library's look — which for the
/// title is the environment's, so `.foregroundStyle` on a `FormView` reaches it.
struct RowTextStyle: ViewModifier {
    enum Part {
        case title, detail, value, error
    }

    let part: Part
    let isDimmed: Bool
    @Environment(\.formRowAppearance) private var appearance

    @ViewBuilder func body(content: Content) -> some View {
        switch part {
        case .title:
            content.ifSet(isDimmed ? Color.secondary : nil) { $0.foregroundStyle($1) }
                .ifSet(appearance.titleAlignment) { $0.multilineTextAlignment($1.textAlignment) }
        case .detail:
            content.font(appearance.detailFont?.font ?? .subheadline)
                .foregroundStyle(
                    appearance.detailColor.map { AnyShapeStyle($0.color) } ?? AnyShapeStyle(HierarchicalShapeStyle.secondary))
        case .value:
            content.ifSet(appearance.valueFont) { $0.font($1.font) }
                .foregroundStyle(
                    appearance.valueColor.map { AnyShapeStyle($0.color) } ?? AnyShapeStyle(HierarchicalShapeStyle.secondary))
        case .error:
            content.font(appearance.errorFont?.font ?? .footnote).foregroundStyle(appearance.errorColor?.color ?? .red)
        }
    }
}

extension FormFont {
    /// The font in SwiftUI, following Dynamic Type as its text style does: the style with its
    /// weight and design, or the custom font `relativeTo:` the style.
    var font: Font {
        if let custom {
            return .custom(custom.name, size: custom.size, relativeTo: style.swiftUIStyle).weight(
                weight?.swiftUIWeight ?? .regular)
        }
        var font = Font.system(style.swiftUIStyle, design: design?.swiftUIDesign ?? .default)
        if let weight { font = font.weight(weight.swiftUIWeight) }
        return font
    }
}

extension FormFont.TextStyle {
    /// SwiftUI's text style of this name.
    var swiftUIStyle: Font.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
    }
}

extension FormFont.Weight {
    /// SwiftUI's weight of this name.
    var swiftUIWeight: Font.Weight {
        switch self {
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        }
    }
}

extension FormFont.Design {
    /// SwiftUI's design of this name.
    var swiftUIDesign: Font.Design {
        switch self {
        case .default: .default
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        }
    }
}

extension FormInsets {
    /// The insets in SwiftUI.
    var edgeInsets: EdgeInsets {
        EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}

extension RowAppearance.Alignment {
    /// SwiftUI's alignment of lines of text.
    var textAlignment: TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// The environment key of ``SwiftUI/View/formAppearance(_:)``.
private struct FormAppearanceKey: EnvironmentKey {
    static let defaultValue: FormAppearance? = nil
}

/// The environment key of a row's resolved appearance, for its texts.
private struct FormRowAppearanceKey: EnvironmentKey {
    static let defaultValue = RowAppearance()
}

extension EnvironmentValues {
    /// The form-wide appearance `formAppearance(_:)` set; `nil` for none.
    var formAppearance: FormAppearance? {
        get { self[FormAppearanceKey.self] }
        set { self[FormAppearanceKey.self] = newValue }
    }

    /// The resolved appearance of the row around, for its texts.
    var formRowAppearance: RowAppearance {
        get { self[FormRowAppearanceKey.self] }
        set { self[FormRowAppearanceKey.self] = newValue }
    }
}
#endif
