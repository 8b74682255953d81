// What VoiceOver reads for a row: the one rule every host applies.
//
// - One element per row, the cell, as Settings does — except a row's own input: a text field,
//   a text editor and a date picker stay elements of their own (only they can be typed in or
//   open their calendar), and a date picker that may be empty adds its switch after it.
// - The label is the row's title (the label the app gave the row, else a button's own label;
//   with no title, a text field's prompt or the value — never a switch's state, which is not
//   its name), then each of the row's errors ("Email, Error:
//   Required"), so people who turn hints off hear them, and a text field's value stays its text
//   for VoiceOver's editing. A row's image is not read unless it is labelled ("Warning,
//   Battery"): the label comes first, where the image is. The row's swipe actions are its
//   element's custom actions ("actions: Flag, Delete"), leading first. Its hint is the first
//   element's hint, which VoiceOver reads after a pause ("hint: For example, QQ 12 34 56 C").
// - The value is what the row holds: a detail, a stepper's or slider's value, the chosen option,
//   a file's name; a switch's state, a text input's text and a date are said by the control.
// - The role: a row that acts when tapped is a button (disabled too: "Submit, dimmed, button"),
//   a switch a switch button flipped by a double tap, a stepper, a slider and segments
//   adjustable by swiping up and down (a wheel picker too), a menu picker a button that opens its menu; a choice
//   listing its options as rows reads each (`RowPresentation+ListedOptions.swift`). A checked
//   row is selected; a disabled row is dimmed and takes no activation or adjustment.

import Foundation

extension RowPresentation {
    /// The elements VoiceOver reads for the row, in reading order, with `errors` (the row's
    /// messages, in order) written through `messages`.
    ///
    /// ```swift
    /// Button("Submit") {}.disabled().presentation.accessibilityElements()   // ["Submit, dimmed, button"]
    /// ```
    /// With a `locale`, what the native controls say themselves is written as they write it
    /// there — a number field's number (`$2,015.00`), a date (`29 February 1984`) — as a
    /// transcript prints what the phone says; without one, as the row holds it (`2015`,
    /// `1984-02-29`), which the hosts hand their controls.
    package func accessibilityElements(
        errors: [String] = [], messages: FormMessages = .current, locale: Locale? = nil
    ) -> [AccessibilityElement] {
        var elements = ownElements(messages, locale: locale)
        guard !elements.isEmpty else { return [] }
        // A control called by what it holds (it has no title) does not say it twice.
        for index in elements.indices where elements[index].value?.text == elements[index].name {
            elements[index].value = nil
        }
        if !errors.isEmpty {
            elements[0].label = ([elements[0].name] + errors.map(messages.rowError)).joined(separator: ", ")
        }
        if let image, !image.isDecorative, let imageLabel = image.accessibilityLabel {
            elements[0].label = imageLabel + ", " + elements[0].label
        }
        elements[0].customActions = customActions
        elements[0].hint = hint
        // Voice Control also knows a row called otherwise by the title it shows.
        if !shownTitle.isEmpty, elements[0].name != shownTitle, elements[0].part != .presenceSwitch {
            elements[0].inputLabels.append(shownTitle)
        }
        if isDisabled {
            for index in elements.indices {
                elements[index].traits.insert(.notEnabled)
                elements[index].activation = nil
                elements[index].increment = nil
                elements[index].decrement = nil
            }
        }
        return elements
    }

