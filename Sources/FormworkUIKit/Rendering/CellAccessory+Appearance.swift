import Formwork

extension CellAccessory {
    /// The accessory a cell shows under `appearance`: its accessory where it sets one and the
    /// row has no control at its trailing edge, else the row's own (``RowAppearance/accessory(over:)``).
    func under(_ appearance: RowAppearance) -> CellAccessory {
        let own: Cell.Accessory? =
            switch self {
            case .none: Cell.Accessory.none
            case .disclosureIndicator: .disclosureIndicator
            case .checkmark: .checkmark
            case .control: nil
            }
        switch appearance.accessory(over: own) {
        case nil: return .control
        case .none?: return .none
        case .disclosureIndicator?: return .disclosureIndicator
        case .checkmark?: return .checkmark
        }
    }
}
