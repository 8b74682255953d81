// The built-in file fields as every host shows and edits them: the controls
// hosts read, and the components' `ControlSource` conformances that make them. Each host
// keeps the same family in a file named alike: `StackedControlCell+Files.swift` (UIKit),
// `RowView+Files.swift` (SwiftUI), `HTMLRowMarkup+Files.swift` (HTML).

/// A ``FileField``'s control: the name of the file it holds and the types it takes.
package struct FileFieldControl: Equatable, Sendable {
    /// The name of the file the field holds; `nil` for none.
    package var filename: String?
    /// The types of file it takes, as HTML's `accept` lists them; empty for any.
    package var accept: [String]

    /// A file field's control.
    package init(filename: String?, accept: [String]) {
        self.filename = filename
        self.accept = accept
    }

    /// What a host with no file picker (UIKit, SwiftUI) shows at the row's trailing edge, and
    /// what a screen reader says it holds: the file's name, or `messages`' ``FormMessages/noFile``
    /// ("No file"). The row is read-only there; choosing it does nothing.
    package func summary(in messages: FormMessages = .current) -> String { filename ?? messages.noFile }
}

extension FileField: ControlSource {
    /// The file's name and the accepted types.
    package var control: RowControl { .fileField(FileFieldControl(filename: file?.filename, accept: accept)) }
}
