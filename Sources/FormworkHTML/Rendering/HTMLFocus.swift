import Formwork

/// The control that gets focus when the page loads, chosen by the app after an action the
/// person took (a guest added, moved or removed): a row's control, by the row's identity or
/// values key, or the form's own submit button. Set it in ``HTMLFormOptions/focus``, with a
/// short ``HTMLFormOptions/status`` that says what happened.
///
/// ```swift
/// options.focus = .row(Identity("name", in: Identity(guest.id, in: Identity(RepeatedGroup("guests")))))
/// options.status = "Guest 3 added."
/// ```
/// The chosen control gets `autofocus` (no script needed) and the form `data-fw-focus`, which
/// the live-reveal script (``HTMLScript/liveReveal``) reads when it swaps a refreshed form in.
/// A request that names no focusable control — no row, a row whose identity several rows hold,
/// a disabled row, a row with no control (a plain cell, a hidden field), `.submitButton` with no
/// ``HTMLFormOptions/submitTitle`` — moves nothing: the page focuses what it would without a
/// request (the error summary or the first invalid control, if any).
public enum HTMLFocus: Sendable, Hashable {
    /// The control of the one row with this identity: a text field, a picker (its first radio
    /// button, for radio buttons), a button, a link, a custom component's element with
    /// ``HTMLRowContext/controlID``. Rows inside a group or a `ForEach` element are named with
    /// their scope (`Identity("name", in: elementIdentity)`).
    case row(Identity)
    /// The control of the row whose values key (`Form.valueKeys`, the control's `name`) is this.
    case key(String)
    /// The form's own submit button (``HTMLFormOptions/submitTitle``).
    case submitButton
}
