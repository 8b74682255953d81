/// The native control a host shows for a row, with everything that control needs: the one
/// decision every host (UIKit, SwiftUI, HTML) shares about what a component looks like.
///
/// Read it through ``Node/presentation``; a host switches over it once. A built-in component
/// is taught to every host in one place, its ``ControlSource`` conformance in
/// `BuiltInControls.swift`; a component that adopts none shows what it renders into a ``Cell``
/// (``cell(_:)``), or, if it renders only into a view of its own, is ``custom(description:)``.
package enum RowControl: Equatable, Sendable {
    /// Texts and an accessory in a plain cell: a ``Row``, a ``Text``, any component that
    /// renders into ``Cell``.
    case cell(CellContent)
    /// An on/off switch.
    case toggle(isOn: Bool)
    /// A one-line text input.
    case textField(TextFieldControl)
    /// A multi-line text input that grows with its text.
    case textEditor(TextEditorControl)
    /// "−" and "+" buttons beside the value.
    case stepper(StepperControl)
    /// A slider over a range.
    case slider(SliderControl)
    /// A choice among options, shown in the picker's style.
    case picker(PickerControl)
    /// A date, time, or date and time.
    case datePicker(DatePickerControl)
    /// A file upload: a web page's file input; hosts without a file picker show a read-only row
    /// with ``FileFieldControl/summary``.
    case fileField(FileFieldControl)
    /// A tinted button that runs the component's action.
    case button(ButtonControl)
    /// A row that leads to a nested form, with the current choice inside as `detail`.
    case navigationLink(detail: String?)
    /// A component that renders only into a view of its own: the host shows that view if it
    /// can, else the description (its `CustomStringConvertible` text, or its type).
    case custom(description: String)
}

/// What a plain cell shows besides its title: a ``Cell``'s texts and accessory as a value.
package struct CellContent: Equatable, Sendable {
    /// Secondary text under the title.
    package var subtitle: String?
    /// Secondary text at the trailing edge.
    package var detail: String?
    /// A value shown at the trailing edge (an input rendered into a plain cell).
    package var value: String?
    /// The trailing accessory.
    package var accessory: Cell.Accessory

    /// The content of `cell`, title aside.
    package init(_ cell: Cell) {
        subtitle = cell.subtitle
        detail = cell.detail
        value = cell.value
        accessory = cell.accessory
    }

    /// Content with the given texts.
    package init(subtitle: String? = nil, detail: String? = nil, value: String? = nil, accessory: Cell.Accessory = .none) {
        self.subtitle = subtitle
        self.detail = detail
        self.value = value
        self.accessory = accessory
    }
}

/// A ``TextField``'s control: its text and input hints.
package struct TextFieldControl: Equatable, Sendable {
    /// The text; a host shows a secure field's text masked.
    package var text: String
    /// The placeholder while the text is empty.
    package var prompt: String?
    /// Whether the text is hidden as it is typed.
    package var isSecure: Bool
    /// Which keyboard suits the text.
    package var keyboard: TextField.Keyboard
    /// What the text is, for autofill.
    package var contentType: TextField.ContentType?
    /// How the keyboard capitalizes, as the field set it; `nil` for the default
    /// (``TextFieldControl/capitalization``).
    package var autocapitalization: TextField.Autocapitalization?
    /// Whether the keyboard corrects, as the field set it; `nil` for the default
    /// (``TextFieldControl/corrects``).
    package var autocorrection: Bool?
    /// Whether leading and trailing whitespace is removed before the text is written.
    package var trimsWhitespace: Bool

    /// A text field's control.
    package init(
        text: String, prompt: String?, isSecure: Bool, keyboard: TextField.Keyboard, contentType: TextField.ContentType?,
        autocapitalization: TextField.Autocapitalization? = nil, autocorrection: Bool? = nil, trimsWhitespace: Bool = false
    ) {
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
        self.keyboard = keyboard
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.trimsWhitespace = trimsWhitespace
    }

    /// A plain text field showing `text` that a number or date input could not show, with the
    /// keyboard that suits the value expected.
    package init(rejected text: String, keyboard: TextField.Keyboard) {
        self.init(text: text, prompt: nil, isSecure: false, keyboard: keyboard, contentType: nil)
    }
}

/// A ``TextEditor``'s control: its text and how the keyboard treats what is typed.
package struct TextEditorControl: Equatable, Sendable {
    /// The text.
    package var text: String
    /// How the keyboard capitalizes, as the editor set it; `nil` for sentences.
    package var autocapitalization: TextField.Autocapitalization?
    /// Whether the keyboard corrects, as the editor set it; `nil` for yes.
    package var autocorrection: Bool?

    /// A text editor's control.
    package init(text: String, autocapitalization: TextField.Autocapitalization? = nil, autocorrection: Bool? = nil) {
        self.text = text
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
    }

    /// How the keyboard capitalizes: as the editor set it, else sentences.
    package var capitalization: TextField.Autocapitalization { autocapitalization ?? .sentences }

    /// Whether the keyboard corrects and checks spelling: as the editor set it, else yes.
    package var corrects: Bool { autocorrection ?? true }
}

