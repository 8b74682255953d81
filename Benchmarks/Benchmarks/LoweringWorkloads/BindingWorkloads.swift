import Counting
import Formwork

// Making a binding, the three ways the README teaches: `$model.member`, a stored property of
// the model (its key path has no arguments, so Swift makes it once and hands out the same one);
// `$model.array[index]`, an element of an array the model holds, through `Binding`'s subscript
// (no key path); and `model.binding(\.array[index])`, the same element through a key path that
// holds the index, so Swift makes a new one at every call. Each workload makes
// `bindingsPerCall` bindings and keeps them, as the inputs of a form keep theirs.
// Goal (issues 36 and 50): an element binding within 2× a member binding.

/// How many bindings one call of a binding workload makes.
public let bindingsPerCall = 1_000

/// A model with members and an array, as forms bind them.
public struct BindingModel: Sendable {
    public var wifi = true
    public var flags = (0..<bindingsPerCall).map { $0 % 3 == 0 }
    /// The same flags as elements with ids, for `ForEach`.
    public var items = (0..<bindingsPerCall).map { BoundFlag(id: $0, isOn: $0 % 3 == 0) }
}

/// A flag with an id: what `ForEach` over a binding needs.
public struct BoundFlag: Identifiable, Sendable {
    public var id: Int
    public var isOn: Bool
}

/// A screen holding its model as the README's forms do.
public struct BindingScreen: Sendable {
    @FormModel public var model = BindingModel()

    public init() {}

    /// `$model.wifi`, `bindingsPerCall` times.
    @inline(never)
    public func memberBindings() -> [Binding<Bool>] {
        var bindings: [Binding<Bool>] = []
        bindings.reserveCapacity(bindingsPerCall)
        for _ in 0..<bindingsPerCall { bindings.append($model.wifi) }
        return bindings
    }

    /// `$model.flags[index]` for every index: `Binding`'s subscript.
    @inline(never)
    public func subscriptBindings() -> [Binding<Bool>] {
        var bindings: [Binding<Bool>] = []
        bindings.reserveCapacity(bindingsPerCall)
        for index in 0..<bindingsPerCall { bindings.append($model.flags[index]) }
        return bindings
    }

    /// `ForEach($model.items) { $item in … }`: the binding each element's rows get, `$item.isOn`
    /// (one `ForEach` of every element, each element's row an empty `Text`, which says it makes
    /// rows, not sections).
    @inline(never)
    public func forEachBindings() -> [Binding<Bool>] {
        var bindings: [Binding<Bool>] = []
        bindings.reserveCapacity(bindingsPerCall)
        _ = ForEach($model.items) { $item in
            let _ = bindings.append($item.isOn)
            Text("")
        }
        return bindings
    }

    /// `model.binding(\.flags[index])` for every index.
    @inline(never)
    public func elementBindings() -> [Binding<Bool>] {
        var bindings: [Binding<Bool>] = []
        bindings.reserveCapacity(bindingsPerCall)
        for index in 0..<bindingsPerCall { bindings.append(_model.binding(\.flags[index])) }
        return bindings
    }
}

/// The screen the binding workloads bind to.
public let bindingScreen = BindingScreen()

/// Checks that every workload's bindings read and write what they name: a fast wrong binding
/// cannot pass.
public func checkBindings() {
    let screen = BindingScreen()
    let members = screen.memberBindings()
    require(members.count == bindingsPerCall, "the member workload made the wrong number of bindings")
    require(members.allSatisfy { $0.wrappedValue }, "a member binding does not read the member")
    members[7].wrappedValue = false
    require(!screen.model.wifi, "a member binding did not write the member")
    checkElementBindings(screen.elementBindings, reading: { screen.model.flags }, "key path")
    checkElementBindings(screen.subscriptBindings, reading: { screen.model.flags }, "subscript")
    checkElementBindings(screen.forEachBindings, reading: { screen.model.items.map(\.isOn) }, "ForEach")
}

/// Checks that `make` binds every one of the flags `flags` reads, in order: each reads its
/// element, and writes through every seventh toggle that element alone (twice, so the flags end
/// as they began, for the next check).
func checkElementBindings(_ make: () -> [Binding<Bool>], reading flags: () -> [Bool], _ spelling: String) {
    let elements = make()
    let before = flags()
    require(elements.count == bindingsPerCall, "the \(spelling) workload made the wrong number of bindings")
    require(elements.map(\.wrappedValue) == before, "\(spelling) element bindings do not read their elements")
    for (index, binding) in elements.enumerated() where index % 7 == 0 { binding.wrappedValue.toggle() }
    let expected = before.indices.map { before[$0] != ($0 % 7 == 0) }
    require(flags() == expected, "\(spelling) element bindings did not write their elements")
    require(elements.map(\.wrappedValue) == expected, "\(spelling) element bindings do not read what was written")
    for (index, binding) in elements.enumerated() where index % 7 == 0 { binding.wrappedValue.toggle() }
    require(flags() == before, "\(spelling) element bindings did not write their elements back")
}
