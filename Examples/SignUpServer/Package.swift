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
        // HMAC-SHA256 for the forgery tokens, which the server derives from the session's id
        // instead of keeping them.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // Hummingbird's own channel types, named here for the request deadline (and, in the
        // tests, for raw connections that trickle a body).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
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
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
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
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
    ]
)
