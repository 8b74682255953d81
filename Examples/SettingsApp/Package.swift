// swift-tools-version: 6.0
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let formwork = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { $0.lowercased() } ?? "formwork"

// The form of a small iOS app, a Settings > General replica, built and tested on any platform.
// The app's UIKit sources in App/ belong to no target here: drop them and the form file into an
// Xcode iOS app (see README.md); they are type-checked against an iOS SDK, not built by SwiftPM.
let package = Package(
    name: "SettingsApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The model and the form: imports Formwork only, so it builds and is tested on Linux.
        .target(name: "GeneralSettings", dependencies: [.product(name: "Formwork", package: formwork)]),
        .testTarget(name: "GeneralSettingsTests", dependencies: ["GeneralSettings"]),
    ]
)
