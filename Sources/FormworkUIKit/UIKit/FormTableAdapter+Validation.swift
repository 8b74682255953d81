#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// When the rows' validation errors show: ``ValidationMode/onSubmit`` (the default) or
    /// ``ValidationMode/onTouched``, and what the person has touched and submitted so far.
    /// The errors shown are checked again after every change, so an error that depends on
    /// another row goes as soon as that row is fixed.
    ///
    /// ```swift
    /// adapter.validation = FormValidation(.onTouched)
    /// ```
    public var validation: FormValidation {
        get { state.validation }
        set {
            state.validation = newValue
            perform(state.refresh(in: environment))
        }
    }

    /// The person submits the form: from now on every row's validation errors show, checked
    /// again after each change; the table scrolls to the first invalid row and VoiceOver says
    /// how many errors show. Returns the form's errors, all of them (empty: save).
    ///
    /// ```swift
    /// if adapter.submit().isEmpty { save() }
    /// ```
    @discardableResult
    public func submit() -> [ValidationError] {
        let (errors, update) = state.submit(in: environment)
        perform(update)
        return errors
    }

    /// The person left `cell`'s text input: its row is touched.
    func left(_ cell: UITableViewCell) {
        guard let tableView, let indexPath = tableView.indexPath(for: cell) else { return }
        perform(state.left(at: RowPath(indexPath), in: environment))
    }
}
#endif
