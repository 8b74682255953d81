/// Every text the library writes for people — validation rules' messages, why a value could
/// not be taken, why a row took nothing — in one replaceable catalogue: one member per
/// ``FormMessage``, a text or, where the message names something, a closure that writes it.
///
/// Start from ``english`` and replace what you translate; give the catalogue to the call that
/// writes the texts:
///
/// ```swift
/// var german = FormMessages.english
/// german.required = "Pflichtfeld"
/// german.lengthAtLeast = { count in "Mindestens \(count) Zeichen" }
///
/// let errors = form.validate(messages: german)
/// let refused = Form.apply(.raw(["age": "thirty"]), messages: german) { signUpForm() }
/// ```
/// Every call that writes texts (`validate(messages:)`, each `apply`, a host's edits) takes its
/// catalogue from ``current`` unless given one, and ``current`` is ``english`` unless bound for
/// a task (a request's language, say). A message given with `.message("…")` is the app's own
/// and always wins. Errors keep the text and its ``FormMessage`` (`messageID`), so it can be
/// written again: ``text(for:)``.
public struct FormMessages: Sendable {
    /// ``FormMessage/required``: "Required".
    public var required: String
    /// ``FormMessage/nonEmpty``: "Must not be empty".
    public var nonEmpty: String
    /// ``FormMessage/lengthExactly(_:)``: "Must be exactly 6 characters" ("1 character").
    public var lengthExactly: @Sendable (_ count: Int) -> String
    /// ``FormMessage/lengthBetween(min:max:)``: "Must be 8 to 64 characters".
    public var lengthBetween: @Sendable (_ min: Int, _ max: Int) -> String
    /// ``FormMessage/lengthAtLeast(_:)``: "Must be at least 8 characters".
    public var lengthAtLeast: @Sendable (_ min: Int) -> String
    /// ``FormMessage/lengthAtMost(_:)``: "Must be at most 100 characters".
    public var lengthAtMost: @Sendable (_ max: Int) -> String
    /// ``FormMessage/rangeBetween(lower:upper:)``: "Must be between 0 and 130".
    public var rangeBetween: @Sendable (_ lower: String, _ upper: String) -> String
    /// ``FormMessage/rangeAtLeast(_:)``: "Must be at least 13".
    public var rangeAtLeast: @Sendable (_ lower: String) -> String
    /// ``FormMessage/rangeAtMost(_:)``: "Must be at most 120".
    public var rangeAtMost: @Sendable (_ upper: String) -> String
    /// ``FormMessage/mustMatch(title:)``: "Must match “Password”".
    public var mustMatch: @Sendable (_ title: String) -> String
    /// ``FormMessage/email``: "Enter a valid email address".
    public var email: String
    /// ``FormMessage/format``: "Is not in the expected format".
    public var format: String
    /// ``FormMessage/invalid``: "Is not valid".
    public var invalid: String
    /// ``FormMessage/onOrOff``: "Choose on or off".
    public var onOrOff: String
    /// ``FormMessage/text``: "Enter text".
    public var text: String
    /// ``FormMessage/singleLineText``: "Enter text on one line, without control characters".
    public var singleLineText: String
    /// ``FormMessage/wholeNumber``: "Enter a whole number".
    public var wholeNumber: String
    /// ``FormMessage/number``: "Enter a number".
    public var number: String
    /// ``FormMessage/tooSmall``: "Is too small".
    public var tooSmall: String
    /// ``FormMessage/tooLarge``: "Is too large".
    public var tooLarge: String
    /// ``FormMessage/option``: "Choose one of the options".
    public var option: String
    /// ``FormMessage/unknownOption``: "Is not one of the options".
    public var unknownOption: String
    /// ``FormMessage/ambiguousOption``: "Is more than one of the options".
    public var ambiguousOption: String
    /// ``FormMessage/dateFormat``: "Enter a date as YYYY-MM-DD".
    public var dateFormat: String
    /// ``FormMessage/noSuchDate``: "No such date".
    public var noSuchDate: String
    /// ``FormMessage/timeFormat``: "Enter a time as HH:MM".
    public var timeFormat: String
    /// ``FormMessage/noSuchTime``: "No such time".
    public var noSuchTime: String
    /// ``FormMessage/dateTimeFormat``: "Enter a date and time as YYYY-MM-DDTHH:MM".
    public var dateTimeFormat: String
    /// ``FormMessage/dateOutsideYears``: "Choose a date between the years 1 and 9999".
    public var dateOutsideYears: String
    /// ``FormMessage/dateFieldsMissing(title:fields:)``: "Date of birth must include a day and
    /// month".
    public var dateFieldsMissing: @Sendable (_ title: String, _ fields: [DateField]) -> String
    /// ``FormMessage/dateNotReal(title:)``: "Date of birth must be a real date".
    public var dateNotReal: @Sendable (_ title: String) -> String
    /// ``FormMessage/yearDigits``: "Year must include 4 numbers".
    public var yearDigits: String
    /// ``FormMessage/dateFieldLabel(_:)``: "Day", "Month", "Year".
    public var dateFieldLabel: @Sendable (_ field: DateField) -> String
    /// ``FormMessage/notAnInput``: "This row takes no value".
    public var notAnInput: String
    /// ``FormMessage/unfitEdit``: "This row does not take this kind of change".
    public var unfitEdit: String
    /// ``FormMessage/disabledRow``: "This row is disabled".
    public var disabledRow: String
    /// ``FormMessage/readOnlyRow``: "This text cannot be changed".
    public var readOnlyRow: String
    /// ``FormMessage/rowGone``: "This row is no longer in the form".
    public var rowGone: String
    /// ``FormMessage/unknownRow``: "No such row in the form".
    public var unknownRow: String
    /// ``FormMessage/ambiguousID``: "More than one row has this id".
    public var ambiguousID: String
    /// ``FormMessage/ambiguousKey``: "More than one row has this key".
    public var ambiguousKey: String
    /// ``FormMessage/rebuildLimit``: "The form changed too often to take this value".
    public var rebuildLimit: String
    /// ``FormMessage/submittedTwice``: "Was submitted more than once".
    public var submittedTwice: String
    /// ``FormMessage/hiddenRow``: "This row is no longer shown".
    public var hiddenRow: String
    /// ``FormMessage/hiddenFieldName``: "A hidden field has this name too".
    public var hiddenFieldName: String
    /// ``FormMessage/fileSizeAtMost(_:)``: "Must be at most 2 MB" (sizes in decimal units).
    public var fileSizeAtMost: @Sendable (_ bytes: Int) -> String
    /// ``FormMessage/fileTypes(_:)``: "Choose a file of type image/png or .pdf".
    public var fileTypes: @Sendable (_ types: [String]) -> String
    /// ``FormMessage/fileAgain``: "Choose the file again".
    public var fileAgain: String
    /// ``FormMessage/errorCount(_:)``: "3 errors" ("1 error"), announced when a host shows errors.
    public var errorCount: @Sendable (_ count: Int) -> String
    /// ``FormMessage/rowError(_:)``: "Error: Required", read after a row's title.
    public var rowError: @Sendable (_ message: String) -> String
    /// ``FormMessage/datePresence(title:)``: "Date of birth set", an optional date's switch.
    public var datePresence: @Sendable (_ title: String) -> String
    /// ``FormMessage/previousField``: "Previous".
    public var previousField: String
    /// ``FormMessage/nextField``: "Next".
    public var nextField: String
    /// ``FormMessage/doneEditing``: "Done".
    public var doneEditing: String
    /// ``FormMessage/delete``: "Delete".
    public var delete: String
    /// ``FormMessage/remove``: "Remove".
    public var remove: String
    /// ``FormMessage/moveUp``: "Move up".
    public var moveUp: String
    /// ``FormMessage/moveDown``: "Move down".
    public var moveDown: String
    /// ``FormMessage/choiceCount(min:max:)``: "Choose 1 to 3 options", "Choose exactly 2
    /// options", "Choose at least 1 option", "Choose at most 3 options".
    public var choiceCount: @Sendable (_ min: Int, _ max: Int?) -> String
    /// ``FormMessage/optionTwice``: "An option is chosen twice".
    public var optionTwice: String
    /// ``FormMessage/selectedCount(_:)``: "2 selected", "None selected".
    public var selectedCount: @Sendable (_ count: Int) -> String
    /// ``FormMessage/choose``: "Choose".
    public var choose: String
    /// ``FormMessage/noFile``: "No file".
    public var noFile: String
    /// ``FormMessage/submit``: "Submit".
    public var submit: String
    /// ``FormMessage/yes``: "Yes", a journey summary's answer for a toggle that is on.
    public var yes: String
    /// ``FormMessage/no``: "No", a journey summary's answer for a toggle that is off.
    public var no: String
    /// ``FormMessage/stepPosition(number:count:)``: "Step 2 of 5", a journey step's caption.
    public var stepPosition: @Sendable (_ number: Int, _ count: Int) -> String
    /// ``FormMessage/continueJourney``: "Continue".
    public var continueJourney: String
    /// ``FormMessage/back``: "Back".
    public var back: String
    /// ``FormMessage/change``: "Change".
    public var change: String
    /// ``FormMessage/checkAnswers``: "Check your answers".
    public var checkAnswers: String
    /// ``FormMessage/sendAnswers``: "Accept and send".
    public var sendAnswers: String
    /// ``FormMessage/answersSent``: "Your answers were sent".
    public var answersSent: String
    /// ``FormMessage/errorSummaryTitle``: "There is a problem".
    public var errorSummaryTitle: String

