/// An input's value as ``Form/values`` takes it: read through the binding once, with its
/// ``FormValue`` and whether it is secret.
@usableFromInline
struct InputSnapshot {
    let value: any Sendable
    let formValue: FormValue
    let isSecure: Bool

    @inlinable
    init(_ input: some InputComponent) {
        let value = input.binding.wrappedValue
        self.init(value: value, formValue: input.formValue(of: value), isSecure: input.isSecure)
    }

    @usableFromInline
    init(value: any Sendable, formValue: FormValue, isSecure: Bool) {
        self.value = value
        self.formValue = formValue
        self.isSecure = isSecure
    }
}
