#if canImport(UIKit)
import Formwork
import UIKit

/// A cell that lays out its own title, control and errors: the control beside the title, or
/// under it where ``ControlPlacement`` says so (at the accessibility text sizes, or when the
/// title would wrap beside it), chosen when the cell is configured and when UIKit measures it
/// for a width — never in `layoutSubviews`, after the measuring. A slider, a text editor and
/// options listed in the form are always under their title. Every label follows Dynamic Type;
/// the cell sizes itself.
class StackedControlCell: FormCell {
    /// The control; subclasses provide it.
    var control: UIView? { nil }
    /// Whether the control takes the whole width under its title (a text field, segments)
    /// rather than its own width.
    var controlFillsWidth: Bool { false }
    /// A text at the trailing end of the title's line (a slider's value); subclasses set it.
    let trailingLabel = StackedControlCell.label(style: .body, color: .secondaryLabel)
    /// The title.
    let titleLabel = StackedControlCell.label(style: .body, color: .label)

    /// The row's error messages.
    let errorLabel = StackedControlCell.label(style: .footnote, color: .systemRed)
    private lazy var line = UIStackView(arrangedSubviews: [titleLabel, trailingLabel])
    private lazy var column = UIStackView(arrangedSubviews: [line, errorLabel])
    /// The row's image, before the title and its control; hidden for none.
    private let iconView = UIImageView()
    private lazy var imageAndColumn = UIStackView(arrangedSubviews: [iconView, column])
    /// The control the row shows, for placing it.
    private var shown: RowControl?
    /// Whether the control is on the title's line (placed beside or under the title), rather
    /// than always under it.
    private var isInLine = false
    /// The margins and title font the row's appearance gives (``CellLayout``).
    var layout = CellLayout(RowAppearance())
    /// The content's own margins, kept while the appearance's replace them; `nil` otherwise.
    var ownMargins: NSDirectionalEdgeInsets?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // Below required, so a long title wraps (its label has no line limit) at the largest
        // text sizes instead of pushing the control out of the cell.
        titleLabel.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        trailingLabel.setContentHuggingPriority(.required, for: .horizontal)
        if let control {
            switch Self.kind {
            case .slider, .textEditor, .listedOptions, .wheelPicker:
                column.insertArrangedSubview(control, at: 1)
            default:
                line.insertArrangedSubview(control, at: 1)
                isInLine = true
            }
        }
        line.spacing = ControlPlacement.spacing
        column.axis = .vertical
        column.spacing = 6
        iconView.contentMode = .center
        iconView.isAccessibilityElement = false
        iconView.isHidden = true
        iconView.setContentHuggingPriority(.required, for: .horizontal)
        imageAndColumn.spacing = 12
        imageAndColumn.alignment = .center
        imageAndColumn.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageAndColumn)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            imageAndColumn.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            imageAndColumn.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            imageAndColumn.topAnchor.constraint(equalTo: margins.topAnchor),
            imageAndColumn.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            iconView.widthAnchor.constraint(greaterThanOrEqualToConstant: CellImage.side),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows the title and errors, then the control's state through `show`, then places the
    /// control for the cell's width and the person's text size.
    override func configure(_ model: CellModel) {
        titleLabel.text = model.text.text
        titleLabel.textColor = model.text.isDimmed ? .tertiaryLabel : .label
        errorLabel.text = model.text.errorText
        errorLabel.isHidden = model.text.errorText == nil
        trailingLabel.isHidden = trailingLabel.text == nil
        iconView.image = model.image?.uiImage(provider: imageProvider)
        iconView.isHidden = iconView.image == nil
        show(model)
        if let control {
            (control as? UIControl)?.isEnabled = !model.presentation.isDisabled
        }
        shown = model.presentation.control
        place(forWidth: bounds.width)
        super.configure(model)
    }

    /// Shows the row's control state; subclasses override.
    func show(_ model: CellModel) {}

    /// Places the control for the width UIKit measures the cell at.
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        place(forWidth: targetSize.width)
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }

    /// Puts the control beside its title or under it, as ``CellLayout`` decides for a cell
    /// `width` points wide at the person's text size, measuring the title in the row's title
    /// font at that size and the control on one line, in the width the row's margins leave.
    func place(forWidth width: CGFloat) {
        guard isInLine, let control, let shown else { return }
        let traits = UITraitCollection(preferredContentSizeCategory: textSize)
        let own = ownMargins ?? contentView.directionalLayoutMargins
        let placement = layout.placement(
            of: shown, title: titleLabel.text ?? "", textSize: TextSize(textSize),
            controlWidth: control.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width,
            imageWidth: imageWidth, cellWidth: width,
            ownMargins: FormInsets(top: own.top, leading: own.leading, bottom: own.bottom, trailing: own.trailing)
        ) { title, font in
            (title as NSString).size(withAttributes: [.font: font.uiFont(compatibleWith: traits)]).width.rounded(.up)
        }
        let axis: NSLayoutConstraint.Axis = placement == .beside ? .horizontal : .vertical
        let alignment: UIStackView.Alignment =
            placement == .beside ? (controlFillsWidth ? .firstBaseline : .center) : (controlFillsWidth ? .fill : .leading)
        if line.axis != axis { line.axis = axis }
        if line.alignment != alignment { line.alignment = alignment }
        // Beside its title a text field takes the room the title leaves; any other control
        // keeps its own size and the title takes the rest.
        titleLabel.setContentHuggingPriority(controlFillsWidth ? .defaultHigh : .defaultLow, for: .horizontal)
        control.setContentHuggingPriority(controlFillsWidth ? .defaultLow : .required, for: .horizontal)
    }

    /// The width the row's image and the space after it take from the title's line.
    private var imageWidth: CGFloat {
        iconView.isHidden ? 0 : max(CellImage.side, iconView.intrinsicContentSize.width) + imageAndColumn.spacing
    }

    static func label(style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textColor = color
        label.isAccessibilityElement = false
        return label
    }
}

extension TextSize {
    /// The size UIKit's `category` names; the default, large, for one UIKit adds later.
    init(_ category: UIContentSizeCategory) {
        switch category {
        case .extraSmall: self = .extraSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .extraLarge: self = .extraLarge
        case .extraExtraLarge: self = .extraExtraLarge
        case .extraExtraExtraLarge: self = .extraExtraExtraLarge
        case .accessibilityMedium: self = .accessibilityMedium
        case .accessibilityLarge: self = .accessibilityLarge
        case .accessibilityExtraLarge: self = .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: self = .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: self = .accessibilityExtraExtraExtraLarge
        default: self = category.isAccessibilityCategory ? .accessibilityMedium : .large
        }
    }
}
#endif