    /// The catalogue every call uses unless given another: ``english``, unless ``taskLocal`` is
    /// bound for the task that asks.
    public static var current: FormMessages { taskLocal.get() }

    // Declared, not `@TaskLocal`: SDKs whose `TaskLocal` is a property wrapper take such a
    // `static var` for shared mutable state in Swift 6.
    /// What holds ``current`` for each task: bind it for a task (a request's language, say).
    ///
    /// ```swift
    /// try await FormMessages.taskLocal.withValue(german) {
    ///     try await handle(request)   // every validate and apply in it writes German
    /// }
    /// ```
    public static let taskLocal = TaskLocal(wrappedValue: FormMessages.english)

    /// The text of `message` in this catalogue.
    ///
    /// ```swift
    /// FormMessages.english.text(for: .lengthAtLeast(8))   // "Must be at least 8 characters"
    /// ```
    public func text(for message: FormMessage) -> String {
        switch message {
        case .required: required
        case .nonEmpty: nonEmpty
        case .lengthExactly(let count): lengthExactly(count)
        case .lengthBetween(let min, let max): lengthBetween(min, max)
        case .lengthAtLeast(let min): lengthAtLeast(min)
        case .lengthAtMost(let max): lengthAtMost(max)
        case .rangeBetween(let lower, let upper): rangeBetween(lower, upper)
        case .rangeAtLeast(let lower): rangeAtLeast(lower)
        case .rangeAtMost(let upper): rangeAtMost(upper)
        case .mustMatch(let title): mustMatch(title)
        case .email: email
        case .format: format
        case .invalid: invalid
        case .onOrOff: onOrOff
        case .text: text
        case .singleLineText: singleLineText
        case .wholeNumber: wholeNumber
        case .number: number
        case .tooSmall: tooSmall
        case .tooLarge: tooLarge
        case .option: option
        case .unknownOption: unknownOption
        case .ambiguousOption: ambiguousOption
        case .dateFormat: dateFormat
        case .noSuchDate: noSuchDate
        case .timeFormat: timeFormat
        case .noSuchTime: noSuchTime
        case .dateTimeFormat: dateTimeFormat
        case .dateOutsideYears: dateOutsideYears
        case .dateFieldsMissing(let title, let fields): dateFieldsMissing(title, fields)
        case .dateNotReal(let title): dateNotReal(title)
        case .yearDigits: yearDigits
        case .dateFieldLabel(let field): dateFieldLabel(field)
        case .notAnInput: notAnInput
        case .unfitEdit: unfitEdit
        case .disabledRow: disabledRow
        case .readOnlyRow: readOnlyRow
        case .rowGone: rowGone
        case .unknownRow: unknownRow
        case .ambiguousID: ambiguousID
        case .ambiguousKey: ambiguousKey
        case .rebuildLimit: rebuildLimit
        case .submittedTwice: submittedTwice
        case .hiddenRow: hiddenRow
        case .hiddenFieldName: hiddenFieldName
        case .fileSizeAtMost(let bytes): fileSizeAtMost(bytes)
        case .fileTypes(let types): fileTypes(types)
        case .fileAgain: fileAgain
        case .errorCount(let count): errorCount(count)
        case .rowError(let message): rowError(message)
        case .datePresence(let title): datePresence(title)
        case .previousField: previousField
        case .nextField: nextField
        case .doneEditing: doneEditing
        case .delete: delete
        case .remove: remove
        case .moveUp: moveUp
        case .moveDown: moveDown
        case .choiceCount(let min, let max): choiceCount(min, max)
        case .optionTwice: optionTwice
        case .selectedCount(let count): selectedCount(count)
        case .choose: choose
        case .noFile: noFile
        case .submit: submit
        case .yes: yes
        case .no: no
        case .stepPosition(let number, let count): stepPosition(number, count)
        case .continueJourney: continueJourney
        case .back: back
        case .change: change
        case .checkAnswers: checkAnswers
        case .sendAnswers: sendAnswers
        case .answersSent: answersSent
        case .errorSummaryTitle: errorSummaryTitle
        }
    }
}

extension FormMessages {
    /// Runs `body` with this catalogue as ``current``: every text the library writes in it is
    /// this catalogue's.
    package func whileCurrent<Result>(_ body: () -> Result) -> Result {
        FormMessages.taskLocal.withValue(self, operation: body)
    }
}