/// A ``Button``'s control: what a screen reader calls it, and whether a browser checks the form
/// before the button sends it.
package struct ButtonControl: Equatable, Sendable {
    /// What a screen reader calls the button instead of its title; `nil` for the title.
    package var accessibilityLabel: String?
    /// Whether a browser checks the form's native constraints before the button sends it.
    package var validatesInBrowser: Bool

    /// A button's control.
    package init(accessibilityLabel: String? = nil, validatesInBrowser: Bool = true) {
        self.accessibilityLabel = accessibilityLabel
        self.validatesInBrowser = validatesInBrowser
    }
}

/// A ``Stepper``'s control: its value as text and as a number, its bounds and step.
package struct StepperControl: Equatable, Sendable {
    /// The value as the outline shows it ("30", "2.5").
    package var text: String
    /// The value as a `Double`, for a native stepper.
    package var value: Double
    /// The values it accepts; `nil` for any.
    package var range: ClosedRange<Double>?
    /// How much one tap adds or removes.
    package var step: Double
    /// The step as a form submits numbers ("1", "0.05"), for a native number input.
    package var stepText: String
    /// The value as the stepper's format writes it ("3 nights"); `nil` without one.
    package var formatted: String?

    /// A stepper's control.
    package init(
        text: String, value: Double, range: ClosedRange<Double>?, step: Double, stepText: String, formatted: String? = nil
    ) {
        self.text = text
        self.value = value
        self.range = range
        self.step = step
        self.stepText = stepText
        self.formatted = formatted
    }

    /// The value as people read it: formatted, else as the outline shows it.
    package var shownText: String { formatted ?? text }
}

/// A ``Slider``'s control: its value, range and step.
package struct SliderControl: Equatable, Sendable {
    /// The value.
    package var value: Double
    /// The values it accepts.
    package var range: ClosedRange<Double>
    /// The distance between the values it snaps to; `nil` for any value.
    package var step: Double?
    /// The value as the outline shows it ("0.5").
    package var text: String
    /// The step as a form submits numbers ("0.25"); `nil` for any value.
    package var stepText: String?
    /// The value as the slider's format writes it ("38.5 °C"); `nil` without one.
    package var formatted: String?

    /// A slider's control.
    package init(
        value: Double, range: ClosedRange<Double>, step: Double?, text: String, stepText: String?, formatted: String? = nil
    ) {
        self.value = value
        self.range = range
        self.step = step
        self.text = text
        self.stepText = stepText
        self.formatted = formatted
    }

    /// The value as people read it: formatted, else as the outline shows it.
    package var shownText: String { formatted ?? text }
}

/// A ``Picker``'s control: its options by key and title, the selected key and the style.
package struct PickerControl: Equatable, Sendable {
    /// One option: the key that stands for it and the title it shows.
    package struct Choice: Equatable, Sendable {
        /// The option's key (what ``ControlEdit/selectOption(key:)`` names).
        package var key: String
        /// The option's title.
        package var title: String

        /// An option.
        package init(key: String, title: String) {
            self.key = key
            self.title = title
        }
    }

    /// The options, in display order.
    package var choices: [Choice]
    /// The key of the selected option; `nil` if the selection is none of the options.
    package var selectedKey: String?
    /// How the options are shown.
    package var style: PickerStyle

    /// A picker's control.
    package init(choices: [Choice], selectedKey: String?, style: PickerStyle) {
        self.choices = choices
        self.selectedKey = selectedKey
        self.style = style
    }

    /// The selected option's title, if one is selected.
    package var selectedTitle: String? {
        choices.first { $0.key == selectedKey }?.title
    }
}

/// A ``DatePicker``'s control: what it picks, its value and range as ISO 8601 text, whether it
/// may be empty, and their conversions to and from `Date` in an explicit time zone (see
/// ``DateKind``).
package struct DatePickerControl: Equatable, Sendable {
    /// A day, a time, or both.
    package var kind: DateKind
    /// The value in ISO 8601 (`2026-11-22`, `14:30`, `2026-11-22T14:30`); `nil` while empty.
    package var text: String?
    /// The earliest and latest values accepted, in ISO 8601; `nil` for any.
    package var range: ClosedRange<String>?
    /// Whether the picker may be empty (it edits an optional value): a host offers a way to set
    /// a value and to clear it.
    package var isOptional: Bool

    /// A date picker's control.
    package init(kind: DateKind, text: String?, range: ClosedRange<String>?, isOptional: Bool = false) {
        self.kind = kind
        self.text = text
        self.range = range
        self.isOptional = isOptional
    }
}

/// A ``FileField``'s control: the name of the file it holds and the types it takes.
package struct FileFieldControl: Equatable, Sendable {
    /// The name of the file the field holds; `nil` for none.
    package var filename: String?
    /// The types of file it takes, as HTML's `accept` lists them; empty for any.
    package var accept: [String]

    /// A file field's control.
    package init(filename: String?, accept: [String]) {
        self.filename = filename
        self.accept = accept
    }

    /// What a host with no file picker (UIKit, SwiftUI) shows at the row's trailing edge, and
    /// what a screen reader says it holds: the file's name, or "No file". The row is read-only
    /// there; choosing it does nothing.
    package var summary: String { filename ?? "No file" }
}
