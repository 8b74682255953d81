import Counting
import Formwork
@_spi(Benchmarks) import FormworkSwiftUI
import Foundation
import SettingsWorkloads

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// One keystroke in the 200-row settings form through the SwiftUI host's neutral path (what a
// `FormView` runs, without SwiftUI): the text field's binding set as SwiftUI sets it, the change
// written down the shared edit path, then the next run of `body` — the form built and lowered
// once, laid out, its rows compared. Goal (issue 32): one build per change, however often `body`
// runs.
//
//   SwiftUIHostCount check          the self-checks (CI runs this): each keystroke builds the form
//                                   exactly once and shows what was typed; runs of `body` with no
//                                   change build nothing; a change to the model made elsewhere
//                                   builds it once
//   SwiftUIHostCount keystroke [N]  N (1) keystroke cycles, each followed by one build of the form
//                                   alone (the floor a cycle is compared with)
//   SwiftUIHostCount builds [N]     N (100) keystrokes with 3 runs of `body` each: builds per edit
//
// Benchmarks/swiftui-instructions.sh counts 1 and 11 cycles; the difference over 10 is a
// warmed-up cycle.

/// The settings screen shown by a FormView's neutral path.
@MainActor
final class HostKeystrokeWorkload {
    let screen = SettingsScreen()
    let driver: FormViewDriver
    private var typed = false

    init() {
        let screen = screen
        driver = FormViewDriver { screen.form }
        driver.show()
    }

    /// One keystroke and the run of `body` after it; returns the rows shown.
    @inline(never)
    func cycle() -> Int {
        keystroke()
        return show()
    }

    /// Types or deletes one character in the "Name" field, as SwiftUI's binding sets its text.
    @inline(never)
    func keystroke() {
        let text = driver.text(at: nameFieldPath) ?? ""
        let written = driver.type(typed ? String(text.dropLast()) : text + "x", at: nameFieldPath)
        require(written, "the keystroke was not written")
        typed.toggle()
    }

    /// One run of `body`.
    @inline(never)
    func show() -> Int {
        driver.show()
    }

    /// One build of the form alone, from the same model: the floor.
    @inline(never)
    func buildOnly() -> Int {
        screen.form.sections.count
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "check"
let number = arguments.dropFirst().first

switch mode {
case "check":
    check()
    print("swiftui: checked (one build per keystroke, none per run of body without a change, one per change made elsewhere)")
case "keystroke":
    let workload = HostKeystrokeWorkload()
    for _ in 0..<callCount(number) {
        require(workload.cycle() == settingsRowCount, "the view shows fewer rows")
        require(workload.buildOnly() > 0, "the form has no sections")
        deliverNotices()   // the late notice of the keystroke's own change: ignored
    }
    print("keystroke: \(callCount(number)) keystrokes through the SwiftUI host, \(workload.driver.builds) builds")
case "builds":
    let workload = HostKeystrokeWorkload()
    let edits = callCount(number, fallback: 100)
    let before = workload.driver.builds
    for _ in 0..<edits {
        workload.keystroke()
        for _ in 0..<3 { _ = workload.show() }
        deliverNotices()
    }
    let builds = workload.driver.builds - before
    require(builds == edits, "\(builds) builds for \(edits) edits")
    print("builds per edit: \(builds / edits) (\(builds) builds for \(edits) keystrokes, 3 runs of body each)")
default:
    print("usage: SwiftUIHostCount check | keystroke [N] | builds [N]")
    exit(2)
}

/// The self-checks.
/// Runs the main queue until it is empty: delivers the notices of changes to what a build read,
/// which the host takes on the main actor (a synchronous program, which callgrind runs).
@MainActor
func deliverNotices() {
    RunLoop.main.run(until: Date())
}

@MainActor
func check() {
    let workload = HostKeystrokeWorkload()
    require(workload.driver.builds == 1, "showing the view built the form \(workload.driver.builds) times")
    for _ in 0..<10 { _ = workload.show() }
    require(workload.driver.builds == 1, "runs of body with no change built the form")
    for (count, expected) in ["Jane Appleseedx", "Jane Appleseed", "Jane Appleseedx"].enumerated() {
        workload.keystroke()
        require(workload.driver.builds == count + 1, "the keystroke built the form before it was shown")
        for _ in 0..<3 { require(workload.show() == settingsRowCount, "the view shows fewer rows") }
        require(
            workload.driver.builds == count + 2,
            "keystroke \(count + 1) built the form \(workload.driver.builds - count - 1) times")
        require(
            workload.driver.text(at: nameFieldPath) == expected,
            "the field shows \(workload.driver.text(at: nameFieldPath) ?? "nothing")")
        deliverNotices()
        _ = workload.show()
        require(workload.driver.builds == count + 2, "the late notice of the view's own change built the form again")
    }
    // A change made elsewhere (a toolbar button) is seen once the notice arrives: one build.
    workload.screen.$settings.account.email.wrappedValue = "elsewhere@example.com"
    deliverNotices()
    _ = workload.show()
    _ = workload.show()
    require(workload.driver.builds == 5, "a change made elsewhere built the form \(workload.driver.builds - 4) times")
}
