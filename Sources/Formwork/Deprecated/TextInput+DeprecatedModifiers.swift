extension TextField {
    /// The same field, capitalizing as `style` says: the spelling before SwiftUI's.
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: Autocapitalization?) -> TextField {
        textInputAutocapitalization(style)
    }

    /// The same field with corrections on or off: the spelling before SwiftUI's, which says the
    /// opposite (`autocorrection(false)` is `autocorrectionDisabled()`).
    @available(*, deprecated, message: "Use autocorrectionDisabled(!isEnabled)")
    public func autocorrection(_ isEnabled: Bool) -> TextField {
        autocorrectionDisabled(!isEnabled)
    }
}

extension TextEditor {
    /// The same editor, capitalizing as `style` says: the spelling before SwiftUI's.
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: TextField.Autocapitalization?) -> TextEditor {
        textInputAutocapitalization(style)
    }

    /// The same editor with corrections on or off: the spelling before SwiftUI's, which says
    /// the opposite (`autocorrection(false)` is `autocorrectionDisabled()`).
    @available(*, deprecated, message: "Use autocorrectionDisabled(!isEnabled)")
    public func autocorrection(_ isEnabled: Bool) -> TextEditor {
        autocorrectionDisabled(!isEnabled)
    }
}
