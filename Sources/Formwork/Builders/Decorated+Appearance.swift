extension RowContent {
    /// Shows these rows with `appearance` (fonts, colours, tint, insets, accessory…) over their
    /// section's and the form's (see ``RowAppearance``).
    ///
    /// ```swift
    /// Row("Sign Out").appearance(RowAppearance(titleColor: .red, titleAlignment: .center))
    /// ```
    /// On a group of rows, each row gets the fields its own appearance leaves unset: the
    /// innermost wins, field by field.
    public func appearance(_ appearance: RowAppearance) -> Decorated<Self> {
        Decorated(content: self, extras: RowExtras(appearance: appearance))
    }
}

extension Section {
    /// The same section with `rows` under each row's own appearance, and `header` and `footer`
    /// as its header's and footer's (see ``FormAppearance``).
    ///
    /// ```swift
    /// Section("Danger Zone") { Row("Erase") }
    ///     .appearance(rows: RowAppearance(titleColor: .red), header: RowAppearance(titleColor: .red))
    /// ```
    public func appearance(
        rows: RowAppearance = RowAppearance(), header: RowAppearance = RowAppearance(), footer: RowAppearance = RowAppearance()
    ) -> Section {
        var copy = self
        let outer = RowExtras(appearance: rows.setOrNil)
        for index in copy.rows.indices {
            copy.rows[index].component = copy.rows[index].component.decorated(with: outer)
        }
        copy.header = copy.header?.decorated(with: RowExtras(appearance: header.setOrNil))
        copy.footer = copy.footer?.decorated(with: RowExtras(appearance: footer.setOrNil))
        return copy
    }
}

extension RowAppearance {
    /// The appearance, or `nil` if it sets no field: what decorates no row.
    var setOrNil: RowAppearance? { self == RowAppearance() ? nil : self }
}
