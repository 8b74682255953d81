import Formwork
import FormworkHTML
import FuzzSupport

/// Bytes as a form's POST body: decoded, applied through rebuilds (ignoring a token field),
/// validated, and rendered again with the errors and the submitted texts. Stops on a crash, on
/// markup that is not strict, or on the rebuilding fixpoint exceeding its limits.
@main enum FuzzSubmission {
    static func main() {
        runLibFuzzer { data, size in
            guard let submission = try? FormSubmission(urlEncoded: bytes(data, size)) else { return 0 }
            let model = FormModel(FuzzModel())
            var builds = 0
            let conversionErrors = Form.apply(.submission(submission, ignoring: ["csrf-token"])) {
                builds += 1
                return fuzzForm(model)
            }
            if builds > Form.maximumRebuilds { fail("\(builds) builds") }
            let form = fuzzForm(model)
            _ = form.pressedRow(in: submission)
            checkRendering(form, errors: form.validate(), conversionErrors: conversionErrors, submitted: submission)
            return 0
        }
    }
}
