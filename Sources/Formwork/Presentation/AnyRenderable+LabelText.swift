extension AnyRenderable {
    /// The text a host shows for a section's header or footer component: a ``Text``'s content,
    /// or the title the component renders into a ``Cell``; `nil` if it shows none.
    ///
    /// ```swift
    /// Section("Wi-Fi") {}.header?.labelText   // "Wi-Fi"
    /// ```
    package var labelText: String? {
        if let text = self.as(Text.self) { return text.content }
        let cell = Cell()
        return render(in: cell) ? cell.title : nil
    }
}
