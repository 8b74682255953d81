import Formwork

@testable import FormworkSwiftUI

/// One line per row of a layout: what the row is keyed by, where its errors are filed, the
/// control it gets, what its label shows, and its flags.
func summary(_ layout: FormLayout) -> String {
    layout.sections.flatMap { section in
        ["section \(section.id) header: \(describe(section.header)) footer: \(describe(section.footer))"]
            + section.rows.map { "  " + summary($0) }
    }.joined(separator: "\n")
}

/// One row: `id key: "…" | control | label | errors | flags`.
func summary(_ row: RowLayout) -> String {
    var parts = ["\(row.id) key: \(quoted(row.key))", control(row.presentation.control)]
    if let label = row.label() {
        var text = "label \(quoted(label.title))"
        if let subtitle = label.subtitle { text += " subtitle: \(quoted(subtitle))" }
        if let trailing = label.trailing { text += " trailing: \(quoted(trailing))" }
        if label.accessory != .none { text += " \(label.accessory)" }
        parts.append(text)
    }
    if row.showsOwnView { parts.append("own view") }
    if !row.errors.isEmpty { parts.append("errors: \(row.errors.map(quoted).joined(separator: ", "))") }
    var flags: [String] = []
    if row.presentation.isDisabled { flags.append("disabled") }
    switch row.action {
    case .run?: flags.append("runs")
    case .navigate?: flags.append("navigates")
    case nil: break
    }
    if !flags.isEmpty { parts.append(flags.joined(separator: " ")) }
    return parts.joined(separator: " | ")
}

private func control(_ control: RowControl) -> String {
    switch control {
    case .cell: "cell"
    case .toggle(let isOn): "Toggle \(isOn ? "on" : "off")"
    case .textField(let field):
        "\(field.isSecure ? "SecureField" : "TextField") \(quoted(field.text))"
            + (field.prompt.map { " prompt: \(quoted($0))" } ?? "")
            + (field.takesLiteralText ? " literal" : "")
    case .textEditor(let editor):
        "TextEditor \(quoted(editor.text))" + (editor.prompt.map { " prompt: \(quoted($0))" } ?? "")
            + (editor.lines.map { " lines \($0)" } ?? "") + (editor.isReadOnly ? " readOnly" : "")
    case .stepper(let stepper):
        "Stepper \(stepper.text)" + (stepper.range.map { " in \($0)" } ?? "") + " step \(stepper.step)"
            + (stepper.canDecrement ? "" : " no −") + (stepper.canIncrement ? "" : " no +")
            + (stepper.formatted.map { " shows \(quoted($0))" } ?? "")
    case .slider(let slider):
        "Slider \(slider.text) in \(slider.range)" + (slider.step.map { " step \($0)" } ?? "")
            + (slider.formatted.map { " shows \(quoted($0))" } ?? "")
    case .picker(let picker):
        "Picker \(picker.style) \(picker.selectedKey.map(quoted) ?? "nil") of [\(picker.choices.map { "\($0.key): \($0.title)" }.joined(separator: ", "))]"
    case .multiPicker(let picker):
        "MultiPicker \(picker.style) \(picker.selectedKeys) of [\(picker.choices.map { "\($0.key): \($0.title)" }.joined(separator: ", "))]"
    case .datePicker(let picker):
        "DatePicker \(picker.kind) \(picker.text.map(quoted) ?? "empty")" + (picker.isOptional ? " optional" : "")
            + (picker.style == .compact ? "" : " \(picker.style)")
    case .fileField(let field): "FileField \(field.filename.map(quoted) ?? "none") accept: \(field.accept)"
    case .button: "Button"
    case .navigationLink: "NavigationLink"
    case .custom(let description): "custom \(quoted(description))"
    }
}

private func describe(_ label: SectionLabel?) -> String {
    switch label {
    case .text(let text)?: quoted(text)
    case .ownView(let component)?: "own view \(component.componentType)"
    case nil: "none"
    }
}

/// `text` in double quotes, line breaks escaped.
func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
}

/// Lays `form` out with no errors; no component shows its own view.
func layout(_ form: Form, errors: RowErrors = RowErrors(), ownViews: (any Renderable) -> Bool = { _ in false }) -> FormLayout {
    FormLayout(form, errors: errors, showsOwnView: ownViews)
}
