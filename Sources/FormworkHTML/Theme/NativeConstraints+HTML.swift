import Formwork

extension NativeConstraints {
    /// Writes `required` (also for a minimum length) and `minlength` as stated.
    func writeText(into writer: inout HTMLWriter) {
        // A minimum length refuses the empty text, which `minlength` alone lets through.
        writer.attribute("required", if: isRequired || minLength != nil)
        writer.attribute("minlength", minLength.map(String.init))
    }

    /// Writes `min` and `max` as stated.
    func writeRange(into writer: inout HTMLWriter) {
        writer.attribute("min", min)
        writer.attribute("max", max)
    }
}
