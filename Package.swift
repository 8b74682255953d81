// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Formwork",
    products: [
        .library(name: "Formwork", targets: ["Formwork"]),
    ],
    targets: [
        .target(name: "Formwork"),
        .executableTarget(name: "Playground", dependencies: ["Formwork"], path: "Playground"),
        .testTarget(name: "FormworkTests", dependencies: ["Formwork"]),
    ]
)
