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

    /// A localization in `locale`, with `catalogue` asked first.
    public init(locale: Locale? = nil, catalogue: Catalogue? = nil) {
        self.locale = locale
        self.catalogue = catalogue
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
    /// text without values), else Foundation's lookup in the text's bundle, in ``locale`` if set.
    ///
    /// ```swift
    /// FormLocalization(locale: Locale(identifier: "de_DE"), translations: ["Credits": "Mitwirkende"])
    ///     .string(for: "Credits")   // "Mitwirkende"
    /// ```
    public func string(for text: LocalizedText) -> String {
        var resource = text
        if let locale { resource.locale = locale }
        if let catalogue, !FormatString.takesArguments(resource.key),
            let translation = catalogue(resource.key, resource.table, resource.locale),
            !FormatString.takesArguments(translation)
        {
            return translation
        }
        return String(localized: resource)
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
