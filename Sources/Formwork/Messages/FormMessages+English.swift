extension FormMessages {
    /// The library's own texts, in English: the default catalogue.
    public static let english = FormMessages(
        required: "Required",
        nonEmpty: "Must not be empty",
        lengthExactly: { count in "Must be exactly \(number(count)) \(characters(count))" },
        lengthBetween: { min, max in "Must be \(number(min)) to \(number(max)) \(characters(max))" },
        lengthAtLeast: { min in "Must be at least \(number(min)) \(characters(min))" },
        lengthAtMost: { max in "Must be at most \(number(max)) \(characters(max))" },
        rangeBetween: { lower, upper in "Must be between \(lower) and \(upper)" },
        rangeAtLeast: { lower in "Must be at least \(lower)" },
        rangeAtMost: { upper in "Must be at most \(upper)" },
        mustMatch: { title in "Must match “\(title)”" },
        email: "Enter a valid email address",
        format: "Is not in the expected format",
        invalid: "Is not valid",
        onOrOff: "Choose on or off",
        text: "Enter text",
        singleLineText: "Enter text on one line, without control characters",
        wholeNumber: "Enter a whole number",
        number: "Enter a number",
        tooSmall: "Is too small",
        tooLarge: "Is too large",
        option: "Choose one of the options",
        unknownOption: "Is not one of the options",
        ambiguousOption: "Is more than one of the options",
        dateFormat: "Enter a date as YYYY-MM-DD",
        noSuchDate: "No such date",
        timeFormat: "Enter a time as HH:MM",
        noSuchTime: "No such time",
        dateTimeFormat: "Enter a date and time as YYYY-MM-DDTHH:MM",
        dateOutsideYears: "Choose a date between the years 1 and 9999",
        dateFieldsMissing: { title, fields in "\(title) must include a \(fieldList(fields))" },
        dateNotReal: { title in "\(title) must be a real date" },
        yearDigits: "Year must include 4 numbers",
        dateFieldLabel: { field in
            switch field {
            case .day: "Day"
            case .month: "Month"
            case .year: "Year"
            }
        },
        notAnInput: "This row takes no value",
        unfitEdit: "This row does not take this kind of change",
        disabledRow: "This row is disabled",
        readOnlyRow: "This text cannot be changed",
        rowGone: "This row is no longer in the form",
        unknownRow: "No such row in the form",
        ambiguousID: "More than one row has this id",
        ambiguousKey: "More than one row has this key",
        rebuildLimit: "The form changed too often to take this value",
        submittedTwice: "Was submitted more than once",
        hiddenRow: "This row is no longer shown",
        hiddenFieldName: "A hidden field has this name too",
        fileSizeAtMost: { bytes in "Must be at most \(FileRuleText.size(bytes))" },
        fileTypes: { types in "Choose a file of type \(FileRuleText.list(types))" },
        fileAgain: "Choose the file again",
        errorCount: { count in count == 1 ? "1 error" : "\(count) errors" },
        rowError: { message in "Error: \(message)" },
        datePresence: { title in "\(title) set" },
        previousField: "Previous",
        nextField: "Next",
        doneEditing: "Done",
        delete: "Delete",
        remove: "Remove",
        moveUp: "Move up",
        moveDown: "Move down",
        choiceCount: { min, max in
            let options = { (count: Int) in count == 1 ? "option" : "options" }
            guard let max else { return "Choose at least \(min) \(options(min))" }
            if min == max { return "Choose exactly \(max) \(options(max))" }
            return min == 0 ? "Choose at most \(max) \(options(max))" : "Choose \(min) to \(max) \(options(max))"
        },
        optionTwice: "An option is chosen twice",
        selectedCount: { count in count == 0 ? "None selected" : "\(count) selected" },
        choose: "Choose",
        noFile: "No file",
        submit: "Submit",
        yes: "Yes",
        no: "No",
        stepPosition: { number, count in "Step \(number) of \(count)" },
        continueJourney: "Continue",
        back: "Back",
        change: "Change",
        checkAnswers: "Check your answers",
        sendAnswers: "Accept and send",
        answersSent: "Your answers were sent",
        errorSummaryTitle: "There is a problem"
    )

    /// The fields named in a sentence: "day", "day and month", "day, month and year".
    private static func fieldList(_ fields: [DateField]) -> String {
        let names = fields.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `count` as ``FormLocalization/current`` writes numbers ("10,000"; "10.000" in German).
    private static func number(_ count: Int) -> String {
        FormLocalization.current.text(ofNumber: count)
    }

    /// "character" for 1, else "characters".
    private static func characters(_ count: Int) -> String {
        count == 1 ? "character" : "characters"
    }
}
