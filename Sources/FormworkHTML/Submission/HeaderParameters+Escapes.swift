extension HeaderParameters {
    /// Which backslashes in a header value's quoted strings are escapes (RFC 9110's quoted
    /// pairs, `\"` and `\\`) and which are themselves: a backslash is itself wherever the header
    /// still reads whole with it so, and an escape only where it does not.
    ///
    /// Browsers never write a quoted pair: the HTML standard escapes a name's `"`, CR and LF as
    /// `%22`, `%0D` and `%0A` and leaves backslashes as they are, so a file named `notes\` comes
    /// as `filename="notes\"`, and `a\\b` as `filename="a\\b"`. Reading every `\"` as an escape
    /// would leave that quoted string open and refuse the upload; reading every `\\` as one would
    /// drop a backslash. A client that writes quoted pairs (`filename="x\" y.txt"`) sends a
    /// header that reads whole only with the escape, so it still gets it.
    ///
    /// The choice is made for the whole header at once: for each position, whether what follows
    /// it can still be read to the end (as ``HeaderParameters`` reads it) — in a quoted string,
    /// after a parameter's value, after a `;`, in a name, at a value, in a token. Worked out from
    /// the end backwards, in one pass, so no input makes the choice cost more than linear time.
    struct Escapes {
        /// For each position from `start`, which ways of reading on from it reach the end.
        private var readable: [UInt8]
        private let start: Int

        /// The ways of reading on from a position, as bits.
        private enum Way {
            /// Inside a quoted string.
            static let quoted: UInt8 = 1
            /// After a parameter's value: spaces, then `;` or the end.
            static let afterValue: UInt8 = 2
            /// After a `;`: spaces, then the end or a name.
            static let afterSemicolon: UInt8 = 4
            /// Inside a name, after its first character: more of it, or `=`.
            static let name: UInt8 = 8
            /// At a value: a quoted string or a token.
            static let value: UInt8 = 16
            /// Inside a token value, after its first character: more of it, or what follows a value.
            static let token: UInt8 = 32
        }

        /// The choices for `bytes`, whose parameters start at `start` (its first `;`).
        init(_ bytes: [UInt8], parametersFrom start: Int) {
            self.start = start
            let count = bytes.count - start
            readable = [UInt8](repeating: 0, count: count + 3)
            // At the end: only what may end there.
            readable[count] = Way.afterValue | Way.afterSemicolon | Way.token
            var offset = count - 1
            while offset >= 0 {
                let byte = bytes[start + offset]
                let next = readable[offset + 1]
                var ways: UInt8 = 0
                let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                let isToken = HeaderParameters.isTokenCharacter(byte)
                switch byte {
                case UInt8(ascii: "\""): if next & Way.afterValue != 0 { ways |= Way.quoted }
                case UInt8(ascii: "\\"):
                    let pair = start + offset + 1 < bytes.count && Self.isPaired(bytes[start + offset + 1])
                    if next & Way.quoted != 0 || (pair && readable[offset + 2] & Way.quoted != 0) { ways |= Way.quoted }
                default: if next & Way.quoted != 0 { ways |= Way.quoted }
                }
                if (isSpace && next & Way.afterValue != 0) || (byte == UInt8(ascii: ";") && next & Way.afterSemicolon != 0) {
                    ways |= Way.afterValue
                }
                if (isSpace && next & Way.afterSemicolon != 0) || (isToken && next & Way.name != 0) {
                    ways |= Way.afterSemicolon
                }
                if (isToken && next & Way.name != 0) || (byte == UInt8(ascii: "=") && next & Way.value != 0) {
                    ways |= Way.name
                }
                if (byte == UInt8(ascii: "\"") && next & Way.quoted != 0) || (isToken && next & Way.token != 0) {
                    ways |= Way.value
                }
                // A token ends where what follows a value starts: a space or a `;`.
                if (isToken && next & Way.token != 0) || ways & Way.afterValue != 0 { ways |= Way.token }
                readable[offset] = ways
                offset -= 1
            }
        }

        /// Whether the backslash at `index`, inside a quoted string and before a `"` or a `\`,
        /// escapes it: only if the header does not read whole with the backslash as itself.
        func isEscape(at index: Int) -> Bool {
            readable[index - start + 1] & Way.quoted == 0
        }

        /// Whether a backslash before `byte` may be a quoted pair's.
        static func isPaired(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        }
    }
}
