/// A component that edits a value through a ``Binding``: what ``Form/values``,
/// ``Form/validate(messages:)`` and `apply(_:messages:)` work on.
///
/// An input shows the value its binding held when the form was built (so diffing sees value
/// changes), and writes through the binding. Conversions default to the value's
/// ``FormValueConvertible`` ones; a component adds its own checks (a stepper's range) or its
/// own mapping (a picker's option keys). Write your own input by conforming:
///
/// ```swift
/// struct Rating: InputComponent {
///     var title: String
///     var stars: Int
///     var binding: Binding<Int>
///     var rules: [ValidationRule<Int>] = []
///     init(_ title: String, stars: Binding<Int>) { self.title = title; self.stars = stars.wrappedValue; binding = stars }
///     func render(in cell: Cell) { cell.title = title; cell.value = String(repeating: "★", count: max(0, min(stars, 5))) }
///     static func == (l: Self, r: Self) -> Bool { l.title == r.title && l.stars == r.stars }
/// }
/// ```
public protocol InputComponent<Value>: Renderable, Equatable {
    /// The type of value the input edits.
    associatedtype Value: Sendable

    /// The input's label, used in messages that name another row.
    var title: String { get }
    /// Where the value lives; written by ``Form/apply(_:messages:)`` and by the input's own
    /// actions.
    var binding: Binding<Value> { get }
    /// The rules ``Form/validate(messages:)`` checks, in order; add them with ``validate(_:)``.
    var rules: [ValidationRule<Value>] { get set }
    /// Rules the input always checks, before ``rules``: what its own configuration demands (a
    /// stepper's range). None by default.
    var inherentRules: [ValidationRule<Value>] { get }
    /// Whether the value is secret (a password), so descriptions mask it. `false` by default.
    var isSecure: Bool { get }

    /// The value as JSON holds it.
    func formValue(of value: Value) -> FormValue
    /// Converts a ``FormValue`` into a value this input accepts, or throws why it cannot.
    func value(from formValue: FormValue) throws(ConversionFailure) -> Value
    /// Parses text as a web form submits it into a value this input accepts, or throws.
    func value(fromRaw raw: String) throws(ConversionFailure) -> Value
}

extension InputComponent where Value: FormValueConvertible {
    /// The value's own ``FormValueConvertible/formValue``.
    @inlinable
    public func formValue(of value: Value) -> FormValue { value.formValue }

    /// The value's own conversion.
    public func value(from formValue: FormValue) throws(ConversionFailure) -> Value {
        try Value(formValue: formValue)
    }

    /// The value's own parsing.
    public func value(fromRaw raw: String) throws(ConversionFailure) -> Value {
        try Value(rawFormValue: raw)
    }
}

extension InputComponent {
    /// Lowers the input into one node whose box hands the input to ``Form/values``,
    /// ``Form/validate(messages:)`` and `apply` without a dynamic cast.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.append(Node(id: rows.identity(of: Self.self), component: AnyRenderable(input: self)))
    }

    /// The same input with `rules` added after its existing ones.
    ///
    /// ```swift
    /// TextField("Email", text: $signUp.email).validate(.required, .email).id("email")
    /// ```
    public func validate(_ rules: ValidationRule<Value>...) -> Self {
        var copy = self
        copy.rules.append(contentsOf: rules)
        return copy
    }

    /// No inherent rules.
    public var inherentRules: [ValidationRule<Value>] { [] }

    /// Not secret.
    public var isSecure: Bool { false }

    /// Whether the input has any rules to check.
    var hasRules: Bool { !rules.isEmpty || !inherentRules.isEmpty }

    /// Appends the current value, read through the binding once, to `values` under `key`, with
    /// its ``FormValue`` and whether it is secret: what ``Form/values`` takes of an input.
    @inlinable
    func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        let value = binding.wrappedValue
        values.append(key: key, identity: identity, value: formValue(of: value), typed: value, isSecure: isSecure)
    }

    /// The current value, read through the binding, with its ``FormValue``.
    func snapshot() -> (value: Value, formValue: FormValue) {
        let value = binding.wrappedValue
        return (value, formValue(of: value))
    }

    /// Converts `formValue` and writes it through the binding; writes nothing if it throws (also
    /// when the value the binding points to is gone: ``ValueConversionError/Reason/staleRow``).
    package func write(_ formValue: FormValue) throws(ConversionFailure) {
        try binding.write(value(from: formValue))
    }

    /// Parses `raw` and writes it through the binding; writes nothing if it throws.
    package func write(raw: String) throws(ConversionFailure) {
        try binding.write(value(fromRaw: raw))
    }

    /// The failed rules' errors for `value` (the snapshot's value) of the row with `identity`
    /// and `key`, in rule order.
    func errors(for value: any Sendable, identity: Identity, key: String, context: ValidationContext) -> [ValidationError] {
        guard let value = value as? Value else { return [] }
        var context = context
        context.row = identity
        return (inherentRules + rules).compactMap { rule in
            rule.isValid(value, context) ? nil : rule.error(identity: identity, key: key, in: context)
        }
    }
}

extension Identified where Content: InputComponent {
    /// The same identified input with `rules` added: `.id("email").validate(.email)`.
    @inlinable
    public func validate(_ rules: ValidationRule<Content.Value>...) -> Identified<Content> {
        var copy = content
        copy.rules.append(contentsOf: rules)
        return Identified(input: copy, id: id, isExact: isExact)
    }
}
