import Formwork

/// A component that writes its own HTML for a row: what custom components adopt to render in
/// `Form.html`.
///
/// The renderer writes the row's container and, after the component's markup, the row's error
/// messages; the component writes its label and control through the escaping ``HTMLWriter``,
/// giving the control the context's id and name (``HTMLRowContext/writeControlAttributes(into:)``)
/// so that labels, errors and submissions find it:
///
/// ```swift
/// struct ColorWell: HTMLRenderable {
///     var title: String
///     var hex: String
///
///     func render(in cell: Cell) { cell.title = title; cell.value = hex }
///
///     func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
///         writer.element("label", ["for": context.controlID, "class": "fw-label"], text: title)
///         writer.startTag("input")
///         writer.attribute("type", "color")
///         context.writeControlAttributes(into: &writer)
///         writer.attribute("value", hex)
///         writer.closeStartTag()
///     }
/// }
/// ```
/// The built-in components do not adopt it: their markup follows the control every host gives
/// them. Other components that do not adopt it show what they render into a `Cell` (title,
/// subtitle, detail and value), as text.
public protocol HTMLRenderable: Renderable {
    /// Writes the row's label and control (or its content) into `writer`.
    func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext)

    /// Whether the markup is a submit button named by the row, so that the row's name in a
    /// submission says the button was pressed rather than carrying a value. `false` by default.
    var isSubmitControl: Bool { get }

    /// Whether the markup shows as a row of its own, in the row's container with its errors
    /// after it (`true` by default). `false` for markup that shows nothing, such as a hidden
    /// field, which would show as an empty row: the renderer writes it as it is, and lists its
    /// errors in the summary at the top of the form.
    ///
    /// ```swift
    /// struct DraftID: HTMLRenderable {
    ///     var id: String
    ///     func render(in cell: Cell) { cell.title = "Draft" }
    ///     var showsAsRow: Bool { false }
    ///     func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
    ///         writer.startTag("input")
    ///         writer.attribute("type", "hidden")
    ///         writer.attribute("name", context.name)
    ///         writer.attribute("value", id)
    ///         writer.closeStartTag()
    ///     }
    /// }
    /// ```
    var showsAsRow: Bool { get }

    /// The kind of row the theme writes this component as: ``HTMLRowKind/custom`` by default,
    /// where the theme writes the row's container and error message around the component's
    /// markup. Another kind makes the component one of the theme's rows of that kind: the theme
    /// writes the label, the error message and the container as it does for a built-in row, and
    /// the component writes its control alone, whose ``HTMLRowContext/writeControlAttributes(into:)``
    /// then also writes the classes the theme gives that kind's control.
    ///
    /// ```swift
    /// struct Rating: HTMLRenderable {
    ///     var title: String
    ///     var stars: Int
    ///     func render(in cell: Cell) { cell.title = title; cell.value = "\(stars) stars" }
    ///     var themeKind: HTMLRowKind { .number }
    ///     func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
    ///         writer.startTag("input")
    ///         writer.attribute("type", "number")
    ///         context.writeControlAttributes(into: &writer)   // with the theme's class
    ///         writer.attribute("value", String(stars))
    ///         writer.closeStartTag()
    ///     }
    /// }
    /// ```
    var themeKind: HTMLRowKind { get }
}

extension HTMLRenderable {
    /// Not a submit button.
    public var isSubmitControl: Bool { false }

    /// A row of its own.
    public var showsAsRow: Bool { true }

    /// A custom row: the component writes its label and control.
    public var themeKind: HTMLRowKind { .custom }
}
