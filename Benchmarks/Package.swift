// swift-tools-version: 6.0
// Benchmarks live in their own package so that CI's `swift test` stays lean.
// Run from this folder: swift run -c release AdaptiveSimBenchmarks (the `yaml` mode: swift build -c release first,
// for its LibYAMLScan)
import PackageDescription

// A path dependency is identified by its folder's name, which is wherever the repository was cloned.
let parent = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "adaptive-sim").lowercased()

let package = Package(
    name: "AdaptiveSimBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        // The libyaml the project reads YAML with (Yams' CYaml), for the raw event scan to compare against.
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "AdaptiveSimBenchmarks",
            dependencies: [
                .product(name: "AdaptivePresentation", package: parent),
                .product(name: "AdaptivePresentationSpec", package: parent),
            ]
        ),
        // libyaml's raw event scan of a file: the floor a replay is measured against (`yaml` mode).
        .executableTarget(
            name: "LibYAMLScan",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
