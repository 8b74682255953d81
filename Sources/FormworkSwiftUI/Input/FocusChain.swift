import Formwork
import FormworkUIKit

/// The text inputs of a ``FormView`` in form order, by values key: what `@FocusState` moves
/// through. Return in a text field and the keyboard bar's Next go to the next input, Previous
/// to the one before; the last field's Return key says Done and ends editing. Custom inputs that
/// take text are text fields here. Disabled inputs, and other rows shown with a view of their
/// own, are skipped.
///
/// ```swift
/// let chain = FocusChain(layout)
/// chain.next(after: "email")        // "password"
/// chain.returnKey(for: "password")  // .done
/// ```
struct FocusChain: Equatable, Sendable {
    /// The values keys of the text inputs, in form order.
    let keys: [String]
    /// Which of them are text fields (a text editor keeps Return for new lines).
    private let fields: Set<String>

    /// The text inputs of `layout`.
    init(_ layout: FormLayout) {
        var keys: [String] = [], fields = Set<String>()
        for row in layout.sections.flatMap(\.rows) where !row.presentation.isDisabled {
            let takesText = (row.node.component.base as? any CustomInput)?.takesText == true
            switch row.presentation.control {
            case _ where takesText:
                keys.append(row.key)
                fields.insert(row.key)
            case _ where row.showsOwnView:
                break
            case .textField:
                keys.append(row.key)
                fields.insert(row.key)
            case .textEditor(let editor) where !editor.isReadOnly:
                keys.append(row.key)
            default:
                break
            }
        }
        self.keys = keys
        self.fields = fields
    }

    /// The input after the one with values key `key`; `nil` after the last, or for no such input.
    func next(after key: String?) -> String? {
        guard let key, let index = keys.firstIndex(of: key), index + 1 < keys.count else { return nil }
        return keys[index + 1]
    }

    /// The input before the one with values key `key`; `nil` before the first, or for no such input.
    func previous(before key: String?) -> String? {
        guard let key, let index = keys.firstIndex(of: key), index > 0 else { return nil }
        return keys[index - 1]
    }

    /// The Return key of the text field with values key `key`; `nil` for any other row.
    func returnKey(for key: String) -> ReturnKey? {
        guard fields.contains(key) else { return nil }
        return next(after: key) == nil ? .done : .next
    }

    /// Where the focus goes when the app asks for the input with values key `requested` (see
    /// `FormView.focusedField(_:)`), while `current` has it: that input if the form has it (enabled,
    /// shown by the form), none for `nil`; a key naming no such input leaves it at `current`.
    func focus(requested: String?, current: String?) -> String? {
        guard let requested else { return nil }
        return keys.contains(requested) ? requested : current
    }

    /// The keyboard bar over the input with values key `key`; `nil` when none is focused.
    func keyboardBar(for key: String?) -> KeyboardBar? {
        guard let key, let index = keys.firstIndex(of: key) else { return nil }
        return KeyboardBar(hasPrevious: index > 0, hasNext: index + 1 < keys.count)
    }
}
