#if canImport(UIKit)
import Formwork
import UIKit

extension FormCell {
    /// Applies `appearance` to a cell the adapter has just configured for `model`. Every field
    /// is set on every configuration — to the appearance's value or to the library's own — so a
    /// reused cell never keeps another row's look.
    func apply(_ appearance: RowAppearance, model: CellModel) {
        if var configuration = contentConfiguration as? UIListContentConfiguration {
            configuration.apply(appearance, text: model.text)
            contentConfiguration = configuration
        }
        if let stacked = self as? StackedControlCell { stacked.apply(appearance, text: model.text) }
        (accessoryView as? UILabel)?.apply(appearance.valueFont, appearance.valueColor, default: (.body, .secondaryLabel))
        tintColor = appearance.tint?.uiColor
        backgroundConfiguration = appearance.background.map { color in
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = color.uiColor
            return background
        }
        if model.accessory != .control {
            switch model.accessory.under(appearance) {
            case .disclosureIndicator: accessoryType = .disclosureIndicator
            case .checkmark: accessoryType = .checkmark
            case .none, .control: accessoryType = .none
            }
        }
    }
}

extension UIListContentConfiguration {
    /// Applies `appearance` to a content configuration the adapter made from `text`: the
    /// secondary text is the value at the trailing edge or the detail under the title.
    @MainActor mutating func apply(_ appearance: RowAppearance, text: CellText) {
        if let font = appearance.titleFont { textProperties.font = font.uiFont }
        if let color = appearance.titleColor, !text.isDimmed { textProperties.color = color.uiColor }
        if let alignment = appearance.titleAlignment { textProperties.alignment = alignment.listAlignment }
        let isValue = text.style == .value
        if let font = isValue ? appearance.valueFont : appearance.detailFont { secondaryTextProperties.font = font.uiFont }
        if let color = isValue ? appearance.valueColor : appearance.detailColor, !text.isDimmed {
            secondaryTextProperties.color = color.uiColor
        }
        if let insets = CellLayout(appearance).margins { directionalLayoutMargins = insets.uiInsets }
        if let errors = secondaryAttributedText, appearance.errorColor != nil || appearance.errorFont != nil {
            secondaryAttributedText = errors.restylingErrors(color: appearance.errorColor, font: appearance.errorFont)
        }
    }
}

extension NSAttributedString {
    /// The same text with the error messages (the runs in the system red) in `color` and
    /// `font`, where given.
    @MainActor func restylingErrors(color: FormColor?, font: FormFont?) -> NSAttributedString {
        let restyled = NSMutableAttributedString(attributedString: self)
        enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: length)) { value, range, _ in
            guard (value as? UIColor) == .systemRed else { return }
            if let color { restyled.addAttribute(.foregroundColor, value: color.uiColor, range: range) }
            if let font { restyled.addAttribute(.font, value: font.uiFont, range: range) }
        }
        return restyled
    }
}

extension StackedControlCell {
    /// Applies `appearance` to the cell's own labels, back to the library's look where it sets
    /// nothing, and sizes the title's column.
    func apply(_ appearance: RowAppearance, text: CellText) {
        let titleColor = text.isDimmed ? nil : appearance.titleColor
        titleLabel.apply(appearance.titleFont, titleColor, default: (.body, text.isDimmed ? .tertiaryLabel : .label))
        titleLabel.textAlignment =
            appearance.titleAlignment?.textAlignment(in: effectiveUserInterfaceLayoutDirection) ?? .natural
        trailingLabel.apply(appearance.valueFont, appearance.valueColor, default: (.body, .secondaryLabel))
        errorLabel.apply(appearance.errorFont, appearance.errorColor, default: (.footnote, .systemRed))
        setTitleColumn(appearance.titleColumnFraction)
        layout = CellLayout(appearance)
        setMargins(layout.margins)
        place(forWidth: bounds.width)
    }

    /// Gives the content `margins`, keeping its own to put back when a reused cell's row sets
    /// none.
    private func setMargins(_ margins: FormInsets?) {
        if let margins {
            if ownMargins == nil { ownMargins = contentView.directionalLayoutMargins }
            contentView.directionalLayoutMargins = margins.uiInsets
        } else if let own = ownMargins {
            contentView.directionalLayoutMargins = own
            ownMargins = nil
        }
    }

    /// The identifier of the constraint that sizes the title's column.
    private static let titleColumn = "Formwork.titleColumn"

    /// Makes the title take `fraction` of the content's width, or its own width for `nil`.
    private func setTitleColumn(_ fraction: Double?) {
        let old = contentView.constraints.first { $0.identifier == Self.titleColumn }
        guard old?.multiplier != fraction.map({ CGFloat($0) }) else { return }
        old?.isActive = false
        guard let fraction else { return }
        let column = titleLabel.widthAnchor.constraint(
            equalTo: contentView.layoutMarginsGuide.widthAnchor, multiplier: CGFloat(fraction))
        // Below required, so the title wraps under its control at the largest text sizes.
        column.priority = .defaultHigh
        column.identifier = Self.titleColumn
        column.isActive = true
    }
}

extension UILabel {
    /// Shows the text in `font` and `color`, each `nil` giving the library's own (`fallback`),
    /// keeping `adjustsFontForContentSizeCategory` on.
    func apply(_ font: FormFont?, _ color: FormColor?, default fallback: (style: UIFont.TextStyle, color: UIColor)) {
        self.font = font?.uiFont ?? .preferredFont(forTextStyle: fallback.style)
        adjustsFontForContentSizeCategory = true
        textColor = color?.uiColor ?? fallback.color
    }
}
#endif
