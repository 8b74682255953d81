import Formwork
import Testing

/// The spellings that keep compile time linear — a `let`, a function or a `@FormBuilder`
/// property per section — build the same identities as one inline `Form { … }`, so they diff
/// the same way. A property that lists several sections is one place in the form, and its
/// sections are identified below it: stable, but not the inline identities.
@Suite struct SpellingTests {
    struct Settings {
        var wifi = true
        var devices = ["Watch", "TV"]
    }

    static func inline(_ settings: Settings) -> Form {
        Form {
            Section("General") {
                Row("About")
                if settings.wifi { Row("Wi-Fi") }
                Row("Storage")
            }
            Section("Devices") { for device in settings.devices { Row(device) } }
            Section("Legal") { Row("Licenses") }
            Section("Debug") { Row("Logs") }
        }
    }

    static func general(_ settings: Settings) -> Section {
        Section("General") {
            Row("About")
            if settings.wifi { Row("Wi-Fi") }
            Row("Storage")
        }
    }

    static func devices(_ settings: Settings) -> Section {
        Section("Devices") { for device in settings.devices { Row(device) } }
    }

    static func lets(_ settings: Settings) -> Form {
        let general = general(settings)
        let devices = devices(settings)
        let legal = Section("Legal") { Row("Licenses") }
        let debug = Section("Debug") { Row("Logs") }
        return Form {
            general; devices; legal; debug
        }
    }

    static func functions(_ settings: Settings) -> Form {
        Form {
            general(settings)
            devices(settings)
            Section("Legal") { Row("Licenses") }
            Section("Debug") { Row("Logs") }
        }
    }

    struct Screen {
        var settings: Settings

        @FormBuilder var general: some SectionContent { SpellingTests.general(settings) }
        @FormBuilder var devices: some SectionContent { SpellingTests.devices(settings) }
        @FormBuilder var extras: some SectionContent {
            Section("Legal") { Row("Licenses") }
            Section("Debug") { Row("Logs") }
        }

        var form: Form {
            Form {
                general; devices; extras
            }
        }
    }

    func identities(_ form: Form) -> [String] {
        form.sections.flatMap { section in ["\(section.id)"] + section.rows.map { "  \($0.id)" } }
    }

    @Test func aLetOrAFunctionPerSectionBuildsTheInlineForm() {
        for settings in [Settings(), Settings(wifi: false, devices: ["TV"])] {
            #expect(Self.lets(settings) == Self.inline(settings))
            #expect(Self.functions(settings) == Self.inline(settings))
        }
    }

    @Test func propertiesOfOneSectionMatchInlineAndGroupsNestTheirSections() {
        #expect(
            identities(Self.inline(Settings())) == [
                "Section@0", "  Row@0", "  Row@1", "  Row@2",
                "Section@1", "  Row@[0]", "  Row@[1]",
                "Section@2", "  Row@_",
                "Section@3", "  Row@_",
            ])
        #expect(
            identities(Screen(settings: Settings()).form) == [
                "Section@0", "  Row@0", "  Row@1", "  Row@2",
                "Section@1", "  Row@[0]", "  Row@[1]",
                "Section@2/0", "  Row@_",
                "Section@2/1", "  Row@_",
            ])
    }

    @Test func everySpellingDiffsATogglesRowAsOneInsert() {
        let on = Settings(), off = Settings(wifi: false)
        let expected = FormChangeset(rows: RowChanges(inserted: [RowPath(section: 0, row: 1)]))
        #expect(Self.inline(on).changes(from: Self.inline(off)) == expected)
        #expect(Self.lets(on).changes(from: Self.lets(off)) == expected)
        #expect(Self.functions(on).changes(from: Self.functions(off)) == expected)
        #expect(Screen(settings: on).form.changes(from: Screen(settings: off).form) == expected)
    }
}
