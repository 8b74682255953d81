import Counting
import Formwork

// Making a binding, the two ways the README teaches: `$model.member`, a stored property of the
// model (its key path has no arguments, so Swift makes it once and hands out the same one), and
// `model.binding(\.array[index])`, an element of an array the model holds (its key path holds
// the index, so Swift makes a new one at every call). Each workload makes
// `bindingsPerCall` bindings and keeps them, as the inputs of a form keep theirs.
// Goal (issue 36): an element binding within 2× a member binding.

/// How many bindings one call of a binding workload makes.
public let bindingsPerCall = 1_000

/// A model with members and an array, as forms bind them.
public struct BindingModel: Sendable {
    public var wifi = true
    public var flags = (0..<bindingsPerCall).map { $0 % 3 == 0 }
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

/// Checks that both workloads' bindings read and write what they name: a fast wrong binding
/// cannot pass.
public func checkBindings() {
    let screen = BindingScreen()
    let members = screen.memberBindings(), elements = screen.elementBindings()
    require(members.count == bindingsPerCall && elements.count == bindingsPerCall, "a workload made the wrong number of bindings")
    require(members.allSatisfy { $0.wrappedValue }, "a member binding does not read the member")
    require(elements.map(\.wrappedValue) == screen.model.flags, "element bindings do not read their elements")
    members[7].wrappedValue = false
    require(!screen.model.wifi, "a member binding did not write the member")
    for (index, binding) in elements.enumerated() where index % 7 == 0 { binding.wrappedValue.toggle() }
    let expected = (0..<bindingsPerCall).map { ($0 % 3 == 0) != ($0 % 7 == 0) }
    require(screen.model.flags == expected, "element bindings did not write their elements")
}
