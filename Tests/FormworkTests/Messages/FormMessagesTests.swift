import Formwork
import FormworkFixtures
import Foundation
import Testing

struct FormMessagesTests {
    /// One of every message, with what it names.
    static let everyMessage: [FormMessage] = [
        .required, .nonEmpty, .lengthExactly(1), .lengthBetween(min: 8, max: 64), .lengthAtLeast(8),
        .lengthAtMost(100), .rangeBetween(lower: "0", upper: "130"), .rangeAtLeast("13"), .rangeAtMost("120"),
        .mustMatch(title: "Password"), .email, .format, .invalid, .onOrOff, .text, .singleLineText,
        .wholeNumber, .number, .tooSmall, .tooLarge, .option, .unknownOption, .ambiguousOption, .dateFormat,
        .noSuchDate, .timeFormat, .noSuchTime, .dateTimeFormat, .dateOutsideYears,
        .dateFieldsMissing(title: "Date of birth", fields: [.day, .month]), .dateNotReal(title: "Date of birth"),
        .yearDigits, .dateFieldLabel(.month), .notAnInput, .unfitEdit,
        .disabledRow, .readOnlyRow, .rowGone, .unknownRow, .ambiguousID, .ambiguousKey, .rebuildLimit, .submittedTwice,
        .hiddenRow, .hiddenFieldName, .fileSizeAtMost(2_500_000), .fileTypes(["image/png", "image/*", ".pdf"]), .fileAgain,
        .errorCount(3), .rowError("Required"), .datePresence(title: "Date of birth"), .previousField, .nextField,
        .doneEditing,
        .delete, .remove, .moveUp, .moveDown,
        .choiceCount(min: 1, max: 3), .optionTwice, .selectedCount(2), .choose, .noFile, .submit,
        .yes, .no, .stepPosition(number: 2, count: 5), .continueJourney, .back, .change, .checkAnswers, .sendAnswers,
        .answersSent, .errorSummaryTitle,
    ]

    /// The case's name: `lengthAtLeast` for `.lengthAtLeast(8)`.
    static func name(of message: FormMessage) -> String {
        String(String(describing: message).prefix { $0 != "(" })
    }

    @Test func theListHasEveryMemberOfTheCatalogueOnce() {
        let members = Mirror(reflecting: FormMessages.english).children.compactMap(\.label)
        #expect(Self.everyMessage.map(Self.name(of:)) == members)
    }

