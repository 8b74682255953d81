import Formwork

/// Prints the batch update between two states of a form, as an app would log it before
/// animating a table view, and checks it the way a test would, with a headless TableHost.
func printChangeset(from old: Form, to new: Form) {
    let changes = new.changes(from: old)
    print("── Changes, as a table view animates them ───────────")
    print(changes)
    var host = TableHost(old)
    do {
        try host.performBatchUpdates(changes, to: new)
        print("TableHost accepted the batch and now shows the new form.")
    } catch {
        print("TableHost refused the batch: \(error)")
    }
}
