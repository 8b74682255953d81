/// A type-erased ``Renderable`` component: what a ``Node`` holds.
///
/// Two erased components are equal when they wrap the same `Equatable` type with equal
/// values. Components that are not `Equatable` never compare equal, so diffing always
/// reports them as updated (reloading is the safe choice when change cannot be seen).
///
/// ```swift
/// let component = AnyRenderable(Row("Wi-Fi"))
/// component.as(Row.self)?.title   // "Wi-Fi"
/// ```
public struct AnyRenderable: Sendable, Equatable {
    @usableFromInline let box: any _AnyRenderableBox

    /// Erases a component whose type is statically `Equatable`.
    @inlinable
    public init<Component: Renderable & Equatable>(_ component: Component) {
        box = _EquatableRenderableBox(component)
    }

    /// Erases a component; it is compared for updates if its dynamic type is `Equatable`.
    @inlinable
    public init<Component: Renderable>(_ component: Component) {
        if let equatable = component as? any Renderable & Equatable {
            box = Self.equatableBox(equatable)
        } else {
            box = _RenderableBox(component)
        }
    }

    /// Erases an input, whose box hands it to ``Form/values``, `validate()` and `apply` without
    /// a dynamic cast.
    @inlinable
    init<Component: InputComponent>(input component: Component) {
        // The library's own non-generic inputs get a box of their own, whose code is compiled for
        // them: no functions to store (the check folds away where the type is known).
        if Component.self == Toggle.self {
            box = _ToggleBox(component as! Toggle)
        } else if Component.self == TextField.self {
            box = _TextFieldBox(component as! TextField)
        } else if Component.self == Stepper<Int>.self {
            box = _IntStepperBox(component as! Stepper<Int>)
        } else if Component.self == Picker<String>.self {
            box = _StringPickerBox(component as! Picker<String>)
        } else {
            box = _InputBox(component)
        }
    }

    /// Erases a component that the builders lowered as no input (``Renderable``'s lowering;
    /// inputs lower through ``InputComponent``'s): its box answers that it holds no input
    /// without asking the runtime.
    @inlinable
    init<Component: Renderable & Equatable>(nonInput component: Component) {
        // As for inputs: the library's own plain components get boxes compiled for them.
        if Component.self == Row.self {
            box = _RowBox(component as! Row)
        } else if Component.self == Text.self {
            box = _TextBox(component as! Text)
        } else if Component.self == Button.self {
            box = _ButtonBox(component as! Button)
        } else {
            box = _NonInputBox(component)
        }
    }

    /// Wraps a box made earlier (an identified input's, see ``Identified``).
    @inlinable
    init(box: any _AnyRenderableBox) {
        self.box = box
    }

    @usableFromInline
    static func equatableBox<Component: Renderable & Equatable>(_ component: Component) -> any _AnyRenderableBox {
        _EquatableRenderableBox(component)
    }

    /// The wrapped component.
    public var base: any Renderable { box.baseComponent }

    /// The wrapped component's type.
    public var componentType: any Renderable.Type { box.componentType }

    /// The wrapped component as an input, if it is one.
    var input: (any InputComponent)? { box.input }

    /// Appends the input's current value, read through its binding, to `values` under `key`;
    /// does nothing if the component is no input.
    func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        box.appendValue(to: &values, key: key, identity: identity)
    }

    /// The wrapped component as `T`, or `nil` if it is of another type.
    ///
    /// ```swift
    /// form.sections[0].rows[0].component.as(Row.self)?.title
    /// ```
    public func `as`<T>(_ type: T.Type) -> T? {
        box.baseComponent as? T
    }

    /// Renders the component into `view` if `view` is of the component's view type.
    ///
    /// - Returns: `false`, doing nothing, when the component renders into another type of view.
    @discardableResult
    public func render(in view: Any) -> Bool {
        box.render(in: view)
    }

    /// Whether both wrap the same `Equatable` type with equal values.
    public static func == (lhs: AnyRenderable, rhs: AnyRenderable) -> Bool {
        lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }
}

