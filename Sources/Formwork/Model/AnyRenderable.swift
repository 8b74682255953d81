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
    @usableFromInline let box: _AnyRenderableBox

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
    init(box: _AnyRenderableBox) {
        self.box = box
    }

    @usableFromInline
    static func equatableBox<Component: Renderable & Equatable>(_ component: Component) -> _AnyRenderableBox {
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

/// The storage behind ``AnyRenderable``: one allocation per component.
@usableFromInline
class _AnyRenderableBox: @unchecked Sendable {
    // Unchecked: subclasses store one immutable `Sendable` component.
    @usableFromInline init() {}
    var baseComponent: any Renderable { fatalError("abstract") }
    var componentType: any Renderable.Type { fatalError("abstract") }
    func render(in view: Any) -> Bool { fatalError("abstract") }
    func isEqual(to other: _AnyRenderableBox) -> Bool { false }
    /// Whether the box is a ``_DecoratedBox``: one that holds another box, not the component.
    var isDecorated: Bool { false }
    var input: (any InputComponent)? { fatalError("abstract") }
    func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) { fatalError("abstract") }
    /// The component, whose type the caller knows to be `T`.
    @usableFromInline func component<T>(as type: T.Type) -> T { fatalError("abstract") }
}

@usableFromInline
class _RenderableBox<Component: Renderable>: _AnyRenderableBox, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    @usableFromInline let component: Component

    @inlinable init(_ component: Component) {
        self.component = component
    }

    override var baseComponent: any Renderable { component }
    override var componentType: any Renderable.Type { Component.self }

    override func render(in view: Any) -> Bool {
        guard let view = view as? Component.View else { return false }
        component.render(in: view)
        return true
    }

    /// `other` as a box of this one's component type, or `nil` if it holds another type: box
    /// classes, else component types, compared by identity, then a checked class cast. Every box of a
    /// component type derives from `_RenderableBox` of that type, but a decorated one, which
    /// holds such a box (and is never read as one).
    @inline(__always)
    final func sameTypeBox(_ other: _AnyRenderableBox) -> _RenderableBox<Component>? {
        if ObjectIdentifier(type(of: other)) != ObjectIdentifier(type(of: self)),
            ObjectIdentifier(other.componentType) != ObjectIdentifier(Component.self) || other.isDecorated
        {
            return nil
        }
        return other as? _RenderableBox<Component>
    }

    /// Found by a dynamic cast: a box made without knowing (``AnyRenderable/init(_:)``, not
    /// the builders' lowering) may hold an input.
    override var input: (any InputComponent)? {
        component as? any InputComponent
    }

    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        input?.appendValue(to: &values, key: key, identity: identity)
    }

    /// The component: `T` is `Component`, so the cast copies it (the runtime sees the types are one).
    @usableFromInline override func component<T>(as type: T.Type) -> T { component as! T }
}

@usableFromInline
class _EquatableRenderableBox<Component: Renderable & Equatable>: _RenderableBox<Component>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    /// `==` made where the box is, usually where the component's type is known: a generic
    /// component's own `==` (a picker's, a stepper's) would run unspecialized, looking up type
    /// metadata at every step, and diffing compares every paired row.
    @usableFromInline let equals: (Component, Component) -> Bool

    @inlinable override init(_ component: Component) {
        equals = { $0 == $1 }
        super.init(component)
    }

    /// Compares box classes, else component types, by identity, then the components, read
    /// through a checked class downcast. Every box of an `Equatable` component type is one of these (or an
    /// ``_InputBox``), so one of the same component type can be read as this box's superclass,
    /// unless it is decorated: it holds such a box.
    override func isEqual(to other: _AnyRenderableBox) -> Bool {
        if ObjectIdentifier(type(of: other)) != ObjectIdentifier(Self.self),
            ObjectIdentifier(other.componentType) != ObjectIdentifier(Component.self) || other.isDecorated
        {
            return false
        }
        return equals(component, (other as! _RenderableBox<Component>).component)
    }
}

/// The box of a component that the builders lowered as no input (see
/// ``AnyRenderable/init(nonInput:)``): it answers that it holds none with no lookup, where a
/// box made without knowing asks once per type and then looks the answer up for every row.
@usableFromInline
final class _NonInputBox<Component: Renderable & Equatable>: _EquatableRenderableBox<Component>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    @inlinable override init(_ component: Component) {
        super.init(component)
    }

    override var input: (any InputComponent)? { nil }

    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {}
}

