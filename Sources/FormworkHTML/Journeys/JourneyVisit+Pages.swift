import Formwork

extension JourneyVisit {
    /// The current step's page: a back link, the step's place ("Step 2 of 5"), its title as
    /// the heading, and its form — with the refused post's values and errors, if it was this
    /// step's.
    mutating func stepPage(hiddenFields: [String: String]) -> String {
        guard case .step(let name) = run.place, let step = run.currentStep, var form = run.currentForm else { return "" }
        var errors: [ValidationError] = []
        var conversionErrors: [ValueConversionError] = []
        var submitted: FormSubmission?
        if let refused = refusedPost, refused.step == name {
            if !refused.fields.isEmpty {
                let submission = FormSubmission(fields: refused.fields.map { .init(name: $0.name, value: $0.value) })
                conversionErrors = form.apply(
                    .submission(submission, ignoring: Set(hiddenFields.keys)), messages: pages.messages)
                submitted = submission
                form = run.currentForm ?? form
            }
            errors = form.validate(messages: pages.messages)
        } else {
            refusedPost = nil
        }
        var options = HTMLFormOptions()
        options.submitTitle = pages.messages.continueJourney
        options.hiddenFields = hiddenFields
        options.errorSummaryTitle = pages.messages.errorSummaryTitle
        pages.form(&options)
        var body = HTMLWriter()
        writeBackLink(into: &body)
        if let position = run.position {
            body.element(
                "span", ["class": pages.markup.caption], text: pages.messages.stepPosition(position.number, position.count))
        }
        body.element("h1", ["class": pages.markup.heading], text: step.title)
        let formHTML = form.html(
            action: pages.path(of: .step(name)), errors: errors, conversionErrors: conversionErrors, submitted: submitted,
            options: options, theme: pages.theme)
        return document(title: step.title, body: body.html + formHTML, showsErrors: !errors.isEmpty || !conversionErrors.isEmpty)
    }

    /// "Check your answers": each step's questions and answers with a link to change them,
    /// then the button that sends.
    mutating func summaryPage(hiddenFields: [String: String]) -> String {
        refusedPost = nil
        let markup = pages.markup
        let messages = pages.messages
        var body = HTMLWriter()
        writeBackLink(into: &body)
        body.element("h1", ["class": markup.heading], text: messages.checkAnswers)
        for group in run.summary(messages: messages).groups {
            body.element("h2", ["class": markup.sectionHeading], text: group.title)
            body.startTag("dl")
            body.attribute("class", markup.summaryList)
            body.closeStartTag()
            for answer in group.answers {
                writeSummaryRow(answer, changing: group.step, into: &body)
            }
            body.endTag("dl")
        }
        body.startTag("form")
        body.attribute("method", "post")
        body.urlAttribute("action", pages.path(of: .summary))
        body.attribute("novalidate")
        body.closeStartTag()
        for (name, value) in hiddenFields.sorted(by: { $0.key < $1.key }) {
            body.startTag("input")
            body.attribute("type", "hidden")
            body.attribute("name", name)
            body.attribute("value", value)
            body.closeStartTag()
        }
        body.element("button", ["type": "submit", "class": markup.button], text: messages.sendAnswers)
        body.endTag("form")
        return document(title: messages.checkAnswers, body: body.html, showsErrors: false)
    }

    /// The page after sending.
    func confirmationPage() -> String {
        var body = HTMLWriter()
        body.startTag("div")
        body.attribute("class", pages.markup.panel)
        body.closeStartTag()
        body.element("h1", ["class": pages.markup.panelTitle], text: pages.messages.answersSent)
        body.endTag("div")
        return document(title: pages.messages.answersSent, body: body.html, showsErrors: false)
    }

    /// One question, its answer, and the link that changes it.
    private func writeSummaryRow(_ answer: JourneySummary.Answer, changing step: JourneyStepName, into body: inout HTMLWriter) {
        let markup = pages.markup
        body.startTag("div")
        body.attribute("class", markup.summaryRow)
        body.closeStartTag()
        body.element("dt", ["class": markup.summaryKey], text: answer.question)
        body.element("dd", ["class": markup.summaryValue], text: answer.answer)
        body.startTag("dd")
        body.attribute("class", markup.summaryActions)
        body.closeStartTag()
        body.startTag("a")
        body.attribute("class", markup.link)
        body.urlAttribute("href", pages.path(of: .step(step)) + "/change")
        body.closeStartTag()
        body.text(pages.messages.change)
        body.element("span", ["class": markup.visuallyHidden], text: " " + answer.question)
        body.endTag("a")
        body.endTag("dd")
        body.endTag("div")
    }

    /// The link to the page before, as the run's Back goes; none at the first step.
    private func writeBackLink(into body: inout HTMLWriter) {
        var before = run
        guard before.back() else { return }
        body.startTag("a")
        body.attribute("class", pages.markup.backLink)
        body.urlAttribute("href", pages.path(of: before.place))
        body.closeStartTag()
        body.text(pages.messages.back)
        body.endTag("a")
    }

    /// The whole document around `body`.
    private func document(title: String, body: String, showsErrors: Bool) -> String {
        var page = HTMLPage(title: title, body: body, theme: pages.theme)
        page.heading = nil
        page.showsErrors = showsErrors
        pages.page(&page)
        return FormMessages.taskLocal.withValue(pages.messages) { page.html }
    }
}
