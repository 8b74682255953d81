// swift-format-ignore-file
// Formatted as README.md and the DocC articles show it: ReadmeTests finds their blocks here line for line.
// FormworkUIKit's DocC examples and the core's UITableView example (Diffing and Tables),
// verbatim: compiled on Apple platforms, and type-checked for iOS on Linux
// (`ios-typecheck SDK --module ReadmeExamples Tests/FormworkTests/Readme/UIKitExamples.swift`).
#if canImport(UIKit)
import Formwork
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
