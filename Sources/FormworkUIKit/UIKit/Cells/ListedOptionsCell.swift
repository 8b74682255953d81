#if canImport(UIKit)
import Formwork
import UIKit

/// A picker or a multiple choice in the inline style: its options listed under its title, each
/// a row with a checkmark when chosen (`UITableViewCell.AccessoryType.checkmark`'s glyph, in the
/// tint colour), writing what tapping it writes (``ListedOption``). The cell is a container:
/// the title reads what is chosen ("Toppings, 2 selected"), then each option its title,
/// "selected" when chosen, as a button.
final class ListedOptionsCell: StackedControlCell {
    override class var kind: CellKind { .listedOptions }
    override var control: UIView? { list }

    private let list: UIStackView = {
        let list = UIStackView()
        list.axis = .vertical
        return list
    }()

    /// One view per option, in order; views past the options shown are hidden, for reuse.
    private var optionViews: [ListedOptionView] = []

    override func show(_ model: CellModel) {
        let options = model.presentation.control.listedOptions
        while optionViews.count < options.count {
            let view = ListedOptionView()
            view.addAction(
                UIAction { [weak self, weak view] _ in
                    guard let self, let edit = view?.option?.tapEdit else { return }
                    self.sendEdit(edit)
                }, for: .touchUpInside)
            list.addArrangedSubview(view)
            optionViews.append(view)
        }
        for (index, view) in optionViews.enumerated() {
            view.isHidden = !options.indices.contains(index)
            guard !view.isHidden else { continue }
            view.show(options[index], isEnabled: !model.presentation.isDisabled)
        }
    }

    override func accessibilityView(for part: AccessibilityElement.Part) -> UIView? {
        switch part {
        case .row: titleLabel
        case .option(let key): optionViews.first { !$0.isHidden && $0.option?.key == key }
        default: nil
        }
    }

    /// The title and each option are elements of their own, with the decision's traits.
    override func configureOwnElement(_ view: UIView, as element: AccessibilityElement) {
        view.isAccessibilityElement = true
        view.accessibilityTraits = element.traits.uiTraits
        if element.value == nil { view.accessibilityValue = nil }
    }
}

/// One option listed in a ``ListedOptionsCell``: its title, and a checkmark at the trailing
/// edge when chosen; tapping it sends `.touchUpInside`.
final class ListedOptionView: UIControl {
    /// The option shown.
    private(set) var option: ListedOption?

    private let titleLabel = StackedControlCell.label(style: .body, color: .label)
    private let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        checkmark.setContentHuggingPriority(.required, for: .horizontal)
        checkmark.isAccessibilityElement = false
        let line = UIStackView(arrangedSubviews: [titleLabel, checkmark])
        line.spacing = ControlPlacement.spacing
        line.alignment = .center
        line.isUserInteractionEnabled = false
        line.translatesAutoresizingMaskIntoConstraints = false
        addSubview(line)
        NSLayoutConstraint.activate([
            line.leadingAnchor.constraint(equalTo: leadingAnchor),
            line.trailingAnchor.constraint(equalTo: trailingAnchor),
            line.topAnchor.constraint(equalTo: topAnchor, constant: 11),
            line.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -11),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows `option`, dimmed and inert unless `isEnabled`.
    func show(_ option: ListedOption, isEnabled: Bool) {
        self.option = option
        titleLabel.text = option.title
        titleLabel.textColor = isEnabled ? .label : .tertiaryLabel
        checkmark.isHidden = !option.isSelected
        checkmark.tintColor = isEnabled ? tintColor : .tertiaryLabel
        self.isEnabled = isEnabled
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemFill : nil }
    }

    /// A double tap chooses the option as a tap does; UIKit calls this on the main thread, which
    /// `MainActor.assumeIsolated` checks.
    override func accessibilityActivate() -> Bool {
        MainActor.assumeIsolated {
            guard isEnabled else { return false }
            sendActions(for: .touchUpInside)
            return true
        }
    }
}
#endif
