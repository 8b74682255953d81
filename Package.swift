// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Formwork",
    // Variadic generic types (the builders' blocks) need the Swift 5.9 runtime on Apple platforms.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Formwork", targets: ["Formwork"]),
    ],
    targets: [
        .target(name: "Formwork"),
        .executableTarget(name: "Playground", dependencies: ["Formwork"], path: "Playground", exclude: ["expected-output.txt"]),
        .testTarget(name: "FormworkTests", dependencies: ["Formwork"]),
    ]
)
