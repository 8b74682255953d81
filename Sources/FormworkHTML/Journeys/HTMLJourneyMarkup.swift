/// The classes of what a web journey writes around its forms — the back link, the step's
/// caption and heading, the summary list, the send button, the confirmation panel — for
/// ``HTMLJourney/markup``. The forms themselves follow ``HTMLJourney/theme``.
public struct HTMLJourneyMarkup: Sendable {
    /// The link to the page before.
    public var backLink: String
    /// The step's place ("Step 2 of 5"), above its heading.
    public var caption: String
    /// A page's `<h1>`.
    public var heading: String
    /// A step's heading on the summary (`<h2>`).
    public var sectionHeading: String
    /// The summary's list of one step's answers (`<dl>`).
    public var summaryList: String
    /// One question and answer.
    public var summaryRow: String
    /// The question (`<dt>`).
    public var summaryKey: String
    /// The answer (`<dd>`).
    public var summaryValue: String
    /// The change link's cell (`<dd>`).
    public var summaryActions: String
    /// A link.
    public var link: String
    /// Text only screen readers read (the question after "Change").
    public var visuallyHidden: String
    /// The send button.
    public var button: String
    /// The confirmation's panel.
    public var panel: String
    /// The confirmation's heading.
    public var panelTitle: String

    /// Formwork's own classes, which ``HTMLStylesheet/default`` styles.
    public static let formwork = HTMLJourneyMarkup(
        backLink: "fw-back-link", caption: "fw-caption", heading: "fw-page-title", sectionHeading: "fw-header",
        summaryList: "fw-answers", summaryRow: "fw-answer", summaryKey: "fw-question", summaryValue: "fw-answer-value",
        summaryActions: "fw-answer-actions", link: "fw-change-link", visuallyHidden: "fw-visually-hidden",
        button: "fw-submit", panel: "fw-status", panelTitle: "fw-page-title")

    /// GOV.UK Frontend's: its back link, caption, summary list, button and panel.
    public static let govUK = HTMLJourneyMarkup(
        backLink: "govuk-back-link", caption: "govuk-caption-l", heading: "govuk-heading-l",
        sectionHeading: "govuk-heading-m", summaryList: "govuk-summary-list", summaryRow: "govuk-summary-list__row",
        summaryKey: "govuk-summary-list__key", summaryValue: "govuk-summary-list__value",
        summaryActions: "govuk-summary-list__actions", link: "govuk-link", visuallyHidden: "govuk-visually-hidden",
        button: "govuk-button", panel: "govuk-panel govuk-panel--confirmation", panelTitle: "govuk-panel__title")

    /// Markup with these classes.
    public init(
        backLink: String, caption: String, heading: String, sectionHeading: String, summaryList: String,
        summaryRow: String, summaryKey: String, summaryValue: String, summaryActions: String, link: String,
        visuallyHidden: String, button: String, panel: String, panelTitle: String
    ) {
        self.backLink = backLink
        self.caption = caption
        self.heading = heading
        self.sectionHeading = sectionHeading
        self.summaryList = summaryList
        self.summaryRow = summaryRow
        self.summaryKey = summaryKey
        self.summaryValue = summaryValue
        self.summaryActions = summaryActions
        self.link = link
        self.visuallyHidden = visuallyHidden
        self.button = button
        self.panel = panel
        self.panelTitle = panelTitle
    }
}
