#if canImport(UIKit)
import Formwork
import UIKit

// The UIKit names of a text field's hints, for every host that shows a UIKit keyboard
// (FormworkUIKit's text fields, and FormworkSwiftUI's `keyboardType` and `textContentType`,
// which read them from here).

extension TextField.Keyboard {
    /// The UIKit keyboard for the hint.
    package var uiKeyboardType: UIKeyboardType {
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

extension TextField.Autocapitalization {
    /// The UIKit capitalization for the style.
    package var uiAutocapitalizationType: UITextAutocapitalizationType {
        switch self {
        case .never: .none
        case .words: .words
        case .sentences: .sentences
        case .characters: .allCharacters
        }
    }
}

extension TextField.ContentType {
    /// The UIKit content type for the autofill hint; `nil` for one UIKit does not name.
    package var uiTextContentType: UITextContentType? {
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
