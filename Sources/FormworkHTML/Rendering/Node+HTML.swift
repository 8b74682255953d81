import Formwork

extension Node {
    /// Whether the row's markup is a submit button named by the row.
    var isSubmitControl: Bool {
        (component.base as? any HTMLRenderable)?.isSubmitControl ?? false
    }
}
