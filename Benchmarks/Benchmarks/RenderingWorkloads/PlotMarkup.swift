import Foundation
import Plot

// The same markup as FormworkHTML's, built with Plot (JohnSundell/Plot 0.14.0): a walk over the
// same `Form` model that emits the same elements, attributes and texts with Plot's `Node` API,
// then `render()`. What Plot does not do, this code does as a Plot user must:
// - Plot escapes texts (`.text`) but writes attribute values as they are, so they go through
//   `escapedAttribute` first (`&`, `<`, `>`, `"`, as FormworkHTML does);
// - Plot has no `<legend>`, and its `.option` takes no text: both are `.element(named:)`;
// - ids are encoded as FormworkHTML's are (`encodedID`, run with the value keys before the
//   measured call, since they are FormworkHTML's helpers), and a text field's `type`,
//   `inputmode` and native constraints follow the same rules from the model's public state.
// Plot writes `<input …/>` where FormworkHTML writes `<input …>`, and an empty value as a bare
// `value` where FormworkHTML writes `value=""`; `normalised` evens out exactly those two.

typealias FormNode = Node<HTML.FormContext>

/// The form rendered as FormworkHTML renders it, with Plot: what `renderPlot` runs. The rows'
/// keys and control ids come precomputed in `input` (FormworkHTML's own work, not Plot's).
func plotMarkup(_ input: RenderingInput) -> String {
    let form = input.form
    let repeated = repeatedActionTitles(form)
    var sections: [FormNode] = []
    sections.reserveCapacity(form.sections.count)
    for (index, section) in form.sections.enumerated() {
        let footerID = section.footer == nil ? nil : "fw__s\(index)__footer"
        // Action rows whose title another action row has are described by the section's legend.
        let legendID = section.rows.contains { actionTitle($0).map(repeated.contains) == true } ? "fw__s\(index)__legend" : nil
        var rows: [FormNode] = []
        rows.reserveCapacity(section.rows.count)
        for (row, (key, controlID)) in zip(section.rows, zip(input.keys[index], input.controlIDs[index])) {
            let headerID = actionTitle(row).map(repeated.contains) == true ? legendID : nil
            let describedBy = [headerID, footerID].compactMap { $0 }
            rows.append(
                plotRow(
                    row, key: key, controlID: controlID,
                    describedBy: describedBy.isEmpty ? nil : describedBy.joined(separator: " ")))
        }
        sections.append(
            .fieldset(
                .class("fw-section"),
                .unwrap(section.headerText) { header in
                    .element(
                        named: "legend", nodes: [.class("fw-header"), .attribute(named: "id", value: legendID), .text(header)])
                },
                .div(.class("fw-rows"), .group(rows)),
                .unwrap(section.footerText) { footer in
                    .div(.class("fw-footer"), .attribute(named: "id", value: footerID), .text(footer))
                }
            ))
    }
    let markup = Node<HTML.BodyContext>.form(
        .attribute(named: "method", value: "post"),
        .action(escapedAttribute(renderingAction)),
        .class("fw-form"),
        .button(
            .attribute(named: "type", value: "submit"), .class("fw-default"),
            .attribute(named: "tabindex", value: "-1"), .attribute(named: "aria-hidden", value: "true")),
        .input(
            .attribute(named: "type", value: "hidden"), .attribute(named: "name", value: "_formwork"),
            .attribute(named: "value", value: escapedAttribute(input.pageState))),
        .group(sections),
        .div(.class("fw-actions"), .button(.attribute(named: "type", value: "submit"), .class("fw-submit"), .text("Submit")))
    )
    return markup.render()
}

/// The title of a row that acts when chosen (a selectable row, a button); `nil` for others.
private func actionTitle(_ node: FWNode) -> String? {
    if let row = node.component.as(FWRow.self) { return row.selectAction == nil ? nil : row.title }
    return node.component.as(FWButton.self)?.title
}

