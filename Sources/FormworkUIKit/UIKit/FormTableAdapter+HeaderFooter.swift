#if canImport(UIKit)
import Formwork
import UIKit

extension FormTableAdapter {
    /// The view of a section's header (or footer): for a component whose
    /// `MainActorRenderable.MainActorView` is a `UITableViewHeaderFooterView` subclass, a reused
    /// view of that class, registered the first time it is needed, which the component
    /// configures (constrain its content to the `contentView`'s margins: the table sizes it
    /// with Auto Layout); else the system view showing its text, read as a heading for a header.
    /// Every section has one, empty for none, so one that gains a header is redrawn in place.
    func sectionView(_ index: Int, isHeader: Bool, in tableView: UITableView) -> UIView? {
        let section = state.shown.sections[index]
        let kind = (isHeader ? section.header : section.footer).map {
            HeaderFooterKind($0, isHeaderFooterClass: Self.isHeaderFooterClass)
        }
        let identifier = (kind ?? .text).reuseIdentifier
        if case .custom(let viewClass) = kind, look.registeredHeaderFooters.insert(identifier).inserted {
            tableView.register(viewClass.type as? AnyClass, forHeaderFooterViewReuseIdentifier: identifier)
        }
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
        if let view { show(section, isHeader: isHeader, in: view) }
        return view
    }

    /// Shows `section`'s header (or footer) in `view`: its component configures a view of its
    /// own class; any other view shows its text, in its appearance.
    func show(_ section: Section, isHeader: Bool, in view: UITableViewHeaderFooterView) {
        let component = isHeader ? section.header : section.footer
        if let component,
            case .custom(let viewClass) = HeaderFooterKind(component, isHeaderFooterClass: Self.isHeaderFooterClass),
            type(of: view) == viewClass.type
        {
            component.render(onMainActorIn: view)
            return
        }
        view.show(isHeader ? section.accessibilityHeader : section.accessibilityFooter, isHeader: isHeader)
        let appearance = isHeader ? look.appearance.header(of: section) : look.appearance.footer(of: section)
        if let appearance, var configuration = view.contentConfiguration as? UIListContentConfiguration {
            if let font = appearance.titleFont { configuration.textProperties.font = font.uiFont }
            if let color = appearance.titleColor { configuration.textProperties.color = color.uiColor }
            if let alignment = appearance.titleAlignment { configuration.textProperties.alignment = alignment.listAlignment }
            if let insets = appearance.insets { configuration.directionalLayoutMargins = insets.uiInsets }
            view.contentConfiguration = configuration
        }
    }

    /// Whether `type` is a header or footer view class: a component with such a
    /// `MainActorView` gets a view of its own.
    static func isHeaderFooterClass(_ type: Any.Type) -> Bool {
        type is UITableViewHeaderFooterView.Type
    }
}
#endif
