extension TextFieldControl {
    /// Whether the text is taken literally — an address, a number, a password, a code — so a
    /// host's keyboard neither capitalizes nor corrects it.
    ///
    /// ```swift
    /// TextFieldControl(text: "", prompt: nil, isSecure: false, keyboard: .emailAddress, contentType: nil).takesLiteralText   // true
    /// ```
    package var takesLiteralText: Bool {
        isSecure || keyboard != .text || contentType.map(Self.literalContentTypes.contains) == true
    }

    private static let literalContentTypes: Set<TextField.ContentType> = [
        .username, .password, .newPassword, .oneTimeCode, .emailAddress, .telephoneNumber, .postalCode, .url,
    ]
}