/// The box of an input, made where its type is known to be one (``InputComponent``'s lowering).
///
/// It keeps a function that appends the input's value, made where the component's type is
/// known, so reading the value through the binding and converting it run code specialized for
/// it, not generic code that looks up the binding's type metadata at every step.
@usableFromInline
final class _InputBox<Component: InputComponent>: _EquatableRenderableBox<Component>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    @usableFromInline let append: (Component, inout FormValues, __owned String, __owned Identity) -> Void

    @inlinable override init(_ component: Component) {
        append = { $0.appendValue(to: &$1, key: $2, identity: $3) }
        super.init(component)
    }

    override var input: (any InputComponent)? { component }

    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        append(component, &values, key, identity)
    }
}

// The boxes of the library's own non-generic components: subclasses of no generic parameter,
// so their `==` and value appends are compiled for their component, as the functions that
// `_EquatableRenderableBox` and `_InputBox` store are, without storing them (16 bytes a box
// each: a `Row`'s box is a 96-byte chunk instead of 112, a `Toggle`'s 96 instead of 128).
// The commonest specializations of generic inputs (`Stepper<Int>`, `Picker<String>`) get one
// too; other generic components and the app's own keep the stored functions: their `==` called
// through the box's generic code would run unspecialized. Each final class only overrides with
// a call to its generic superclass's inlined code: Swift compiles a generic class's own
// overrides once for every type argument, unspecialized.

/// What the library's own boxes share: `==` and the value append to inline where the
/// component's type is known, and no input (``_OwnInputBox`` has one).
@usableFromInline
class _OwnBox<Component: Renderable & Equatable>: _RenderableBox<Component>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    @inlinable override init(_ component: Component) {
        super.init(component)
    }

    /// Whether `other` holds an equal component: for a subclass's `isEqual(to:)`.
    @inline(__always)
    final func holdsEqualComponent(_ other: _AnyRenderableBox) -> Bool {
        sameTypeBox(other).map { component == $0.component } ?? false
    }

    override var input: (any InputComponent)? { nil }

    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {}
}

/// What the library's own input boxes share: the input, and its value append to inline.
@usableFromInline
class _OwnInputBox<Component: InputComponent>: _OwnBox<Component>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    @inlinable override init(_ component: Component) {
        super.init(component)
    }

    /// Appends the input's value: for a subclass's `appendValue(to:key:identity:)`.
    @inline(__always)
    final func appendComponentValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        component.appendValue(to: &values, key: key, identity: identity)
    }

    override var input: (any InputComponent)? { component }
}

/// The box of a ``Row`` (see ``AnyRenderable/init(nonInput:)``).
@usableFromInline
final class _RowBox: _OwnBox<Row>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    override func isEqual(to other: _AnyRenderableBox) -> Bool { holdsEqualComponent(other) }
}

/// The box of a ``Text`` (see ``AnyRenderable/init(nonInput:)``).
@usableFromInline
final class _TextBox: _OwnBox<Text>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    override func isEqual(to other: _AnyRenderableBox) -> Bool { holdsEqualComponent(other) }
}

/// The box of a ``Button`` (see ``AnyRenderable/init(nonInput:)``).
@usableFromInline
final class _ButtonBox: _OwnBox<Button>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    override func isEqual(to other: _AnyRenderableBox) -> Bool { holdsEqualComponent(other) }
}

/// The box of a ``Toggle`` (see ``AnyRenderable/init(input:)``).
@usableFromInline
final class _ToggleBox: _OwnInputBox<Toggle>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    override func isEqual(to other: _AnyRenderableBox) -> Bool { holdsEqualComponent(other) }
    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        appendComponentValue(to: &values, key: key, identity: identity)
    }
}

/// The box of a ``TextField`` (see ``AnyRenderable/init(input:)``).
@usableFromInline
final class _TextFieldBox: _OwnInputBox<TextField>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    override func isEqual(to other: _AnyRenderableBox) -> Bool { holdsEqualComponent(other) }
    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        appendComponentValue(to: &values, key: key, identity: identity)
    }
}

/// The box of a ``Stepper`` of `Int` (see ``AnyRenderable/init(input:)``).
@usableFromInline
final class _IntStepperBox: _OwnInputBox<Stepper<Int>>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    override func isEqual(to other: _AnyRenderableBox) -> Bool { holdsEqualComponent(other) }
    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        appendComponentValue(to: &values, key: key, identity: identity)
    }
}

/// The box of a ``Picker`` of `String` (see ``AnyRenderable/init(input:)``).
@usableFromInline
final class _StringPickerBox: _OwnInputBox<Picker<String>>, @unchecked Sendable {
    // Unchecked: it adds no mutable state to _AnyRenderableBox's one immutable `Sendable` component.
    override func isEqual(to other: _AnyRenderableBox) -> Bool { holdsEqualComponent(other) }
    override func appendValue(to values: inout FormValues, key: consuming String, identity: consuming Identity) {
        appendComponentValue(to: &values, key: key, identity: identity)
    }
}
