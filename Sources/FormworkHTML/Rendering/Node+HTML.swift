import Formwork

extension Node {
    /// Whether the row's markup is a submit button named by the row.
    var isSubmitControl: Bool {
        (component.base as? any HTMLRenderable)?.isSubmitControl ?? false
    }

    /// Whether the row's markup submits under the row's name: an input's control, or a submit
    /// button named by the row.
    var submitsItsName: Bool {
        component.base is any InputComponent || isSubmitControl
    }
}
