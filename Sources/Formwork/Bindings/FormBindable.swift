/// Bindings to the properties of a model object that lives on the main actor — an `@Observable`
/// class, a `@MainActor` one — as SwiftUI's `@Bindable` gives them: `$model.property`.
///
/// ```swift
/// @MainActor @Observable final class ExpenseReport {
///     var merchant = ""
///     var amount: Decimal = 0
/// }
///
/// @MainActor func expenseForm(_ report: ExpenseReport) -> Form {
///     @FormBindable var report = report
///     return Form {
///         Section {
///             TextField("Merchant", text: $report.merchant).validate(.required)
///             TextField("Amount", value: $report.amount, format: .currency(code: "EUR"))
///         }
///     }
/// }
/// ```
/// No unsafe code in the app: the model and its key paths stay on the main actor, where the
/// bindings are made. The form is `Sendable`, and its bindings work on any thread:
/// - on the main actor they read and write the model itself, so SwiftUI (and
///   `withObservationTracking`) sees what a build reads and every write;
/// - elsewhere (a `Task.detached` that reads `form.values` or calls `validate()` for an upload)
///   a binding reads the value it last read or wrote on the main actor — at least the value the
///   form was built with — and a write updates that value at once and reaches the model on the
///   main actor right after, in order. Nothing there traps or races.
///
/// Use `FormBindable(report).merchant` where a property wrapper does not fit.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct FormBindable<Model: AnyObject> {
    /// The model object.
    public var wrappedValue: Model
    /// The values this wrapper's bindings go through, one per model and property, shared by its
    /// copies: bindings to one property share its copy off the main actor, so element bindings
    /// made from `$report.list` in turn (`$report.list[0]`, `$report.list[1]`) never overwrite
    /// each other's writes when that copy reaches the model.
    private let values = MainActorValues()

    /// Bindings to `model`: `@FormBindable var report = report`.
    public init(wrappedValue: Model) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `model`: `FormBindable(report).merchant`.
    public init(_ model: Model) {
        wrappedValue = model
    }

    /// The bindings themselves: what `$report` gives for `@FormBindable var report`.
    public var projectedValue: FormBindable<Model> { self }

    /// A binding to a property of the model: `$report.merchant`.
    public subscript<Value: Sendable>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>) -> Binding<Value> {
        Binding(access: values.value(of: wrappedValue, keyPath).access)
    }
}

/// The ``MainActorValue`` of each model's property a ``FormBindable`` has bound, made once.
@MainActor
final class MainActorValues {
    /// By the model's identity (each value holds its model, so the identity is not reused while
    /// it is here) and the property's key path.
    private var values: [ObjectIdentifier: [AnyKeyPath: AnyObject]] = [:]

    /// The value of `keyPath` in `model`: the one made before, else a new one.
    func value<Model: AnyObject, Value: Sendable>(
        of model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>
    ) -> MainActorValue<Model, Value> {
        if let made = values[ObjectIdentifier(model)]?[keyPath] as? MainActorValue<Model, Value> { return made }
        let value = MainActorValue(model, keyPath)
        values[ObjectIdentifier(model), default: [:]][keyPath] = value
        return value
    }
}
