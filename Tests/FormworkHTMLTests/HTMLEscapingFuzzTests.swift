import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// Hostile texts in every slot a form has: no markup escapes, the output tokenizes strictly
/// (every `<` opens a tag the renderer wrote, every attribute value is quoted, every `&` starts a
/// reference), its tags are exactly those of the same form with harmless texts, and every text
/// reads back as given, but for what HTML cannot carry (see `expectedText`).
struct HTMLEscapingFuzzTests {
    static let hostile = [
        "\"", "'", "<script>alert(1)</script>", "</textarea><b>", "<!--", "-->", "]]>", "&amp;", "&#0;",
        "a\0b", "\r\n", "\r", "\u{1}\u{8}\u{B}\u{1B}\u{7F}", "\u{85}\u{9F}", "\u{2028}\u{2029}",
        "\u{202E}evil\u{202C}", "שלום עולם", "مرحبا", text(0xFDD0, 0xFFFE, 0x1FFFF, 0x10FFFF), "👩‍👩‍👧\u{301}",
        "x\" onmouseover=\"alert(1)", "javascript:alert(1)", "</form><form>", "<style>", "\t\u{C}",
        String(repeating: "<&\"", count: 3_400), "%3Cscript%3E", "a_20_b", "__error",
    ]

    /// The same hostile text in every slot, each slot's copy marked with its number, so a slot
    /// dropped, swapped or written twice shows.
    @Test(arguments: hostile.indices)
    func aHostileTextInEverySlot(_ index: Int) throws {
        try checkForm(slots: (0..<FuzzForm.slotCount).map { Self.hostile[index] + "#\($0)" })
    }

    @Test func randomUnicodeInEverySlot() throws {
        var generator = SeededGenerator(seed: 0xF00D)
        for _ in 0..<150 {
            try checkForm(slots: (0..<FuzzForm.slotCount).map { _ in randomText(using: &generator) })
        }
    }

    /// The reader the checks rely on refuses what an escaping renderer cannot write.
    @Test func theStrictReaderRefusesLooseMarkup() throws {
        #expect(try StrictMarkup(#"<div class="a"><input type="text"><p>x &amp; y</p></div>"#).unclosedTags.isEmpty)
        #expect(try StrictMarkup("<div><p></div>").unclosedTags == ["div", "p", "/div"])
        #expect(try StrictMarkup("<form><div>").unclosedTags == ["form", "div"])
        #expect(try StrictMarkup(#"<p>say "hi"</p>"#).texts == [#"say "hi""#])
        for loose in ["a < b", "<p class=a>", "x & y", "a > b", "<p title=\"a\"b\">", "<>", "\u{1}"] {
            #expect(throws: StrictMarkup.Malformed.self) { try StrictMarkup(loose) }
        }
    }

    private func checkForm(slots: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let form = FuzzForm(slots: slots)
        let hostile = try StrictMarkup(form.html())
        var harmlessSlots = slots.indices.map(Self.marker)
        // Action rows with the same title (the button's, slot 15, and the link's, slot 16) are
        // described by their section's header, which then has an id: the same in both forms.
        if slots[15] == slots[16] { harmlessSlots[16] = harmlessSlots[15] }
        let harmless = try StrictMarkup(FuzzForm(slots: harmlessSlots).html())
        #expect(hostile.skeleton == harmless.skeleton, sourceLocation: sourceLocation)
        #expect(hostile.unclosedTags.isEmpty, sourceLocation: sourceLocation)
        let decoded = Set(hostile.texts + hostile.attributeValues)
        for text in form.texts where !decoded.contains(expectedText(text)) {
            Issue.record("missing \(text.debugDescription)", sourceLocation: sourceLocation)
        }
        expectPlaced(hostile.texts, where: harmless.texts, slots: slots, sourceLocation: sourceLocation)
        expectPlaced(hostile.attributeValues, where: harmless.attributeValues, slots: slots, sourceLocation: sourceLocation)
    }

    /// The harmless text of slot `index`: a marker no renderer writes by itself.
    static func marker(_ index: Int) -> String { "§\(index)§" }