/// The titles more than one action row of `form` has.
private func repeatedActionTitles(_ form: FWForm) -> Set<String> {
    var seen = Set<String>(), repeated = Set<String>()
    for section in form.sections {
        for row in section.rows {
            if let title = actionTitle(row), !seen.insert(title).inserted { repeated.insert(title) }
        }
    }
    return repeated
}

/// The page state FormworkHTML writes: `n=` and each row's key, urlencoded, joined with `&`.
func pageState(keys: [[String]]) -> String {
    keys.joined().map { key in
        "n="
            + (key.addingPercentEncoding(withAllowedCharacters: urlencodedKept) ?? key).replacingOccurrences(of: "%20", with: "+")
    }.joined(separator: "&")
}

/// The bytes the WHATWG urlencoded serializer keeps: ASCII letters, digits and `*-._`.
private let urlencodedKept = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789*-._")

private func plotRow(_ node: FWNode, key: String, controlID: String, describedBy: String?) -> FormNode {
    let component = node.component
    let content: FormNode
    // The control attributes every input writes: id, name and, in a section with a footer (or for
    // an action row whose title repeats), aria-describedby.
    if let row = component.as(FWRow.self) {
        if row.selectAction == nil {
            content = cellMarkup(title: row.title, subtitle: row.subtitle, detail: row.detail)
        } else {
            content = .button(
                .attribute(named: "type", value: "submit"), .class("fw-link"),
                .attribute(named: "id", value: controlID), .attribute(named: "name", value: escapedAttribute(key)),
                .attribute(named: "aria-describedby", value: describedBy),
                .attribute(named: "value", value: "selected"),
                cellMarkup(title: row.title, subtitle: row.subtitle, detail: row.detail)
            )
        }
    } else if let text = component.as(FWText.self) {
        content = cellMarkup(title: text.content, subtitle: nil, detail: nil)
    } else if let toggle = component.as(FWToggle.self) {
        let isRequired = toggle.rules.contains { $0.kind == FWRule.required }
        content = .group(
            label(toggle.title, for: controlID),
            .input(
                .attribute(named: "type", value: "hidden"), .attribute(named: "name", value: escapedAttribute(key)),
                .attribute(named: "value", value: "off")
            ),
            .input(
                .attribute(named: "type", value: "checkbox"), .attribute(named: "role", value: "switch"),
                .attribute(named: "class", value: "fw-switch"),
                .attribute(named: "id", value: controlID), .attribute(named: "name", value: escapedAttribute(key)),
                .attribute(named: "aria-describedby", value: describedBy),
                .attribute(named: "value", value: "on"),
                toggle.isOn ? flag("checked") : .empty,
                isRequired ? flag("required") : .empty
            )
        )
    } else if let field = component.as(FWTextField.self) {
        let kinds = field.rules.map(\.kind)
        let isEmail = kinds.contains(FWRule.email)
        let type: String =
            if field.isSecure { "password" } else {
                switch field.keyboard {
                case .emailAddress: "email"
                case .phone: "tel"
                case .url: "url"
                case .text, .number, .decimal: isEmail ? "email" : "text"
                }
            }
        let hasLength = kinds.contains(FWRule.length)
        content = .group(
            label(field.title, for: controlID),
            .input(
                .attribute(named: "type", value: type),
                .attribute(named: "id", value: controlID), .attribute(named: "name", value: escapedAttribute(key)),
                .attribute(named: "aria-describedby", value: describedBy),
                field.isSecure
                    ? .empty : Attribute(name: "value", value: escapedAttribute(field.text), ignoreIfValueIsEmpty: false),
                .attribute(named: "placeholder", value: field.prompt.map(escapedAttribute)),
                .attribute(named: "autocomplete", value: field.contentType.map { escapedAttribute($0.rawValue) }),
                .attribute(named: "inputmode", value: type == "text" && field.keyboard != .text ? field.keyboard.rawValue : nil),
                kinds.contains(FWRule.required) ? flag("required") : .empty,
                .attribute(named: "minlength", value: hasLength ? String(nameLength.lowerBound) : nil)
            )
        )
    } else if let stepper = component.as(FWStepper.self) {
        content = .group(
            label(stepper.title, for: controlID),
            .input(
                .attribute(named: "type", value: "number"),
                .attribute(named: "id", value: controlID), .attribute(named: "name", value: escapedAttribute(key)),
                .attribute(named: "aria-describedby", value: describedBy),
                .attribute(named: "value", value: String(stepper.value)),
                .attribute(named: "step", value: String(stepper.step)),
                .attribute(named: "min", value: stepper.range.map { String($0.lowerBound) }),
                .attribute(named: "max", value: stepper.range.map { String($0.upperBound) })
            )
        )
    } else if let picker = component.as(FWPicker.self) {
        let selectedKey = picker.selectedOption?.key
        let options: [Node<HTML.SelectContext>] = picker.options.map { option in
            .element(
                named: "option",
                nodes: [
                    .attribute(named: "value", value: escapedAttribute(option.key)),
                    option.key == selectedKey ? .attribute(named: "selected") : .empty,
                    .text(option.title),
                ])
        }
        content = .group(
            label(picker.title, for: controlID),
            .select(
                .attribute(named: "id", value: controlID), .attribute(named: "name", value: escapedAttribute(key)),
                .attribute(named: "aria-describedby", value: describedBy),
                picker.rules.contains { $0.kind == FWRule.required } ? .attribute(named: "required") : .empty,
                .group(options)
            )
        )
    } else if let button = component.as(FWButton.self) {
        content = .button(
            .attribute(named: "type", value: "submit"), .class("fw-button"),
            .attribute(named: "id", value: controlID), .attribute(named: "name", value: escapedAttribute(key)),
            .attribute(named: "aria-describedby", value: describedBy),
            .attribute(named: "value", value: "pressed"),
            .text(button.title)
        )
    } else {
        preconditionFailure("the rendering workload has no \(component.componentType)")
    }
    return .div(.class("fw-row"), content)
}