/// The storage behind ``AnyRenderable``: one allocation per component, a final class whose
/// stored properties are immutable and `Sendable`, so the compiler checks each box's `Sendable`.
@usableFromInline
protocol _AnyRenderableBox: AnyObject, Sendable {
    /// The component, erased.
    var baseComponent: any Renderable { get }
    /// The component's type.
    var componentType: any Renderable.Type { get }
    /// Renders the component into `view` if it is of the component's view type.
    func render(in view: Any) -> Bool
    /// Whether `other` holds an equal component of the same `Equatable` type, and the same extras.
    func isEqual(to other: any _AnyRenderableBox) -> Bool
    /// Whether the box is a ``_DecoratedBox``: one that holds another box, not the component.
    var isDecorated: Bool { get }
    /// The component as an input, if it is one.
    var input: (any InputComponent)? { get }
    /// Appends the input's value to `values`; does nothing if the component is no input.
    func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity)
    /// The component, whose type the caller knows to be `T`.
    func component<T>(as type: T.Type) -> T
}

/// A box that holds its component: what every box but a decorated one shares.
@usableFromInline
protocol _ComponentBox: _AnyRenderableBox {
    associatedtype Component: Renderable
    /// The component, immutable.
    var component: Component { get }
}

extension _ComponentBox {
    @usableFromInline var baseComponent: any Renderable { component }
    @usableFromInline var componentType: any Renderable.Type { Component.self }
    @usableFromInline var isDecorated: Bool { false }

    @usableFromInline func render(in view: Any) -> Bool {
        guard let view = view as? Component.View else { return false }
        component.render(in: view)
        return true
    }

    /// The component: `T` is `Component`, so the cast copies it (the runtime sees the types are one).
    @usableFromInline func component<T>(as type: T.Type) -> T { component as! T }

    /// `other`'s component if it holds one of this component type, undecorated, else `nil`: a
    /// box of the same class is read through a checked cast; one of another class (a component
    /// erased by ``AnyRenderable/init(_:)`` and the same type lowered by the builders) through
    /// ``_AnyRenderableBox/component(as:)``, once the component types are found one.
    @inline(__always)
    func sameTypeComponent(_ other: any _AnyRenderableBox) -> Component? {
        if ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) {
            return (other as! Self).component
        }
        guard ObjectIdentifier(other.componentType) == ObjectIdentifier(Component.self), !other.isDecorated else {
            return nil
        }
        return other.component(as: Component.self)
    }
}

/// A component erased without knowing whether it is `Equatable` (``AnyRenderable/init(_:)``).
@usableFromInline
final class _RenderableBox<Component: Renderable>: _ComponentBox {
    @usableFromInline let component: Component

    @inlinable init(_ component: Component) {
        self.component = component
    }

    /// Never equal: change that cannot be seen is reported as an update.
    @usableFromInline func isEqual(to other: any _AnyRenderableBox) -> Bool { false }

    /// Found by a dynamic cast: a box made without knowing may hold an input.
    @usableFromInline var input: (any InputComponent)? { component as? any InputComponent }

    @usableFromInline func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        input?.appendValue(to: &values, key: key, identity: identity)
    }
}

/// An `Equatable` component erased without knowing whether it is an input.
@usableFromInline
final class _EquatableRenderableBox<Component: Renderable & Equatable>: _ComponentBox {
    @usableFromInline let component: Component
    /// `==` made where the box is, usually where the component's type is known: a generic
    /// component's own `==` (a picker's, a stepper's) would run unspecialized, looking up type
    /// metadata at every step, and diffing compares every paired row.
    @usableFromInline let equals: @Sendable (Component, Component) -> Bool

    @inlinable init(_ component: Component) {
        self.component = component
        equals = { $0 == $1 }
    }

    @usableFromInline func isEqual(to other: any _AnyRenderableBox) -> Bool {
        sameTypeComponent(other).map { equals(component, $0) } ?? false
    }

    /// Found by a dynamic cast, as ``_RenderableBox``'s.
    @usableFromInline var input: (any InputComponent)? { component as? any InputComponent }

    @usableFromInline func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        input?.appendValue(to: &values, key: key, identity: identity)
    }
}

/// The box of a component that the builders lowered as no input (see
/// ``AnyRenderable/init(nonInput:)``): it answers that it holds none with no lookup, where a
/// box made without knowing asks once per type and then looks the answer up for every row.
@usableFromInline
final class _NonInputBox<Component: Renderable & Equatable>: _ComponentBox {
    @usableFromInline let component: Component
    /// As ``_EquatableRenderableBox/equals``.
    @usableFromInline let equals: @Sendable (Component, Component) -> Bool

    @inlinable init(_ component: Component) {
        self.component = component
        equals = { $0 == $1 }
    }

    @usableFromInline func isEqual(to other: any _AnyRenderableBox) -> Bool {
        sameTypeComponent(other).map { equals(component, $0) } ?? false
    }

    @usableFromInline var input: (any InputComponent)? { nil }

