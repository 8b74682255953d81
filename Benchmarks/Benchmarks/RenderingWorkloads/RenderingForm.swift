import Formwork
import FormworkHTML

// Rendering: one 10,000-row form (100 sections × 100 rows, mixed rows and inputs), built once
// outside the measured code with `FormModel` bindings, rendered three ways: FormworkHTML's
// `form.html(action:)`, the same markup built with Plot (see PlotMarkup.swift), and
// `form.outline`. Shared by `Rendering` (package-benchmark) and `RenderingCount` (callgrind).
// Goals (issue 9): FormworkHTML ≤ 0.5× Plot's time and ≤ 2× the outline's.

public let renderingSectionCount = 100
public let renderingRowsPerSection = 100
/// What the form submits to.
public let renderingAction = "/signup"

/// The model the inputs are bound to: one slot per row of the form, by `section * 100 + row`.
struct Profile: Sendable {
    var flags: [Bool]
    var texts: [String]
    var counts: [Int]
    var choices: [String]
}

/// What each row of a section is, by `row % 20`: 6 plain rows (one with a subtitle), 3 toggles,
/// 4 text fields, 2 steppers, 2 pickers, 1 selectable row, 1 text and 1 button.
enum RowKind {
    case plain, plainWithSubtitle, toggle, textField, stepper, picker, selectable, text, button

    init(row: Int) {
        switch row % 20 {
        case 0, 4, 7, 8, 16: self = .plain
        case 12: self = .plainWithSubtitle
        case 1, 9, 17: self = .toggle
        case 2, 6, 10, 14: self = .textField
        case 3, 11: self = .stepper
        case 5, 13: self = .picker
        case 15: self = .selectable
        case 18: self = .text
        default: self = .button
        }
    }
}

/// The only length rule the workload uses, so Plot's builder can state it (Formwork keeps a
/// rule's bounds to itself: `ValidationRule.constraint` is package-only).
let nameLength = 2...64
/// The steppers' range (public on `Stepper`, so Plot's builder reads it from the model).
let stepperRange = 0...10

/// Some texts carry `&`, `<`, `>` and `"` so that escaping is exercised; none holds `&name;`
/// (Plot keeps what looks like a character reference as it is) or `=""` (see `normalised`).
func rowTitle(_ section: Int, _ row: Int) -> String {
    switch row % 7 {
    case 0: "Terms & Conditions \(row)"
    case 3: "Size <\(row)> \"large\""
    default: "Setting \(section).\(row)"
    }
}

func rowDetail(_ section: Int, _ row: Int) -> String {
    row % 3 == 0 ? "R&D \"v\(section)\"" : "Detail \(row)"
}

private let optionTitles = ["Small", "Medium & up", "Large <XL>", "Huge \"XXL\"", "Custom"]
private let optionKeys = ["s", "m", "l", "xl", "custom"]

