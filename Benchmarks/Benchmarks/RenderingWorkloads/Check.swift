import Counting
import Formwork
import Foundation

/// `html` with the two spellings Plot cannot write evened out, so that FormworkHTML's markup and
/// Plot's compare byte for byte: every `/>` becomes `>` (Plot self-closes `<input/>`; on a void
/// element the slash means nothing in HTML), and every `=""` is dropped (Plot writes an empty
/// value as a bare `value`, the same attribute). Both can only be tag syntax here: texts escape
/// `>` as `&gt;`, attribute values escape `"`, and no text of the workload holds `=""`.
public func normalised(_ html: String) -> String {
    html.replacingOccurrences(of: "/>", with: ">").replacingOccurrences(of: "=\"\"", with: "")
}

/// Checks, once, that the three workloads do what they claim, so a fast wrong answer cannot
/// pass: FormworkHTML's markup equals Plot's after `normalised` (and needed no normalising of
/// its own but `value=""`), escaping was exercised, and the outline has a line per section and row.
public func checkRendering(_ input: RenderingInput) {
    let form = input.form
    let rows = renderingSectionCount * renderingRowsPerSection
    require(form.rows.count == rows, "the form has \(form.rows.count) rows, not \(rows)")
    require(form.duplicateIdentities.isEmpty, "repeated identities: \(form.duplicateIdentities)")
    let html = renderFormworkHTML(input), plot = renderPlot(input)
    require(!html.contains("/>"), "FormworkHTML wrote a self-closing tag")
    require(
        html.components(separatedBy: "=\"\"").count == html.components(separatedBy: " value=\"\"").count,
        "FormworkHTML wrote an empty attribute other than value")
    for reference in ["&amp;", "&lt;", "&gt;", "&quot;"] {
        require(html.contains(reference), "the workload never escapes to \(reference)")
    }
    let expected = normalised(html), actual = normalised(plot)
    guard expected == actual else {
        let prefix = zip(expected.utf8, actual.utf8).prefix { $0 == $1 }.count
        let context = { (text: String) in String(decoding: text.utf8.dropFirst(max(0, prefix - 120)).prefix(240), as: UTF8.self) }
        fatalError(
            "Plot's markup differs from FormworkHTML's at byte \(prefix):\nFormworkHTML: \(context(expected))\nPlot:         \(context(actual))"
        )
    }
    let outline = renderOutline(input)
    let lines = outline.split(separator: "\n").count
    require(lines == renderingSectionCount + rows, "the outline has \(lines) lines")
}
