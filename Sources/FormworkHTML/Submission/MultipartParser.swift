import Formwork

/// Decodes a `multipart/form-data` body (RFC 7578, with RFC 2046's multipart syntax) as its
/// bytes arrive, chunk by chunk, into a ``FormSubmission``: what
/// ``FormSubmission/init(multipart:boundary:limits:)`` runs on a whole body, and what a server
/// runs on a request body it reads as a stream.
///
/// ```swift
/// var parser = try MultipartParser(boundary: boundary)
/// for try await chunk in request.body { try parser.feed(chunk.readableBytesView) }
/// let submission = try parser.finish()
/// ```
/// Every byte is looked at once, in a state machine that matches the delimiter (CRLF, `--` and
/// the boundary) as the Knuth–Morris–Pratt algorithm does, so no input makes it scan anything
/// twice; a part's content goes straight into that part. The ``MultipartLimits`` are checked as
/// bytes arrive: a body, file, field or header section over its limit, or more parts than
/// allowed, is refused at once with a typed ``FormSubmissionError``, before more is read.
///
/// What it reads: a preamble (ignored), then parts, each after a delimiter line (`--boundary`,
/// optional spaces or tabs, CRLF), with header lines, a blank line and the content; then the
/// closing delimiter (`--boundary--`) and an epilogue (ignored). Each part must have
/// `Content-Disposition: form-data` with a `name`; a `filename` (or RFC 8187's `filename*`,
/// preferred) makes it a file, whose media type is its `Content-Type`. Text is read as UTF-8
/// (what pages in UTF-8 submit), with U+FFFD for what is not. A file input with no file
/// chosen (an empty `filename` and no content) sends an empty value and no file.
public struct MultipartParser: Sendable {
    /// Where in the body the parser is.
    private enum State: Sendable {
        /// Before the first delimiter, `matched` bytes of it seen.
        case preamble(matched: Int)
        /// After a delimiter, on the rest of its line.
        case boundaryLine
        /// In a part's header section.
        case headers
        /// In a part's content, `matched` bytes of the next delimiter seen.
        case content(matched: Int)
        /// After the closing delimiter.
        case epilogue
    }

    private let delimiter: [UInt8]
    /// For each length of a delimiter prefix matched, the longest proper prefix that is also a
    /// suffix of it: where matching goes on after a mismatch.
    private let fallback: [Int]
    private let limits: MultipartLimits
    private var state: State
    private var bodySize = 0
    private var fields: [FormSubmission.Field] = []
    /// The current delimiter line or header section.
    private var line: [UInt8] = []
    /// The current part's headers and content.
    private var part: PartHeaders?
    private var content: [UInt8] = []

    /// A parser for a body whose parts are separated by `boundary` (the `boundary` parameter of
    /// its `Content-Type`, see ``FormSubmission/multipartBoundary(contentType:)``), refusing
    /// bodies over `limits`. Throws if the boundary is not one RFC 2046 allows: 1 to 70
    /// characters (letters, digits, space and `'()+_,-./:=?`), not ending with a space.
    public init(boundary: String, limits: MultipartLimits = MultipartLimits()) throws(FormSubmissionError) {
        guard Self.isValid(boundary: boundary) else { throw .malformedMultipart(.invalidBoundary) }
        delimiter = Array("\r\n--\(boundary)".utf8)
        fallback = Self.fallback(of: delimiter)
        self.limits = limits
        // The body starts as if after a line break, so that a first delimiter at its very start
        // (`--boundary`, no preamble) is found.
        state = .preamble(matched: 2)
    }

    /// Reads the next bytes of the body.
    public mutating func feed(_ chunk: some Collection<UInt8>) throws(FormSubmissionError) {
        bodySize += chunk.count
        guard bodySize <= limits.maximumBodySize else { throw .bodyTooLarge(limit: limits.maximumBodySize) }
        let bytes = Array(chunk)
        var index = 0
        while index < bytes.count {
            switch state {
            case .preamble(let matched):
                state = .preamble(matched: step(matched, bytes[index]))
                index += 1
                if case .preamble(delimiter.count) = state { state = .boundaryLine }
            case .boundaryLine:
                try readBoundaryLine(bytes[index])
                index += 1
            case .headers:
                index = try readHeaders(bytes, from: index)
            case .content(let matched):
                index = try readContent(bytes, from: index, matched: matched)
            case .epilogue:
                return
            }
        }
    }

    /// The submission the body held; throws if it ended before its closing delimiter.
    public mutating func finish() throws(FormSubmissionError) -> FormSubmission {
        guard case .epilogue = state else { throw .malformedMultipart(.noClosingBoundary) }
        return FormSubmission(fields: fields)
    }