    @usableFromInline func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {}
}

/// The box of an input, made where its type is known to be one (``InputComponent``'s lowering).
///
/// It keeps a function that appends the input's value, made where the component's type is
/// known, so reading the value through the binding and converting it run code specialized for
/// it, not generic code that looks up the binding's type metadata at every step.
@usableFromInline
final class _InputBox<Component: InputComponent>: _ComponentBox {
    @usableFromInline let component: Component
    /// As ``_EquatableRenderableBox/equals``.
    @usableFromInline let equals: @Sendable (Component, Component) -> Bool
    @usableFromInline let append: @Sendable (Component, inout FormValues, __owned String, __owned Identity) -> Void

    @inlinable init(_ component: Component) {
        self.component = component
        equals = { $0 == $1 }
        append = { $0.appendValue(to: &$1, key: $2, identity: $3) }
    }

    @usableFromInline func isEqual(to other: any _AnyRenderableBox) -> Bool {
        sameTypeComponent(other).map { equals(component, $0) } ?? false
    }

    @usableFromInline var input: (any InputComponent)? { component }

    @usableFromInline func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        append(component, &values, key, identity)
    }
}

// The boxes of the library's own non-generic components, and of the commonest specializations of
// generic inputs (`Stepper<Int>`, `Picker<String>`): non-generic final classes, so the witnesses
// they get from the protocol extensions below are compiled for their component — `==` and the
// value append — as the functions that `_EquatableRenderableBox` and `_InputBox` store are,
// without storing them (16 bytes a box each). Other generic components and the app's own keep
// the stored functions: a generic class's witnesses are compiled once for every type argument,
// unspecialized.

/// What the library's own boxes share: `==` compiled for their component.
@usableFromInline
protocol _OwnBox: _ComponentBox where Component: Equatable {}

extension _OwnBox {
    @usableFromInline func isEqual(to other: any _AnyRenderableBox) -> Bool {
        sameTypeComponent(other).map { component == $0 } ?? false
    }
}

/// A box of one of the library's own components that takes no input.
@usableFromInline
protocol _OwnNonInputBox: _OwnBox {}

extension _OwnNonInputBox {
    @usableFromInline var input: (any InputComponent)? { nil }
    @usableFromInline func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {}
}

/// A box of one of the library's own inputs: its value append compiled for it.
@usableFromInline
protocol _OwnInputBox: _OwnBox where Component: InputComponent {}

extension _OwnInputBox {
    @usableFromInline var input: (any InputComponent)? { component }
    @usableFromInline func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        component.appendValue(to: &values, key: key, identity: identity)
    }
}

/// The box of a ``Row`` (see ``AnyRenderable/init(nonInput:)``).
@usableFromInline
final class _RowBox: _OwnNonInputBox {
    @usableFromInline let component: Row
    @inlinable init(_ component: Row) { self.component = component }
}

/// The box of a ``Text`` (see ``AnyRenderable/init(nonInput:)``).
@usableFromInline
final class _TextBox: _OwnNonInputBox {
    @usableFromInline let component: Text
    @inlinable init(_ component: Text) { self.component = component }
}

/// The box of a ``Button`` (see ``AnyRenderable/init(nonInput:)``).
@usableFromInline
final class _ButtonBox: _OwnNonInputBox {
    @usableFromInline let component: Button
    @inlinable init(_ component: Button) { self.component = component }
}

/// The box of a ``Toggle`` (see ``AnyRenderable/init(input:)``).
@usableFromInline
final class _ToggleBox: _OwnInputBox {
    @usableFromInline let component: Toggle
    @inlinable init(_ component: Toggle) { self.component = component }
}

/// The box of a ``TextField`` (see ``AnyRenderable/init(input:)``).
@usableFromInline
final class _TextFieldBox: _OwnInputBox {
    @usableFromInline let component: TextField
    @inlinable init(_ component: TextField) { self.component = component }
}

/// The box of a ``Stepper`` of `Int` (see ``AnyRenderable/init(input:)``).
@usableFromInline
final class _IntStepperBox: _OwnInputBox {
    @usableFromInline let component: Stepper<Int>
    @inlinable init(_ component: Stepper<Int>) { self.component = component }
}

/// The box of a ``Picker`` of `String` (see ``AnyRenderable/init(input:)``).
@usableFromInline
final class _StringPickerBox: _OwnInputBox {
    @usableFromInline let component: Picker<String>
    @inlinable init(_ component: Picker<String>) { self.component = component }
}
