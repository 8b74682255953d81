import Formwork
import FormworkHTML
import Testing

/// The pages a web journey writes, whole, in GOV.UK Frontend's markup.
@Suite struct HTMLJourneyMarkupTests {
    typealias Licence = HTMLJourneyTests.Licence

    /// The journey's pages in GOV.UK's theme and markup, with no stylesheet.
    static func pages() throws -> HTMLJourney<Licence> {
        var pages = try HTMLJourney(HTMLJourneyTests.journey, at: "/apply", newModel: { Licence() }) { _, _ in }
        pages.theme = .govUK
        pages.markup = .govUK
        pages.page = { $0.stylesheet = "" }
        pages.messages = .english
        return pages
    }

    /// The page `path` shows after `posts`, with the CSRF field `token`.
    static func page(_ path: String, after posts: [(String, [FormSubmission.Field])]) async throws -> String {
        let pages = try pages()
        let store = InMemoryJourneyStore()
        for (postPath, fields) in posts {
            _ = try await pages.respond(
                to: HTMLJourneyRequest(.post, postPath, submission: FormSubmission(fields: fields)), session: "s", store: store)
        }
        let response = try await pages.respond(
            to: HTMLJourneyRequest(.get, path, hiddenFields: ["csrf": "t0k&n"]), session: "s", store: store)
        guard case .page(let html) = response else { return "\(response)" }
        return html
    }

    /// The document's start, up to its title.
    static let head = """
        <!DOCTYPE html><html lang="en" class="govuk-template"><head><meta charset="utf-8">\
        <meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">
        """

    static let answeredName: (String, [FormSubmission.Field]) = ("/apply/name", [.init(name: "name", value: "Jane <Doe>")])
    static let fromABoat: (String, [FormSubmission.Field]) = ("/apply/where", [.init(name: "fromBoat", value: "on")])

    @Test func aStepPageHasABackLinkItsPlaceItsHeadingAndItsForm() async throws {
        #expect(
            try await Self.page("/apply/boat", after: [Self.answeredName, Self.fromABoat]) == Self.head + """
                <title>Your boat</title></head><body class="govuk-template__body"><div class="govuk-width-container">\
                <main class="govuk-main-wrapper" id="main-content"><a class="govuk-back-link" href="/apply/where">Back</a>\
                <span class="govuk-caption-l">Step 3 of 3</span><h1 class="govuk-heading-l">Your boat</h1>\
                <form method="post" action="/apply/boat" class="fw-form">\
                <button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true"></button>\
                <input type="hidden" name="csrf" value="t0k&amp;n"><input type="hidden" name="_formwork" value="n=boatName">\
                <div class="govuk-form-group"><label for="fw-boatName" class="govuk-label">Boat name</label>\
                <input type="text" class="govuk-input" id="fw-boatName" name="boatName" value="" required></div>\
                <button type="submit" class="govuk-button" data-module="govuk-button">Continue</button></form></main></div></body></html>
                """)
    }

    @Test func theSummaryIsAGovUKSummaryListPerStepWithChangeLinksAndASendButton() async throws {
        let boat: (String, [FormSubmission.Field]) = ("/apply/boat", [.init(name: "boatName", value: "Molly")])
        #expect(
            try await Self.page("/apply/check-answers", after: [Self.answeredName, Self.fromABoat, boat]) == Self.head + """
                <title>Check your answers</title></head><body class="govuk-template__body"><div class="govuk-width-container">\
                <main class="govuk-main-wrapper" id="main-content"><a class="govuk-back-link" href="/apply/boat">Back</a>\
                <h1 class="govuk-heading-l">Check your answers</h1>\
                <h2 class="govuk-heading-m">Your name</h2><dl class="govuk-summary-list"><div class="govuk-summary-list__row">\
                <dt class="govuk-summary-list__key">Full name</dt><dd class="govuk-summary-list__value">Jane &lt;Doe&gt;</dd>\
                <dd class="govuk-summary-list__actions"><a class="govuk-link" href="/apply/name/change">Change\
                <span class="govuk-visually-hidden"> Full name</span></a></dd></div></dl>\
                <h2 class="govuk-heading-m">Where you fish</h2><dl class="govuk-summary-list"><div class="govuk-summary-list__row">\
                <dt class="govuk-summary-list__key">I fish from a boat</dt><dd class="govuk-summary-list__value">Yes</dd>\
                <dd class="govuk-summary-list__actions"><a class="govuk-link" href="/apply/where/change">Change\
                <span class="govuk-visually-hidden"> I fish from a boat</span></a></dd></div></dl>\
                <h2 class="govuk-heading-m">Your boat</h2><dl class="govuk-summary-list"><div class="govuk-summary-list__row">\
                <dt class="govuk-summary-list__key">Boat name</dt><dd class="govuk-summary-list__value">Molly</dd>\
                <dd class="govuk-summary-list__actions"><a class="govuk-link" href="/apply/boat/change">Change\
                <span class="govuk-visually-hidden"> Boat name</span></a></dd></div></dl>\
                <form method="post" action="/apply/check-answers" novalidate><input type="hidden" name="csrf" value="t0k&amp;n">\
                <button type="submit" class="govuk-button">Accept and send</button></form></main></div></body></html>
                """)
    }

    @Test func aRefusedPostIsShownWithItsErrorsAndWhatWasTyped() async throws {
        let html = try await Self.page("/apply/name", after: [("/apply/name", [.init(name: "name", value: "")])])
        #expect(html.contains("<title>Error: Your name</title>"))
        #expect(html.contains("govuk-error-summary"))
        #expect(!html.contains("govuk-back-link"))
        #expect(html.contains("<span class=\"govuk-caption-l\">Step 1 of 2</span>"))
    }
}
