import Formwork

extension Node {
    /// Whether the row's markup is a submit button named by the row: a custom component's if it
    /// says so (``HTMLRenderable/isSubmitControl``), else any row that acts when chosen (a
    /// `Button`, a selectable `Row`, a `NavigationLink`).
    var isSubmitControl: Bool {
        (component.base as? any HTMLRenderable)?.isSubmitControl ?? isActionable
    }
}
