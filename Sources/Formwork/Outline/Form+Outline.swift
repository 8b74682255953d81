extension Form {
    /// A stable, readable text tree of the form, meant to be asserted in one multi-line literal.
    ///
    /// One line per section, then one indented line per row:
    ///
    /// ```text
    /// Section "About" footer: "Version 1.0" id: "about"
    ///   Row "Credits" ›
    ///   Row "Licenses" id: "licenses"
    ///   Toggle "Wi-Fi" = "on"
    /// Section
    ///   (no rows)
    /// ```
    /// A row line is the component's type, then what it shows in a ``Cell``: the quoted title,
    /// `subtitle:`, `detail:`, `prompt:`, `=` and the value, ` ›` (disclosure) or ` ✓` (checkmark).
    /// A row with an image then shows ` image: ` and the image (``RowImage``): `symbol "wifi"`,
    /// `asset "Logo"` or `provided "avatar"`, then ` on: ` and its background colour and
    /// ` label: ` and its accessibility label, if it has them. A row with a hint then shows
    /// ` hint: ` and the quoted hint, and a row a choice reveals ` revealed by: `, the picker's
    /// identity, ` choosing: ` and the choice's quoted key. A disabled row then shows ` disabled`. A row the person may delete or move, as an element
    /// of a `ForEach` with ``ForEach/onDelete(perform:)`` or ``ForEach/onMove(perform:)``, shows
    /// ` deletable`, ` movable` or both, then ` list: ` and the list's identity (see
    /// ``listElement(at:)``); the line of a section that is an element of a `ForEach` of sections
    /// shows the same. Explicit identities end the line as `id: …`; structural ones are not shown. Texts are
    /// quoted with `\"`, `\\` and line breaks escaped, so each row stays on one line. A form
    /// without sections is `(no sections)`.
    ///
    /// ```text
    /// Section "Medications"
    ///   Row "Aspirin" deletable movable list: ForEach@_ id: "a"
    /// ```
    public var outline: String {
        guard !sections.isEmpty else { return "(no sections)" }
        return sections.map { section in
            section.outline { registry.shared.contains($0) || registry.repeatedInSection.contains($0) }
        }.joined(separator: "\n")
    }
}

extension Section {
    /// The section's part of ``Form/outline``: its line, then its rows indented by two spaces.
    public var outline: String {
        let repeated = repeatedRowIdentities
        return outline { repeated.contains($0) }
    }

    /// The section's outline, `isShared` telling a row identity that several rows hold.
    func outline(isShared: (Identity) -> Bool) -> String {
        var line = "Section"
        if let header { line += " " + OutlineText.describe(header, label: "header") }
        if let footer { line += " footer: " + OutlineText.describe(footer, label: nil) }
        line += OutlineText.editing(sectionElement)
        if id.isExplicit || id.isRepeat { line += " id: \(id)" }
        guard !rows.isEmpty else { return line + "\n  (no rows)" }
        var text = line
        for row in rows.indices {
            let element = lists == nil ? nil : listElement(ofRow: row, isShared: isShared)
            // Rows of an element's sections are marked on the section's line.
            let shown = element?.list.kind == .rows ? element : nil
            text += "\n  " + rows[row].outline(editing: shown)
        }
        return text
    }
}

extension Node {
    /// The row's line in ``Form/outline``, without indentation.
    public var outline: String {
        outline(editing: nil)
    }

    /// The row's line, with what the person may do to it as an element of `element`'s list.
    func outline(editing element: ListElement?) -> String {
        var line = OutlineText.componentLine(component)
        if let image { line += " image: " + image.outline }
        if let hint { line += " hint: " + OutlineText.quote(hint) }
        if let reveal { line += " revealed by: \(reveal.picker) choosing: " + OutlineText.quote(reveal.choice) }
        if isDisabled { line += " disabled" }
        line += OutlineText.editing(element)
        if id.isExplicit || id.isRepeat { line += " id: \(id)" }
        return line
    }
}

/// How the outline writes texts and cells.
enum OutlineText {
    /// ` deletable`, ` movable` or both, then ` list: ` and the list's identity; empty for a
    /// row or section the person can do neither to.
    static func editing(_ element: ListElement?) -> String {
        guard let element, element.canDelete || element.canMove else { return "" }
        var text = ""
        if element.canDelete { text += " deletable" }
        if element.canMove { text += " movable" }
        return text + " list: \(element.list.id)"
    }

    /// `text` as one quoted token (see ``TextQuoting``).
    static func quote(_ text: String) -> String {
        TextQuoting.quoted(text)
    }

    /// The fields a cell shows, each with a leading space.
    static func cellFields(_ cell: Cell) -> String {
        var text = ""
        if let title = cell.title { text += " " + quote(title) }
        if let subtitle = cell.subtitle { text += " subtitle: " + quote(subtitle) }
        if let detail = cell.detail { text += " detail: " + quote(detail) }
        if let prompt = cell.prompt { text += " prompt: " + quote(prompt) }
        if let value = cell.value { text += " = " + quote(value) }
        switch cell.accessory {
        case .none: break
        case .disclosureIndicator: text += " ›"
        case .checkmark: text += " ✓"
        }
        if let style = cell.style { text += " style: " + style }
        if cell.isReadOnly { text += " readOnly" }
        return text
    }

    /// A header or footer: its quoted title if it renders only a title into a cell, else its
    /// line as a row would show it.
    static func describe(_ component: AnyRenderable, label: String?) -> String {
        let cell = Cell()
        if component.render(in: cell), let title = cell.title, cell.subtitle == nil, cell.detail == nil {
            return quote(title)
        }
        return (label.map { "\($0): " } ?? "") + componentLine(component)
    }

    /// A component's type, then what it shows in a cell, or, if it renders into another kind
    /// of view, its quoted `description` if it has one.
    static func componentLine(_ component: AnyRenderable) -> String {
        var line = "\(component.componentType)"
        let cell = Cell()
        if component.render(in: cell) {
            line += cellFields(cell)
        } else if let describable = component.base as? any CustomStringConvertible {
            line += " " + quote(describable.description)
        }
        return line
    }
}
