extension Form {
    /// Writes raw texts keyed by the rows' ``valueKeys``: the spelling before
    /// ``apply(_:messages:)`` took every kind of input.
    @available(*, deprecated, message: "Use apply(.raw(texts), messages:)")
    @discardableResult
    public func apply(raw: [String: String], messages: FormMessages = .current) -> [ValueConversionError] {
        apply(.raw(raw), messages: messages)
    }

    /// Writes raw texts into the form `build` makes, rebuilding it: the spelling before
    /// ``apply(_:messages:rebuilding:)`` took every kind of input.
    @available(*, deprecated, message: "Use Form.apply(.raw(texts), messages:, rebuilding:)")
    @discardableResult
    public static func apply(
        raw: [String: String], messages: FormMessages = .current, rebuilding build: () -> Form
    ) -> [ValueConversionError] {
        apply(.raw(raw), messages: messages, rebuilding: build)
    }
}
