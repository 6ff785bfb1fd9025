// swift-tools-version: 6.0
import PackageDescription

// The package the plugin tests build (Tests/AdaptiveSimEndToEndTests/PluginFixtureTests.swift): two targets that
// audit their storyboard when they build, one with a finding of severity warning, one with a finding of severity
// error. Each declares its storyboard in one of the two ways that SwiftPM accepts without a warning on Linux, and
// that both plugins see: as a resource, or excluded.
let package = Package(
    name: "PluginFixture",
    // The repository: named, because a path dependency's identity is its folder's name, which a clone may change.
    dependencies: [.package(name: "adaptive-sim", path: "../..")],
    targets: [
        .target(
            name: "Warned",
            resources: [.process("Warned.storyboard")],
            plugins: [.plugin(name: "AuditStoryboardsBuildTool", package: "adaptive-sim")]
        ),
        .target(
            name: "Failing",
            exclude: ["Failing.storyboard"],
            plugins: [.plugin(name: "AuditStoryboardsBuildTool", package: "adaptive-sim")]
        ),
    ]
)