    /// Checks each slot's text is where the same form with markers has that slot's marker: at
    /// every place, the text written is the place's marked text with each marker replaced by its
    /// slot's text, as HTML can carry it. Places whose text is encoded (element ids, the page
    /// state) show no marker and are checked elsewhere.
    private func expectPlaced(_ written: [String], where marked: [String], slots: [String], sourceLocation: SourceLocation) {
        guard written.count == marked.count else {
            Issue.record("\(written.count) texts where the marked form has \(marked.count)", sourceLocation: sourceLocation)
            return
        }
        for (text, place) in zip(written, marked) where place.contains("§") {
            var expected = place
            for index in slots.indices.reversed() {
                expected = expected.replacingOccurrences(of: Self.marker(index), with: slots[index])
            }
            if text != expectedText(expected) {
                Issue.record("\(place.debugDescription) holds \(text.debugDescription)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// A form with a text of the caller's in every slot: action, header, footer, titles,
/// subtitles, details, values (of a text field and a text area), prompts, option titles and
/// keys (of a select and radio buttons), ids, a link and the action (after a `/`), a message.
private struct FuzzForm {
    static let slotCount = 18
    let slots: [String]

    /// Every text the form is given, as given.
    var texts: [String] {
        // The selectable row (id "-5") is a link, which submits no name.
        let ids = [1, 2, 3, 4, 6, 7].map { slots[9] + "-\($0)" }, keys = [slots[12] + "-a", slots[12] + "-b"]
        // A text area's text follows a line break, which the parser drops.
        let textArea = "\n" + slots[6]
        // The action and the link are relative URLs, so that every text is written there.
        let urls = ["/" + slots[0], "/" + slots[16]]
        return slots.enumerated().filter { $0.offset != 9 && $0.offset != 12 }.map(\.element) + ids + keys + [textArea] + urls
    }

    func html() -> String {
        let s = slots
        let form = Form {
            Section(s[0], footer: s[1]) {
                Row(s[2], subtitle: s[3], detail: s[4])
                TextField(s[5], text: .constant(s[6]), prompt: s[7])
                    .validate(.custom(s[8]) { _ in false }).id(s[9] + "-1")
                Toggle(s[10], isOn: .constant(true)).id(s[9] + "-2")
                Picker(
                    s[11], selection: .constant(s[12] + "-a"),
                    options: [
                        PickerOption(s[13], value: s[12] + "-a", key: s[12] + "-a"),
                        PickerOption(s[14], value: s[12] + "-b", key: s[12] + "-b"),
                    ]
                ).id(s[9] + "-3")
                Picker(
                    s[11], selection: .constant(s[12] + "-a"),
                    options: [
                        PickerOption(s[13], value: s[12] + "-a", key: s[12] + "-a"),
                        PickerOption(s[14], value: s[12] + "-b", key: s[12] + "-b"),
                    ]
                ).pickerStyle(.inline).id(s[9] + "-6")
                TextEditor(s[5], text: .constant(s[6])).id(s[9] + "-7")
                Button(s[15]) {}.id(s[9] + "-4")
                Row(s[16]).onSelect {}.id(s[9] + "-5")
            }
        }
        var options = HTMLFormOptions()
        options.submitTitle = s[17]
        options.idPrefix = s[17]
        let link = "/" + s[16]
        options.linkURL = { _ in link }
        return form.html(action: "/" + s[0], errors: form.validate(), options: options)
    }
}

/// `text` as an HTML document can carry it: line breaks as line feeds, and controls (but tab,
/// line feed and form feed) and noncharacters as U+FFFD. Written apart from the renderer.
private func expectedText(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
        pending = scalars.next()
        switch scalar.value {
        case 0x0D:
            result.append("\n")
            if pending == "\n" { pending = scalars.next() }
        case 0x09, 0x0A, 0x0C: result.append(scalar)
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: result.append("\u{FFFD}")
        case _ where scalar.value & 0xFFFE == 0xFFFE: result.append("\u{FFFD}")
        default: result.append(scalar)
        }
    }
    return String(result)
}

private func randomText(using generator: inout SeededGenerator) -> String {
    let pieces: [String] = [
        "<", ">", "&", "\"", "'", "=", "/", "!", "-", "\0", "\r", "\n", "\u{1}", "\u{9F}", text(0xFFFE),
        "a", "Z", "é", "\u{301}", "\u{202E}", "語", "😀", text(0x1FFFE), " ", "&lt;", "</", "#",
    ]
    return (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
}

/// The text of these code points, noncharacters included (which literals cannot spell).
private func text(_ codePoints: UInt32...) -> String {
    String(String.UnicodeScalarView(codePoints.compactMap(Unicode.Scalar.init)))
}
