#if canImport(SwiftUI)
import SwiftUI

// Apple platforms only: bridges between Formwork's `Binding` and SwiftUI's, for an app that
// shows some inputs with SwiftUI and keeps its model in a `FormModel`. Inside this module,
// `Binding` is Formwork's; SwiftUI's is spelled `SwiftUI.Binding`.
extension Binding {
    /// A SwiftUI binding that reads and writes through this one.
    ///
    /// ```swift
    /// SwiftUI.Toggle("Wi-Fi", isOn: $settings.wifi.swiftUI)
    /// ```
    public var swiftUI: SwiftUI.Binding<Value> {
        SwiftUI.Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }

    /// A binding that reads and writes through a SwiftUI binding. SwiftUI bindings belong to
    /// the main actor: use this one there.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: Formwork.Binding($isOn))
    /// ```
    @MainActor
    public init(_ binding: SwiftUI.Binding<Value>) {
        nonisolated(unsafe) let source = binding
        self.init(get: { source.wrappedValue }, set: { source.wrappedValue = $0 })
    }
}
#endif
