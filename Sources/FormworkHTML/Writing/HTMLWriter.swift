/// Writes HTML into one buffer, escaping every text and attribute value it is given: how
/// Formwork's renderers and custom components (``HTMLRenderable``) write markup.
///
/// ```swift
/// var writer = HTMLWriter()
/// writer.startTag("p")
/// writer.attribute("class", "note")
/// writer.closeStartTag()
/// writer.text("Fish & <chips>")
/// writer.endTag("p")
/// writer.html   // <p class="note">Fish &amp; &lt;chips&gt;</p>
/// ```
/// Tag and attribute names are `StaticString`s written in code; any character that cannot be in
/// a name is left out, so not even a mistyped name can open markup. Texts and attribute values
/// can be anything: `&`, `<`, `>` and `"` become character references; a carriage return
/// becomes a line feed (`"\r\n"` one line feed), as an HTML parser would read it anyway; and the
/// characters an HTML document cannot carry — NUL and other control characters besides tab,
/// line feed and form feed, and Unicode noncharacters — become U+FFFD (�).
public struct HTMLWriter {
    /// The UTF-8 bytes written so far.
    var bytes: [UInt8] = []

    /// Creates an empty writer with room for `capacity` bytes.
    public init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// The markup written so far.
    public var html: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `<name`; follow with ``attribute(_:_:)`` calls and ``closeStartTag()``.
    public mutating func startTag(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        writeName(name)
    }

    /// Writes `>`, closing a start tag.
    public mutating func closeStartTag() {
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes `</name>`.
    public mutating func endTag(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        writeName(name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes ` name="value"` with the value escaped; writes nothing for a `nil` value.
    public mutating func attribute(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        bytes.append(UInt8(ascii: " "))
        writeName(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
        writeEscaped(value, inAttribute: true)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes ` name="url"` with the URL escaped if it is relative or its scheme is `http`,
    /// `https`, `mailto` or `tel`; writes nothing for any other URL (`javascript:`, `data:`, …,
    /// read as a browser reads them, `java\tscript:` included) or for `nil`. Use it for every
    /// `href`, `src` and `action`.
    ///
    /// ```swift
    /// writer.urlAttribute("href", "/privacy")              // href="/privacy"
    /// writer.urlAttribute("href", "javascript:alert(1)")   // nothing
    /// ```
    public mutating func urlAttribute(_ name: StaticString, _ url: String?) {
        guard let url, URLScheme.isAllowed(url) else { return }
        attribute(name, url)
    }

    /// Writes a boolean attribute, ` name`, if `isPresent`.
    public mutating func attribute(_ name: StaticString, if isPresent: Bool = true) {
        guard isPresent else { return }
        bytes.append(UInt8(ascii: " "))
        writeName(name)
    }

    /// Writes `text`, escaped, as the content of an element.
    public mutating func text(_ text: String) {
        writeEscaped(text, inAttribute: false)
    }

    /// Writes an element with text content: `<name>text</name>`, and its attributes in order
    /// (`nil` values are left out).
    ///
    /// ```swift
    /// writer.element("span", ["class": "fw-detail"], text: "On")
    /// ```
    public mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String) {
        element(name, attributes) { $0.text(text) }
    }

    /// Writes an element, its attributes in order (`nil` values are left out), and the content
    /// `body` writes.
    public mutating func element(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], body: (inout HTMLWriter) -> Void
    ) {
        startTag(name)
        for (attribute, value) in attributes { self.attribute(attribute, value) }
        closeStartTag()
        body(&self)
        endTag(name)
    }

    /// Writes markup that is known to be well formed and already escaped (the renderer's own
    /// fixed fragments).
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes markup that is already well formed and escaped, such as a rendered form.
    mutating func trusted(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Writes the characters of `name` that may be in a tag or attribute name.
    private mutating func writeName(_ name: StaticString) {
        name.withUTF8Buffer { buffer in
            if !buffer.isEmpty, buffer.allSatisfy(Self.isNameByte) {
                bytes.append(contentsOf: buffer)
            } else if buffer.contains(where: Self.isNameByte) {
                bytes.append(contentsOf: buffer.filter(Self.isNameByte))
            } else {
                bytes.append(contentsOf: "x-invalid".utf8)
            }
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"):
            true
        default: false
        }
    }
}
