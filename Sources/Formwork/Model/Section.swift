/// A section of a form: an identity, an optional header and footer, and rows.
///
/// Write sections inside a ``Form`` with a ``SectionBuilder`` closure:
///
/// ```swift
/// Section("About", footer: "Version 1.0") {
///     Row("Credits")
///     Row("Licenses").id("licenses")
/// }
/// ```
///
/// or build one by hand, as Babylon Forms does: `Section(id: "about", header: "About")`.
public struct Section: Sendable, Equatable {
    /// The section's identity: explicit (`.id(_:)`) or its place in the ``FormBuilder``.
    public var id: Identity
    /// The header component; a `String` header is a ``Text``.
    public var header: AnyRenderable?
    /// The footer component; a `String` footer is a ``Text``.
    public var footer: AnyRenderable?
    /// The rows, in display order.
    public var rows: [Node]
    /// The editable lists this section's rows, or the section itself, belong to; `nil` for
    /// most sections (see ``Form/listElement(at:)``).
    @usableFromInline var lists: SectionLists?

    /// Creates a section with text header and footer and the rows a builder closure lists.
    ///
    /// ```swift
    /// Section("Wi-Fi", footer: "Known networks join automatically.") {
    ///     Toggle("Wi-Fi", isOn: .constant(true))
    /// }
    /// ```
    /// Literal texts are looked up in the form's language (see ``LocalizedText``).
    @inlinable
    public init(_ header: LocalizedText? = nil, footer: LocalizedText? = nil, @SectionBuilder rows: () -> some RowContent) {
        let localization = FormLocalization.current
        self.init(
            header: header.map { AnyRenderable(Text(verbatim: localization.string(for: $0))) },
            footer: footer.map { AnyRenderable(Text(verbatim: localization.string(for: $0))) }, rows: rows)
    }

    /// Creates a section with text header and footer shown as they are (a `String` is never looked
    /// up), and the rows a builder closure lists.
    @inlinable @_disfavoredOverload
    public init(_ header: String? = nil, footer: String? = nil, @SectionBuilder rows: () -> some RowContent) {
        self.init(
            header: header.map { AnyRenderable(Text(verbatim: $0)) }, footer: footer.map { AnyRenderable(Text(verbatim: $0)) },
            rows: rows)
    }

    /// Creates a section whose header and footer are custom components.
    ///
    /// ```swift
    /// Section(header: AnyRenderable(Banner("Pro"))) { Row("Upgrade") }
    /// ```
    @inlinable
    public init(header: AnyRenderable?, footer: AnyRenderable? = nil, @SectionBuilder rows: () -> some RowContent) {
        var lowering = _Lowering<Node>()
        rows()._lower(into: &lowering)
        self.init(id: Identity.unplaced, header: header, footer: footer, rows: lowering.elements)
        if !lowering.lists.isEmpty { lists = SectionLists(rowLists: lowering.lists) }
    }

    /// Creates a section from an identity and already lowered rows.
    @inlinable
    public init(id: Identity, header: AnyRenderable?, footer: AnyRenderable? = nil, rows: [Node] = []) {
        self.id = id
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// Creates a section with an explicit identity and text header and footer, as Babylon Forms'
    /// `Section(id:)` does; add rows with `|--+` or ``appendRow(title:subtitle:detail:)``.
    @inlinable
    public init(id: some Hashable & Sendable, header: String? = nil, footer: String? = nil, rows: [Node] = []) {
        self.init(
            id: Identity(id), header: header.map { AnyRenderable(Text(verbatim: $0)) },
            footer: footer.map { AnyRenderable(Text(verbatim: $0)) }, rows: rows)
    }

    /// The same section with an explicit identity.
    ///
    /// ```swift
    /// Section("Devices") { … }.id("devices")
    /// ```
    /// The identity names the section only: the explicit identities of its rows stay named
    /// where they were (in the whole form, unless a group or `ForEach` with an id names them),
    /// so `Section { Row("A").id("a") }.id("s")` holds `Identity("a")`, and a row keeps its
    /// identity when it moves to another section.
    @inlinable
    public func id(_ value: some Hashable & Sendable) -> Section {
        var copy = self
        copy.id = Identity(value)
        return copy
    }

    /// The header's text, if the header is a ``Text``.
    public var headerText: String? { header?.as(Text.self)?.content }

    /// The footer's text, if the footer is a ``Text``.
    public var footerText: String? { footer?.as(Text.self)?.content }
}

extension Section: SectionContent {
    /// Appends the section, giving it its structural identity unless it has an explicit one;
    /// below a `ForEach` element, its rows' open identities are named in the element.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        var placed = self
        if !id.isExplicit { placed.id = sections.identity(of: Section.self) }
        if let scope = sections.currentScope() { placed.nameOpenRows(in: scope) }
        sections.append(placed)
    }
}

extension Identity {
    /// The identity of a section that no builder has placed yet: a marker that no place in a
    /// builder has, so a lone section at the top of a form's builder keeps its own place
    /// (`Section@_`) instead of being taken for an appended one.
    @usableFromInline
    static let unplaced = Identity(kind: .structural(path: StructuralPath(), type: ComponentType(UnplacedSection.self)))
}

/// The type in ``Identity/unplaced``: no component has it.
@usableFromInline
enum UnplacedSection {}
