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
    /// A disabled row then shows ` disabled`. Explicit identities end the line as `id: …`; structural ones are not shown. Texts are
    /// quoted with `\"`, `\\` and line breaks escaped, so each row stays on one line. A form
    /// without sections is `(no sections)`.
    public var outline: String {
        sections.isEmpty ? "(no sections)" : sections.map(\.outline).joined(separator: "\n")
    }
}

extension Section {
    /// The section's part of ``Form/outline``: its line, then its rows indented by two spaces.
    public var outline: String {
        var line = "Section"
        if let header { line += " " + OutlineText.describe(header, label: "header") }
        if let footer { line += " footer: " + OutlineText.describe(footer, label: nil) }
        if id.isExplicit || id.isRepeat { line += " id: \(id)" }
        let rowLines = rows.isEmpty ? ["  (no rows)"] : rows.map { "  " + $0.outline }
        return ([line] + rowLines).joined(separator: "\n")
    }
}

extension Node {
    /// The row's line in ``Form/outline``, without indentation.
    public var outline: String {
        var line = OutlineText.componentLine(component)
        if isDisabled { line += " disabled" }
        if id.isExplicit || id.isRepeat { line += " id: \(id)" }
        return line
    }
}

/// How the outline writes texts and cells.
enum OutlineText {
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