    /// One byte of a delimiter line: `--` at once closes the body; else spaces or tabs, then
    /// CRLF, start a part's headers.
    private mutating func readBoundaryLine(_ byte: UInt8) throws(FormSubmissionError) {
        line.append(byte)
        if line.elementsEqual("--".utf8) {
            state = .epilogue
        } else if line.elementsEqual("-".utf8) {
            return
        } else if byte == UInt8(ascii: "\n") {
            guard line.dropLast().last == UInt8(ascii: "\r"), line.dropLast(2).allSatisfy(Self.isPadding) else {
                throw .malformedMultipart(.textAfterBoundary)
            }
            line.removeAll()
            state = .headers
        } else {
            guard Self.isPadding(byte) || byte == UInt8(ascii: "\r"), line.count <= limits.maximumHeaderSize else {
                throw .malformedMultipart(.textAfterBoundary)
            }
        }
    }

    /// Whether `byte` is transport padding (RFC 2046's `LWSP-char`): a space or a tab.
    private static func isPadding(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Header bytes from `start` up to the blank line that ends the section; returns where the
    /// content starts, or the end of `bytes` if the section goes on.
    private mutating func readHeaders(_ bytes: [UInt8], from start: Int) throws(FormSubmissionError) -> Int {
        var index = start
        while index < bytes.count {
            let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            guard line.count + (end - index) <= limits.maximumHeaderSize else {
                throw .partHeaderTooLarge(limit: limits.maximumHeaderSize)
            }
            line += bytes[index..<end]
            index = end
            // The section ends with a blank line; it may be the only line (a part without headers).
            if line.elementsEqual("\r\n".utf8) || line.suffix(4).elementsEqual("\r\n\r\n".utf8) {
                try startPart()
                return index
            }
        }
        return index
    }

    /// Starts a part with the header section read.
    private mutating func startPart() throws(FormSubmissionError) {
        guard fields.count < limits.maximumPartCount else { throw .tooManyFields(limit: limits.maximumPartCount) }
        part = try PartHeaders(line.dropLast(2))
        line.removeAll()
        state = .content(matched: 0)
    }

    /// Content bytes from `start`, into the part, until a delimiter ends it; returns where
    /// matching stopped. Between carriage returns (where no delimiter can start) whole runs are
    /// copied at once.
    private mutating func readContent(_ bytes: [UInt8], from start: Int, matched: Int) throws(FormSubmissionError) -> Int {
        var index = start, matched = matched
        while index < bytes.count {
            if matched == 0 {
                let run = bytes[index...].firstIndex(of: UInt8(ascii: "\r")) ?? bytes.count
                try append(bytes[index..<run])
                index = run
                guard index < bytes.count else { break }
            }
            let byte = bytes[index]
            index += 1
            let next = step(matched, byte)
            // The bytes held as a possible delimiter that no longer can be: they are content.
            let released = matched + 1 - next
            if released > 0 {
                try append(delimiter[..<min(released, matched)])
                if released > matched { try append(CollectionOfOne(byte)) }
            }
            matched = next
            if matched == delimiter.count {
                endPart()
                state = .boundaryLine
                return index
            }
        }
        state = .content(matched: matched)
        return index
    }

    /// Adds `bytes` to the part's content, within the file or field limit.
    private mutating func append(_ bytes: some Collection<UInt8>) throws(FormSubmissionError) {
        guard !bytes.isEmpty else { return }
        let isFile = part?.filename != nil
        let limit = isFile ? limits.maximumFileSize : limits.maximumFieldSize
        guard content.count + bytes.count <= limit else {
            throw isFile ? .fileTooLarge(limit: limit) : .fieldTooLarge(limit: limit)
        }
        content += bytes
    }

    /// Ends the part: a field with its text, or a file input's field with its file (none when
    /// its name and content are both empty).
    private mutating func endPart() {
        guard let part else { return }
        let bytes = content
        content = []
        self.part = nil
        switch part.filename {
        case nil:
            fields.append(FormSubmission.Field(name: part.name, value: String(decoding: bytes, as: UTF8.self)))
        case ""? where bytes.isEmpty:
            fields.append(FormSubmission.Field(name: part.name, value: ""))
        case let filename?:
            fields.append(
                FormSubmission.Field(
                    name: part.name, file: UploadedFile(filename: filename, mediaType: part.mediaType, bytes: bytes)))
        }
    }

    /// The number of delimiter bytes matched after `byte`, when `matched` were before it.
    private func step(_ matched: Int, _ byte: UInt8) -> Int {
        var matched = matched
        while matched > 0, delimiter[matched] != byte { matched = fallback[matched - 1] }
        return delimiter[matched] == byte ? matched + 1 : 0
    }

    /// The Knuth–Morris–Pratt failure function of `pattern`.
    private static func fallback(of pattern: [UInt8]) -> [Int] {
        var table = [Int](repeating: 0, count: pattern.count), length = 0
        for index in pattern.indices.dropFirst() {
            while length > 0, pattern[index] != pattern[length] { length = table[length - 1] }
            if pattern[index] == pattern[length] { length += 1 }
            table[index] = length
        }
        return table
    }

    /// Whether `boundary` is one RFC 2046 (§5.1.1) allows.
    static func isValid(boundary: String) -> Bool {
        let bytes = Array(boundary.utf8)
        return (1...70).contains(bytes.count) && bytes.last != UInt8(ascii: " ")
            && bytes.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                default:
                    " '()+_,-./:=?".utf8.contains(byte)
                }
            }
    }
}
