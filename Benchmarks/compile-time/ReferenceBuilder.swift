// A minimal typed result builder written for the compile-time benchmark: `Either` for
// `if`/`else`, `Optional` for `if`, arrays for `for`-in and one variadic block, with no
// lowering, identities or components behind it. The generated "reference" form type-checks
// against it, so the guard can tell Formwork's builders apart from the cost of any result
// builder: the builder floor.

protocol RRowContent {}
protocol RSectionContent {}

struct RRow: RRowContent {
    init(_ title: String, subtitle: String? = nil, detail: String? = nil) {}
}

struct RText: RRowContent {
    init(_ text: String) {}
}

enum REither<First, Second> {
    case first(First), second(Second)
}

extension REither: RRowContent where First: RRowContent, Second: RRowContent {}
extension REither: RSectionContent where First: RSectionContent, Second: RSectionContent {}
extension Optional: RRowContent where Wrapped: RRowContent {}
extension Optional: RSectionContent where Wrapped: RSectionContent {}
extension Array: RRowContent where Element: RRowContent {}
extension Array: RSectionContent where Element: RSectionContent {}

struct RBlock<each Child> {
    let children: (repeat each Child)
    init(_ children: repeat each Child) { self.children = (repeat each children) }
}

extension RBlock: RRowContent where repeat each Child: RRowContent {}
extension RBlock: RSectionContent where repeat each Child: RSectionContent {}

// RRowBuilder and RFormBuilder are parallel by design, as Formwork's SectionBuilder and
// FormBuilder are: the same build methods over rows or over sections.
@resultBuilder
enum RRowBuilder {
    static func buildBlock<each Child: RRowContent>(_ children: repeat each Child) -> RBlock<repeat each Child> {
        RBlock(repeat each children)
    }
    static func buildEither<First: RRowContent, Second: RRowContent>(first: First) -> REither<First, Second> { .first(first) }
    static func buildEither<First: RRowContent, Second: RRowContent>(second: Second) -> REither<First, Second> { .second(second) }
    static func buildOptional<Child: RRowContent>(_ child: Child?) -> Child? { child }
    static func buildArray<Child: RRowContent>(_ children: [Child]) -> [Child] { children }
}

@resultBuilder
enum RFormBuilder {
    static func buildBlock<each Child: RSectionContent>(_ children: repeat each Child) -> RBlock<repeat each Child> {
        RBlock(repeat each children)
    }
    static func buildEither<First: RSectionContent, Second: RSectionContent>(first: First) -> REither<First, Second> {
        .first(first)
    }
    static func buildEither<First: RSectionContent, Second: RSectionContent>(second: Second) -> REither<First, Second> {
        .second(second)
    }
    static func buildOptional<Child: RSectionContent>(_ child: Child?) -> Child? { child }
    static func buildArray<Child: RSectionContent>(_ children: [Child]) -> [Child] { children }
}

struct RSection: RSectionContent {
    init<Rows: RRowContent>(_ header: String, @RRowBuilder rows: () -> Rows) {}
}

struct RForm {
    init<Sections: RSectionContent>(@RFormBuilder _ content: () -> Sections) {}
}
