/// A row that pushes a nested form, built only when it is shown.
///
/// ```swift
/// NavigationLink("Privacy", detail: "Strict") {
///     Section { Toggle("Share Analytics", isOn: $settings.analytics) }
/// }
/// // outline: NavigationLink "Privacy" detail: "Strict" ›
/// ```
/// The nested form is its own form: its inputs are in `link.destination().values`, not in the
/// outer form's values or validation. It is built on the main actor, when the link is shown,
/// so the builder may read a view controller's state.
public struct NavigationLink: Renderable, Equatable {
    /// The label.
    public var title: String
    /// Secondary text at the trailing edge (the current choice inside).
    public var detail: String?
    private let makeDestination: Destination

    /// Creates a link whose destination's sections a builder closure lists, its title looked up in the form's language (see ``LocalizedText``).
    public init<Content: SectionContent>(
        _ title: LocalizedText, detail: String? = nil,
        @FormBuilder destination: @escaping @MainActor @Sendable () -> Content
    ) {
        self.init(resolvedTitle: FormLocalization.current.string(for: title), detail: detail, destination: destination)
    }

    /// The same, with a title shown as it is: a `String` is never looked up.
    @_disfavoredOverload
    public init<Title: StringProtocol, Content: SectionContent>(
        _ title: Title, detail: String? = nil,
        @FormBuilder destination: @escaping @MainActor @Sendable () -> Content
    ) {
        self.init(resolvedTitle: String(title), detail: detail, destination: destination)
    }

    /// Creates a link whose title is already in the form's language.
    init<Content: SectionContent>(
        resolvedTitle title: String, detail: String?,
        @FormBuilder destination: @escaping @MainActor @Sendable () -> Content
    ) {
        self.title = title
        self.detail = detail
        makeDestination = Destination { Form(destination) }
    }

    /// Builds the nested form, reading the model as it is now.
    @MainActor
    public func destination() -> Form {
        makeDestination.make()
    }

    /// Shows the title, detail and a disclosure indicator.
    public func render(in cell: Cell) {
        cell.title = title
        cell.detail = detail
        cell.accessory = .disclosureIndicator
    }

    /// Equal when they show the same title and detail (destinations are built lazily, so they
    /// are not compared).
    public static func == (lhs: NavigationLink, rhs: NavigationLink) -> Bool {
        lhs.title == rhs.title && lhs.detail == rhs.detail
    }
}

extension NavigationLink {
    /// The destination builder. Unchecked: the closure captures only the `@Sendable` builder
    /// closure; it is not `@Sendable` itself only because it uses the content type's
    /// `SectionContent` conformance, which the library's builder types provide nonisolated.
    private struct Destination: @unchecked Sendable {
        let make: @MainActor () -> Form
    }
}
