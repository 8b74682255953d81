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
    /// The view shows no errors until you set them: ask `validate()` when the user saves — or
    /// let it show the rules' errors as the person goes, with ``validation(_:)``.
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
        copy.messages = { _ in messages }
        return copy
    }

    /// Writes refused changes and validation errors in the catalogue `catalogue` gives for the
    /// environment's `\.locale`.
    ///
    /// ```swift
    /// FormView { expenseForm(report) }
    ///     .messages { locale in locale.language.languageCode == "de" ? german : .english }
    /// ```
    public func messages(_ catalogue: @escaping (Locale) -> FormMessages) -> FormView {
        var copy = self
        copy.messages = catalogue
        return copy
    }

    /// Shows the rules' errors as `validation` decides — on submit, or once a row was changed or
    /// left (``ValidationMode/onTouched``) — checked again from the form as it is after every
    /// change, so an error that depends on another row goes as soon as that row is fixed. The
    /// view records in `validation` what the person touches; call its
    /// ``FormValidation/submit()`` when they submit.
    ///
    /// ```swift
    /// @State private var validation = FormValidation(.onTouched)
    ///
    /// FormView { expenseForm(report) }
    ///     .validation($validation)
    ///     .toolbar {
    ///         SwiftUI.Button("Submit") {
    ///             validation.submit()
    ///             if expenseForm(report).isValid { send(report) }
    ///         }
    ///     }
    /// ```
    /// Errors you set with ``errors(_:conversion:)`` show as well, each once.
    public func validation(_ validation: SwiftUI.Binding<FormValidation>) -> FormView {
        var copy = self
        copy.validationState = validation
        return copy
    }

    /// The same view, its keyboard focus bound to `field`, as SwiftUI's `@FocusState` binds a
    /// view's: the values key of the text field or text editor that has the focus, `nil` for
    /// none. The view sets it as the person moves; set it to move the focus — to the new
    /// colleague's field after Add, to the first invalid field after Submit — or to `nil` to end
    /// editing. A key that names no enabled text input of the form is ignored.
    ///
    /// ```swift
    /// @State private var focusedField: String?
    ///
    /// FormView { expenseForm(report) }
    ///     .focusedField($focusedField)
    ///     .toolbar {
    ///         SwiftUI.Button("Submit") {
    ///             focusedField = expenseForm(report).validate().first?.key
    ///         }
    ///     }
    /// ```
    public func focusedField(_ field: SwiftUI.Binding<String?>) -> FormView {
        var copy = self
        copy.focusRequest = field
        return copy
    }
}
#endif