    @Test func englishIsTheLibrarysText() {
        #expect(
            Self.everyMessage.map(FormMessages.english.text(for:)) == [
                "Required", "Must not be empty", "Must be exactly 1 character", "Must be 8 to 64 characters",
                "Must be at least 8 characters", "Must be at most 100 characters", "Must be between 0 and 130",
                "Must be at least 13", "Must be at most 120", "Must match “Password”", "Enter a valid email address",
                "Is not in the expected format", "Is not valid", "Choose on or off", "Enter text",
                "Enter text on one line, without control characters", "Enter a whole number", "Enter a number",
                "Is too small", "Is too large", "Choose one of the options", "Is not one of the options",
                "Is more than one of the options", "Enter a date as YYYY-MM-DD", "No such date", "Enter a time as HH:MM",
                "No such time", "Enter a date and time as YYYY-MM-DDTHH:MM", "Choose a date between the years 1 and 9999",
                "Date of birth must include a day and month", "Date of birth must be a real date",
                "Year must include 4 numbers", "Month",
                "This row takes no value", "This row does not take this kind of change", "This row is disabled",
                "This text cannot be changed",
                "This row is no longer in the form", "No such row in the form", "More than one row has this id",
                "More than one row has this key", "The form changed too often to take this value",
                "Was submitted more than once", "This row is no longer shown", "A hidden field has this name too",
                "Must be at most 2.5 MB", "Choose a file of type image/png, image/* or .pdf", "Choose the file again",
                "3 errors", "Error: Required", "Date of birth set", "Previous", "Next", "Done",
                "Delete", "Remove", "Move up", "Move down",
                "Choose 1 to 3 options", "An option is chosen twice", "2 selected", "Choose", "No file", "Submit",
                "Yes", "No", "Step 2 of 5", "Continue", "Back", "Change", "Check your answers", "Accept and send",
                "Your answers were sent", "There is a problem",
            ])
    }

    @Test func aCatalogueReplacesEveryMessage() {
        #expect(
            Self.everyMessage.map(FormMessages.german.text(for:)) == [
                "Pflichtfeld", "Darf nicht leer sein", "Muss genau 1 Zeichen lang sein", "Muss 8 bis 64 Zeichen lang sein",
                "Muss mindestens 8 Zeichen lang sein", "Darf höchstens 100 Zeichen lang sein", "Muss zwischen 0 und 130 liegen",
                "Muss mindestens 13 sein", "Darf höchstens 120 sein", "Muss mit „Password“ übereinstimmen",
                "Gib eine gültige E-Mail-Adresse ein", "Hat nicht das erwartete Format", "Ist ungültig", "Wähle an oder aus",
                "Gib einen Text ein", "Gib den Text in einer Zeile ein, ohne Steuerzeichen", "Gib eine ganze Zahl ein",
                "Gib eine Zahl ein", "Ist zu klein", "Ist zu groß", "Wähle eine der Optionen", "Ist keine der Optionen",
                "Ist mehr als eine der Optionen", "Gib ein Datum als JJJJ-MM-TT ein", "Dieses Datum gibt es nicht",
                "Gib eine Uhrzeit als HH:MM ein", "Diese Uhrzeit gibt es nicht", "Gib Datum und Uhrzeit als JJJJ-MM-TTTHH:MM ein",
                "Wähle ein Datum zwischen den Jahren 1 und 9999",
                "Date of birth muss einen Tag und einen Monat enthalten", "Date of birth muss ein echtes Datum sein",
                "Das Jahr muss 4 Ziffern haben", "Monat", "Diese Zeile nimmt keinen Wert an",
                "Diese Zeile nimmt diese Art von Änderung nicht an", "Diese Zeile ist deaktiviert",
                "Dieser Text kann nicht geändert werden", "Diese Zeile ist nicht mehr im Formular",
                "Keine solche Zeile im Formular", "Mehr als eine Zeile hat diese ID",
                "Mehr als eine Zeile hat diesen Schlüssel", "Das Formular hat sich zu oft geändert, um diesen Wert zu übernehmen",
                "Wurde mehr als einmal gesendet", "Diese Zeile wird nicht mehr angezeigt",
                "Ein verstecktes Feld hat auch diesen Namen",
                "Darf höchstens 2500000 Bytes groß sein", "Wähle eine Datei vom Typ image/png, image/*, .pdf",
                "Wähle die Datei noch einmal", "3 Fehler", "Fehler: Required", "Date of birth festgelegt",
                "Vorheriges Feld", "Nächstes Feld", "Fertig", "Löschen", "Entfernen", "Nach oben", "Nach unten",
                "1 bis 3 auswählen", "Eine Option ist doppelt gewählt", "2 ausgewählt", "Auswählen", "Keine Datei",
                "Senden",
                "Ja", "Nein", "Schritt 2 von 5", "Weiter", "Zurück", "Ändern", "Antworten prüfen",
                "Akzeptieren und senden", "Deine Antworten wurden gesendet", "Es gibt ein Problem",
            ])
    }

    @Test func englishCountsOptionsAndSaysWhichBoundsItHas() {
        let english = FormMessages.english
        #expect(english.choiceCount(2, 2) == "Choose exactly 2 options")
        #expect(english.choiceCount(1, nil) == "Choose at least 1 option")
        #expect(english.choiceCount(0, 1) == "Choose at most 1 option")
        #expect(english.choiceCount(1, 1) == "Choose exactly 1 option")
        #expect(english.selectedCount(0) == "None selected")
    }

    @Test func englishCountsCharactersInTheSingular() {
        let texts = [FormMessage.lengthBetween(min: 0, max: 1), .lengthAtLeast(1), .lengthAtMost(1), .lengthExactly(2)]
            .map(FormMessages.english.text(for:))
        #expect(
            texts == [
                "Must be 0 to 1 character", "Must be at least 1 character", "Must be at most 1 character",
                "Must be exactly 2 characters",
            ])
    }

    @Test func englishCountsErrorsInTheSingular() {
        #expect([1, 2, 0].map { FormMessages.english.text(for: .errorCount($0)) } == ["1 error", "2 errors", "0 errors"])
    }

    /// The library writes every message through the catalogue: no line of its code gives a
    /// failure, a rule or an error a text of its own (a deprecation's message is the compiler's).
    @Test func noLibraryCodeWritesAMessageOfItsOwn() throws {
        let sources = ReadmeTests.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        let own = try Regex(#"ConversionFailure\(\.\w+, "|message: ""#)
        var found: [String] = []
        for file in files {
            let lines = SwiftLines(try String(contentsOf: file, encoding: .utf8)).lines
            for line in lines where line.kind == .code && line.text.contains(own) && !line.text.hasPrefix("@available") {
                found.append("\(file.lastPathComponent):\(line.number): \(line.text)")
            }
        }
        #expect(found == [])
    }
}
