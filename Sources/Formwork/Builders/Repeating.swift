/// A ``ForEach`` marked as a repeated group ("add another guest"): what
/// ``ForEach/repeating(_:)`` returns.
///
/// The group anchors its elements' identities below a name of its own, so a row's values key
/// says which group and which element it belongs to (`guests/7F3A…/name`), and
/// ``Form/repeatedGroups`` lists the ids of the elements the form shows, in order. A web page
/// carries that list, so the app restores the collection from what the page showed before
/// it fills the fields (FormworkHTML's `FormSubmission.repeatedIDs(named:)`).
///
/// ```swift
/// ForEach($party.guests) { $guest in
///     Section("Guest") { TextField("Name", text: $guest.name).id("name") }
/// }
/// .repeating("guests")
/// ```
public struct Repeating<Content> {
    /// The group's name, within the enclosing scope.
    public var name: String
    /// The `ForEach` whose elements the group repeats.
    public var content: Content

    /// Marks `content` as the repeated group `name`.
    @inlinable
    init(name: String, content: Content) {
        self.name = name
        self.content = content
    }
}

extension Repeating: RowContent where Content: RowContent {
    /// Lowers the elements' rows below the group's anchor.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.anchored(explicit: .explicit(of: RepeatedGroup(name))) { content._lower(into: &$0) }
    }
}

extension Repeating: SectionContent where Content: SectionContent {
    /// Lowers the elements' sections below the group's anchor.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.anchored(explicit: .explicit(of: RepeatedGroup(name))) { content._lower(into: &$0) }
    }
}

extension Repeating: Sendable where Content: Sendable {}

extension ForEach {
    /// Marks these elements as one repeated group named `name`: a list the person adds to,
    /// removes from and reorders, whose element ids a web page carries back.
    ///
    /// ```swift
    /// ForEach($party.guests) { $guest in
    ///     Section("Guest") { TextField("Name", text: $guest.name).id("name") }
    /// }
    /// .repeating("guests")
    /// ```
    /// The name anchors the elements like `.id(_:)` on a group: each element's rows are named
    /// within the element, and the element within the group (`guests/<id>/name`), so values
    /// follow their element's id, never its position. Element ids given as ``Identity`` are
    /// kept exactly as given, outside the group.
    @inlinable
    public func repeating(_ name: String) -> Repeating<Self> {
        Repeating(name: name, content: self)
    }
}

/// The explicit value of a repeated group's anchor (see ``ForEach/repeating(_:)``): a name
/// that no `.id(_:)` of a plain value can take, so the group is told apart from any other
/// anchor. Its values-key text is the name.
public struct RepeatedGroup: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The group's name.
    public let name: String

    /// The anchor value of the repeated group `name`.
    @inlinable
    public init(_ name: String) {
        self.name = name
    }

    /// The name: the group's part of its rows' values keys.
    public var description: String { name }

    /// The group as outlines show it: `repeating("guests")`.
    public var debugDescription: String { "repeating(" + TextQuoting.quoted(name) + ")" }
}
