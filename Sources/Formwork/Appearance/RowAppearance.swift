/// How a row, or a section's header or footer, looks: what apps change about the rows a host
/// draws, each field `nil` to keep the host's own look (the system's, or in SwiftUI the
/// environment's `.font`, `.foregroundStyle` and `.tint`).
///
/// ```swift
/// Row("Version", detail: "17.2").appearance(RowAppearance(titleFont: .headline, detailColor: .gray))
/// Section("Account") { … }.appearance(rows: RowAppearance(tint: .orange))
/// ```
/// A form-wide one is the host's (``FormAppearance``); a section's and a row's are kept with
/// the rows, so a changed appearance is an updated row. Where several set a field, the
/// innermost wins — the row's, then its group's, then its section's, then the form's — field
/// by field (``over(_:)``).
public struct RowAppearance: Sendable, Hashable {
    /// Where a row's title sits across its title column.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// At the leading edge, as the system aligns it.
        case leading
        /// Centred.
        case center
        /// At the trailing edge.
        case trailing
    }

    /// The title's font; for a header or footer, its text's.
    public var titleFont: FormFont?
    /// The font of the text under the title, or of a header's or footer's details.
    public var detailFont: FormFont?
    /// The font of the text at the trailing edge: a detail, a value, a chosen option.
    public var valueFont: FormFont?
    /// The font of the row's error messages.
    public var errorFont: FormFont?
    /// The title's colour; for a header or footer, its text's.
    public var titleColor: FormColor?
    /// The colour of the text under the title.
    public var detailColor: FormColor?
    /// The colour of the text at the trailing edge.
    public var valueColor: FormColor?
    /// The colour of the row's error messages; the system red unless set.
    public var errorColor: FormColor?
    /// The tint of the row's controls and of a button's title.
    public var tint: FormColor?
    /// The row's background.
    public var background: FormColor?
    /// Where the title sits in its column.
    public var titleAlignment: Alignment?
    /// The share of the row's width the title takes when its control is beside it (0.1–0.9,
    /// see ``titleColumnFraction``), as Eureka's `titlePercentage`; `nil` for the title's own
    /// width.
    public var titleWidth: Double?
    /// The space around the row's content, or around a header's or footer's text.
    public var insets: FormInsets?
    /// The sign at the trailing edge of a row with no control there (``accessory(over:)``).
    public var accessory: Cell.Accessory?

    /// An appearance setting the fields given; every other field keeps the host's look.
    public init(
        titleFont: FormFont? = nil, detailFont: FormFont? = nil, valueFont: FormFont? = nil, errorFont: FormFont? = nil,
        titleColor: FormColor? = nil, detailColor: FormColor? = nil, valueColor: FormColor? = nil,
        errorColor: FormColor? = nil, tint: FormColor? = nil, background: FormColor? = nil,
        titleAlignment: Alignment? = nil, titleWidth: Double? = nil, insets: FormInsets? = nil,
        accessory: Cell.Accessory? = nil
    ) {
        self.titleFont = titleFont
        self.detailFont = detailFont
        self.valueFont = valueFont
        self.errorFont = errorFont
        self.titleColor = titleColor
        self.detailColor = detailColor
        self.valueColor = valueColor
        self.errorColor = errorColor
        self.tint = tint
        self.background = background
        self.titleAlignment = titleAlignment
        self.titleWidth = titleWidth
        self.insets = insets
        self.accessory = accessory
    }

    /// This appearance where it sets a field, else `outer`'s: the innermost wins, field by field.
    public func over(_ outer: RowAppearance) -> RowAppearance {
        RowAppearance(
            titleFont: titleFont ?? outer.titleFont, detailFont: detailFont ?? outer.detailFont,
            valueFont: valueFont ?? outer.valueFont, errorFont: errorFont ?? outer.errorFont,
            titleColor: titleColor ?? outer.titleColor, detailColor: detailColor ?? outer.detailColor,
            valueColor: valueColor ?? outer.valueColor, errorColor: errorColor ?? outer.errorColor,
            tint: tint ?? outer.tint, background: background ?? outer.background,
            titleAlignment: titleAlignment ?? outer.titleAlignment, titleWidth: titleWidth ?? outer.titleWidth,
            insets: insets ?? outer.insets, accessory: accessory ?? outer.accessory)
    }

    /// The share of the row's width its title column takes: ``titleWidth`` within 0.1–0.9 (a
    /// value outside is clamped, so neither the title nor the control vanishes); `nil` when
    /// unset or not a number.
    public var titleColumnFraction: Double? {
        guard let titleWidth, titleWidth.isFinite else { return nil }
        return min(max(titleWidth, 0.1), 0.9)
    }

    /// The accessory a row shows at its trailing edge: this appearance's where it sets one and
    /// the row has no control there, else the row's own (`own`; `nil` for a row whose control
    /// takes the trailing edge — a switch, a stepper — which keeps it).
    public func accessory(over own: Cell.Accessory?) -> Cell.Accessory? {
        guard let own else { return nil }
        return accessory ?? own
    }
}

/// Space around content, in points, by edge: leading and trailing follow the reading
/// direction.
public struct FormInsets: Sendable, Hashable {
    /// Above.
    public var top: Double
    /// Before, in the reading direction.
    public var leading: Double
    /// Below.
    public var bottom: Double
    /// After, in the reading direction.
    public var trailing: Double

    /// Insets by edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same space on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }
}
