import Formwork

// The markup of a date asked for in three fields (`HTMLDateEntry.dayMonthYear`): its parts for a
// theme, and what `control()` writes for a theme that places none of them.

extension HTMLRowMarkup {
    /// The day, month and year fields of a date picker of days the theme asks for in three
    /// (``HTMLTheme/dateEntry`` is ``HTMLDateEntry/dayMonthYear``); empty for any other row.
    ///
    /// ```swift
    /// theme.date = { row in
    ///     guard !row.dateFields.isEmpty else { return row.control() }
    ///     row.choiceGroup("fieldset", ["role": "group"]) { row in
    ///         row.legend()
    ///         row.errorMessage()
    ///         row.dateFieldGroup { row in
    ///             for field in row.dateFields {
    ///                 row.dateFieldLabel(field)
    ///                 row.dateFieldInput(field, ["size": field.field == .year ? "4" : "2"])
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    public var dateFields: [HTMLDateField] {
        guard let plan = dateFieldsPlan else { return [] }
        let labels = FormMessages.current
        return DateField.allCases.enumerated().map { index, field in
            HTMLDateField(
                field: field, label: labels.dateFieldLabel(field), text: plan.texts[index],
                isInvalid: plan.marked.contains(field), id: context.ids.field(field, ofControl: context.controlID))
        }
    }

    /// Writes the element that holds a date's fields (a `<div>`, usually), with the row's
    /// control id — what the row's focus request and its links outside the summary lead to —
    /// and what `body` writes in it.
    public mutating func dateFieldGroup(
        _ name: StaticString = "div", _ attributes: KeyValuePairs<StaticString, String?> = [:],
        body: (inout HTMLRowMarkup) -> Void
    ) {
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", context.controlID)
        writer.closeStartTag()
        body(&self)
        writer.endTag(name)
    }

    /// Writes the `<label for>` of one of a date's fields, with the field's label ("Day").
    public mutating func dateFieldLabel(_ field: HTMLDateField, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        writeLabel(for: field.id, attributes, text: field.label)
    }

    /// Writes one of a date's fields: a text input for digits (`inputmode="numeric"`, as GOV.UK
    /// asks rather than `type="number"`) named by the row's name and the field (`dob-day`),
    /// with its text, `aria-invalid` if it is marked, focus if the row has it and this is the
    /// first field marked (or the first field), and the row's state.
    public mutating func dateFieldInput(_ field: HTMLDateField, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        let fields = dateFields
        let focusedField = fields.first(where: \.isInvalid) ?? fields.first
        writer.startTag("input")
        writer.themeAttributes(attributes)
        writer.attribute("id", field.id)
        writer.attribute("name", DayMonthYear.name(of: field.field, key: context.name))
        writer.attribute("type", "text")
        writer.attribute("value", field.text.isEmpty ? nil : field.text)
        writer.attribute("inputmode", "numeric")
        writer.attribute("aria-invalid", field.isInvalid ? "true" : nil)
        writer.attribute("autofocus", if: context.isFocused && focusedField?.field == field.field)
        writer.attribute("disabled", if: isDisabled)
        writer.attribute("required", if: isRequired)
        writer.closeStartTag()
    }

    /// What ``control(_:content:)`` writes for a date in fields: the group of the three, each
    /// field labelled, the group described by the row's errors.
    mutating func writeDateFields(_ attributes: KeyValuePairs<StaticString, String?>) {
        writer.startTag("div")
        writer.themeAttributes(attributes)
        writer.attribute("id", context.controlID)
        writer.attribute("role", "group")
        writer.attribute("aria-describedby", context.describedBy)
        writer.closeStartTag()
        for field in dateFields {
            dateFieldLabel(field)
            dateFieldInput(field)
        }
        writer.endTag("div")
    }

    /// Whether the row's control is required.
    private var isRequired: Bool {
        guard case .control(let presentation) = content else { return false }
        return presentation.constraints.isRequired
    }
}

/// One of the fields of a date asked for in three, as a theme writes it
/// (``HTMLRowMarkup/dateFields``).
public struct HTMLDateField: Sendable, Equatable {
    /// Which field it is.
    public var field: DateField
    /// Its label, from the message catalogue (`FormMessages.dateFieldLabel`): "Day".
    public var label: String
    /// The text it shows: the picker's, or what the person typed when the row has errors.
    public var text: String
    /// Whether it is marked as wrong: one of the fields the row's error names.
    public var isInvalid: Bool
    /// The element id of its input.
    public var id: String
}
