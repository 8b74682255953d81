// swift-format-ignore-file
// Formatted as the DocC article "Custom Inputs" shows it: ReadmeTests finds its blocks here line for line.
import Formwork
import FormworkHTML
import FormworkTesting
import Testing

/// The star rating on the web: a number input the theme labels, styles and shows errors for.
extension StarRating: HTMLRenderable {
    var themeKind: HTMLRowKind { .number }

    func renderHTML(into writer: inout HTMLWriter, context: HTMLRowContext) {
        writer.startTag("input")
        writer.attribute("type", "number")
        context.writeControlAttributes(into: &writer)
        writer.attribute("min", "0")
        writer.attribute("max", "5")
        writer.attribute("value", context.submittedText ?? String(stars))
        writer.closeStartTag()
    }
}

/// The article's examples, checked in every host Linux can run.
@Suite(.checksPrintedOutput) struct CustomInputExamples {
    struct Review: Sendable {
        var stars = 3
        var comment = ""
    }

    static func reviewForm(_ review: FormModel<Review>) -> Form {
        Form {
            Section("Review") {
                StarRating("Rating", stars: review.binding(\.stars)).validate(.custom("Rate at least one star") { $0 > 0 }).id("rating")
                TextField("Comment", text: review.binding(\.comment)).id("comment")
            }
        }
    }

    @Test func aStarRatingIsReadByVoiceOverAsItDeclares() {
        let review = FormModel(Review())
        expectAccessibility(Self.reviewForm(review), """
            Review, heading
            Rating, 3 of 5 stars, adjustable
            Comment, text field
            """)
    }

    @Test func aStarRatingSubmitsAndSavesLikeABuiltInInput() {
        let review = FormModel(Review())
        let form = Self.reviewForm(review)
        #expect(form.apply(.raw(["rating": "5", "comment": "Great"])).isEmpty)
        #expect(review.value.stars == 5)
        // A browser is hostile: nothing is written, and the error names the row.
        let refused = form.apply(.raw(["rating": "9"]))
        #expect(refused.map(\.message) == ["Must be between 0 and 5"])
        #expect(refused.map(\.identity) == [Identity("rating")])
        #expect(review.value.stars == 5)
    }

    @Test func aStarRatingFollowsTheTheme() {
        let review = FormModel(Review(stars: 0))
        let form = Form { Section { StarRating("Rating", stars: review.binding(\.stars)).validate(.custom("Rate at least one star") { $0 > 0 }).id("rating") } }
        #expect(form.html(action: "/review") == """
            <form method="post" action="/review" class="fw-form"><button type="submit" class="fw-default" tabindex="-1" aria-hidden="true"></button>\
            <input type="hidden" name="_formwork" value="n=rating"><fieldset class="fw-section"><div class="fw-rows"><div class="fw-row">\
            <label for="fw-rating" class="fw-label">Rating</label><input type="number" id="fw-rating" name="rating" min="0" max="5" value="0">\
            </div></div></fieldset><div class="fw-actions"><button type="submit" class="fw-submit">Submit</button></div></form>
            """)
        #expect(form.html(action: "/review", errors: form.validate(), theme: .govUK) == """
            <form method="post" action="/review" class="fw-form"><button type="submit" class="govuk-visually-hidden" tabindex="-1" aria-hidden="true"></button>\
            <input type="hidden" name="_formwork" value="n=rating"><div class="govuk-form-group govuk-form-group--error">\
            <label for="fw-rating" class="govuk-label">Rating</label><p class="govuk-error-message" id="fw-rating__error">\
            <span class="govuk-visually-hidden">Error:</span> Rate at least one star</p><input type="number" \
            class="govuk-input govuk-input--width-5 govuk-input--error" id="fw-rating" name="rating" aria-invalid="true" \
            aria-describedby="fw-rating__error" autofocus min="0" max="5" value="0"></div>\
            <button type="submit" class="govuk-button" data-module="govuk-button">Submit</button></form>
            """)
    }
}
