// swift-tools-version: 6.0
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let formwork = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { $0.lowercased() } ?? "formwork"

// A sign-up form served over HTTP with Hummingbird: Formwork's HTML rendering and submission
// decoding in a real server, kept apart so the library itself has no dependencies.
// Run: `swift run --package-path Examples/SignUpServer SignUpServer --port 8080` (see Sources/FormworkHTML/FormworkHTML.docc/ExampleServer.md).
let package = Package(
    name: "SignUpServer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Hummingbird's own header types, named here for the security headers.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
    ],
    targets: [
        // The form, its pages and the router: shared by the server and its tests.
        .target(
            name: "SignUpApp",
            dependencies: [
                .product(name: "Formwork", package: formwork),
                .product(name: "FormworkHTML", package: formwork),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // The server: parses `--host` and `--port` and runs the app until SIGINT or SIGTERM.
        .executableTarget(name: "SignUpServer", dependencies: ["SignUpApp"]),
        .testTarget(
            name: "SignUpAppTests",
            dependencies: [
                "SignUpApp",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ]
)
