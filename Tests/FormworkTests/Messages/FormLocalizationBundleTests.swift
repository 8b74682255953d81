import Formwork
import Foundation
import Testing

/// A localization names the bundle literal texts are looked up in on Apple platforms (a form
/// kept in a Swift package, `.module`); on Linux it is kept, and only the catalogue translates.
struct FormLocalizationBundleTests {
    static let package = Bundle(url: FileManager.default.temporaryDirectory)!

    @Test func aLocalizationLooksTextsUpInTheAppsBundleUnlessItNamesOne() {
        #expect(FormLocalization().bundle == nil)
        #expect(FormLocalization(bundle: Self.package).bundle?.bundleURL == Self.package.bundleURL)
    }

    @Test func namingTheBundleKeepsTheCallersLocaleAndCatalogue() {
        let german = FormLocalization(locale: Locale(identifier: "de_DE"), translations: ["About": "Info"])
        let inPackage = german.whileCurrent {
            var localization = FormLocalization.current
            localization.bundle = Self.package
            return localization
        }
        #expect(inPackage.bundle?.bundleURL == Self.package.bundleURL)
        #expect(inPackage.locale == Locale(identifier: "de_DE"))
        #expect(inPackage.whileCurrent { Form { Section("About") {} }.sections[0].headerText } == "Info")
        #expect(inPackage.string(for: "Credits") == "Credits")
    }

    @Test func forgettingTheBundleLooksTextsUpInTheAppsAgain() {
        var localization = FormLocalization(bundle: Self.package)
        localization.bundle = nil
        #expect(localization.bundle == nil)
    }
}
