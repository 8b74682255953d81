/// A time on a clock — hour and minute — with no date and no time zone.
///
/// ```swift
/// let alarm = try TimeOfDay(iso8601: "07:30")
/// alarm.description   // "07:30"
/// ```
/// Hours run from 0 to 23 and minutes from 0 to 59; the text is ISO 8601 `HH:MM` in outlines,
/// JSON and raw values (what a web page's time input submits).
public struct TimeOfDay: Hashable, Comparable, Sendable {
    /// The hour, 0 to 23.
    public let hour: Int
    /// The minute, 0 to 59.
    public let minute: Int

    /// 00:00.
    public static let midnight = TimeOfDay(checkedHour: 0, minute: 0)

    /// Creates a time, or throws ``ValueConversionError/Reason/malformed`` ("No such time") for
    /// an hour outside 0 to 23 or a minute outside 0 to 59.
    public init(hour: Int, minute: Int) throws(ConversionFailure) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { throw Self.noSuchTime }
        self.init(checkedHour: hour, minute: minute)
    }

    private init(checkedHour hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// Parses `HH:MM` exactly (ASCII digits, 24-hour clock), or throws
    /// ``ValueConversionError/Reason/malformed``: "Enter a time as HH:MM" for other text, "No
    /// such time" for `24:00` or `12:60`.
    public init(iso8601 text: String) throws(ConversionFailure) {
        var scanner = ISO8601Scanner(text)
        guard let fields = scanner.time(), scanner.isAtEnd else { throw Self.badFormat }
        try self.init(hour: fields.hour, minute: fields.minute)
    }

    /// Earlier times first.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    static var badFormat: ConversionFailure { ConversionFailure(.malformed, .timeFormat) }
    static var noSuchTime: ConversionFailure { ConversionFailure(.malformed, .noSuchTime) }
}

extension TimeOfDay: CustomStringConvertible {
    /// The time in ISO 8601: `14:30`.
    public var description: String {
        ISO8601Scanner.digits(hour, count: 2) + ":" + ISO8601Scanner.digits(minute, count: 2)
    }
}
