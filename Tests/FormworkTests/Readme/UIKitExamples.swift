// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
// FormworkUIKit's DocC examples and the core's UITableView example (Diffing and Tables),
// verbatim: compiled on Apple platforms, and type-checked for iOS on Linux
// (`ios-typecheck SDK --module ReadmeExamples Tests/FormworkTests/Readme/UIKitExamples.swift`).
// The star rating is compiled everywhere: the article "Custom Inputs" tests it on Linux
// (CustomInputExamples.swift), and its UIKit cell below is type-checked for iOS with it.
import Formwork

/// Eureka's community rating row, ported: 0 to 5 stars, a custom input that every host shows as
/// its own (the article's example).
struct StarRating: CustomInput {
    var title: String
    var stars: Int
    var binding: Binding<Int>
    var rules: [ValidationRule<Int>] = []

    init(_ title: String, stars: Binding<Int>) {
        self.title = title
        self.stars = stars.wrappedValue
        binding = stars
    }

    // What outlines show, and every host that has no view of its own for it.
    func render(in cell: Cell) {
        cell.title = title
        cell.value = String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
    }

    // VoiceOver: "Rating, 3 of 5 stars, adjustable"; swiping up and down writes a star more or less.
    var accessibility: InputAccessibility {
        InputAccessibility(
            value: "\(stars) of 5 stars", role: .adjustable,
            increment: stars < 5 ? .int(stars + 1) : nil, decrement: stars > 0 ? .int(stars - 1) : nil)
    }

    // Anything else is refused, with a clear error, wherever it comes from.
    func value(from formValue: FormValue) throws(ConversionFailure) -> Int {
        try Self.checked(Int(formValue: formValue))
    }

    func value(fromRaw raw: String) throws(ConversionFailure) -> Int {
        try Self.checked(Int(rawFormValue: raw))
    }

    static func checked(_ stars: Int) throws(ConversionFailure) -> Int {
        guard (0...5).contains(stars) else { throw ConversionFailure(.outOfRange, .rangeBetween(lower: "0", upper: "5")) }
        return stars
    }

    static func == (lhs: StarRating, rhs: StarRating) -> Bool {
        lhs.title == rhs.title && lhs.stars == rhs.stars && lhs.rules.count == rhs.rules.count
    }
}

#if canImport(UIKit)
import FormworkUIKit
import UIKit

struct WiFi: Sendable {
    var isOn = true
    var network = "Home"
}

@MainActor
func wifiSettings(_ wifi: FormModel<WiFi>) -> FormViewController {
    FormViewController {
        Form {
            Section("Wi-Fi") {
                Toggle("Wi-Fi", isOn: wifi.binding(\.isOn))
                if wifi.value.isOn { Row("Network", detail: wifi.value.network) }
            }
        }
    }
}

struct Account: Sendable {
    var email = ""
    var newsletter = false
}

func accountForm(_ account: FormModel<Account>) -> Form {
    Form {
        Section("Account") {
            TextField("Email", text: account.binding(\.email), prompt: "you@example.com")
                .keyboardType(.emailAddress).validate(.required, .email).id("email")
            Toggle("Newsletter", isOn: account.binding(\.newsletter)).id("newsletter")
        }
    }
}

final class AccountViewController: UIViewController {
    private let account = FormModel(Account())
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private lazy var adapter = FormTableAdapter(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        adapter.onChange = { [unowned self] in adapter.setForm(accountForm(account)) }
        adapter.setForm(accountForm(account), animated: false)
    }

    func save() {
        let errors = adapter.form.validate()
        adapter.showErrors(errors)
        guard errors.isEmpty else { return }
        // … store account.value
    }
}

final class BadgeCell: UITableViewCell {}

struct Badge: MainActorRenderable, Equatable {
    var text: String

    func render(in cell: Cell) {
        cell.title = text
    }

    @MainActor func render(onMainActorIn cell: BadgeCell) {
        var content = UIListContentConfiguration.cell()
        content.text = text
        content.image = UIImage(systemName: "star.fill")
        cell.contentConfiguration = content
    }
}

final class StarRatingCell: InputCell<StarRating> {
    private let title = UILabel()
    private let stars = UISegmentedControl(items: ["0", "1", "2", "3", "4", "5"])
    private let errorLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [title, stars, errorLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        stars.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.context?.setValue(self.stars.selectedSegmentIndex)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { nil }

    override func show(_ rating: StarRating, in context: InputCellContext<StarRating>) {
        title.text = rating.title
        stars.selectedSegmentIndex = rating.stars
        stars.isEnabled = !context.isDisabled
        errorLabel.text = context.errorText
        errorLabel.isHidden = context.errorText == nil
    }
}

@MainActor
func showRating(_ stars: Binding<Int>, in tableView: UITableView) -> FormTableAdapter {
    let adapter = FormTableAdapter(tableView: tableView)
    adapter.register(StarRatingCell.self, for: StarRating.self)
    let form = { Form { Section { StarRating("Rating", stars: stars).id("rating") } } }
    adapter.onChange = { adapter.setForm(form()) }
    adapter.setForm(form())
    return adapter
}

extension UITableView {
    /// Animates `changes`, then reloads the rows that moved and changed.
    func apply(_ changes: FormChangeset) {
        performBatchUpdates {
            self.deleteSections(IndexSet(changes.sections.deleted), with: .fade)
            self.insertSections(IndexSet(changes.sections.inserted), with: .fade)
            for move in changes.sections.moved { self.moveSection(move.from, toSection: move.to) }
            self.deleteRows(at: changes.rows.deleted.map(\.indexPath), with: .fade)
            self.insertRows(at: changes.rows.inserted.map(\.indexPath), with: .fade)
            for move in changes.rows.moved { self.moveRow(at: move.from.indexPath, to: move.to.indexPath) }
            self.reloadRows(at: changes.rows.updated.map(\.indexPath), with: .none)
        }
        reloadRows(at: changes.rows.movedAndUpdated.map(\.indexPath), with: .none)
    }
}

@MainActor
func styleCells(_ adapter: FormTableAdapter) {
    adapter.updateCells(of: Toggle.self) { cell, _ in cell.backgroundColor = .secondarySystemBackground }
    adapter.updateCell(ofRowWith: "reset") { cell, _ in cell.textLabel?.textColor = .systemRed }
}
#endif