/// A row's texts, as FormworkHTML's cells write them.
private func cellMarkup<Context: HTML.BodyContext>(title: String?, subtitle: String?, detail: String?) -> Node<Context> {
    .group(
        .if(
            title != nil || subtitle != nil,
            .span(
                .class("fw-text"),
                .unwrap(title) { .span(.class("fw-title"), .text($0)) },
                .unwrap(subtitle) { .span(.class("fw-subtitle"), .text($0)) }
            )),
        .unwrap(detail) { .span(.class("fw-detail"), .text($0)) }
    )
}

private func label(_ title: String, for controlID: String) -> FormNode {
    .label(.attribute(named: "for", value: controlID), .class("fw-label"), .text(title))
}

/// A boolean attribute: its name alone.
private func flag(_ name: String) -> Attribute<HTML.InputContext> {
    Attribute(name: name, value: nil, ignoreIfValueIsEmpty: false)
}

/// `text` with `&`, `<`, `>` and `"` as character references, for an attribute value (Plot
/// writes attribute values as they are). Text that needs none comes back as it is.
func escapedAttribute(_ text: String) -> String {
    func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
    }
    guard text.utf8.contains(where: needsEscaping) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped
}

/// A row key as FormworkHTML encodes it in an element id: ASCII letters, digits and `-` kept,
/// every other character written `_`, its hexadecimal code point and `_`.
func encodedID(_ key: String) -> String {
    func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default: false
        }
    }
    guard !key.utf8.allSatisfy(isKept) else { return key }
    var encoded = ""
    encoded.reserveCapacity(key.utf8.count + 8)
    for scalar in key.unicodeScalars {
        if scalar.isASCII, isKept(UInt8(scalar.value)) {
            encoded.unicodeScalars.append(scalar)
        } else {
            let hex = String(scalar.value, radix: 16)
            encoded += "_" + String(hex.count) + hex
        }
    }
    return encoded
}
