// swift-tools-version: 6.0
// The fuzz target lives in its own package: libFuzzer must not link into the main package or its tests.
// Build and run from this folder (see README.md here, and .ci/run which does both for about a minute):
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   ASAN_OPTIONS=detect_leaks=0 .build/release/adaptive-sim-fuzz -dict=yaml.dict corpus-work seeds/*
import PackageDescription

// A path dependency is identified by its folder's name, which is wherever the repository was cloned.
let parent = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "adaptive-sim").lowercased()

let package = Package(
    name: "AdaptiveSimFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        // LLVMFuzzerTestOneInput: one input validated and replayed as every kind of file.
        .target(
            name: "AdaptiveSimFuzzTarget",
            dependencies: [
                .product(name: "AdaptivePresentation", package: parent),
                .product(name: "AdaptivePresentationSpec", package: parent),
            ]
        ),
        // The executable: libFuzzer's own main drives the Swift callback. A C target, because SwiftPM aliases a
        // Swift executable's main away (see the comment in entry.c).
        .executableTarget(name: "adaptive-sim-fuzz", dependencies: ["AdaptiveSimFuzzTarget"]),
    ],
    swiftLanguageModes: [.v6]
)
