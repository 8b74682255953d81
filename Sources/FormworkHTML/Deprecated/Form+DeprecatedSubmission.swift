import Formwork

extension Form {
    /// Writes a submission leaving out the hidden fields named: the spelling before
    /// `apply(_:messages:)` took every kind of input.
    @available(*, deprecated, message: "Use apply(.submission(submission, ignoring: names))")
    @discardableResult
    public func apply(_ submission: FormSubmission, ignoring names: Set<String>) -> [ValueConversionError] {
        apply(.submission(submission, ignoring: names))
    }

    /// Writes a submission leaving out the hidden fields named, with the errors' texts in
    /// `messages`: the spelling before `apply(_:messages:)` took every kind of input.
    @available(*, deprecated, message: "Use apply(.submission(submission, ignoring: names), messages:)")
    @discardableResult
    public func apply(
        _ submission: FormSubmission, ignoring names: Set<String>, messages: FormMessages
    ) -> [ValueConversionError] {
        apply(.submission(submission, ignoring: names), messages: messages)
    }

    /// Writes a submission into the form `build` makes, leaving out the hidden fields named: the
    /// spelling before `apply(_:messages:rebuilding:)` took every kind of input.
    @available(*, deprecated, message: "Use Form.apply(.submission(submission, ignoring: names), rebuilding:)")
    @discardableResult
    public static func apply(
        _ submission: FormSubmission, ignoring names: Set<String>, rebuilding build: () -> Form
    ) -> [ValueConversionError] {
        apply(.submission(submission, ignoring: names), rebuilding: build)
    }

    /// Writes a submission into the form `build` makes, leaving out the hidden fields named,
    /// with the errors' texts in `messages`: the spelling before
    /// `apply(_:messages:rebuilding:)` took every kind of input.
    @available(*, deprecated, message: "Use Form.apply(.submission(submission, ignoring: names), messages:, rebuilding:)")
    @discardableResult
    public static func apply(
        _ submission: FormSubmission, ignoring names: Set<String>, messages: FormMessages,
        rebuilding build: () -> Form
    ) -> [ValueConversionError] {
        apply(.submission(submission, ignoring: names), messages: messages, rebuilding: build)
    }
}
