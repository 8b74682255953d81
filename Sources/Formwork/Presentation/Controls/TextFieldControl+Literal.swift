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

extension TextFieldControl {
    /// How the keyboard capitalizes: as the field set it, else never for text taken literally and
    /// sentences otherwise.
    package var capitalization: TextField.Autocapitalization {
        autocapitalization ?? (takesLiteralText ? .never : .sentences)
    }

    /// Whether the keyboard corrects and checks spelling: as the field set it, else not for text
    /// taken literally.
    package var corrects: Bool {
        autocorrection ?? !takesLiteralText
    }

    /// Whether a host's field showing `typed` already shows this control's text, so it keeps what
    /// the person typed: the same text, or, for a field that trims, the text with the whitespace
    /// just typed around it (a space typed between two parts of a phone number stays on screen
    /// while the model holds the text without it).
    ///
    /// ```swift
    /// phone.shows(typed: "+44 ")   // true for a trimming field holding "+44"
    /// ```
    package func shows(typed: String) -> Bool {
        typed == text || (trimsWhitespace && typed.trimmingWhitespace() == text)
    }
}
