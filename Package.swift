// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "adaptive-sim",
    platforms: [.macOS(.v13), .iOS(.v13)],
    products: [
        .library(name: "AdaptivePresentation", targets: ["AdaptivePresentation"]),
        .library(name: "AdaptivePresentationSpec", targets: ["AdaptivePresentationSpec"]),
        .library(name: "AdaptivePresentationTesting", targets: ["AdaptivePresentationTesting"]),
        .library(name: "AdaptiveUIKit", targets: ["AdaptiveUIKit"]),
        .executable(name: "adaptive-sim", targets: ["adaptive-sim"]),
        .plugin(name: "AuditStoryboards", targets: ["AuditStoryboards"]),
        .plugin(name: "AuditStoryboardsBuildTool", targets: ["AuditStoryboardsBuildTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // `swift package generate-documentation` for the DocC catalogs (a command plugin: nothing of it is linked).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The pure model: no YAML, no files, no printing.
        .target(name: "AdaptivePresentation"),
        // YAML → typed values with located diagnostics; the only target that uses Yams, for its CYaml
        // (libyaml, built from source on every platform, iOS included) and nothing else.
        .target(
            name: "AdaptivePresentationSpec",
            dependencies: ["AdaptivePresentation", .product(name: "Yams", package: "Yams")]
        ),
        // UIKit's names and signatures over the simulation, so the app's presentation code compiles unchanged.
        .target(
            name: "AdaptiveUIKit",
            dependencies: ["AdaptivePresentation", "AdaptivePresentationSpec"]
        ),
        // Helpers for users' own test targets (Swift Testing and XCTest).
        .target(
            name: "AdaptivePresentationTesting",
            dependencies: ["AdaptivePresentation", "AdaptivePresentationSpec", "AdaptiveUIKit"]
        ),
        // The thin command-line shell.
        .executableTarget(
            name: "adaptive-sim",
            dependencies: [
                "AdaptivePresentation",
                "AdaptivePresentationSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package audit-storyboards`: the audit of the package's storyboards, in the diagnostics format.
        .plugin(
            name: "AuditStoryboards",
            capability: .command(
                intent: .custom(
                    verb: "audit-storyboards",
                    description:
                        "Audit every segue of the package's storyboards (or of --target T, or the paths given) with adaptive-sim audit"
                )),
            dependencies: ["adaptive-sim"]
        ),
        // The same audit when a target builds: each finding on its storyboard line, an error fails the build.
        .plugin(name: "AuditStoryboardsBuildTool", capability: .buildTool(), dependencies: ["adaptive-sim"]),
        .testTarget(name: "AdaptivePresentationTests", dependencies: ["AdaptivePresentation"]),
        .testTarget(
            name: "AdaptivePresentationSpecTests",
            dependencies: ["AdaptivePresentationSpec"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AdaptivePresentationTestingTests",
            dependencies: ["AdaptivePresentationTesting"]
        ),
        // The custom-segues chapter's app code, unchanged: compiled here against AdaptiveUIKit (on iOS, UIKit).
        .target(
            name: "PamperedPets",
            dependencies: ["AdaptiveUIKit"],
            path: "Examples/PamperedPets",
            exclude: ["Main.storyboard", "AppDelegate.swift", "README.md"]
        ),
        // UIKit-style app code in Swift 5 language mode (no `@MainActor`, overrides inheriting isolation), proving
        // that AdaptiveUIKit's declarations compile for apps not yet on Swift 6; AdaptiveUIKitTests replays it.
        .target(
            name: "AdaptiveUIKitSwift5Consumer",
            dependencies: ["AdaptiveUIKit"],
            path: "Tests/AdaptiveUIKitSwift5Consumer",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "AdaptiveUIKitTests",
            dependencies: [
                "AdaptiveUIKit", "AdaptivePresentationTesting", "PamperedPets", "AdaptiveUIKitSwift5Consumer",
            ],
            resources: [
                .copy("Resources/CustomSegues.yaml"), .copy("Resources/Grooming.yaml"),
                .copy("Resources/ModuleQualified.storyboard"),
            ]
        ),
        .testTarget(
            name: "AdaptiveSimEndToEndTests",
            dependencies: ["adaptive-sim"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
