#if canImport(SwiftUI) && os(iOS)
import Formwork
import SwiftUI

extension SwiftUI.Binding where Value: Sendable {
    /// A binding for a control: it reads the value the row presents, and turns each value the
    /// control sets into an edit (`nil`: no change) that `write` sends down the shared edit path.
    /// The setter is isolated to the main actor in so many words, so it stays correct where
    /// SwiftUI's binding closures are `@isolated(any) @Sendable`.
    @MainActor
    init(
        showing value: Value, edit: @escaping @MainActor @Sendable (Value) -> ControlEdit?,
        write: @escaping @MainActor @Sendable (ControlEdit) -> Void
    ) {
        self.init(
            get: { value },
            set: { @MainActor newValue in
                if let change = edit(newValue) { write(change) }
            })
    }
}
#endif
