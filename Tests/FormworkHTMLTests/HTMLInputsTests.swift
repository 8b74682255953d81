import Formwork
import FormworkHTML
import Testing

/// The markup of the date picker, text editor, slider, picker styles, the optional picker and
/// disabled rows.
struct HTMLInputsTests {
    struct Delivery: Sendable {
        enum Speed: String, CaseIterable, Sendable { case standard, express }
        var day = CalendarDate.earliest
        var at = CalendarDateTime(date: .earliest, time: .midnight)
        var time = TimeOfDay.midnight
        var notes = "\nRing twice"
        var tip = 0.5
        var speed = Speed.standard
        var gate: Speed?
        var saved = true
    }

    @Test func eachInputIsItsNaturalControl() throws {
        var delivery = Delivery()
        delivery.day = try CalendarDate(year: 2026, month: 11, day: 22)
        delivery.time = try TimeOfDay(hour: 14, minute: 30)
        let model = FormModel(delivery)
        let first = try CalendarDate(year: 2026, month: 11, day: 1), last = try CalendarDate(year: 2026, month: 12, day: 31)
        let form = Form {
            Section {
                DatePicker("Day", selection: model.binding(\.day), in: first...last).id("day")
                DatePicker("At", selection: model.binding(\.at)).id("at")
                DatePicker("Time", selection: model.binding(\.time)).id("time")
                TextEditor("Notes", text: model.binding(\.notes)).validate(.length(...500)).id("notes")
                Slider("Tip", value: model.binding(\.tip), in: 0...1, step: 0.25).id("tip")
                Picker("Speed", selection: model.binding(\.speed), options: Delivery.Speed.allCases) { $0.rawValue.capitalized }
                    .pickerStyle(.segmented).id("speed")
                Picker(
                    "Gate", selection: model.binding(\.gate), options: [PickerOption("Express", value: Delivery.Speed.express)],
                    none: "None"
                ).validate(.required).id("gate")
            }
        }
        var options = HTMLFormOptions()
        options.submitTitle = nil
        expectMarkup(
            form.html(action: "/", options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=day&amp;n=at&amp;n=time&amp;n=notes&amp;n=tip&amp;n=speed&amp;n=gate">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row">
            <label for="fw-day" class="fw-label">Day</label>
            <input type="date" id="fw-day" name="day" value="2026-11-22" min="2026-11-01" max="2026-12-31">
            </div>
            <div class="fw-row">
            <label for="fw-at" class="fw-label">At</label>
            <input type="datetime-local" id="fw-at" name="at" value="0001-01-01T00:00">
            </div>
            <div class="fw-row">
            <label for="fw-time" class="fw-label">Time</label>
            <input type="time" id="fw-time" name="time" value="14:30">
            </div>
            <div class="fw-row">
            <label for="fw-notes" class="fw-label">Notes</label>
            <textarea id="fw-notes" name="notes" rows="4">

            Ring twice</textarea>
            </div>
            <div class="fw-row">
            <label for="fw-tip" class="fw-label">Tip</label>
            <input type="range" id="fw-tip" name="tip" value="0.5" min="0.0" max="1.0" step="0.25">
            </div>
            <div class="fw-row">
            <fieldset class="fw-choices fw-segmented" id="fw-speed">
            <legend class="fw-label">Speed</legend>
            <span class="fw-options">
            <input type="radio" id="fw-speed__o0" name="speed" value="standard" checked>
            <label for="fw-speed__o0">Standard</label>
            <input type="radio" id="fw-speed__o1" name="speed" value="express">
            <label for="fw-speed__o1">Express</label>
            </span>
            </fieldset>
            </div>
            <div class="fw-row">
            <label for="fw-gate" class="fw-label">Gate</label>
            <select id="fw-gate" name="gate" required>
            <option value="" selected>None</option>
            <option value="express">Express</option>
            </select>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func disabledRowsAreDisabledControls() {
        let model = FormModel(Delivery())
        @SectionBuilder func receipt() -> some RowContent {
            TextEditor("Notes", text: model.binding(\.notes)).id("notes")
            Row("Receipt").onSelect {}.id("receipt")
        }
        let form = Form {
            Section {
                Toggle("Saved", isOn: model.binding(\.saved)).id("saved").disabled()
                receipt().disabled()
                Row("Help").onSelect {}.id("help").disabled()
            }
        }
        var options = HTMLFormOptions()
        options.submitTitle = nil
        options.linkURL = { $0 == Identity("help") ? "/help" : nil }
        expectMarkup(
            form.html(action: "/", options: options),
            """
            <form method="post" action="/" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=saved&amp;n=notes&amp;n=receipt&amp;n=help">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <div class="fw-row fw-disabled">
            <label for="fw-saved" class="fw-label">Saved</label>
            <input type="hidden" name="saved" value="off" disabled>
            <input type="checkbox" role="switch" class="fw-switch" id="fw-saved" name="saved" disabled value="on" checked>
            </div>
            <div class="fw-row fw-disabled">
            <label for="fw-notes" class="fw-label">Notes</label>
            <textarea id="fw-notes" name="notes" disabled rows="4">

            Ring twice</textarea>
            </div>
            <div class="fw-row fw-disabled">
            <button type="submit" class="fw-link" id="fw-receipt" name="receipt" disabled value="selected">
            <span class="fw-text">
            <span class="fw-title">Receipt</span>
            </span>
            </button>
            </div>
            <div class="fw-row fw-disabled">
            <a class="fw-link" id="fw-help" aria-disabled="true">
            <span class="fw-text">
            <span class="fw-title">Help</span>
            </span>
            </a>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func submissionsOfTheNewInputs() throws {
        let model = FormModel(Delivery())
        let form = Form {
            Section {
                DatePicker("Day", selection: model.binding(\.day)).id("day")
                TextEditor("Notes", text: model.binding(\.notes)).id("notes")
                Slider("Tip", value: model.binding(\.tip), in: 0...1, step: 0.25).id("tip")
                Picker(
                    "Gate", selection: model.binding(\.gate), options: [PickerOption("Express", value: Delivery.Speed.express)],
                    none: "None"
                ).id("gate")
                Toggle("Saved", isOn: model.binding(\.saved)).id("saved").disabled()
            }
        }
        let submission = try FormSubmission(urlEncoded: "day=2024-02-29&notes=Line+1%0D%0ALine+2&tip=0.3&gate=express&saved=off")
        #expect(
            form.apply(submission) == [
                ValueConversionError(identity: Identity("saved"), reason: .disabledRow, message: "This row is disabled")
            ])
        #expect(model.value.day == (try CalendarDate(year: 2024, month: 2, day: 29)))
        #expect(model.value.notes == "Line 1\nLine 2")
        #expect(model.value.tip == 0.25)
        #expect(model.value.gate == .express)
        #expect(model.value.saved == true)
        #expect(form.apply(try FormSubmission(urlEncoded: "gate=")).isEmpty)
        #expect(model.value.gate == nil)
    }

    @Test func aDateThatIsNoDateComesBackAsTyped() throws {
        let model = FormModel(Delivery())
        let submission = try FormSubmission(urlEncoded: "day=2026-02-30")
        let errors = Form.apply(submission) { Form { Section { DatePicker("Day", selection: model.binding(\.day)).id("day") } } }
        #expect(errors == [ValueConversionError(identity: Identity("day"), reason: .malformed, message: "No such date")])
        let form = Form { Section { DatePicker("Day", selection: model.binding(\.day)).id("day") } }
        let html = form.html(action: "/", conversionErrors: errors, submitted: submission)
        #expect(
            html.contains(
                #"<input type="text" id="fw-day" name="day" aria-invalid="true" aria-describedby="fw-day__error" autofocus value="2026-02-30">"#
            ))
    }
}
