import Foundation

/// Where a form's texts come from when it is built: the language its titles are looked up in,
/// the catalogue that translates them, and the locale its values are formatted in.
///
/// A component looks its ``LocalizedText`` titles up when it is made, in ``current``, and keeps
/// plain `String`s: the form holds the words of the language it was built in, and identities,
/// values keys and HTML field names never depend on them. Bind a localization for the build, as
/// ``FormMessages/taskLocal`` is bound for messages — a server per request, a test per language:
///
/// ```swift
/// let german = FormLocalization(locale: Locale(identifier: "de_DE"), translations: [
///     "About": "Über", "Credits": "Mitwirkende",
/// ])
/// let form = german.whileCurrent { aboutForm() }
/// ```
/// With no catalogue, a text is looked up where its platform looks it up: on Apple platforms in
/// the app's bundle (`String(localized:)`, the String Catalog Xcode fills), in ``locale`` if set,
/// else the app's language; on Linux nowhere, so it shows its key with its values. A
/// ``catalogue`` is asked first on every platform; on Apple platforms Foundation keeps a text's
/// interpolated values to itself, so a translation there is used only for a text without values
/// (and only if it has no specifiers), and an interpolated text falls back to the bundle.
///
/// A form kept in a Swift package names the package's bundle, where its String Catalog is
/// (Foundation looks a literal up in the app's, `Bundle.main`, by default):
///
/// ```swift
/// var localization = FormLocalization.current   // the caller's locale and catalogue, kept
/// localization.bundle = .module
/// let form = localization.whileCurrent { settingsForm() }
/// ```
public struct FormLocalization: Sendable {
    /// The translation of `key` in `table` (`nil`: the default table) for `locale`: a format in
    /// which `%@`, `%lld`, `%lf` (or `%1$@`, `%2$@`… to reorder them) stand for the text's values;
    /// `nil` to fall back to the platform's lookup.
    public typealias Catalogue = @Sendable (_ key: String, _ table: String?, _ locale: Locale) -> String?

    /// The locale texts are looked up in and values formatted in (a ``Slider``'s or ``Stepper``'s
    /// `format:`, an interpolated format style); `nil` for each text's and style's own (the
    /// app's language and the current locale).
    public var locale: Locale?
    /// The app's translations, asked first; `nil` for none.
    public var catalogue: Catalogue?
    /// Where ``bundle`` is: a URL, as Foundation's `LocalizedStringResource.BundleDescription`
    /// names a bundle, since a `Bundle` is not `Sendable` on every SDK.
    private var bundleURL: URL?

    /// The bundle whose String Catalog (or strings files) a literal text is looked up in on Apple
    /// platforms, instead of the app's (`Bundle.main`, Foundation's default): `.module` for a
    /// form kept in a Swift package; `nil` for the app's. A text that names a bundle of its own
    /// keeps it. Linux has no bundle lookup: there it is kept, and only ``catalogue`` translates.
    public var bundle: Bundle? {
        get { bundleURL.flatMap(Bundle.init(url:)) }
        set { bundleURL = newValue?.bundleURL }
    }

    /// A localization in `locale`, looking literal texts up in `bundle` (`nil`: the app's), with
    /// `catalogue` asked first.
    ///
    /// ```swift
    /// FormLocalization(bundle: .module)   // a form kept in a Swift package
    /// ```
    public init(locale: Locale? = nil, bundle: Bundle? = nil, catalogue: Catalogue? = nil) {
        self.locale = locale
        self.catalogue = catalogue
        bundleURL = bundle?.bundleURL
    }

    /// A localization in `locale` whose catalogue is `translations`, by key, in every table.
    ///
    /// ```swift
    /// FormLocalization(locale: Locale(identifier: "de_DE"), translations: ["Remove %@": "%@ entfernen"])
    /// ```
    public init(locale: Locale, translations: [String: String]) {
        self.init(locale: locale) { key, _, _ in translations[key] }
    }

    /// The localization every component uses when it is made: none (the platform's lookup, in
    /// the app's language), unless ``taskLocal`` is bound for the task that builds the form.
    public static var current: FormLocalization { taskLocal.get() }

    // Declared, not `@TaskLocal`, as `FormMessages.taskLocal` is.
    /// What holds ``current`` for each task: bind it for a request's language, or around a build.
    ///
    /// ```swift
    /// try await FormLocalization.taskLocal.withValue(german) {
    ///     try await handle(request)   // every form built in it is German
    /// }
    /// ```
    public static let taskLocal = TaskLocal(wrappedValue: FormLocalization())

    /// Runs `body` with this localization as ``current``: every form built in it takes its texts
    /// from it.
    public func whileCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try FormLocalization.taskLocal.withValue(self, operation: body)
    }

    /// `value` as `style` writes it, in ``locale`` if set, else in the style's own.
    ///
    /// ```swift
    /// FormLocalization(locale: Locale(identifier: "de_DE")).format(38.5, with: .number)   // "38,5"
    /// ```
    public func format<Style: FormatStyle>(_ value: Style.FormatInput, with style: Style) -> String
    where Style.FormatOutput == String {
        (locale.map(style.locale) ?? style).format(value)
    }
}

#if canImport(Darwin)
extension FormLocalization {
    /// The words of `text`: the catalogue's translation if it has one without specifiers (for a
    /// text without values), else Foundation's lookup in ``bundle`` (or the text's own, if it
    /// names one), in ``locale`` if set.
    ///
    /// ```swift
    /// FormLocalization(locale: Locale(identifier: "de_DE"), translations: ["Credits": "Mitwirkende"])
    ///     .string(for: "Credits")   // "Mitwirkende"
    /// ```
    public func string(for text: LocalizedText) -> String {
        var resource = text
        if let locale { resource.locale = locale }
        if let bundleURL { resource = resource.inBundle(at: bundleURL) }
        if let catalogue, !FormatString.takesArguments(resource.key),
            let translation = catalogue(resource.key, resource.table, resource.locale),
            !FormatString.takesArguments(translation)
        {
            return translation
        }
        return String(localized: resource)
    }
}

extension LocalizedStringResource {
    /// The same text looked up in the bundle at `url`, unless it names a bundle of its own (a
    /// literal's is `.main`, Foundation's default) or has a key other than its literal's (made
    /// with `init(_:defaultValue:…)`, which only it can name).
    fileprivate func inBundle(at url: URL) -> LocalizedStringResource {
        guard case .main = bundle else { return self }
        let moved = LocalizedStringResource(defaultValue, table: table, locale: locale, bundle: .atURL(url))
        return moved.key == key ? moved : self
    }
}
#else
extension FormLocalization {
    /// The words of `text`: the catalogue's translation with the text's values in place, or, if
    /// there is none (or it names a value the text does not have), the key with its values.
    ///
    /// ```swift
    /// FormLocalization(locale: Locale(identifier: "de_DE"), translations: ["Credits": "Mitwirkende"])
    ///     .string(for: "Credits")   // "Mitwirkende"
    /// ```
    public func string(for text: LocalizedText) -> String {
        if text.isVerbatim || (catalogue == nil && text.arguments.isEmpty) { return text.key }
        let locale = locale ?? .current
        if let translation = catalogue?(text.key, text.table, locale) {
            if text.arguments.isEmpty { return translation }
            if let filled = FormatString.substituting(text.arguments, into: translation, locale: locale) { return filled }
        }
        guard !text.arguments.isEmpty else { return text.key }
        return FormatString.substituting(text.arguments, into: text.key, locale: locale) ?? text.key
    }
}
#endif
