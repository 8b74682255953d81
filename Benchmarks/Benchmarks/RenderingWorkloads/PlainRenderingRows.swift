import Counting
import Formwork

// The rendering form's rows as code without Formwork keeps them: plain structs holding each
// row's id, title, detail and value, read from the same model. What `MemoryCount` weighs a
// lowered row against: the data a row shows, with nothing to diff, bind or render it.

/// A section of plain rows.
public struct PlainRenderingSection: Sendable {
    public var header: String
    public var footer: String?
    public var rows: [PlainRenderingRow]
}

/// A row as plain data: the explicit id the form gives it (`nil` where the form identifies it by
/// its place), its title, its detail text and its value.
public struct PlainRenderingRow: Sendable, Equatable {
    public var id: String?
    public var title: String
    public var detail: String?
    public var value: PlainRenderingValue
}

/// A row's value: what its input holds, if it is one.
public enum PlainRenderingValue: Sendable, Equatable {
    case none
    case flag(Bool)
    case text(String)
    case number(Int)
}

/// The rendering form's sections as plain rows, read from `renderingModel`.
@inline(never)
public func plainRenderingSections(_ renderingModel: RenderingModel) -> [PlainRenderingSection] {
    let profile = renderingModel.model.value
    var sections: [PlainRenderingSection] = []
    sections.reserveCapacity(renderingModel.sections)
    for section in 0..<renderingModel.sections {
        var rows: [PlainRenderingRow] = []
        rows.reserveCapacity(renderingRowsPerSection)
        for row in 0..<renderingRowsPerSection {
            let index = section * renderingRowsPerSection + row
            let title = rowTitle(section, row)
            switch RowKind(row: row) {
            case .plain:
                rows.append(PlainRenderingRow(id: nil, title: title, detail: rowDetail(section, row), value: .none))
            case .plainWithSubtitle:
                rows.append(PlainRenderingRow(id: nil, title: title, detail: rowDetail(section, row), value: .none))
            case .toggle:
                rows.append(
                    PlainRenderingRow(
                        id: "s\(section)-toggle-\(row)", title: title, detail: nil, value: .flag(profile.flags[index])))
            case .textField:
                rows.append(
                    PlainRenderingRow(
                        id: "s\(section)-text-\(row)", title: title, detail: nil, value: .text(profile.texts[index])))
            case .stepper:
                rows.append(
                    PlainRenderingRow(
                        id: "s\(section)-stepper-\(row)", title: title, detail: nil, value: .number(profile.counts[index])))
            case .picker:
                rows.append(
                    PlainRenderingRow(
                        id: "s\(section)-picker-\(row)", title: title, detail: nil, value: .text(profile.choices[index])))
            case .selectable:
                rows.append(PlainRenderingRow(id: nil, title: title, detail: "Open", value: .none))
            case .text:
                rows.append(PlainRenderingRow(id: nil, title: "Note: \(title)", detail: nil, value: .none))
            case .button:
                rows.append(
                    PlainRenderingRow(
                        id: "s\(section)-save-\(row)", title: "Save section \(section) & continue", detail: nil, value: .none))
            }
        }
        sections.append(
            PlainRenderingSection(
                header: "Section \(section) & <more>", footer: section % 4 == 0 ? "Footer \"\(section)\" & notes" : nil,
                rows: rows))
    }
    return sections
}

/// Checks that `form` is the rendering form the plain rows describe, row by row: every
/// section's header and footer, every row's identity (explicit where the plain row has an id,
/// structural elsewhere), component type, title, detail and shown value; and that its identities
/// are unique. A fast wrong form cannot pass.
public func checkRenderingForm(_ form: Form, against plain: [PlainRenderingSection]) {
    require(form.sections.count == plain.count, "the form has \(form.sections.count) sections, not \(plain.count)")
    require(form.duplicateIdentities.isEmpty, "repeated identities: \(form.duplicateIdentities.prefix(5))")
    for (index, (section, expected)) in zip(form.sections, plain).enumerated() {
        require(section.headerText == expected.header, "section \(index)'s header is \(section.headerText ?? "nil")")
        require(section.footerText == expected.footer, "section \(index)'s footer is \(section.footerText ?? "nil")")
        require(section.rows.count == expected.rows.count, "section \(index) has \(section.rows.count) rows")
        for (row, (node, plainRow)) in zip(section.rows, expected.rows).enumerated() {
            let place = "row \(row) of section \(index)"
            if let id = plainRow.id {
                require(node.id == Identity(id), "\(place) is \(node.id), not \(id)")
            } else {
                require(!node.id.isExplicit, "\(place) has the explicit identity \(node.id)")
            }
            let shown = shownRow(node)
            require(shown == plainRow, "\(place) shows \(String(describing: shown)), not \(plainRow)")
        }
    }
}

/// What a lowered row shows, as a plain row with `node`'s explicit id as text.
private func shownRow(_ node: Node) -> PlainRenderingRow? {
    let id = node.id.explicitValue?.base as? String
    let component = node.component
    if let row = component.as(Row.self) { return PlainRenderingRow(id: id, title: row.title, detail: row.detail, value: .none) }
    if let text = component.as(Text.self) { return PlainRenderingRow(id: id, title: text.content, detail: nil, value: .none) }
    if let toggle = component.as(Toggle.self) {
        return PlainRenderingRow(id: id, title: toggle.title, detail: nil, value: .flag(toggle.isOn))
    }
    if let field = component.as(TextField.self) {
        return PlainRenderingRow(id: id, title: field.title, detail: nil, value: .text(field.text))
    }
    if let stepper = component.as(Stepper<Int>.self) {
        return PlainRenderingRow(id: id, title: stepper.title, detail: nil, value: .number(stepper.value))
    }
    if let picker = component.as(Picker<String>.self) {
        return PlainRenderingRow(id: id, title: picker.title, detail: nil, value: .text(picker.selection))
    }
    if let button = component.as(Button.self) { return PlainRenderingRow(id: id, title: button.title, detail: nil, value: .none) }
    return nil
}
