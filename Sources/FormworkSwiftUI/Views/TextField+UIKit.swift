#if canImport(SwiftUI) && os(iOS)
import Formwork
import UIKit

extension Formwork.TextField.Keyboard {
    /// The UIKit keyboard for this hint.
    var uiKeyboardType: UIKeyboardType {
        switch self {
        case .text: .default
        case .emailAddress: .emailAddress
        case .number: .numberPad
        case .decimal: .decimalPad
        case .phone: .phonePad
        case .url: .URL
        }
    }
}

extension Formwork.TextField.ContentType {
    /// The UIKit content type for this HTML `autocomplete` token; `nil` for a token UIKit has
    /// no type for.
    var uiTextContentType: UITextContentType? {
        switch self {
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .emailAddress: .emailAddress
        case .name: .name
        case .givenName: .givenName
        case .familyName: .familyName
        case .telephoneNumber: .telephoneNumber
        case .postalCode: .postalCode
        case .url: .URL
        default: nil
        }
    }
}
#endif
