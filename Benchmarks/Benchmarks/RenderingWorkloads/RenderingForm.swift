import Formwork
import FormworkHTML
import MallocStatistics

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

let optionTitles = ["Small", "Medium & up", "Large <XL>", "Huge \"XXL\"", "Custom"]
let optionKeys = ["s", "m", "l", "xl", "custom"]

/// The model the rendering form's inputs are bound to, for `sections` sections of
/// ``renderingRowsPerSection`` rows: made apart from the form, so that the memory benchmark
/// (`MemoryCount`) counts the form's bytes alone, and so that a hand-built version of the form
/// can read the same values.
public struct RenderingModel: Sendable {
    let model: FormModel<Profile>
    /// How many sections the form built on it has.
    public let sections: Int
    /// How the form's inputs bind their elements of the model.
    public let spelling: ElementSpelling

    /// A new model for a form of `sections` sections (100 by default: 10,000 rows) whose inputs
    /// bind their elements as `spelling` says (by key path by default, as the measured figures
    /// of rendering and memory were taken).
    public init(sections: Int = renderingSectionCount, spelling: ElementSpelling = .keyPath) {
        let count = sections * renderingRowsPerSection
        self.sections = sections
        self.spelling = spelling
        model = FormModel(
            Profile(
                flags: (0..<count).map { $0 % 3 == 0 },
                // Every third text field is empty (a placeholder shows); others hold text to escape.
                texts: (0..<count).map { $0 % 3 == 1 ? "" : "Jane & \"Joe\" <\($0)>" },
                counts: (0..<count).map { $0 % 11 },
                choices: (0..<count).map { optionKeys[$0 % 3] }
            ))
    }
}

/// How an input binds an element of the model's arrays.
public enum ElementSpelling: Sendable {
    /// `model.binding(\.flags[index])`: a key path made at every call (`swift_getKeyPath`).
    case keyPath
    /// `$model.flags[index]`: `Binding`'s subscript, with no key path.
    case `subscript`
}

/// The 10,000-row form (or one of `model.sections` sections), with a new model behind its
/// bindings unless given one.
public func makeRenderingForm(_ renderingModel: RenderingModel = RenderingModel()) -> Form {
    let model = renderingModel
    return Form {
        for section in 0..<renderingModel.sections {
            Section("Section \(section) & <more>", footer: section % 4 == 0 ? "Footer \"\(section)\" & notes" : nil) {
                for row in 0..<renderingRowsPerSection {
                    switch RowKind(row: row) {
                    case .plain:
                        plainRow(section, row)
                    case .plainWithSubtitle:
                        subtitledRow(section, row)
                    case .toggle:
                        toggle(model, section, row).id("s\(section)-toggle-\(row)")
                    case .textField:
                        textField(model, section, row).id("s\(section)-text-\(row)")
                    case .stepper:
                        stepper(model, section, row).id("s\(section)-stepper-\(row)")
                    case .picker:
                        picker(model, section, row).id("s\(section)-picker-\(row)")
                    case .selectable:
                        selectableRow(section, row)
                    case .text:
                        note(section, row)
                    case .button:
                        saveButton(section).id("s\(section)-save-\(row)")
                    }
                }
            }
        }
    }
}

// The components of row `row` of section `section`, one function per kind of row: what the form
// lists, and what `componentBytes` weighs kind by kind.

func plainRow(_ section: Int, _ row: Int) -> Row {
    Row(rowTitle(section, row), detail: rowDetail(section, row))
}

func subtitledRow(_ section: Int, _ row: Int) -> Row {
    Row(rowTitle(section, row), subtitle: "Subtitle <\(row)>", detail: rowDetail(section, row))
}

/// A toggle; the one at `row % 20 == 17` must be on.
func toggle(_ model: RenderingModel, _ section: Int, _ row: Int) -> Toggle {
    let index = section * renderingRowsPerSection + row
    let isOn = model.spelling == .keyPath ? model.model.binding(\.flags[index]) : model.model.projectedValue.flags[index]
    let toggle = Toggle(rowTitle(section, row), isOn: isOn)
    return row % 20 == 17 ? toggle.validate(.required) : toggle
}

