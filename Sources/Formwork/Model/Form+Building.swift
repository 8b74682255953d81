extension Form {
    /// Appends a section, keeping its identity unique in the form and its rows' identities
    /// unique in the section.
    ///
    /// A section that no builder has placed is identified by its occurrence, as if it were
    /// written in a `for`-in loop of the builder.
    public mutating func append(_ section: Section) {
        var section = section
        if section.id == Identity.unplaced {
            section.id = Section.occurrenceIdentity(sections.count, of: Section.self)
        }
        materializeRegistry()
        invalidateRowKeys()
        let index = sections.count
        registry.claim(sectionID: &section.id, at: index)
        // Written only when renamed: writing every row would copy the rows the caller still holds.
        for row in section.rows.indices {
            if let renamed = registry.claim(rowID: section.rows[row].id, at: RowPath(section: index, row: row)) {
                section.rows[row].id = renamed
            }
        }
        sections.append(section)
    }

    /// Appends a row to the last section (a new one if there is none), keeping identities unique.
    mutating func appendToLastSection(_ node: Node) {
        if sections.isEmpty { append(Section(id: Identity.unplaced, header: nil)) }
        var node = node
        let last = sections.count - 1
        materializeRegistry()
        invalidateRowKeys()
        if let renamed = registry.claim(rowID: node.id, at: RowPath(section: last, row: sections[last].rows.count)) {
            node.id = renamed
        }
        sections[last].rows.append(node)
    }

    /// Appends an empty section, iZettle Form style, and returns its index.
    ///
    /// ```swift
    /// var form = Form()
    /// form.appendSection(header: "Account")
    /// form.appendRow(title: "Name", subtitle: "Jane")
    /// ```
    /// The section is identified by its occurrence, like a section written in a `for`-in loop.
    @discardableResult
    public mutating func appendSection(header: String? = nil, footer: String? = nil) -> Int {
        append(
            Section(
                id: Identity.unplaced, header: header.map { AnyRenderable(Text(verbatim: $0)) },
                footer: footer.map { AnyRenderable(Text(verbatim: $0)) }))
        return sections.count - 1
    }

    /// Appends a ``Row`` to the last section (a new section if there is none).
    ///
    /// The row is identified by its occurrence, like a row written in a `for`-in loop.
    public mutating func appendRow(title: String, subtitle: String? = nil, detail: String? = nil) {
        append(Row(title, subtitle: subtitle, detail: detail))
    }

    /// Appends a component as a row of the last section (a new section if there is none).
    public mutating func append(_ component: some Renderable) {
        let rowCount = sections.last?.rows.count ?? 0
        appendToLastSection(
            Node(
                id: Section.occurrenceIdentity(rowCount, of: type(of: component)),
                component: AnyRenderable(component)))
    }

    /// Appends a row that is already built, keeping its identity unless it is taken.
    public mutating func append(_ node: Node) {
        appendToLastSection(node)
    }
}

extension Section {
    /// Appends a ``Row``, iZettle Form style.
    ///
    /// ```swift
    /// var section = Section(id: "account", header: "Account")
    /// section.appendRow(title: "Name", subtitle: "Jane")
    /// ```
    /// The row is identified by its occurrence, like a row written in a `for`-in loop.
    public mutating func appendRow(title: String, subtitle: String? = nil, detail: String? = nil) {
        append(Row(title, subtitle: subtitle, detail: detail))
    }

    /// Appends a component as a row, identified by its occurrence.
    public mutating func append(_ component: some Renderable) {
        rows.append(
            Node(
                id: Self.occurrenceIdentity(rows.count, of: type(of: component)),
                component: AnyRenderable(component)))
    }

    /// The structural identity of the `index`-th row a `for`-in loop would produce.
    static func occurrenceIdentity(_ index: Int, of type: any Any.Type) -> Identity {
        var path = StructuralPath()
        path.appendElement(index)
        return Identity(kind: .structural(path: path, type: ComponentType(type)))
    }
}
