#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

extension FormView {
    /// Shows `validation` and `conversion` errors under their rows; a change the user makes to a
    /// row removes that row's errors from both lists, as every Formwork host clears a changed
    /// row's errors. Errors that name no row of the form are listed before its first section.
    ///
    /// ```swift
    /// @State private var errors: [ValidationError] = []
    ///
    /// FormView { settingsForm(model) }
    ///     .errors($errors)
    ///     .toolbar { SwiftUI.Button("Save") { errors = settingsForm(model).validate() } }
    /// ```
    /// The view shows no errors until you set them: ask `validate()` when the user saves.
    public func errors(
        _ validation: SwiftUI.Binding<[ValidationError]>,
        conversion: SwiftUI.Binding<[ValueConversionError]> = .constant([])
    ) -> FormView {
        var copy = self
        copy.validationErrors = validation
        copy.conversionErrors = conversion
        return copy
    }

    /// Writes the messages of the changes it refuses (a date outside the picker's years, a
    /// disabled row) in `messages`: ``FormMessages/current`` when the view was made, unless set.
    ///
    /// ```swift
    /// FormView { settingsForm(model) }
    ///     .errors($errors)
    ///     .messages(german)
    /// ```
    /// Validate with the same catalogue: `settingsForm(model).validate(messages: german)`.
    public func messages(_ messages: FormMessages) -> FormView {
        var copy = self
        copy.messages = messages
        return copy
    }
}
#endif