func textField(_ model: RenderingModel, _ section: Int, _ row: Int) -> TextField {
    let index = section * renderingRowsPerSection + row
    let text = model.spelling == .keyPath ? model.model.binding(\.texts[index]) : model.model.projectedValue.texts[index]
    return textField(rowTitle(section, row), text: text, row: row)
}

func stepper(_ model: RenderingModel, _ section: Int, _ row: Int) -> Stepper<Int> {
    let index = section * renderingRowsPerSection + row
    let value = model.spelling == .keyPath ? model.model.binding(\.counts[index]) : model.model.projectedValue.counts[index]
    return Stepper(rowTitle(section, row), value: value, in: stepperRange, step: row % 20 == 3 ? 1 : 5)
}

func picker(_ model: RenderingModel, _ section: Int, _ row: Int) -> Picker<String> {
    let index = section * renderingRowsPerSection + row
    let selection = model.spelling == .keyPath ? model.model.binding(\.choices[index]) : model.model.projectedValue.choices[index]
    return Picker(
        rowTitle(section, row), selection: selection,
        options: (0..<(3 + (section + row) % 3)).map {
            PickerOption(optionTitles[$0], value: optionKeys[$0], key: optionKeys[$0])
        }
    )
}

func selectableRow(_ section: Int, _ row: Int) -> Row {
    Row(rowTitle(section, row), detail: "Open").onSelect {}
}

func note(_ section: Int, _ row: Int) -> Text {
    Text("Note: \(rowTitle(section, row))")
}

func saveButton(_ section: Int) -> Button {
    Button("Save section \(section) & continue") {}
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

extension RenderingModel {
    /// The bytes that `count` bindings to elements of the model keep allocated, made as the
    /// form's inputs make them (`model.binding(\.flags[index])`), less their array's.
    public func bindingBytes(count: Int) -> Int {
        var bindings: [Binding<Bool>] = []
        bindings.reserveCapacity(count)
        let before = formwork_allocated_bytes()
        for index in 0..<count { bindings.append(model.binding(\.flags[index % (sections * renderingRowsPerSection)])) }
        let bytes = formwork_allocated_bytes() - before
        withExtendedLifetime(bindings) {}
        return bytes
    }
}

extension RenderingModel {
    /// For each kind of row, how many rows of the form are of that kind, and the heap bytes one
    /// of its components holds beyond its own inline bytes (its box holds those): heap texts,
    /// bindings, rules, options. Made as the form makes them, kept in a typed array.
    public func componentBytes() -> [(kind: String, rows: Int, bytes: Int)] {
        func places(_ kinds: Set<RowKind>) -> [(Int, Int)] {
            (0..<sections).flatMap { section in
                (0..<renderingRowsPerSection).filter { kinds.contains(RowKind(row: $0)) }.map { (section, $0) }
            }
        }
        func heapBytes<Component>(_ kinds: Set<RowKind>, _ make: (Int, Int) -> Component) -> (Int, Int) {
            let places = places(kinds)
            var made: [Component] = []
            made.reserveCapacity(places.count)
            let before = formwork_allocated_bytes()
            for (section, row) in places { made.append(make(section, row)) }
            let bytes = formwork_allocated_bytes() - before
            withExtendedLifetime(made) {}
            return (places.count, bytes / max(1, places.count))
        }
        let kinds: [(String, (Int, Int))] = [
            (
                "Row (plain, with subtitle, selectable)",
                heapBytes([.plain, .plainWithSubtitle, .selectable]) { section, row in
                    switch RowKind(row: row) {
                    case .plain: plainRow(section, row)
                    case .plainWithSubtitle: subtitledRow(section, row)
                    default: selectableRow(section, row)
                    }
                }
            ),
            ("Toggle", heapBytes([.toggle]) { toggle(self, $0, $1) }),
            ("TextField", heapBytes([.textField]) { textField(self, $0, $1) }),
            ("Stepper<Int>", heapBytes([.stepper]) { stepper(self, $0, $1) }),
            ("Picker<String>", heapBytes([.picker]) { picker(self, $0, $1) }),
            ("Text", heapBytes([.text]) { note($0, $1) }),
            ("Button", heapBytes([.button]) { section, _ in saveButton(section) }),
        ]
        return kinds.map { ($0.0, $0.1.0, $0.1.1) }
    }
}
