/// A component's box, unretained: what the diff keeps per row while the sections it reads keep
/// every box alive, so comparing two rows' components retains neither. Valid only while the node
/// that holds the box is.
struct UnretainedBox {
    // Unowned(unsafe): `Unmanaged` takes no existential, and the diff's sources hold their sections.
    unowned(unsafe) let box: any _AnyRenderableBox

    init(_ box: any _AnyRenderableBox) {
        self.box = box
    }
}
