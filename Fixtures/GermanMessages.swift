import Formwork

extension FormMessages {
    /// Every library message in German: the catalogue the tests check that each message can be
    /// replaced with.
    public static let german: FormMessages = {
        var german = FormMessages.english
        german.required = "Pflichtfeld"
        german.nonEmpty = "Darf nicht leer sein"
        german.lengthExactly = { count in "Muss genau \(count) Zeichen lang sein" }
        german.lengthBetween = { min, max in "Muss \(min) bis \(max) Zeichen lang sein" }
        german.lengthAtLeast = { min in "Muss mindestens \(min) Zeichen lang sein" }
        german.lengthAtMost = { max in "Darf höchstens \(max) Zeichen lang sein" }
        german.rangeBetween = { lower, upper in "Muss zwischen \(lower) und \(upper) liegen" }
        german.rangeAtLeast = { lower in "Muss mindestens \(lower) sein" }
        german.rangeAtMost = { upper in "Darf höchstens \(upper) sein" }
        german.mustMatch = { title in "Muss mit „\(title)“ übereinstimmen" }
        german.email = "Gib eine gültige E-Mail-Adresse ein"
        german.format = "Hat nicht das erwartete Format"
        german.invalid = "Ist ungültig"
        german.onOrOff = "Wähle an oder aus"
        german.text = "Gib einen Text ein"
        german.singleLineText = "Gib den Text in einer Zeile ein, ohne Steuerzeichen"
        german.wholeNumber = "Gib eine ganze Zahl ein"
        german.number = "Gib eine Zahl ein"
        german.tooSmall = "Ist zu klein"
        german.tooLarge = "Ist zu groß"
        german.option = "Wähle eine der Optionen"
        german.unknownOption = "Ist keine der Optionen"
        german.ambiguousOption = "Ist mehr als eine der Optionen"
        german.dateFormat = "Gib ein Datum als JJJJ-MM-TT ein"
        german.noSuchDate = "Dieses Datum gibt es nicht"
        german.timeFormat = "Gib eine Uhrzeit als HH:MM ein"
        german.noSuchTime = "Diese Uhrzeit gibt es nicht"
        german.dateTimeFormat = "Gib Datum und Uhrzeit als JJJJ-MM-TTTHH:MM ein"
        german.dateOutsideYears = "Wähle ein Datum zwischen den Jahren 1 und 9999"
        german.dateFieldsMissing = { title, fields in
            let named = fields.map { field in
                switch field {
                case .day: "einen Tag"
                case .month: "einen Monat"
                case .year: "ein Jahr"
                }
            }
            return "\(title) muss \(named.joined(separator: " und ")) enthalten"
        }
        german.dateNotReal = { title in "\(title) muss ein echtes Datum sein" }
        german.yearDigits = "Das Jahr muss 4 Ziffern haben"
        german.dateFieldLabel = { field in
            switch field {
            case .day: "Tag"
            case .month: "Monat"
            case .year: "Jahr"
            }
        }
        german.notAnInput = "Diese Zeile nimmt keinen Wert an"
        german.unfitEdit = "Diese Zeile nimmt diese Art von Änderung nicht an"
        german.disabledRow = "Diese Zeile ist deaktiviert"
        german.readOnlyRow = "Dieser Text kann nicht geändert werden"
        german.rowGone = "Diese Zeile ist nicht mehr im Formular"
        german.unknownRow = "Keine solche Zeile im Formular"
        german.ambiguousID = "Mehr als eine Zeile hat diese ID"
        german.ambiguousKey = "Mehr als eine Zeile hat diesen Schlüssel"
        german.rebuildLimit = "Das Formular hat sich zu oft geändert, um diesen Wert zu übernehmen"
        german.submittedTwice = "Wurde mehr als einmal gesendet"
        german.hiddenRow = "Diese Zeile wird nicht mehr angezeigt"
        german.hiddenFieldName = "Ein verstecktes Feld hat auch diesen Namen"
        german.fileSizeAtMost = { bytes in "Darf höchstens \(bytes) Bytes groß sein" }
        german.fileTypes = { types in "Wähle eine Datei vom Typ \(types.joined(separator: ", "))" }
        german.fileAgain = "Wähle die Datei noch einmal"
        german.errorCount = { count in "\(count) Fehler" }
        german.rowError = { message in "Fehler: \(message)" }
        german.datePresence = { title in "\(title) festgelegt" }
        german.previousField = "Vorheriges Feld"
        german.nextField = "Nächstes Feld"
        german.doneEditing = "Fertig"
        german.delete = "Löschen"
        german.remove = "Entfernen"
        german.moveUp = "Nach oben"
        german.moveDown = "Nach unten"
        german.choiceCount = { min, max in
            guard let max else { return "Mindestens \(min) auswählen" }
            return min == max ? "Genau \(max) auswählen" : "\(min) bis \(max) auswählen"
        }
        german.optionTwice = "Eine Option ist doppelt gewählt"
        german.selectedCount = { count in count == 0 ? "Keine ausgewählt" : "\(count) ausgewählt" }
        german.choose = "Auswählen"
        german.noFile = "Keine Datei"
        german.submit = "Senden"
        german.yes = "Ja"
        german.no = "Nein"
        german.stepPosition = { number, count in "Schritt \(number) von \(count)" }
        german.continueJourney = "Weiter"
        german.back = "Zurück"
        german.change = "Ändern"
        german.checkAnswers = "Antworten prüfen"
        german.sendAnswers = "Akzeptieren und senden"
        german.answersSent = "Deine Antworten wurden gesendet"
        german.errorSummaryTitle = "Es gibt ein Problem"
        return german
    }()
}
