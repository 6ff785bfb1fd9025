// swift-tools-version: 6.0
// Benchmarks live in their own package so that CI's `swift test` stays lean.
// Run from this folder: swift run -c release AdaptiveSimBenchmarks
import PackageDescription

// A path dependency is identified by its folder's name, which is wherever the repository was cloned.
let parent = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "adaptive-sim").lowercased()

let package = Package(
    name: "AdaptiveSimBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "AdaptiveSimBenchmarks",
            dependencies: [
                .product(name: "AdaptivePresentation", package: parent),
                .product(name: "AdaptivePresentationSpec", package: parent),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
