import Formwork
import FormworkHTML
import Foundation
import FuzzSupport

/// Bytes as a `FormValues` JSON snapshot (a saved draft): read strictly and decoded, applied to
/// one form and through rebuilds to another, validated, snapshotted and encoded again, and
/// rendered. Stops on a crash, on markup that is not strict, on the fixpoint exceeding its
/// limits, or on the strict reader taking a draft `JSONDecoder` refuses or reading it otherwise.
@main enum FuzzValues {
    static func main() {
        runLibFuzzer { data, size in
            let strict = try? FormValues(json: bytes(data, size))
            guard let values = try? JSONDecoder().decode(FormValues.self, from: Data(bytes(data, size))) else {
                if strict != nil { fail("FormValues(json:) read a draft JSONDecoder refuses") }
                return 0
            }
            if let strict, strict != values || strict.keys != values.keys || !sameGroups(strict, values) {
                fail("FormValues(json:) read \(strict), JSONDecoder \(values)")
            }
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

/// Whether `a` and `b` carry the same repeated groups, in order.
private func sameGroups(_ a: FormValues, _ b: FormValues) -> Bool {
    a.repeatedGroups.map(\.name) == b.repeatedGroups.map(\.name) && a.repeatedGroups.map(\.ids) == b.repeatedGroups.map(\.ids)
}
