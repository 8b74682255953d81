/// Builder plumbing, not API: the state of one lowering pass, which walks a builder's typed
/// result once and appends ``Node``s (for a section) or ``Section``s (for a form), giving each
/// one its structural identity from the current builder path.
public struct _Lowering<Element> {
    @usableFromInline var elements: [Element] = []
    @usableFromInline var path = StructuralPath()
    @usableFromInline var anchor: ExplicitValue?

    @inlinable init() {}

    /// The identity of a component of `type` at the current place.
    ///
    /// Below an anchor (a `ForEach` element or `.id` on a group) a lone component takes the
    /// anchor itself as its explicit identity; other places are structural.
    @inlinable
    func identity(of type: any Any.Type) -> Identity {
        if let anchor, path.count == 0 { return Identity(kind: .explicit(anchor)) }
        return Identity(kind: .structural(anchor: anchor, path: path, type: ComponentType(type)))
    }

    @inlinable
    mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Runs `body` one step down: the `index`-th child of a block.
    @inlinable
    mutating func child(_ index: Int, _ body: (inout Self) -> Void) {
        let mark = path.count
        path.appendChild(index)
        body(&self)
        path.truncate(to: mark)
    }

    /// Runs `body` one step down: an `Either` branch.
    @inlinable
    mutating func branch(second: Bool, _ body: (inout Self) -> Void) {
        let mark = path.count
        path.appendBranch(second: second)
        body(&self)
        path.truncate(to: mark)
    }

    /// Runs `body` one step down: the `index`-th element of a `for`-in loop.
    @inlinable
    mutating func element(_ index: Int, _ body: (inout Self) -> Void) {
        let mark = path.count
        path.appendElement(index)
        body(&self)
        path.truncate(to: mark)
    }

    /// Runs `body` below a new anchor, on an empty path.
    @inlinable
    mutating func anchored(_ value: ExplicitValue, _ body: (inout Self) -> Void) {
        let outerPath = path, outerAnchor = anchor
        path = StructuralPath()
        anchor = value
        body(&self)
        path = outerPath
        anchor = outerAnchor
    }
}
