import Formwork

/// How `Form.html` renders
/// a form beyond its rows: ids, links, the submit button and browser validation.
///
/// ```swift
/// var options = HTMLFormOptions()
/// options.submitTitle = "Sign Up"
/// options.linkURL = { identity in identity == Identity("privacy") ? "/privacy" : nil }
/// form.html(action: "/signup", options: options)
/// ```
public struct HTMLFormOptions: Sendable {
    /// What every element id starts with, so two forms on one page keep their ids apart.
    /// Everything but ASCII letters and digits is encoded (`-` too, so `fw-a` with the key `b`
    /// is not `fw` with `a-b`); every prefix, the empty one included, gives ids of its own.
    public var idPrefix = "fw"
    /// The title of the form's own submit button, written after the last section; `nil` for
    /// none (the form's `Button` rows submit it). By default `FormMessages.submit` ("Submit")
    /// of the catalogue current when the options are made (a request's, if bound around it).
    public var submitTitle: String? = FormMessages.current.submit
    /// Whether the browser checks the native constraints (`required`, `type="email"`,
    /// `minlength`, `min`, …) before submitting; `false` adds `novalidate`. The server's
    /// `Form.validate` decides either way.
    public var validatesInBrowser = true
    /// The URL a selectable row or navigation link leads to, by its identity; rows without one
    /// become submit buttons that name themselves (see `Form.pressedRow`). Only `http`, `https`,
    /// `mailto`, `tel` and relative URLs are written: a row given another (`javascript:` …) is a
    /// link with no `href` (see ``HTMLWriter/urlAttribute(_:_:)``).
    public var linkURL: @Sendable (Identity) -> String? = { _ in nil }

    /// Whether a change to the row with this identity changes the form's structure (choosing the
    /// Team plan reveals a Company row), so that the page should ask for the form again: its row
    /// is marked `data-fw-refresh`, which the live-reveal script (``HTMLScript/liveReveal``)
    /// watches. `false` for every row unless told otherwise. A custom component that shows no
    /// row (``HTMLRenderable/showsAsRow``) has no container to mark.
    ///
    /// ```swift
    /// options.refreshesForm = { $0 == Identity("plan") }
    /// ```
    public var refreshesForm: @Sendable (Identity) -> Bool = { _ in false }

    /// The URL of a row's image (`RowImage`), for the theme's icon slot
    /// (``HTMLRowMarkup/icon(_:)``) to write as an `<img>`; `nil` (the default) writes an icon
    /// `span` that names the image instead.
    ///
    /// ```swift
    /// options.imageURL = { image in "/icons/\(image.name).svg" }
    /// ```
    public var imageURL: @Sendable (RowImage) -> String? = { _ in nil }

    /// The heading of a summary of every error at the top of the form, GOV.UK's pattern: each
    /// entry names its row and links to its control, and the summary, not the first invalid
    /// control, gets focus when the page loads. `nil` (the default) for no summary: errors show
    /// at their rows only, and the top lists just those that belong to no row.
    ///
    /// ```swift
    /// options.errorSummaryTitle = "There is a problem"
    /// ```
    public var errorSummaryTitle: String?

    /// The control that gets focus when the page loads, after an action the person took (see
    /// ``HTMLFocus``); `nil` (the default) for none asked: the page then focuses the error
    /// summary or the first invalid control, if any, and nothing otherwise. A request that
    /// names a focusable control wins over the errors' focus.
    ///
    /// ```swift
    /// options.focus = .row(Identity("add-guest"))
    /// ```
    public var focus: HTMLFocus?

    /// A short status that says what the person's action did ("Guest 3 added."), shown at the
    /// start of the form in a polite live region (`role="status"`) and read with the control
    /// ``focus`` chooses (it names the region in its `aria-describedby`); `nil` or empty for
    /// none. Written as text, escaped.
    ///
    /// ```swift
    /// options.status = "Guest 2 removed."
    /// ```
    public var status: String?

    /// Hidden fields written at the start of the form, in name order: names and values of your
    /// own that the page sends back, such as a token against cross-site request forgery. Name
    /// them in `apply(.submission(_:ignoring:))` so that they are not taken for rows.
    ///
    /// ```swift
    /// options.hiddenFields = ["csrf-token": session.csrfToken]
    /// ```
    /// `_formwork` (``FormSubmission/stateFieldName``) is the library's own.
    public var hiddenFields: [String: String] = [:]

    /// The row whose label or legend is the page's heading, as on GOV.UK's one-question pages:
    /// a theme writes its label or legend in the page's `<h1>` (``HTMLRowMarkup/isPageHeading``),
    /// so the question is read once; `nil` (the default) for none. Give the page no heading of
    /// its own then (``HTMLPage/heading``).
    ///
    /// ```swift
    /// options.headingRow = Identity("country")
    /// ```
    public var headingRow: Identity?

    /// Options with the defaults.
    public init() {}
}

/// The HTTP method a form submits with.
public enum HTMLFormMethod: String, Sendable {
    /// `POST`: the values travel in the request body.
    case post
    /// `GET`: the values travel in the URL's query.
    case get
}
