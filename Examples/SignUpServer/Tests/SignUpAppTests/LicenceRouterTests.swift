import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SignUpApp
import Testing

/// `/licence` through the router: the GOV.UK licence application is written in GOV.UK Frontend's
/// markup, says "Error: " in its title and lists each problem, linked to its control, when the
/// answers are refused, and confirms them otherwise.
@Suite struct LicenceRouterTests {
    /// Gets `/licence`, then posts `fields` with the page's token and state; the status and body
    /// of each.
    func visit(posting fields: [(String, String)]) async throws -> [(status: HTTPResponse.Status, body: String)] {
        try await Application(router: SignUpRoutes.router()).test(.router) { client in
            let (cookie, token, first) = try await client.execute(uri: "/licence", method: .get) { response in
                let cookie = try #require(response.headers[.setCookie]?.split(separator: ";").first.map(String.init))
                let body = String(buffer: response.body)
                let token = try #require(body.firstMatch(of: /name="csrf-token" value="([0-9a-f]+)"/))
                return (cookie, String(token.output.1), (status: response.status, body: body))
            }
            let state = first.body.firstMatch(of: /name="_formwork" value="([^"]*)"/)?.output.1 ?? ""
            let all = [("csrf-token", token), ("_formwork", state.replacingOccurrences(of: "&amp;", with: "&"))] + fields
            let body = all.map { "\(Self.encoded($0.0))=\(Self.encoded($0.1))" }.joined(separator: "&")
            let second = try await client.execute(
                uri: "/licence", method: .post,
                headers: [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: body)
            ) { (status: $0.status, body: String(buffer: $0.body)) }
            return [first, second]
        }
    }

    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    @Test func theQuestionsAreInGOVUKFrontendsMarkup() async throws {
        let page = try #require(try await visit(posting: []).first)
        #expect(page.status == .ok)
        #expect(page.body.contains(#"<html lang="en" class="govuk-template">"#))
        #expect(page.body.contains("<title>Apply for a rod fishing licence</title>"))
        #expect(page.body.contains(#"<link rel="stylesheet" href="/assets/govuk-frontend.min.css">"#))
        #expect(page.body.contains(#"<form method="post" action="/licence" class="fw-form" novalidate>"#))
        #expect(
            page.body.contains(
                #"<div class="govuk-form-group"><label for="fw-name" class="govuk-label">Full name</label><input type="text" class="govuk-input" id="fw-name" name="name" value="" autocomplete="name" required></div>"#
            ))
        #expect(page.body.contains(#"<div class="govuk-radios" data-module="govuk-radios">"#))
        #expect(page.body.contains(#"<button type="submit" class="govuk-button" data-module="govuk-button">Continue</button>"#))
    }

    @Test func refusedAnswersShowGOVUKsErrorSummaryAndMessages() async throws {
        let page = try #require(try await visit(posting: [("name", ""), ("rods", "2"), ("agreed", "off")]).last)
        #expect(page.status == .unprocessableContent)
        #expect(page.body.contains("<title>Error: Apply for a rod fishing licence</title>"))
        let summary = try #require(page.body.firstMatch(of: /<ul class="govuk-list govuk-error-summary__list">(.*?)<\/ul>/))
        #expect(
            String(summary.output.1)
                == ##"<li><a href="#fw-name">Enter your full name</a></li>"##
                + ##"<li><a href="#fw-kind">Select which licence you need</a></li>"##
                + ##"<li><a href="#fw-agreed">Confirm that you agree to follow the byelaws</a></li>"##)
        #expect(page.body.contains(#"<input type="radio" class="govuk-radios__input" id="fw-kind" name="kind" value="salmon""#))
        #expect(
            page.body.contains(
                #"<p class="govuk-error-message" id="fw-name__error"><span class="govuk-visually-hidden">Error:</span> Enter your full name</p>"#
            ))
        #expect(
            page.body.contains(
                #"<input type="number" class="govuk-input govuk-input--width-5" id="fw-rods" name="rods" value="2""#))
    }

    @Test func acceptedAnswersAreConfirmed() async throws {
        let page = try #require(
            try await visit(posting: [("name", "Ann <Angler>"), ("kind", "coarse"), ("rods", "3"), ("agreed", "on")]).last)
        #expect(page.status == .ok)
        #expect(page.body.contains("<title>Application complete</title>"))
        #expect(
            page.body.contains(
                #"<div class="govuk-panel__body" id="licence">Trout and coarse fish, 3 rod(s), for Ann &lt;Angler&gt;</div>"#))
    }
}
