import Formwork
import FormworkHTML
import Foundation
import FuzzSupport

/// Bytes as a `FormValues` JSON snapshot (a saved draft): decoded, applied to one form and
/// through rebuilds to another, validated, snapshotted and encoded again, and rendered. Stops on
/// a crash, on markup that is not strict, or on the fixpoint exceeding its limits.
@main enum FuzzValues {
    static func main() {
        runLibFuzzer { data, size in
            guard let values = try? JSONDecoder().decode(FormValues.self, from: Data(bytes(data, size))) else { return 0 }
            let plain = FormModel(FuzzModel())
            let plainErrors = fuzzForm(plain).apply(values)
            checkRendering(fuzzForm(plain), errors: fuzzForm(plain).validate(), conversionErrors: plainErrors, submitted: nil)
            let model = FormModel(FuzzModel())
            var builds = 0
            let errors = Form.apply(values) {
                builds += 1
                return fuzzForm(model)
            }
            if builds > Form.maximumRebuilds { fail("\(builds) builds") }
            let form = fuzzForm(model)
            guard (try? JSONEncoder().encode(form.values)) != nil else { fail("the values do not encode again") }
            checkRendering(form, errors: form.validate(), conversionErrors: errors, submitted: nil)
            return 0
        }
    }
}
