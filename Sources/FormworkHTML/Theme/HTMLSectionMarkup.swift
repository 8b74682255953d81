/// What a theme writes one section with: its parts — ``header(_:_:)``, ``rows()``,
/// ``listButtons()`` and ``footer(_:_:)`` — in elements of the theme's own.
///
/// The parts were written before the theme's closure runs; each part writes them where the theme
/// puts it, with the ids the rows' `aria-describedby` name. A part the theme leaves out is
/// written after its markup, never dropped: a section's rows, its header and footer, its list
/// buttons.
///
/// ```swift
/// theme.section = { section in
///     section.element("fieldset", ["class": "group"]) { section in
///         section.header("legend", ["class": "group__title"])
///         section.rows()
///         section.footer("p", ["class": "group__note"])
///     }
/// }
/// ```
public struct HTMLSectionMarkup: HTMLMarkup {
    /// The markup written so far: write elements of the theme's own with it, or with
    /// `element(_:_:body:)` (``HTMLMarkup``).
    public var writer: HTMLWriter
    /// The section's place in the form, from 0.
    public let index: Int
    /// The header's markup (its text, escaped, or its component's own), if the section has one.
    let headerMarkup: [UInt8]?
    /// The id the header carries, where action rows or list buttons name it as what describes them.
    let headerID: String?
    /// The rows' markup.
    let rowsMarkup: [UInt8]
    /// The list buttons written after the section's rows, if any.
    let listButtonsMarkup: [UInt8]?
    /// The footer's markup and the id the rows' `aria-describedby` name, if the section has one.
    let footerMarkup: (id: String, markup: [UInt8])?
    private(set) var wroteHeader = false
    private(set) var wroteRows = false
    private(set) var wroteListButtons = false
    private(set) var wroteFooter = false

    init(
        writer: HTMLWriter, index: Int, header: [UInt8]?, headerID: String?, rows: [UInt8], listButtons: [UInt8]?,
        footer: (id: String, markup: [UInt8])?
    ) {
        self.writer = writer
        self.index = index
        headerMarkup = header
        self.headerID = headerID
        rowsMarkup = rows
        listButtonsMarkup = listButtons
        footerMarkup = footer
    }

    /// Whether the section has a header.
    public var hasHeader: Bool { headerMarkup != nil }

    /// Whether the section has a footer.
    public var hasFooter: Bool { footerMarkup != nil }

    /// Writes the section's header in an element `name` with the theme's attributes, then the id
    /// that action rows name where they need it; nothing if the section has no header.
    public mutating func header(_ name: StaticString = "legend", _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard let headerMarkup, !wroteHeader else { return }
        wroteHeader = true
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", headerID)
        writer.closeStartTag()
        writer.bytes += headerMarkup
        writer.endTag(name)
    }

    /// Writes the section's rows, each as the theme writes its kind, with the list buttons that
    /// follow an element's last row.
    public mutating func rows() {
        guard !wroteRows else { return }
        wroteRows = true
        writer.bytes += rowsMarkup
    }

    /// Writes the list buttons of an element whose last section this is (an editable list of
    /// sections); nothing for other sections.
    public mutating func listButtons() {
        guard let listButtonsMarkup, !wroteListButtons else { return }
        wroteListButtons = true
        writer.bytes += listButtonsMarkup
    }

    /// Writes the section's footer in an element `name` with the theme's attributes, then the id
    /// the rows' `aria-describedby` name; nothing if the section has no footer.
    public mutating func footer(_ name: StaticString = "div", _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        guard let footerMarkup, !wroteFooter else { return }
        wroteFooter = true
        writer.startTag(name)
        writer.themeAttributes(attributes)
        writer.attribute("id", footerMarkup.id)
        writer.closeStartTag()
        writer.bytes += footerMarkup.markup
        writer.endTag(name)
    }

    /// Writes the parts the theme left out, in the order of a section: never dropped.
    mutating func writeLeftOut() {
        header("div")
        rows()
        listButtons()
        footer()
    }
}
