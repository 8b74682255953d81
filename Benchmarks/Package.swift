// swift-tools-version: 6.1
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let formwork = Context.packageDirectory.split(separator: "/").dropLast().last.map { $0.lowercased() } ?? "formwork"

// Formwork's benchmarks, kept apart so the library itself has no dependencies.
// Run: `cd Benchmarks && swift package benchmark` (see README.md).
let package = Package(
    name: "FormworkBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // Only for the rendering benchmark's comparison: the same markup built with Plot.
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "Lowering",
            dependencies: [
                "LoweringWorkloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Lowering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Diffing",
            dependencies: [
                "DiffingWorkloads",
                .product(name: "Formwork", package: formwork),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Diffing",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The lowering workloads, shared by `Lowering` and `LoweringCount`.
        .target(
            name: "LoweringWorkloads",
            dependencies: ["SettingsWorkloads", "Counting", .product(name: "Formwork", package: formwork)],
            path: "Benchmarks/LoweringWorkloads"
        ),
        // The lowering workloads run once cold and once warm, for instruction counts under
        // callgrind.
        .executableTarget(
            name: "LoweringCount",
            dependencies: ["LoweringWorkloads", "Counting"],
            path: "Benchmarks/LoweringCount"
        ),
        // The diffing workloads, shared by `Diffing` and `DiffingCount`.
        .target(
            name: "DiffingWorkloads",
            dependencies: [.product(name: "Formwork", package: formwork)],
            path: "Benchmarks/DiffingWorkloads"
        ),
        // One diffing workload run cold and warm, for instruction counts under callgrind.
        .executableTarget(
            name: "DiffingCount",
            dependencies: ["DiffingWorkloads", "Counting"],
            path: "Benchmarks/DiffingCount"
        ),
        .executableTarget(
            name: "Rendering",
            dependencies: [
                "RenderingWorkloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Rendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The rendering workloads (FormworkHTML, Plot, outline), shared by `Rendering` and
        // `RenderingCount`.
        .target(
            name: "RenderingWorkloads",
            dependencies: [
                "Counting",
                "MallocStatistics",
                .product(name: "Formwork", package: formwork),
                .product(name: "FormworkHTML", package: formwork),
                .product(name: "Plot", package: "Plot"),
            ],
            path: "Benchmarks/RenderingWorkloads"
        ),
        // The rendering form's bytes per row once lowered, against plain structs holding the
        // same rows, from the C allocator's statistics; and its self-check (CI runs it).
        .executableTarget(
            name: "MemoryCount",
            dependencies: ["RenderingWorkloads", "Counting", "MallocStatistics", .product(name: "Formwork", package: formwork)],
            path: "Benchmarks/MemoryCount"
        ),
        // The C allocator's bytes in use (glibc's mallinfo2, Darwin's zone statistics).
        .target(
            name: "MallocStatistics",
            path: "Benchmarks/MallocStatistics"
        ),
        // The 10k-row form rendered one way, once or more, for instruction counts under
        // callgrind; and the rendering self-check CI runs.
        .executableTarget(
            name: "RenderingCount",
            dependencies: ["RenderingWorkloads", "Counting"],
            path: "Benchmarks/RenderingCount"
        ),
        // The first- and steady-call markers the counting drivers share.
        .target(
            name: "Counting",
            path: "Benchmarks/Counting"
        ),
        // The 200-row settings form (model, DSL form, hand-built baselines) and its keystroke
        // cycle, shared by `KeystrokeCount` and the realistic lowering workload.
        .target(
            name: "SettingsWorkloads",
            dependencies: ["Counting", .product(name: "Formwork", package: formwork)],
            path: "Benchmarks/SettingsWorkloads"
        ),
        // The keystroke cycle run cold and warm under callgrind, timed, and self-checked.
        .executableTarget(
            name: "KeystrokeCount",
            dependencies: ["SettingsWorkloads", "Counting", .product(name: "Formwork", package: formwork)],
            path: "Benchmarks/KeystrokeCount"
        ),
        // A keystroke through the SwiftUI host's neutral path (FormView without SwiftUI), run cold
        // and warm under callgrind, its builds per edit counted, and self-checked.
        .executableTarget(
            name: "SwiftUIHostCount",
            dependencies: [
                "SettingsWorkloads", "Counting", .product(name: "Formwork", package: formwork),
                .product(name: "FormworkSwiftUI", package: formwork),
            ],
            path: "Benchmarks/SwiftUIHostCount"
        ),
    ]
)
