import Formwork
import FormworkFixtures
import Testing

@testable import FormworkHTML

/// Element ids: one id per (prefix, key) pair, whatever both hold, and the ids derived from them
/// (errors, footers, headers, the summary, radio options) never equal a control's.
@Suite struct ElementIDTests {
    /// Pieces that have broken encodings before: separators, escapes spelled out, empty texts.
    static let pieces = [
        "", "-", "_", "__", "a", "b", "fw", " ", "  ", "_20_", "_220", "2", "20", "é", "-a", "a-", "_2", "\t", "😀",
    ]

    static func randomText(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// Every id the form's renderer derives for `prefix`: sections' footers and headers, the summary.
    static func formIDs(_ ids: ElementID) -> [String] {
        [ids.footer(ofSection: 0), ids.header(ofSection: 0), ids.footer(ofSection: 12), ids.summary]
    }

    @Test func distinctPrefixAndKeyPairsNeverShareAnId() {
        var random = SeededGenerator(seed: 0x1D5)
        var owners: [String: (prefix: String, key: String)] = [:]
        var controls = Set<String>(), derived = Set<String>()
        for _ in 0..<20_000 {
            let prefix = Self.randomText(&random), key = Self.randomText(&random)
            let ids = ElementID(prefix: prefix)
            let control = ids.control(key)
            if let owner = owners[control], owner != (prefix, key) {
                Issue.record("\(owner) and \((prefix, key)) share the id \(control.debugDescription)")
            }
            owners[control] = (prefix, key)
            #expect(!control.contains("__"), "\(control.debugDescription) for \((prefix, key))")
            #expect(!control.isEmpty && !control.contains { $0.isWhitespace })
            #expect(
                control.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_")
                })
            controls.insert(control)
            derived.formUnion(Self.formIDs(ids) + [ids.error(ofControl: control), control + "__o0"])
        }
        #expect(controls.isDisjoint(with: derived))
    }

    @Test func theFormsOwnIdsDifferForDifferentPrefixes() {
        var random = SeededGenerator(seed: 0x1D6)
        var owners: [String: String] = [:]
        for _ in 0..<5_000 {
            let prefix = Self.randomText(&random)
            for id in Self.formIDs(ElementID(prefix: prefix)) {
                if let owner = owners[id], owner != prefix {
                    Issue.record("prefixes \(owner.debugDescription) and \(prefix.debugDescription) share \(id)")
                }
                owners[id] = prefix
            }
        }
    }

    @Test func theReportedCollisionsAreGone() {
        #expect(ElementID(prefix: "fw").control("a-b") != ElementID(prefix: "fw-a").control("b"))
        #expect(ElementID(prefix: "").control("email") != ElementID(prefix: "fw").control("email"))
        #expect(ElementID(prefix: "").summary != ElementID(prefix: "fw").summary)
        #expect(!ElementID(prefix: "fw").control("  ").contains("__"))
    }

    @Test func anIdSpellsItsPrefixAndKey() {
        #expect(ElementID(prefix: "fw").control("email") == "fw-email")
        #expect(ElementID(prefix: "fw").control("sign-up") == "fw-sign-up")
        #expect(ElementID(prefix: "fw").control("a b") == "fw-a_220b")
        #expect(ElementID(prefix: "fw").control("a_b") == "fw-a_25fb")
        #expect(ElementID(prefix: "fw").control("😀") == "fw-_51f600")
        #expect(ElementID(prefix: "settings-form").control("x") == "settings_22dform-x")
        #expect(ElementID(prefix: "").control("email") == "-email")
        #expect(ElementID(prefix: "").summary == "__summary")
    }

    /// Two forms on one page, one with the default prefix and one with an empty prefix, keep
    /// every id apart.
    @Test func twoFormsOnOnePageKeepTheirIdsApart() {
        let form = Form {
            Section("Account", footer: "Footer") {
                TextField("Email", text: .constant("")).validate(.required).id("email")
                Toggle("News", isOn: .constant(true)).id("a-b")
            }
        }
        var empty = HTMLFormOptions()
        empty.idPrefix = ""
        var hyphenated = HTMLFormOptions()
        hyphenated.idPrefix = "fw-a"
        let pages = [HTMLFormOptions(), empty, hyphenated].map {
            form.html(action: "/", errors: form.validate(), options: $0)
        }
        let ids = pages.flatMap { attributeValues(named: "id", in: $0) }
        #expect(ids.count == 3 * 4)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }
}
