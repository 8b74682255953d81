import Formwork

extension Toggle: HTMLRenderable {
    /// A labelled checkbox (a switch), after a hidden `off` field of the same name: a checked
    /// box submits `off` then `on`, an unchecked one `off` alone, so "unchecked" is told apart
    /// from "not submitted" and `Form.apply` takes the last. A
    /// `.required` rule makes it `required` (must be on).
    public func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writeLabel(title, for: context, into: &writer)
        writer.startTag("input")
        writer.attribute("type", "hidden")
        writer.attribute("name", context.name)
        writer.attribute("value", "off")
        writer.attribute("disabled", if: context.isDisabled)
        writer.closeStartTag()
        writer.startTag("input")
        writer.attribute("type", "checkbox")
        writer.attribute("role", "switch")
        writer.attribute("class", "fw-switch")
        context.writeControlAttributes(into: &writer)
        writer.attribute("value", "on")
        writer.attribute("checked", if: isOn)
        writer.attribute("required", if: NativeConstraints(self).isRequired)
        writer.closeStartTag()
    }
}
