/// Builder plumbing, not API: the state of one lowering pass, which walks a builder's typed
/// result once and appends ``Node``s (for a section) or ``Section``s (for a form), giving each
/// one its structural identity from the current builder path.
public struct _Lowering<Element> {
    @usableFromInline var elements: [Element] = []
    @usableFromInline var path = StructuralPath()
    /// The innermost anchor (`ForEach` element, `.id` on a group): the scope of what is below.
    @usableFromInline var anchor: Identity?
    /// The editable lists of rows lowered so far (a `ForEach` with `onDelete` or `onMove`),
    /// innermost first, for the section to keep.
    @usableFromInline var lists: [EditableList] = []

    @inlinable init() {}

    /// The identity of a component of `type` at the current place.
    ///
    /// Below an anchor a lone component takes the anchor itself as its identity; other places
    /// are structural, named within the anchor if there is one.
    @inlinable
    mutating func identity(of type: any Any.Type) -> Identity {
        if path.count == 0, let anchor { return anchor }
        return Identity(path: path, type: ComponentType(type), scope: anchor)
    }

    /// The explicit identity `.id(value)` or a `ForEach` element names here: within the current
    /// anchor, or, at the top of a section, open (see ``Identity/isOpen``): in the whole form
    /// unless the section is lowered below a `ForEach` element.
    @inlinable
    mutating func explicitIdentity(_ kind: Identity.Kind) -> Identity {
        Identity(kind: kind, scope: anchor, isOpen: anchor == nil)
    }

    /// The scope of what is lowered here: the innermost anchor, if any.
    @inlinable
    func currentScope() -> Identity? {
        anchor
    }

    /// Makes room for `count` more elements, as a block of `count` statements or a `ForEach`
    /// of `count` elements usually yields, growing geometrically: appending row by row would
    /// reallocate and copy a section's rows every time they doubled.
    @inlinable
    mutating func reserve(_ count: Int) {
        let needed = elements.count + count
        if needed > elements.capacity { elements.reserveCapacity(max(needed, 2 * elements.capacity)) }
    }

    @inlinable
    mutating func append(_ element: consuming Element) {
        elements.append(element)
    }

    /// Runs `body` one step down: the `index`-th child of a block.
    @inlinable
    mutating func child(_ index: Int, _ body: (inout Self) -> Void) {
        step({ $0.appendChild(index) }, body)
    }

    /// Runs `body` one step down: an `Either` branch.
    @inlinable
    mutating func branch(second: Bool, _ body: (inout Self) -> Void) {
        step({ $0.appendBranch(second: second) }, body)
    }

    /// Runs `body` one step down: the `index`-th element of a `for`-in loop.
    @inlinable
    mutating func element(_ index: Int, _ body: (inout Self) -> Void) {
        step({ $0.appendElement(index) }, body)
    }

    /// Runs `body` with the step `append` adds on the path, then takes the step back.
    @inlinable @inline(__always)
    mutating func step(_ append: (inout StructuralPath) -> Void, _ body: (inout Self) -> Void) {
        let mark = path.mark
        append(&path)
        body(&self)
        path.restore(mark)
    }

    /// Runs `body` below a new anchor, on an empty path.
    ///
    /// The outer place is swapped out and back rather than copied: a `ForEach` anchors every
    /// element.
    @inlinable
    mutating func anchored(_ identity: consuming Identity, _ body: (inout Self) -> Void) {
        var outerPath = StructuralPath(), outerAnchor: Identity? = identity
        swap(&path, &outerPath)
        swap(&anchor, &outerAnchor)
        body(&self)
        swap(&path, &outerPath)
        swap(&anchor, &outerAnchor)
    }

    /// The identity `.id(id)` names here: `id` exactly as given when `isExact` (or structural),
    /// else named within the current anchor (see ``explicitIdentity(_:)``), reusing `id`'s hash
    /// when it is unscoped and no repeat.
    @inlinable
    mutating func naming(_ id: Identity, isExact: Bool) -> Identity {
        guard !isExact, id.isExplicit else { return id.exact }
        if !id.hasScope, !id.isRepeat { return Identity(naming: id, in: anchor, isOpen: anchor == nil) }
        return explicitIdentity(id.kind)
    }

    /// Runs `body` below the anchor that an explicit `kind` names here (see ``explicitIdentity(_:)``).
    @inlinable
    mutating func anchored(explicit kind: Identity.Kind, _ body: (inout Self) -> Void) {
        anchored(explicitIdentity(kind), body)
    }
}
