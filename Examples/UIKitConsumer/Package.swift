// swift-tools-version: 6.0
// A package that depends on AdaptiveUIKit as an app's test package would: one target of app code in Swift 6
// language mode, one in Swift 5 mode, and tests that replay both. CI builds and tests it (.ci/run).
import PackageDescription

let package = Package(
    name: "UIKitConsumer",
    platforms: [.macOS(.v13), .iOS(.v13)],
    dependencies: [.package(name: "adaptive-sim", path: "../..")],
    targets: [
        .target(
            name: "SwiftSixApp",
            dependencies: [.product(name: "AdaptiveUIKit", package: "adaptive-sim")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "SwiftFiveApp",
            dependencies: [.product(name: "AdaptiveUIKit", package: "adaptive-sim")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "ConsumerTests",
            dependencies: [
                "SwiftSixApp", "SwiftFiveApp",
                .product(name: "AdaptivePresentationTesting", package: "adaptive-sim"),
            ]
        ),
    ]
)
