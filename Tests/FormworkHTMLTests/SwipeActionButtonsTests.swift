import Formwork
import FormworkHTML
import Foundation
import Testing

/// Rows' swipe actions on the web: a submit button per action in each theme, named so that
/// `Form.performSwipeAction(in:)` runs that action of that row — and refuses, running nothing,
/// anything a page could not have sent.
@MainActor @Suite struct SwipeActionButtonsTests {
    /// Two invoices that can both be deleted (so each Delete names its invoice for a screen
    /// reader), one pinned from the leading edge, one archived; and a toggle with an action of
    /// its own, disabled on demand.
    static func invoices(_ log: FormModel<[String]>, remindersDisabled: Bool = false) -> Form {
        Form {
            Section("Invoices") {
                Row("Invoice 41").id("invoice-41")
                    .swipeActions(edge: .leading) { SwipeAction("Pin", tint: .orange) { log.update { $0.append("pin 41") } } }
                    .swipeActions { SwipeAction("Delete", role: .destructive) { log.update { $0.append("delete 41") } } }
                Row("Invoice 42").id("invoice-42")
                    .swipeActions {
                        SwipeAction("Delete", role: .destructive) { log.update { $0.append("delete 42") } }
                        SwipeAction("Archive") { log.update { $0.append("archive 42") } }
                    }
                Toggle("Reminders", isOn: .constant(false)).id("reminders")
                    .swipeActions { SwipeAction("Mute") { log.update { $0.append("mute") } } }
                    .disabled(remindersDisabled)
            }
        }
    }

    static var options: HTMLFormOptions {
        var options = HTMLFormOptions()
        options.submitTitle = nil
        return options
    }

    /// The page state of a page showing every row of ``invoices(_:remindersDisabled:)``.
    nonisolated static let shownState = "n=invoice-41&n=invoice-42&n=reminders"

    /// A submission of a page with `state` pressing the swipe action buttons with `values` (as
    /// the page writes them, unescaped).
    static func pressing(_ values: String..., state: String? = shownState) -> FormSubmission {
        let stateField = state.map { [FormSubmission.Field(name: FormSubmission.stateFieldName, value: $0)] } ?? []
        return FormSubmission(
            fields: stateField + values.map { FormSubmission.Field(name: FormSubmission.swipeActionFieldName, value: $0) })
    }

    @Test func formworkWritesEachActionAsAButtonAtTheEndOfItsRow() {
        expectMarkup(
            Self.invoices(FormModel([])).html(action: "/invoices", options: Self.options),
            """
            <form method="post" action="/invoices" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=invoice-41&amp;n=invoice-42&amp;n=reminders">
            <fieldset class="fw-section">
            <legend class="fw-header">Invoices</legend>
            <div class="fw-rows">
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">Invoice 41</span>
            </span>
            <span class="fw-row-actions">
            <button type="submit" class="fw-action" name="_formwork-swipe" value="edge=leading&amp;at=0&amp;title=Pin&amp;row=invoice-41" formnovalidate>Pin</button>
            <button type="submit" class="fw-action fw-destructive" name="_formwork-swipe" value="edge=trailing&amp;at=0&amp;title=Delete&amp;row=invoice-41" formnovalidate>Delete<span class="fw-visually-hidden"> Invoice 41</span>
            </button>
            </span>
            </div>
            <div class="fw-row">
            <span class="fw-text">
            <span class="fw-title">Invoice 42</span>
            </span>
            <span class="fw-row-actions">
            <button type="submit" class="fw-action fw-destructive" name="_formwork-swipe" value="edge=trailing&amp;at=0&amp;title=Delete&amp;row=invoice-42" formnovalidate>Delete<span class="fw-visually-hidden"> Invoice 42</span>
            </button>
            <button type="submit" class="fw-action" name="_formwork-swipe" value="edge=trailing&amp;at=1&amp;title=Archive&amp;row=invoice-42" formnovalidate>Archive</button>
            </span>
            </div>
            <div class="fw-row">
            <label for="fw-reminders" class="fw-label">Reminders</label>
            <input type="hidden" name="reminders" value="off">
            <input type="checkbox" role="switch" class="fw-switch" id="fw-reminders" name="reminders" value="on">
            <span class="fw-row-actions">
            <button type="submit" class="fw-action" name="_formwork-swipe" value="edge=trailing&amp;at=0&amp;title=Mute&amp;row=reminders" formnovalidate>Mute</button>
            </span>
            </div>
            </div>
            </fieldset>
            </form>
            """)
    }

