import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation

// Measures the engine's speed and the process's peak memory. Each benchmark runs a warm-up, then repeats
// its body until at least half a second has passed, and prints the median of five such rounds. Then the
// large fixtures of issue 13 run against their time bounds (`bounds` runs only those; exit 1 on a miss).

func measure(_ name: String, operations: Int, _ body: () -> Void) {
    body()
    var perOperation: [Double] = []
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        var iterations = 0
        repeat {
            body()
            iterations += 1
        } while DispatchTime.now().uptimeNanoseconds - start < 500_000_000
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        perOperation.append(elapsed / Double(iterations * operations))
    }
    let median = perOperation.sorted()[2]
    print(name.padding(toLength: 52, withPad: " ", startingAt: 0), String(format: "%10.2f µs/op", median / 1000))
}

func peakResidentMemory() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return "unavailable (no /proc/self/status)" }
    return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
}

// `bounds`: only the time bounds of issue 13's large fixtures (FuzzFindingBounds), exiting 1 when one is missed.
if CommandLine.arguments.dropFirst().first == "bounds" {
    exit(FuzzFindingBounds.report(FuzzFindingBounds.run()) ? 0 : 1)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
// `yaml`: the YAML layer against its floors, side by side (issue 12); `yaml quick`: only its rows that take
// seconds (startup ratios, decisions per second).
if CommandLine.arguments.dropFirst().first == "yaml" {
    YAMLLayerBenchmarks.run(root: root, quick: CommandLine.arguments.dropFirst(2).first == "quick")
    exit(0)
}
// `transitions`: issue 19's figures (per frame sampled, advance steps side by side, hostile time).
if CommandLine.arguments.dropFirst().first == "transitions" {
    TransitionBenchmarks.run()
    exit(0)
}
// `redesign`: the table of issue 18, on files shaped like its held-out ones.
if CommandLine.arguments.dropFirst().first == "redesign" {
    RedesignBenchmarks.run(root: root)
    exit(0)
}
do {
    let catalog = try SpecLoader.builtInDevices()
    let loader = ScenarioLoader(catalog: catalog)
    let files = SpecValidator.files(for: [root.appendingPathComponent("scenarios").path])
    let scenarios = try files.map { try loader.loadScenario(at: $0) }

    measure("load devices.yaml", operations: 1) {
        _ = try? SpecLoader.loadDevices(atPath: root.appendingPathComponent("devices.yaml").path)
    }
    measure("decide (popover, iPad Split View, iOS 9)", operations: 1) {
        let traits = TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        _ = PresentationDecider(era: Era(iOS: 9) ?? .newest).present(
            style: .popover, in: traits,
            delegate: FixedDelegateAnswers(styleMethod: .traitCollection, answer: .fullScreen, providesSubstitute: true)
        )
    }
    let matrixRows = ComparisonMatrix(devices: catalog.devices, styles: PresentationStyle.presentable, eras: [.newest])
        .rows.count
    measure("compare matrix (\(matrixRows) decisions), per decision", operations: matrixRows) {
        _ = ComparisonMatrix(devices: catalog.devices, styles: PresentationStyle.presentable, eras: [.newest])
    }
    measure("load + dry-run one scenario file (average)", operations: files.count) {
        for file in files { _ = try? loader.loadScenario(at: file) }
    }
    let steps = scenarios.reduce(0) { $0 + $1.steps.count }
    measure("replay the library (\(scenarios.count) scenarios), per step", operations: steps) {
        for scenario in scenarios { _ = Simulation.replay(scenario, catalog: catalog) }
    }
    let storyboards = InterfaceBuilderImporter.storyboardFiles(for: root.appendingPathComponent("scenarios").path).files
    measure("import a .storyboard of the library (average)", operations: storyboards.count) {
        for file in storyboards { _ = InterfaceBuilderImporter.importStoryboard(atPath: file) }
    }
    let audit = StoryboardAudit(
        devices: catalog.devices, eras: StoryboardAudit.defaultVersions.compactMap { Era(iOS: $0) })
    let imported = storyboards.map { InterfaceBuilderImporter.importStoryboard(atPath: $0) }
    let segueCount = imported.reduce(0) { $0 + $1.outline.segues.count }
    measure("audit the library's storyboards, per segue", operations: segueCount) {
        for storyboard in imported { _ = audit.audit(storyboard) }
    }
    // Import time per scene must not grow with the file: the same scene shape 1,000 and 10,000 times.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-bench-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for count in [1_000, 10_000] {
        var xml = "<?xml version=\"1.0\"?>\n<document initialViewController=\"v0\"><scenes>\n"
        for index in 0..<count {
            xml +=
                "<scene sceneID=\"s\(index)\"><objects><viewController id=\"v\(index)\" sceneMemberID=\"viewController\">"
                + "<view key=\"view\" id=\"w\(index)\"><subviews><button id=\"b\(index)\"><connections>"
                + "<segue destination=\"v\((index + 1) % count)\" kind=\"popoverPresentation\" identifier=\"Next\" popoverAnchorView=\"b\(index)\" id=\"g\(index)\"/>"
                + "</connections></button></subviews></view></viewController></objects></scene>\n"
        }
        xml += "</scenes></document>\n"
        let file = scratch.appendingPathComponent("Generated\(count).storyboard")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        measure("import a generated storyboard of \(count) scenes, per scene", operations: count) {
            _ = InterfaceBuilderImporter.importStoryboard(atPath: file.path)
        }
    }
    print("peak resident memory:", peakResidentMemory())
    print("issue 13's large fixtures, with their time bounds:")
    if !FuzzFindingBounds.report(FuzzFindingBounds.run()) { exit(1) }
} catch {
    print("benchmark setup failed: \(error)")
    exit(1)
}
