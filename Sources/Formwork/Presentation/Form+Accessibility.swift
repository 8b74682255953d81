import Foundation

extension Form {
    /// What VoiceOver reads in the form, in reading order: each section's header (a heading),
    /// the elements of its rows (see ``RowPresentation/accessibilityElements(errors:messages:)``)
    /// and its footer, with `errors` at their rows, written through `messages`. Errors that name
    /// no row of the form are the app's to show and are not read here.
    ///
    /// ```swift
    /// let form = Form { Section("Wi-Fi") { Toggle("Wi-Fi", isOn: $wifi) } }
    /// form.accessibilityElements().map(\.description)   // ["Wi-Fi, heading", "Wi-Fi, switch button, on"]
    /// ```
    /// With a `locale`, numbers and dates the native controls say are written there (see
    /// ``RowPresentation/accessibilityElements(errors:messages:locale:)``).
    package func accessibilityElements(
        errors: RowErrors = RowErrors(), messages: FormMessages = .current, locale: Locale? = nil
    ) -> [AccessibilityElement] {
        let keys = errors.byKey.isEmpty ? nil : valueKeys
        var elements: [AccessibilityElement] = []
        for (index, section) in sections.enumerated() {
            if let header = section.accessibilityHeader { elements.append(header) }
            for (row, node) in section.rows.enumerated() {
                let messagesAtRow = keys.map { errors.messages(forKey: $0[index][row]) } ?? []
                elements += node.presentation.accessibilityElements(errors: messagesAtRow, messages: messages, locale: locale)
            }
            if let footer = section.accessibilityFooter { elements.append(footer) }
        }
        return elements
    }

    /// ``accessibilityElements(errors:messages:)`` as lines of text, one per element: what
    /// FormworkTesting's `expectAccessibility` compares.
    ///
    /// ```swift
    /// form.accessibilityTranscript()
    /// // Wi-Fi, heading
    /// // Wi-Fi, switch button, on
    /// ```
    package func accessibilityTranscript(
        errors: RowErrors = RowErrors(), messages: FormMessages = .current, locale: Locale? = nil
    ) -> String {
        accessibilityElements(errors: errors, messages: messages, locale: locale).map(\.description).joined(separator: "\n")
    }

    /// The values keys of the rows VoiceOver has no name for, in form order: no title, no
    /// label given (`accessibilityLabel(_:)` on row content), no prompt, nothing held.
    ///
    /// ```swift
    /// Form { Section { TextField("", text: $card.number).id("card") } }.rowsWithoutAccessibilityName   // ["card"]
    /// ```
    package var rowsWithoutAccessibilityName: [String] {
        zip(sections, valueKeys).flatMap { section, keys in
            zip(section.rows, keys).compactMap { node, key in
                let presentation = node.presentation
                let isRead = !presentation.accessibilityElements().isEmpty
                return isRead && presentation.accessibilityLabel.isEmpty ? key : nil
            }
        }
    }
}

extension Section {
    /// What VoiceOver reads for the header: its text, as a heading (UIKit gives a table's
    /// section headers the header trait); `nil` for no header or an empty one.
    package var accessibilityHeader: AccessibilityElement? {
        Self.element(header, part: .header, traits: .header)
    }

    /// What VoiceOver reads for the footer: its text; `nil` for no footer or an empty one.
    package var accessibilityFooter: AccessibilityElement? {
        Self.element(footer, part: .footer, traits: [])
    }

    private static func element(
        _ component: AnyRenderable?, part: AccessibilityElement.Part, traits: AccessibilityTraits
    ) -> AccessibilityElement? {
        guard let text = component?.labelText, !text.isEmpty else { return nil }
        return AccessibilityElement(part: part, name: text, traits: traits)
    }
}
