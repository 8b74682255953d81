// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Formwork",
    // Variadic generic types (the builders' blocks) need the Swift 5.9 runtime on Apple platforms.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Formwork", targets: ["Formwork"]),
        .library(name: "FormworkHTML", targets: ["FormworkHTML"]),
        .library(name: "FormworkTesting", targets: ["FormworkTesting"]),
        .library(name: "FormworkUIKit", targets: ["FormworkUIKit"]),
        .library(name: "FormworkSwiftUI", targets: ["FormworkSwiftUI"]),
    ],
    targets: [
        .target(name: "Formwork"),
        // Rendering forms as HTML and decoding what browsers submit: apart from the model, as
        // elementary keeps rendering apart from its core.
        .target(name: "FormworkHTML", dependencies: ["Formwork"]),
        // Test helpers (expectOutline, expectChanges, expectValues) for test targets to depend on.
        // It imports the toolchain's Swift Testing with no package dependency and no setting:
        // on Linux the compiler finds the module in the toolchain (usr/lib/swift/linux), and
        // SwiftPM passes Swift Testing's macro plugin path, and on macOS the search paths of
        // Xcode's or the Command Line Tools' Testing.framework, to every target, not only to test
        // targets. Swift Testing supports importing it into test targets and into libraries
        // meant for them: depend on FormworkTesting from test targets, never from an app.
        .target(name: "FormworkTesting", dependencies: ["Formwork"]),
        // Showing forms in a UITableView: a humble object. Its decisions compile and are tested on
        // every platform; the UIKit glue (under `#if canImport(UIKit)`) only forwards them.
        .target(name: "FormworkUIKit", dependencies: ["Formwork"]),
        // Showing forms in SwiftUI: the same humble object. What each row shows, what a change
        // writes and which errors show where compile and are tested everywhere; the SwiftUI views
        // (under `#if canImport(SwiftUI)`) only read those decisions.
        // It reads FormworkUIKit's names for UIKit's keyboard and text-content types, which
        // SwiftUI's text fields take too, so each UIKit name is written in one host.
        .target(name: "FormworkSwiftUI", dependencies: ["Formwork", "FormworkUIKit"]),
        // What the demo and the tests share: the sign-up form, a seeded random generator.
        .target(name: "FormworkFixtures", dependencies: ["Formwork"], path: "Fixtures"),
        .executableTarget(
            name: "Playground", dependencies: ["Formwork", "FormworkFixtures"], path: "Playground",
            exclude: ["expected-output.txt"]
        ),
        // FormworkUIKit and FormworkSwiftUI for the documentation's examples of each, compiled on iOS.
        .testTarget(name: "FormworkTests", dependencies: ["Formwork", "FormworkHTML", "FormworkUIKit", "FormworkSwiftUI", "FormworkFixtures", "FormworkTesting"]),
        .testTarget(name: "FormworkTestingTests", dependencies: ["FormworkTesting", "Formwork"]),
        .testTarget(name: "FormworkHTMLTests", dependencies: ["FormworkHTML", "FormworkFixtures"]),
        .testTarget(name: "FormworkUIKitTests", dependencies: ["FormworkUIKit", "FormworkFixtures"]),
        .testTarget(name: "FormworkSwiftUITests", dependencies: ["FormworkSwiftUI", "FormworkFixtures"]),
    ]
)

// libFuzzer harnesses (Fuzz/README.md), only with FORMWORK_FUZZ=1: they are built with
// `-sanitize=fuzzer,address` and linked with lld (`Fuzz/run.sh`), which an ordinary build is not.
if Context.environment["FORMWORK_FUZZ"] == "1" {
    let harnesses = ["Submission", "Values", "Diff", "Multipart"].map { name in
        Target.executableTarget(
            name: "Fuzz" + name, dependencies: ["FuzzSupport"], path: "Fuzz/" + name,
            linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
        )
    }
    package.targets += [
        .target(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(
            name: "FuzzSupport", dependencies: ["CLibFuzzer", "Formwork", "FormworkHTML", "FormworkFixtures"],
            path: "Fuzz/Support"
        ),
    ] + harnesses
}
