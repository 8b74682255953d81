import Foundation

extension ForEach {
    /// Lets the person delete elements, as SwiftUI's `ForEach.onDelete(perform:)` does: swipe to
    /// delete in UIKit, the native `.onDelete` in SwiftUI, a Remove button on a web page.
    ///
    /// ```swift
    /// ForEach($intake.medications) { $medication in
    ///     TextField("Medication", text: $medication.name)
    /// }
    /// .onDelete { offsets in intake.removeMedications(atOffsets: offsets) }
    /// ```
    /// `action` gets the offsets of the elements to delete in the collection the `ForEach` was
    /// given: remove them from your model, and the rebuilt form no longer shows them. It runs
    /// on the main actor, as SwiftUI's does, so it may call a `@MainActor` model; a host called
    /// elsewhere (a server performing a list action) runs it on the main queue and waits. Each
    /// element's rows (for a `ForEach` of sections, its sections) belong to the element, so
    /// only they delete it, and only its own list's action runs (see
    /// ``Form/listElement(at:)``); the outline marks them ` deletable`. `nil` takes the
    /// ability away again, as in SwiftUI.
    @inlinable
    public func onDelete(perform action: (@MainActor @Sendable (IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.actions = ListActions.combining(actions, onDelete: .some(action))
        return copy
    }

    /// Lets the person move elements within the list, as SwiftUI's `ForEach.onMove(perform:)`
    /// does: the reorder control in UIKit's editing mode, the native `.onMove` in SwiftUI, Move
    /// up and Move down buttons on a web page.
    ///
    /// ```swift
    /// ForEach($intake.medications) { $medication in
    ///     TextField("Medication", text: $medication.name)
    /// }
    /// .onMove { offsets, destination in intake.moveMedications(fromOffsets: offsets, toOffset: destination) }
    /// ```
    /// `action` gets what SwiftUI's gets: the offsets of the elements to move, and the offset,
    /// in the collection before the move, of the element they go before (the count for the
    /// end) — what SwiftUI's `move(fromOffsets:toOffset:)` takes; it runs on the main actor,
    /// as `onDelete`'s does. Elements move only within
    /// their own list; the outline marks their rows ` movable`. `nil` takes the ability away.
    @inlinable
    public func onMove(perform action: (@MainActor @Sendable (IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.actions = ListActions.combining(actions, onMove: .some(action))
        return copy
    }
}

extension Repeating {
    /// Lets the person delete the group's elements: ``ForEach/onDelete(perform:)`` on the
    /// `ForEach` it repeats.
    @inlinable
    public func onDelete<ID, Element>(perform action: (@MainActor @Sendable (IndexSet) -> Void)?) -> Repeating
    where Content == ForEach<ID, Element> {
        Repeating(group: group, content: content.onDelete(perform: action))
    }

    /// Lets the person move the group's elements: ``ForEach/onMove(perform:)`` on the
    /// `ForEach` it repeats.
    @inlinable
    public func onMove<ID, Element>(perform action: (@MainActor @Sendable (IndexSet, Int) -> Void)?) -> Repeating
    where Content == ForEach<ID, Element> {
        Repeating(group: group, content: content.onMove(perform: action))
    }
}

extension ForEach {
    /// Lowers each element's content with `lower`, below the element's anchor, as `_lower(into:)`
    /// does, and returns what recording the list needs: its identity, the elements' anchors, and
    /// where the elements start and end in `lowering`.
    @inlinable
    func lowerElements<Lowered>(
        into lowering: inout _Lowering<Lowered>, _ lower: (Content, inout _Lowering<Lowered>) -> Void
    ) -> (id: Identity, anchors: [Identity], start: Int, ends: [Int]) {
        let listID = lowering.identity(of: EditableListPlace.self)
        var anchors: [Identity] = []
        var ends: [Int] = []
        anchors.reserveCapacity(elements.count)
        ends.reserveCapacity(elements.count)
        let start = lowering.elements.count
        for element in elements {
            let anchor = Self.anchor(element.id, in: &lowering)
            anchors.append(anchor)
            lowering.anchored(anchor) { lower(element.content, &$0) }
            ends.append(lowering.elements.count)
        }
        return (listID, anchors, start, ends)
    }
}

extension ForEach where Content: RowContent {
    /// Lowers the elements as ``_lower(into:)-(_Lowering<Node>)`` does, then records the list
    /// and which element each row belongs to, for the section to keep.
    @inlinable
    func lowerEditable(_ actions: ListActions, into rows: inout _Lowering<Node>) {
        let list = lowerElements(into: &rows) { content, rows in content._lower(into: &rows) }
        rows.recordList(id: list.id, actions: actions, elements: list.anchors, rowsFrom: list.start, elementEnds: list.ends)
    }
}

extension ForEach where Content: SectionContent {
    /// Lowers the elements as ``_lower(into:)-(_Lowering<Section>)`` does, then records in each
    /// element's sections the list and the element they are.
    @inlinable
    func lowerEditable(_ actions: ListActions, into sections: inout _Lowering<Section>) {
        let list = lowerElements(into: &sections) { content, sections in content._lower(into: &sections) }
        sections.recordList(
            id: list.id, actions: actions, elements: list.anchors, sectionsFrom: list.start, elementEnds: list.ends)
    }
}

/// The closures of an editable `ForEach`, boxed once: a plain `ForEach` holds `nil`.
@usableFromInline
final class ListActions: Sendable {
    @usableFromInline let onDelete: (@MainActor @Sendable (IndexSet) -> Void)?
    @usableFromInline let onMove: (@MainActor @Sendable (IndexSet, Int) -> Void)?

    @usableFromInline
    init(onDelete: (@MainActor @Sendable (IndexSet) -> Void)?, onMove: (@MainActor @Sendable (IndexSet, Int) -> Void)?) {
        self.onDelete = onDelete
        self.onMove = onMove
    }

    /// `actions` with the closures given replaced (`.some(nil)` removes one); `nil` when
    /// neither is left, so the list lowers as a plain one.
    @usableFromInline
    static func combining(
        _ actions: ListActions?, onDelete: (@MainActor @Sendable (IndexSet) -> Void)?? = nil,
        onMove: (@MainActor @Sendable (IndexSet, Int) -> Void)?? = nil
    ) -> ListActions? {
        let delete = onDelete ?? actions?.onDelete
        let move = onMove ?? actions?.onMove
        guard delete != nil || move != nil else { return nil }
        return ListActions(onDelete: delete, onMove: move)
    }
}

/// The component type of an editable list's structural identity, which outlines print as
/// `ForEach` (`ForEach@1`): no component has it.
@usableFromInline
enum EditableListPlace {}
