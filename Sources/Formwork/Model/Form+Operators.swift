/// Babylon Forms' precedence for appending sections to a form (`|-+`, `|-*`).
precedencegroup SectionConcatenationPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

/// Babylon Forms' precedence for appending rows to a section (`|--+`, `|--*`); binds tighter
/// than appending sections, so `form |-+ section |--+ node` adds the node to the section.
precedencegroup NodeConcatenationPrecedence {
    associativity: left
    higherThan: SectionConcatenationPrecedence
}

infix operator |-+ : SectionConcatenationPrecedence
infix operator |-* : SectionConcatenationPrecedence
infix operator |--+ : NodeConcatenationPrecedence
infix operator |--* : NodeConcatenationPrecedence

/// Appends a section to a form, Babylon Forms style.
///
/// ```swift
/// let form = Form.empty
///     |-+ Section(id: "about", header: "About")
///     |--+ Node(id: "credits", component: Row("Credits"))
/// ```
public func |-+ (form: Form, section: Section) -> Form {
    var form = form
    form.append(section)
    return form
}

/// Appends sections to a form, Babylon Forms style.
public func |-* (form: Form, sections: [Section]) -> Form {
    var form = form
    for section in sections { form.append(section) }
    return form
}

/// Appends a row to a section, Babylon Forms style.
public func |--+ (section: Section, node: Node) -> Section {
    var section = section
    section.rows.append(node)
    return section
}

/// Appends rows to a section, Babylon Forms style.
public func |--* (section: Section, nodes: [Node]) -> Section {
    var section = section
    section.rows.append(contentsOf: nodes)
    return section
}
