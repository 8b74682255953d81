import Formwork
import Foundation

/// What the delivery form edits.
struct Delivery: Sendable {
    var day: CalendarDate
    var window: TimeOfDay
    var notes = ""
    var leaveAtDoor = false
    var isExpress = false
    var tip = 0.1
}

/// A delivery form: a day within the next weeks, a time, notes for the driver, and an express
/// option that only opens once a day is booked.
func deliveryForm(_ delivery: FormModel<Delivery>, bookable: ClosedRange<CalendarDate>, isBooked: Bool) -> Form {
    Form {
        Section("Delivery") {
            DatePicker("Day", selection: delivery.binding(\.day), in: bookable).id("day")
            DatePicker("Time", selection: delivery.binding(\.window)).id("time")
            TextEditor("Notes for the driver", text: delivery.binding(\.notes)).validate(.length(...80)).id("notes")
            Toggle("Leave at the door", isOn: delivery.binding(\.leaveAtDoor)).id("door")
            Slider("Tip", value: delivery.binding(\.tip), in: 0...0.3, step: 0.05).id("tip")
        }
        Section("Extras") {
            Toggle("Express", isOn: delivery.binding(\.isExpress)).disabled(!isBooked).id("express")
        }
    }
}

/// `swift run Playground`: fills in a delivery form from a browser-style submission, line
/// breaks as CRLF, with a day outside the bookable range and a write into a disabled row.
func deliveryDemo() {
    guard let first = try? CalendarDate(iso8601: "2026-11-23"), let last = try? CalendarDate(iso8601: "2026-12-06"),
        let noon = try? TimeOfDay(iso8601: "12:00")
    else { return }
    let delivery = FormModel(Delivery(day: first, window: noon))
    let errors = deliveryForm(delivery, bookable: first...last, isBooked: false).apply(
        .raw([
            "day": "2026-12-24",
            "time": "18:30",
            "notes": "Ring twice.\r\nThe blue door.",
            "door": "on",
            "tip": "0.12",
            "express": "on",
        ]))
    let form = deliveryForm(delivery, bookable: first...last, isBooked: false)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(form.values)).map { String(decoding: $0, as: UTF8.self) } ?? "(not encodable)"
    print(
        """

        ── Delivery, as submitted ────────────────────────────
        \(form.outline)

        ── Values that could not be written ──
        \(errors.map { "  \($0)" }.joined(separator: "\n"))

        ── Values as JSON ──
        \(json)
        """)
}