/// The 10,000-row form, with a new model behind its bindings.
public func makeRenderingForm() -> Form {
    let count = renderingSectionCount * renderingRowsPerSection
    let model = FormModel(
        Profile(
            flags: (0..<count).map { $0 % 3 == 0 },
            // Every third text field is empty (a placeholder shows); others hold text to escape.
            texts: (0..<count).map { $0 % 3 == 1 ? "" : "Jane & \"Joe\" <\($0)>" },
            counts: (0..<count).map { $0 % 11 },
            choices: (0..<count).map { optionKeys[$0 % 3] }
        ))
    return Form {
        for section in 0..<renderingSectionCount {
            Section("Section \(section) & <more>", footer: section % 4 == 0 ? "Footer \"\(section)\" & notes" : nil) {
                for row in 0..<renderingRowsPerSection {
                    let index = section * renderingRowsPerSection + row
                    let title = rowTitle(section, row)
                    switch RowKind(row: row) {
                    case .plain:
                        Row(title, detail: rowDetail(section, row))
                    case .plainWithSubtitle:
                        Row(title, subtitle: "Subtitle <\(row)>", detail: rowDetail(section, row))
                    case .toggle:
                        if row % 20 == 17 {
                            Toggle(title, isOn: model.binding(\.flags[index])).validate(.required).id("s\(section)-toggle-\(row)")
                        } else {
                            Toggle(title, isOn: model.binding(\.flags[index])).id("s\(section)-toggle-\(row)")
                        }
                    case .textField:
                        textField(title, text: model.binding(\.texts[index]), row: row).id("s\(section)-text-\(row)")
                    case .stepper:
                        Stepper(title, value: model.binding(\.counts[index]), in: stepperRange, step: row % 20 == 3 ? 1 : 5)
                            .id("s\(section)-stepper-\(row)")
                    case .picker:
                        Picker(
                            title, selection: model.binding(\.choices[index]),
                            options: (0..<(3 + (section + row) % 3)).map {
                                PickerOption(optionTitles[$0], value: optionKeys[$0], key: optionKeys[$0])
                            }
                        ).id("s\(section)-picker-\(row)")
                    case .selectable:
                        Row(title, detail: "Open").onSelect {}
                    case .text:
                        Text("Note: \(title)")
                    case .button:
                        Button("Save section \(section) & continue") {}.id("s\(section)-save-\(row)")
                    }
                }
            }
        }
    }
}

/// Four kinds of text field, by `row % 4`: an email (keyboard, autofill, rules), a name (rules
/// with a length), a phone number and a number (an `inputmode`).
private func textField(_ title: String, text: Binding<String>, row: Int) -> TextField {
    switch row / 4 % 4 {
    case 0:
        TextField(title, text: text, prompt: "you@example.com & \"co\"").keyboardType(.emailAddress)
            .textContentType(.emailAddress).validate(.required, .email)
    case 1:
        TextField(title, text: text, prompt: "Your <full> name").textContentType(.name).validate(.required, .length(nameLength))
    case 2:
        TextField(title, text: text, prompt: "+1 555 0100").keyboardType(.phone).textContentType(.telephoneNumber)
    default:
        TextField(title, text: text, prompt: "Amount").keyboardType(.number).validate(.required)
    }
}

/// What every renderer gets, made before any is measured: the form, and for peers that cannot
/// compute them with FormworkHTML's helpers, each row's value key and control id (FormworkHTML
/// computes its own inside its call, so that work is charged to it, not to the peer).
public struct RenderingInput: Sendable {
    public let form: Form
    let keys: [[String]]
    let controlIDs: [[String]]
    /// The page state's value (`_formwork`), which FormworkHTML also works out from the keys.
    let pageState: String

    public init(_ form: Form) {
        self.form = form
        keys = form.valueKeys
        controlIDs = keys.map { $0.map { "fw-" + encodedID($0) } }
        pageState = RenderingWorkloads.pageState(keys: keys)
    }
}

// The workloads, never inlined, so that callgrind's inclusive counts exclude building their
// input.

/// FormworkHTML: the form as one `<form>` element.
@inline(never)
public func renderFormworkHTML(_ input: RenderingInput) -> String {
    input.form.html(action: renderingAction)
}

/// The same markup built with Plot (PlotMarkup.swift).
@inline(never)
public func renderPlot(_ input: RenderingInput) -> String {
    plotMarkup(input)
}

/// The form's text outline.
@inline(never)
public func renderOutline(_ input: RenderingInput) -> String {
    input.form.outline
}

// Names for the model's types that PlotMarkup.swift can use without importing Formwork, whose
// `Form`, `Node`, `Text`, `TextField`, `Renderable` and `InputComponent` Plot has too.
typealias FWForm = Form
typealias FWNode = Node
typealias FWRow = Row
typealias FWText = Text
typealias FWToggle = Toggle
typealias FWTextField = TextField
typealias FWStepper = Stepper<Int>
typealias FWPicker = Picker<String>
typealias FWButton = Button
typealias FWRule = ValidationError.Rule