    /// The elements before errors and the disabled state.
    private func ownElements(_ messages: FormMessages, locale: Locale?) -> [AccessibilityElement] {
        let name = accessibilityLabel
        if let declared = declaredAccessibility { return [declared.element(name: name)] }
        let value = accessibilityValue
        func row(_ value: AccessibilityElement.Value?, _ traits: AccessibilityTraits) -> [AccessibilityElement] {
            [AccessibilityElement(part: .row, name: name, value: value, traits: traits)]
        }
        switch control {
        case .cell(let content):
            var traits: AccessibilityTraits = isActionable ? .button : []
            if content.accessory == .checkmark { traits.insert(.selected) }
            return row(value.map { .text($0) }, traits)
        case .toggle(let isOn):
            var element = row(.controls(isOn ? "on" : "off"), .toggle)[0]
            element.activation = .edit(.setOn(!isOn))
            return [element]
        case .textField(let field):
            let text = locale.map { field.shownText(in: $0) } ?? field.text
            let shown = field.text.isEmpty ? field.prompt : (field.isSecure ? nil : text)
            return [
                AccessibilityElement(
                    part: .input, name: name, value: shown.flatMap { $0.isEmpty ? nil : .controls($0) },
                    traits: field.isSecure ? .secureTextEntry : .textEntry)
            ]
        case .textEditor(let editor):
            // Read-only text is read as text (it can still be selected and copied), not dimmed.
            let shown = editor.text.isEmpty ? editor.prompt : editor.text
            return [
                AccessibilityElement(
                    part: .input, name: name, value: shown.flatMap { $0.isEmpty ? nil : .controls($0) },
                    traits: editor.isReadOnly ? [] : .textEntry)
            ]
        case .stepper(let stepper):
            var element = row(.text(stepper.shownText), .adjustable)[0]
            if let range = stepper.range {
                element.increment = stepper.value < range.upperBound ? .increment : nil
                element.decrement = stepper.value > range.lowerBound ? .decrement : nil
            } else {
                (element.increment, element.decrement) = (.increment, .decrement)
            }
            return [element]
        case .slider(let slider):
            var element = row(.text(slider.shownText), .adjustable)[0]
            (element.increment, element.decrement) = slider.adjustments
            return [element]
        case .picker(let picker):
            switch picker.style {
            case .menu:
                var element = row(value.map { .text($0) }, .button)[0]
                element.activation = .tapControl
                return [element]
            case .inline, .navigationLink:
                return listedOptionElements(value: value.map { .text($0) }, name: name)
            case .segmented, .wheel:
                var element = row(value.map { .text($0) }, .adjustable)[0]
                (element.increment, element.decrement) = picker.adjustments
                return [element]
            }
        case .multiPicker(let picker):
            return listedOptionElements(value: .text(messages.selectedCount(picker.selectedKeys.count)), name: name)
        case .datePicker(let picker):
            var elements: [AccessibilityElement] = []
            if let text = picker.text {
                let spoken = locale.flatMap { picker.spokenText(in: $0) } ?? text
                // A compact picker is a button opening its calendar; a calendar or wheels in the
                // form, a group of the picker's own elements, named by the row.
                let traits: AccessibilityTraits = picker.style == .compact ? .button : []
                elements.append(AccessibilityElement(part: .input, name: name, value: .controls(spoken), traits: traits))
            }
            if picker.isOptional {
                let switchName = messages.datePresence(name)
                elements.append(
                    AccessibilityElement(
                        part: .presenceSwitch, name: switchName, value: .controls(picker.text == nil ? "off" : "on"),
                        traits: .toggle))
            }
            return elements
        case .fileField(let field):
            return row(.text(field.summary(in: messages)), [])
        case .button:
            return row(nil, .button)
        case .navigationLink:
            return row(value.map { .text($0) }, .button)
        case .custom:
            return row(nil, isActionable ? .button : [])
        }
    }
}

extension SliderControl {
    /// What swiping up and down writes: the next value on the slider's grid above and below —
    /// its step, or with no step ``accessibilityIncrement`` — from the range's lower end, so a
    /// dragged value comes back onto the grid (38.4 goes to 38.5 with a step of 0.1), staying in
    /// the range; `nil` at each end, or for a range with no room.
    package var adjustments: (increment: ControlEdit?, decrement: ControlEdit?) {
        let lower = range.lowerBound, upper = range.upperBound
        guard let delta = accessibilityIncrement, value.isFinite else { return (nil, nil) }
        // Within a billionth of a step counts as on the grid, against rounding in `value`.
        let position = (value - lower) / delta
        let above = lower + ((position + 1e-9).rounded(.down) + 1) * delta
        let below = lower + ((position - 1e-9).rounded(.up) - 1) * delta
        return (
            value < upper ? .setNumber(Swift.min(above, upper)) : nil,
            value > lower ? .setNumber(Swift.max(below, lower)) : nil
        )
    }

    /// How far one swipe moves the slider: its step; with none, the largest of 1, 2 or 5 times
    /// a power of ten that is at most a tenth of the range (0.5 for 35...42, 10 for 0...100),
    /// so values stay round; `nil` for a range with no room.
    package var accessibilityIncrement: Double? {
        let span = range.upperBound - range.lowerBound
        guard span.isFinite, span > 0 else { return nil }
        if let step, step.isFinite, step > 0 { return step }
        let tenth = span / 10
        let power = Foundation.pow(10, (Foundation.log10(tenth)).rounded(.down))
        return [5, 2, 1].map { $0 * power }.first { $0 <= tenth * (1 + 1e-12) } ?? power
    }
}

extension PickerControl {
    /// What swiping up and down over segments or a wheel chooses: the next option (the first if none is
    /// chosen), the previous one; `nil` past either end.
    package var adjustments: (increment: ControlEdit?, decrement: ControlEdit?) {
        let index = choices.firstIndex { $0.key == selectedKey }
        let next = index.map { $0 + 1 } ?? 0
        let previous = index.map { $0 - 1 } ?? -1
        return (
            choices.indices.contains(next) ? .selectOption(key: choices[next].key) : nil,
            choices.indices.contains(previous) ? .selectOption(key: choices[previous].key) : nil
        )
    }
}
