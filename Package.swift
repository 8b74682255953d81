// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Formwork",
    // Variadic generic types (the builders' blocks) need the Swift 5.9 runtime on Apple platforms.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Formwork", targets: ["Formwork"]),
        .library(name: "FormworkHTML", targets: ["FormworkHTML"]),
    ],
    targets: [
        .target(name: "Formwork"),
        // Rendering forms as HTML and decoding what browsers submit: apart from the model, as
        // elementary keeps rendering apart from its core.
        .target(name: "FormworkHTML", dependencies: ["Formwork"]),
        // What the demo and the tests share: the sign-up form, a seeded random generator.
        .target(name: "FormworkFixtures", dependencies: ["Formwork"], path: "Fixtures"),
        .executableTarget(
            name: "Playground", dependencies: ["Formwork", "FormworkFixtures"], path: "Playground",
            exclude: ["expected-output.txt"]
        ),
        .testTarget(name: "FormworkTests", dependencies: ["Formwork", "FormworkHTML", "FormworkFixtures"]),
        .testTarget(name: "FormworkHTMLTests", dependencies: ["FormworkHTML", "FormworkFixtures"]),
    ]
)

// libFuzzer harnesses (Fuzz/README.md), only with FORMWORK_FUZZ=1: they are built with
// `-sanitize=fuzzer,address` and linked with lld (`Fuzz/run.sh`), which an ordinary build is not.
if Context.environment["FORMWORK_FUZZ"] == "1" {
    let harnesses = ["Submission", "Values", "Diff"].map { name in
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
