/// What a ``DatePicker`` edits: a ``CalendarDate``, ``TimeOfDay`` or ``CalendarDateTime``, which
/// always holds one, or an optional one, which may be empty (`nil`).
///
/// ```swift
/// DatePicker("Birthday", selection: $profile.birthday)          // CalendarDate
/// DatePicker("Graduation", selection: $student.graduation)      // CalendarDate?: may stay empty
///     .validate(.required)                                       // … or must be given
/// ```
public protocol DatePickerSelection: Sendable, Equatable {
    /// The kind of value picked: ``CalendarDate``, ``TimeOfDay`` or ``CalendarDateTime``.
    associatedtype Picked: DatePickerValue

    /// The value picked; `nil` when the selection is empty.
    var picked: Picked? { get }

    /// The selection holding `picked`; an empty one (`nil`) only if the selection can be empty,
    /// else it fails as empty text does ("Enter a date as YYYY-MM-DD").
    init(picked: Picked?) throws(ConversionFailure)
}

extension DatePickerValue {
    /// The value itself: a calendar value is always picked.
    public var picked: Self? { self }

    /// `picked`; `nil` fails as empty text does, since a calendar value cannot be empty.
    public init(picked: Self?) throws(ConversionFailure) {
        guard let picked else {
            try self.init(iso8601: "")
            return
        }
        self = picked
    }
}

extension CalendarDate: DatePickerSelection {}
extension TimeOfDay: DatePickerSelection {}
extension CalendarDateTime: DatePickerSelection {}

extension Optional: DatePickerSelection where Wrapped: DatePickerValue {
    /// The wrapped value; `nil` when empty.
    public var picked: Wrapped? { self }

    /// `picked`, or empty.
    public init(picked: Wrapped?) {
        self = picked
    }
}

extension ValidationRule where Value: DatePickerSelection {
    /// `rule`, checking the value picked: an empty selection passes (`.required` is what refuses it).
    init(checkingPicked rule: ValidationRule<Value.Picked>) {
        self.init(carrying: rule) { selection, context in
            selection.picked.map { rule.isValid($0, context) } ?? true
        }
    }
}
