import Formwork
import Testing

@testable import FormworkSwiftUI

/// An app's own input in a FormView, shown with its own view: its binding's writes take the
/// shared edit path (identity, disabled rows, conversion, validation modes), VoiceOver reads it
/// as it declares, and one that takes text is in the focus chain.
@Suite @MainActor struct CustomInputRowTests {
    /// A 0–5 rating, adjustable.
    struct Rating: CustomInput {
        var title: String
        var stars: Int
        var binding: Binding<Int>
        var rules: [ValidationRule<Int>] = []
        init(_ title: String, _ binding: Binding<Int>) {
            self.title = title
            stars = binding.wrappedValue
            self.binding = binding
        }
        func render(in cell: Cell) { cell.title = title }
        var accessibility: InputAccessibility {
            InputAccessibility(value: "\(stars) of 5", role: .adjustable, increment: stars < 5 ? .int(stars + 1) : nil)
        }
        static func == (lhs: Rating, rhs: Rating) -> Bool { lhs.title == rhs.title && lhs.stars == rhs.stars }
    }

    /// A code typed into the app's own field.
    struct Code: CustomInput {
        var title: String
        var text: String
        var binding: Binding<String>
        var rules: [ValidationRule<String>] = []
        init(_ title: String, _ binding: Binding<String>) {
            self.title = title
            text = binding.wrappedValue
            self.binding = binding
        }
        func render(in cell: Cell) { cell.title = title }
        var takesText: Bool { true }
        static func == (lhs: Code, rhs: Code) -> Bool { lhs.title == rhs.title && lhs.text == rhs.text }
    }

    struct Visit: Sendable {
        var name = ""
        var code = ""
        var stars = 0
    }

    /// A host that shows the custom inputs with their own views, as a FormView does for a
    /// `SwiftUIInput`.
    static func host(_ visit: FormModel<Visit>, disabled: Bool = false) -> FormHost {
        let host = FormHost(
            .building {
                Form {
                    Section {
                        TextField("Name", text: visit.binding(\.name)).id("name")
                        Code("Code", visit.binding(\.code)).validate(.required).id("code")
                        Rating("Stars", visit.binding(\.stars)).validate(.custom("Rate it") { $0 > 0 }).disabled(disabled).id(
                            "stars")
                    }
                }
            }, showsOwnView: { $0 is any CustomInput })
        host.validation = FormValidation(.onTouched)
        return host
    }

    static func row(_ host: FormHost, _ key: String) -> RowLayout {
        host.layout().sections.flatMap(\.rows).first { $0.key == key }!
    }

    @Test func aWriteGoesDownTheSharedPathAndTouchesTheRow() {
        let visit = FormModel(Visit())
        let host = Self.host(visit)
        host.write(.setValue(.int(4), isTyping: false), to: Self.row(host, "stars"))
        #expect(visit.value.stars == 4)
        host.write(.setValue(.int(0), isTyping: false), to: Self.row(host, "stars"))
        #expect(Self.row(host, "stars").errors == ["Rate it"])
        // Typing in the code does not touch it; leaving it does.
        host.write(.setValue(.string(""), isTyping: true), to: Self.row(host, "code"))
        #expect(Self.row(host, "code").errors == [])
        host.focusMoved(to: "code")
        host.focusMoved(to: nil)
        #expect(Self.row(host, "code").errors == ["Required"])
    }

    @Test func aDisabledRowRefusesItsViewsWrites() {
        let visit = FormModel(Visit())
        let host = Self.host(visit, disabled: true)
        host.write(.setValue(.int(4), isTyping: false), to: Self.row(host, "stars"))
        #expect(visit.value.stars == 0)
    }

    @Test func voiceOverReadsTheInputAsItDeclaresAndTheCodeIsInTheFocusChain() {
        let visit = FormModel(Visit())
        let host = Self.host(visit)
        let layout = host.layout()
        #expect(
            layout.sections[0].rows.map { $0.accessibilityElements(messages: .current).map(\.description) } == [
                ["Name, text field"], ["Code"], ["Stars, 0 of 5, adjustable"],
            ])
        #expect(
            Self.row(host, "stars").accessibilityElements(messages: .current).first?.increment
                == .setValue(.int(1), isTyping: false))
        let chain = FocusChain(layout)
        #expect(chain.keys == ["name", "code"])
        #expect(chain.returnKey(for: "name") == .next)
        #expect(chain.returnKey(for: "code") == .done)
    }
}
