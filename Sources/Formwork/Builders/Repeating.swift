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
    public var group: RepeatedGroup
    /// The `ForEach` whose elements the group repeats.
    public var content: Content

    /// Marks `content` as the repeated group `group`.
    @inlinable
    init(group: RepeatedGroup, content: Content) {
        self.group = group
        self.content = content
    }
}

extension Repeating: RowContent where Content: RowContent {
    /// Lowers the elements' rows below the group's anchor.
    @inlinable
    public func _lower(into rows: inout _Lowering<Node>) {
        rows.anchored(explicit: .explicit(of: group)) { content._lower(into: &$0) }
    }
}

extension Repeating: SectionContent where Content: SectionContent {
    /// Lowers the elements' sections below the group's anchor.
    @inlinable
    public func _lower(into sections: inout _Lowering<Section>) {
        sections.anchored(explicit: .explicit(of: group)) { content._lower(into: &$0) }
    }
}

extension Repeating: Sendable where Content: Sendable {}

extension ForEach {
    /// Marks these elements as one repeated group, `group`: a list the person adds to,
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
    public func repeating(_ group: RepeatedGroup) -> Repeating<Self> {
        Repeating(group: group, content: self)
    }
}

/// A repeated group's name, typed (see ``ForEach/repeating(_:)``): what names the group when
/// it is built, in its rows' identities, and when its element ids are read back — a string
/// literal is one.
///
/// ```swift
/// extension RepeatedGroup { static let guests: RepeatedGroup = "guests" }
/// ForEach($party.guests) { $guest in … }.repeating(.guests)
/// party.guests = try submission.repeatedIDs(named: .guests).map { Guest(id: $0) }
/// ```
/// It is also the explicit value of the group's anchor: a name that no `.id(_:)` of a plain
/// value can take, so the group is told apart from any other anchor. Its values-key text is
/// the name.
public struct RepeatedGroup: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    ExpressibleByStringLiteral
{
    /// The group's name.
    public let name: String

    /// The anchor value of the repeated group `name`.
    @inlinable
    public init(_ name: String) {
        self.name = name
    }

    /// The name: the group's part of its rows' values keys.
    public var description: String { name }

    /// The group named by a string literal: `"guests"`.
    @inlinable
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The group as outlines show it: `repeating("guests")`.
    public var debugDescription: String { "repeating(" + TextQuoting.quoted(name) + ")" }
}
