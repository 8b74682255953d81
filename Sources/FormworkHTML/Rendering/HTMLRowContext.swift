import Formwork

/// What the renderer knows about one row that its markup needs: the control's name and element
/// id, what describes it, its errors and whether it has focus.
public struct HTMLRowContext: Sendable {
    /// The row's identity.
    public var identity: Identity
    /// The row's `Form.valueKeys` key: the name its control submits under.
    public var name: String
    /// The element id for the row's control, unique in the form: what `<label for>` names.
    public var controlID: String { fixedID ?? ids.control(name) }
    /// How the form makes its element ids.
    let ids: ElementID
    /// The id of a header's or footer's markup, which has no name to derive one from.
    var fixedID: String? = nil
    /// The ids of the texts that describe the control (its hint, its error, its section's footer),
    /// separated by spaces, for `aria-describedby`; `nil` if none.
    public var describedBy: String?
    /// The row's error messages, shown after its markup.
    public var messages: [String]
    /// The sentence that helps people answer the row (`.hint(_:)`), which `describedBy` names
    /// first; `nil` for none.
    public var hint: String? = nil
    /// Whether the control gets focus when the page loads: the first invalid control.
    public var isFocused: Bool
    /// Whether the row is disabled, so its control is too.
    public var isDisabled: Bool
    /// Where the row leads, for a selectable row or navigation link, if the caller gave a URL:
    /// as given, so write it with ``HTMLWriter/urlAttribute(_:_:)``, which leaves out schemes
    /// other than `http`, `https`, `mailto` and `tel`.
    public var linkURL: String?
    /// The text the person submitted for this row when it could not be applied, to show again
    /// instead of the model's value; `nil` otherwise.
    public var submittedText: String?

    /// The attributes the theme gives the control of a custom component that shows as one of
    /// its kinds of row (``HTMLRenderable/themeKind``), such as `class="govuk-input"`: written
    /// first by ``writeControlAttributes(into:)``.
    var themeAttributes: [(name: StaticString, value: String?)] = []

    /// The control's `aria-label`: the label the app gave a row with no title
    /// (`.accessibilityLabel(_:)`); `nil` for a row whose visible label names it, as WCAG 2.2's
    /// 2.5.3 (Label in Name) asks.
    var ariaLabel: String? = nil

    /// Whether the row has errors.
    public var isInvalid: Bool { !messages.isEmpty }

    /// Writes the attributes every control needs: those the theme gives the control of a
    /// component that shows as one of its kinds of row (``HTMLRenderable/themeKind``), then `id`,
    /// `name`, and as they apply `aria-label` (a row with no title), `aria-invalid`, `aria-describedby`, `autofocus` and `disabled`.
    public func writeControlAttributes(into writer: inout HTMLWriter) {
        for (name, value) in themeAttributes { writer.themeAttribute(name, value) }
        writer.attribute("id", controlID)
        writer.attribute("name", name)
        writer.attribute("aria-label", ariaLabel)
        writer.attribute("aria-invalid", isInvalid ? "true" : nil)
        writer.attribute("aria-describedby", describedBy)
        writer.attribute("autofocus", if: isFocused)
        writer.attribute("disabled", if: isDisabled)
    }
}
