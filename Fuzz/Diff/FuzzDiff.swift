import Formwork
import FormworkFixtures
import FuzzSupport

/// Bytes as a seed and sizes for a pair of random forms (`RandomForms`, as the diff's property
/// tests make them): the diff each way must go through `TableHost`'s batch-update rules and
/// leave exactly the other form. Stops on a crash or a changeset UIKit would refuse.
@main enum FuzzDiff {
    static func main() {
        runLibFuzzer { data, size in
            let input = bytes(data, size)
            guard input.count >= 8 else { return 0 }
            let seed = input.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let maxSections = 1 + Int(input.count > 8 ? input[8] % 12 : 4)
            let maxRows = Int(input.count > 9 ? input[9] % 64 : 6)
            var random = RandomForms(seed: seed)
            let spec = random.old(maxSections: maxSections, maxRows: maxRows)
            let old = RandomForms.form(spec), new = RandomForms.form(random.new(from: spec))
            checkDiff(from: old, to: new, seed: seed)
            checkDiff(from: new, to: old, seed: seed)
            return 0
        }
    }
}

/// Applies the diff from `old` to `new` through `TableHost`; stops the run if UIKit would refuse
/// it or the host ends with other rows than `new`'s.
private func checkDiff(from old: Form, to new: Form, seed: UInt64) {
    var host = TableHost(old)
    do {
        try host.performBatchUpdates(new.changes(from: old), to: new)
    } catch {
        fail("seed \(seed): \(error)")
    }
    if host.rowIdentities != new.sections.map({ $0.rows.map(\.id) }) { fail("seed \(seed): the host holds other rows") }
}
