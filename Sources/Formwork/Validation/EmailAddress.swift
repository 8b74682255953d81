/// The pragmatic email address check behind ``ValidationRule/email``.
enum EmailAddress {
    static func isValid(_ text: String) -> Bool {
        guard text.utf8.count <= 254, let at = text.lastIndex(of: "@") else { return false }
        let local = text[..<at], domain = text[text.index(after: at)...]
        return isValidLocalPart(local) && isValidDomain(domain)
    }

    private static func isValidLocalPart(_ local: Substring) -> Bool {
        guard (1...64).contains(local.count), local.first != ".", local.last != ".",
            !local.contains("..")
        else { return false }
        return local.allSatisfy { character in
            !character.isWhitespace && !"@\"(),:;<>[]\\".contains(character)
                && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }

    private static func isValidDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, last.count >= 2,
            !last.allSatisfy(\.isNumber)
        else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0 == "-" || $0.isLetter || $0.isNumber }
        }
    }
}
