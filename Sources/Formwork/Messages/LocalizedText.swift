import Foundation

#if canImport(Darwin)
/// A text a form shows — a title, a section's header or footer, a prompt, an option's or a
/// button's title — looked up in the app's language when the form is built: on Apple platforms,
/// Foundation's `LocalizedStringResource`, which Xcode's string extraction finds.
///
/// A string literal passed where a component takes a title is a `LocalizedText`, as a literal
/// passed to SwiftUI's `Text` is a `LocalizedStringKey`; a `String` variable stays verbatim:
///
/// ```swift
/// Row("Credits")                    // looked up: "Credits" is the key
/// Button("Remove \(guest.name)") {} // looked up: "Remove %@" is the key
/// Row(guest.name)                   // verbatim: a String is shown as it is
/// ```
/// See ``FormLocalization`` for where the translations come from.
public typealias LocalizedText = LocalizedStringResource

extension LocalizedStringResource {
    /// A text shown as it is, never looked up: the value is the only argument of a key no
    /// catalogue translates (`%@`).
    ///
    /// ```swift
    /// TextField("Name", text: $profile.name, prompt: LocalizedText(verbatim: example))
    /// ```
    public init(verbatim text: String) {
        self.init("\(text)")
    }
}
#else
/// A text a form shows — a title, a section's header or footer, a prompt, an option's or a
/// button's title — looked up in the app's language when the form is built.
///
/// A string literal passed where a component takes a title is a `LocalizedText`, as a literal
/// passed to SwiftUI's `Text` is a `LocalizedStringKey`; a `String` variable stays verbatim:
///
/// ```swift
/// Row("Credits")                    // looked up: "Credits" is the key
/// Button("Remove \(guest.name)") {} // looked up: "Remove %@" is the key
/// Row(guest.name)                   // verbatim: a String is shown as it is
/// ```
/// On Apple platforms it is Foundation's `LocalizedStringResource`, which Xcode's string
/// extraction finds; elsewhere (Linux) it is this stand-in, with the same spelling and the same
/// keys: an interpolation's place in the key is a format specifier (`%@` for text and formatted
/// values, `%lld` for integers, `%lf` for a `Double`), and a `%` written in an interpolated
/// literal is `%%`. See ``FormLocalization`` for where the translations come from.
public struct LocalizedText: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key the text is looked up by: the literal, its interpolations as format specifiers.
    public var key: String
    /// The table (strings file or catalogue) the key is in; `nil` for the default one.
    public var table: String?
    /// The interpolated values, in order.
    var arguments: [FormatArgument]
    /// Whether the text is shown as it is, never looked up.
    var isVerbatim = false

    /// A text whose key is the literal.
    public init(stringLiteral value: String) {
        key = value
        arguments = []
    }

    /// A text whose key is the literal with its interpolations as format specifiers.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// The same text looked up in `table`, as Foundation's `LocalizedStringResource(_:table:)`;
    /// `comment` is for translators and is not kept.
    ///
    /// ```swift
    /// Section(LocalizedText("About", table: "Settings")) { Row("Credits") }
    /// ```
    public init(_ keyAndValue: LocalizedText, table: String? = nil, comment: StaticString? = nil) {
        self = keyAndValue
        self.table = table
    }

    /// A text shown as it is, never looked up.
    ///
    /// ```swift
    /// TextField("Name", text: $profile.name, prompt: LocalizedText(verbatim: example))
    /// ```
    public init(verbatim text: String) {
        key = text
        arguments = []
        isVerbatim = true
    }

    /// The text in its own words (the key with its values), untranslated, in the current locale.
    public var description: String { FormLocalization().string(for: self) }
}
#endif
