import Formwork

/// How a row's cell lays out its content under its appearance — the same decision for a plain
/// row's system cell and a control row's own cell (a text field, a toggle, a stepper…): the
/// margins around the content, and the font its title is shown and measured in.
///
/// A control row measures its title in that font to place its control beside or under it
/// (``ControlPlacement``), in the width its margins leave: a row whose appearance gives a larger
/// title font, or wider insets, stacks its control sooner.
struct CellLayout: Equatable {
    /// The margins the appearance sets (``RowAppearance/insets``); `nil` for the cell's own.
    let margins: FormInsets?
    /// The title's font: the appearance's (``RowAppearance/titleFont``), else body.
    let titleFont: FormFont

    /// The layout of a cell under `appearance`.
    init(_ appearance: RowAppearance) {
        margins = appearance.insets
        titleFont = appearance.titleFont ?? FormFont(.body)
    }

    /// Where `control` sits in a cell `cellWidth` points wide at `textSize`, titled `title`,
    /// whose control measures `controlWidth` and whose image takes `imageWidth` of the title's
    /// line: the title measured by `measure` in ``titleFont``, in the width ``margins`` (else the
    /// cell's own, `ownMargins`) leave. A width that is not positive is not measured yet.
    func placement(
        of control: RowControl, title: String, textSize: TextSize, controlWidth: Double, imageWidth: Double,
        cellWidth: Double, ownMargins: FormInsets, measure: (String, FormFont) -> Double
    ) -> ControlPlacement {
        let margins = margins ?? ownMargins
        let available = cellWidth > 0 ? cellWidth - margins.leading - margins.trailing - imageWidth : 0
        return ControlPlacement(
            for: control, textSize: textSize, titleWidth: measure(title, titleFont), controlWidth: controlWidth,
            availableWidth: available)
    }
}