    @Test func govUKWritesSecondaryAndWarningButtonsAfterTheRow() {
        expectMarkup(
            Self.invoices(FormModel([])).html(action: "/invoices", options: Self.options, theme: .govUK),
            """
            <form method="post" action="/invoices" class="fw-form">
            <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=invoice-41&amp;n=invoice-42&amp;n=reminders">
            <fieldset class="govuk-fieldset">
            <legend class="govuk-fieldset__legend govuk-fieldset__legend--m">Invoices</legend>
            <p class="govuk-body">Invoice 41</p>
            <div class="govuk-button-group">
            <button type="submit" class="govuk-button govuk-button--secondary" data-module="govuk-button" name="_formwork-swipe" value="edge=leading&amp;at=0&amp;title=Pin&amp;row=invoice-41" formnovalidate>Pin</button>
            <button type="submit" class="govuk-button govuk-button--warning" data-module="govuk-button" name="_formwork-swipe" value="edge=trailing&amp;at=0&amp;title=Delete&amp;row=invoice-41" formnovalidate>Delete<span class="govuk-visually-hidden"> Invoice 41</span>
            </button>
            </div>
            <p class="govuk-body">Invoice 42</p>
            <div class="govuk-button-group">
            <button type="submit" class="govuk-button govuk-button--warning" data-module="govuk-button" name="_formwork-swipe" value="edge=trailing&amp;at=0&amp;title=Delete&amp;row=invoice-42" formnovalidate>Delete<span class="govuk-visually-hidden"> Invoice 42</span>
            </button>
            <button type="submit" class="govuk-button govuk-button--secondary" data-module="govuk-button" name="_formwork-swipe" value="edge=trailing&amp;at=1&amp;title=Archive&amp;row=invoice-42" formnovalidate>Archive</button>
            </div>
            <div class="govuk-form-group">
            <div class="govuk-checkboxes" data-module="govuk-checkboxes">
            <div class="govuk-checkboxes__item">
            <input type="hidden" name="reminders" value="off">
            <input type="checkbox" class="govuk-checkboxes__input" id="fw-reminders" name="reminders" value="on">
            <label for="fw-reminders" class="govuk-label govuk-checkboxes__label">Reminders</label>
            </div>
            </div>
            </div>
            <div class="govuk-button-group">
            <button type="submit" class="govuk-button govuk-button--secondary" data-module="govuk-button" name="_formwork-swipe" value="edge=trailing&amp;at=0&amp;title=Mute&amp;row=reminders" formnovalidate>Mute</button>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// A theme whose rows never place their actions, and whose actions' markup writes none of
    /// them, still gets every button: after the row's markup, with the library's attributes.
    @Test func aThemeThatLeavesActionsOutStillGetsEveryButton() {
        var theme = HTMLTheme.formwork
        theme.cell = { row in row.element("p", text: row.texts?.title ?? "") }
        theme.rowActions = { row in row.element("div", ["class": "actions"]) { _ in } }
        let form = Form {
            Section {
                Row("Draft").id("draft").swipeActions { SwipeAction("Discard", role: .destructive) {} }
            }
        }
        expectMarkup(
            form.html(action: "/d", options: Self.options, theme: theme),
            """
            <form method="post" action="/d" class="fw-form">
            <button type="submit" class="fw-default" tabindex="-1" aria-hidden="true">
            </button>
            <input type="hidden" name="_formwork" value="n=draft">
            <fieldset class="fw-section">
            <div class="fw-rows">
            <p>Draft</p>
            <div class="actions">
            </div>
            <button type="submit" name="_formwork-swipe" value="edge=trailing&amp;at=0&amp;title=Discard&amp;row=draft" formnovalidate>Discard</button>
            </div>
            </fieldset>
            </form>
            """)
    }

    /// A disabled row offers no action: no button, and a forged one runs nothing.
    @Test func aDisabledRowHasNoButtons() throws {
        let log = FormModel<[String]>([])
        let form = Self.invoices(log, remindersDisabled: true)
        let html = form.html(action: "/invoices", options: Self.options)
        #expect(html.contains("title=Delete&amp;row=invoice-42"))
        #expect(!html.contains("row=reminders"))
        #expect(throws: SwipeActionSubmissionError.noSuchAction) {
            try form.performSwipeAction(in: Self.pressing("edge=trailing&at=0&title=Mute&row=reminders"))
        }
        #expect(log.value.isEmpty)
    }

    /// Every button a page writes runs its own action of its own row, and nothing else.
    @Test func eachButtonThePageWritesRunsItsActionOfItsRow() throws {
        let log = FormModel<[String]>([])
        let form = Self.invoices(log)
        let values = lines(form.html(action: "/invoices", options: Self.options)).split(separator: "\n")
            .filter { $0.contains(#"name="_formwork-swipe""#) }
            .map { $0.components(separatedBy: #"value=""#)[1].prefix { $0 != "\"" }.replacingOccurrences(of: "&amp;", with: "&") }
        var ran: [PerformedSwipeAction] = []
        for value in values {
            ran += try form.performSwipeAction(in: Self.pressing(value)).map { [$0] } ?? []
        }
        #expect(log.value == ["pin 41", "delete 41", "delete 42", "archive 42", "mute"])
        #expect(
            ran.map(\.row) == ["invoice-41", "invoice-41", "invoice-42", "invoice-42", "reminders"].map { Identity($0) })
        #expect(
            ran.map { "\($0.edge) \($0.index) \($0.title)" } == [
                "leading 0 Pin", "trailing 0 Delete", "trailing 0 Delete", "trailing 1 Archive", "trailing 0 Mute",
            ])
    }

    /// A submission with no swipe action button is none: `nil`, nothing run.
    @Test func noButtonPressedIsNoAction() throws {
        let log = FormModel<[String]>([])
        #expect(try Self.invoices(log).performSwipeAction(in: Self.pressing()) == nil)
        #expect(log.value.isEmpty)
    }

    /// What `apply` makes of the button: no row's value, and no unknown name.
    @Test func applyWritesNothingForTheButton() {
        let errors = Self.invoices(FormModel([])).apply(Self.pressing("edge=trailing&at=0&title=Delete&row=invoice-42"))
        #expect(errors.isEmpty)
    }

    /// Hostile posts, each refused with its own error, running nothing.
    @Test(
        arguments: [
            ("two buttons", [ok, "edge=trailing&at=1&title=Archive&row=invoice-42"], shownState, .submittedTwice),
            ("not pairs", ["delete invoice 42"], shownState, .malformed),
            ("another edge", ["edge=middle&at=0&title=Delete&row=invoice-42"], shownState, .malformed),
            ("a signed place", ["edge=trailing&at=+0&title=Delete&row=invoice-42"], shownState, .malformed),
            ("a negative place", ["edge=trailing&at=-1&title=Delete&row=invoice-42"], shownState, .malformed),
            ("a huge place", ["edge=trailing&at=99999999999999999999&title=Delete&row=invoice-42"], shownState, .malformed),
            ("fields reordered", ["row=invoice-42&edge=trailing&at=0&title=Delete"], shownState, .malformed),
            ("a field more", [ok + "&row=invoice-41"], shownState, .malformed),
            ("oversized", [ok + String(repeating: "x", count: 4_096)], shownState, .malformed),
            ("an unknown row", ["edge=trailing&at=0&title=Delete&row=invoice-99"], shownState, .noSuchRow),
            ("an unknown action", ["edge=trailing&at=0&title=Refund&row=invoice-42"], shownState, .noSuchAction),
            ("a place past the end", ["edge=trailing&at=7&title=Delete&row=invoice-42"], shownState, .noSuchAction),
            ("another row's action", ["edge=trailing&at=1&title=Archive&row=invoice-41"], shownState, .noSuchAction),
            ("another edge's action", ["edge=leading&at=0&title=Pin&row=invoice-42"], shownState, .noSuchAction),
            ("a row the page did not show", [ok], "n=invoice-41&n=reminders", .rowNotShown),
            ("no page state", [ok], nil, .rowNotShown),
        ] as [(String, [String], String?, SwipeActionSubmissionError)])
    func hostilePostsAreRefusedAndRunNothing(
        _ name: String, values: [String], state: String?, expected: SwipeActionSubmissionError
    ) {
        let log = FormModel<[String]>([])
        let submission = FormSubmission(
            fields: (state.map { [FormSubmission.Field(name: FormSubmission.stateFieldName, value: $0)] } ?? [])
                + values.map { FormSubmission.Field(name: FormSubmission.swipeActionFieldName, value: $0) })
        #expect(throws: expected) { try Self.invoices(log).performSwipeAction(in: submission) }
        #expect(log.value.isEmpty)
    }

    /// A valid press: what the hostile cases change one thing of.
    nonisolated static let ok = "edge=trailing&at=0&title=Delete&row=invoice-42"

    /// A row that shows no row of its own (a hidden field) gets no buttons, and a post naming
    /// it is refused.
    @Test func aRowThatShowsNoRowIsNotShown() {
        let log = FormModel<[String]>([])
        let form = Form {
            Section {
                ErrorSummaryTests.DraftField(value: "abc").id("token").swipeActions {
                    SwipeAction("Drop") { log.update { $0.append("drop") } }
                }
            }
        }
        #expect(!form.html(action: "/t", options: Self.options).contains("_formwork-swipe"))
        #expect(throws: SwipeActionSubmissionError.rowNotShown) {
            try form.performSwipeAction(in: Self.pressing("edge=trailing&at=0&title=Drop&row=token", state: "n=token"))
        }
        #expect(log.value.isEmpty)
    }

    /// The errors say what went wrong without repeating what was sent.
    @Test func errorsNeverRepeatTheInput() {
        let forged = "edge=trailing&at=0&title=%3Cscript%3E&row=invoice-42"
        do {
            _ = try Self.invoices(FormModel([])).performSwipeAction(in: Self.pressing(forged))
            Issue.record("a forged action ran")
        } catch {
            #expect(error == .noSuchAction)
            #expect(error.description == "The row does not offer this swipe action")
            #expect(!"\(error)".contains("script"))
        }
    }
}
