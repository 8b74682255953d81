#if !canImport(Darwin)
import Foundation

extension LocalizedText {
    /// How a ``LocalizedText`` literal with interpolations builds its key: each value is a format
    /// specifier, as Foundation's `String.LocalizationValue` writes it, so a key means the same
    /// catalogue entry on every platform.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The key so far.
        var key = ""
        /// The values so far.
        var arguments: [FormatArgument] = []

        /// Room for the literal's text and values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        /// Text of the literal, its `%` written `%%`.
        public mutating func appendLiteral(_ literal: String) {
            for character in literal {
                if character == "%" { key += "%%" } else { key.append(character) }
            }
        }

        /// A text: `%@`.
        public mutating func appendInterpolation(_ text: some StringProtocol) {
            append(.text(String(text)))
        }

        /// An integer: `%lld` (`%llu` unsigned), or `%d` (`%u`) for one of 32 bits or fewer, as
        /// Foundation writes `Int`, `Int32` and their kin.
        public mutating func appendInterpolation<Value: FixedWidthInteger>(_ value: Value) {
            let isShort = Value.bitWidth <= 32
            if Value.isSigned, let signed = Int64(exactly: value) {
                append(.signed(signed, isShort: isShort))
            } else if let unsigned = UInt64(exactly: value) {
                append(.unsigned(unsigned, isShort: isShort))
            } else {
                append(.text(String(value)))
            }
        }

        /// A `Double`: `%lf`, written with six decimals as `String(format:)` writes it.
        public mutating func appendInterpolation(_ value: Double) {
            append(.double(value))
        }

        /// A `Float`: `%f`, written with six decimals as `String(format:)` writes it.
        public mutating func appendInterpolation(_ value: Float) {
            append(.float(value))
        }

        /// A value as `format` writes it (`%@`), in ``FormLocalization/current``'s locale if it
        /// names one, else in the style's own.
        ///
        /// ```swift
        /// Row("Fever above \(38.0, format: .number)")   // key "Fever above %@"
        /// ```
        public mutating func appendInterpolation<Style: FormatStyle>(_ value: Style.FormatInput, format: Style)
        where Style.FormatOutput == String {
            append(.text(FormLocalization.current.format(value, with: format)))
        }

        private mutating func append(_ argument: FormatArgument) {
            key += argument.specifier
            arguments.append(argument)
        }
    }
}
#endif
