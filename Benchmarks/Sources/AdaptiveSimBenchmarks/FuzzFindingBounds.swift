import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation

/// The large regression fixtures of issue 13, generated here rather than committed, each run against a time
/// bound (and, where the finding was about size, a size bound). The bounds are several times what this
/// package measured in release builds on the 2-core CI machine, and far below what the findings took
/// (11 s for the long `device:`, over 30 s for the aliased string, forever for the folder loop).
///
/// `swift run -c release AdaptiveSimBenchmarks bounds` runs only these and exits 1 when a bound is missed.
enum FuzzFindingBounds {
    /// One fixture's outcome.
    struct Outcome {
        var name: String
        var seconds: Double
        var bound: Double
        var problem: String?
    }

    static func run() -> [Outcome] {
        let scenarioHead = "scenario: Big\ndevice: iphone-8\nstoryboard: {initial: A, controllers: {A: {}}}\n"
        var outcomes: [Outcome] = []

        // 2. A 1,000,000-character `device:` value: did-you-mean skips it, the diagnostic quotes 200 characters.
        let longDevice =
            "scenario: Big\ndevice: " + String(repeating: "x", count: 1_000_000)
            + "\nstoryboard: {initial: A, controllers: {A: {}}}\nsteps: []\n"
        outcomes.append(
            timed("1,000,000-character device: value", bound: 2) {
                let printed = validate(longDevice)
                return printed.utf8.count < 2_000 ? nil : "printed \(printed.utf8.count) bytes of diagnostics"
            })

        // 2. A 100 KB string anchored once and aliased 1,000 times as `resize: *x`.
        var aliased = scenarioHead + "steps:\n  - resize: &x " + String(repeating: "q", count: 100_000) + "\n"
        aliased += String(repeating: "  - resize: *x\n", count: 1_000)
        outcomes.append(
            timed("100 KB string aliased 1,000 times", bound: 2) {
                let printed = validate(aliased)
                guard printed.utf8.count <= SpecLimits.standardMaximumDiagnosticBytes + 4_000 else {
                    return "printed \(printed.utf8.count) bytes of diagnostics"
                }
                return printed.hasSuffix("more not shown (the limit is 100)") ? nil : "no located count of the rest"
            })

        // 4. A 1 MiB file of unknown keys: capped in count and bytes.
        let keys = (0..<60_000).map { "k\($0): 1\n" }.joined()
        outcomes.append(
            timed("60,000 unknown keys (1 MiB) in one file", bound: 8) {
                let printed = validate(scenarioHead + "steps: []\n" + keys)
                return printed.utf8.count <= SpecLimits.standardMaximumDiagnosticBytes + 4_000
                    ? nil : "printed \(printed.utf8.count) bytes"
            })

        // 3. Keys and values made of control characters, 10,000 of them.
        let injected = (0..<10_000).map { "\"a\\nerror: injected \($0)\\e[31m\": 1\n" }.joined()
        outcomes.append(
            timed("10,000 keys with line breaks and escapes", bound: 2) {
                let printed = validate(scenarioHead + "steps: []\n" + injected)
                let lines = printed.split(separator: "\n")
                if printed.unicodeScalars.contains("\u{1B}") { return "a raw escape character was printed" }
                return lines.allSatisfy { $0.hasPrefix("input.yaml:") }
                    ? nil : "a line that is not a located diagnostic"
            })

        // 1. A folder of 200 scenario files whose subfolders link back to it twice each.
        outcomes.append(
            timed("folder of 200 files with 20 links back to '..'", bound: 2) {
                folderLoop()
            })

        // 6. 20,000 replays ending with a retained segue and a substitute on screen: nothing may survive them.
        outcomes.append(
            timed("20,000 replays left mid-presentation, none leaks", bound: 5) {
                replayLeaks()
            })
        return outcomes
    }

    /// Prints each outcome; `true` when every bound held.
    static func report(_ outcomes: [Outcome]) -> Bool {
        for outcome in outcomes {
            let verdict =
                outcome.problem.map { "FAILED: \($0)" }
                ?? (outcome.seconds <= outcome.bound ? "ok" : "FAILED: over the bound")
            print(
                outcome.name.padding(toLength: 52, withPad: " ", startingAt: 0),
                String(format: "%8.3f s (bound %.0f s)  %@", outcome.seconds, outcome.bound, verdict))
        }
        return outcomes.allSatisfy { $0.problem == nil && $0.seconds <= $0.bound }
    }

    private static func timed(_ name: String, bound: Double, _ body: () -> String?) -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        let problem = body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Outcome(name: name, seconds: seconds, bound: bound, problem: problem)
    }

    private static func validate(_ text: String) -> String {
        SpecValidator().validate(SpecSource(file: "input.yaml", text: text)).map(\.description).joined(separator: "\n")
    }

    private static func folderLoop() -> String? {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("adaptive-sim-bounds-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let scenario = "scenario: S\ndevice: iphone-8\nstoryboard: {initial: A, controllers: {A: {}}}\nsteps: []\n"
        do {
            for folder in 0..<10 {
                let sub = root.appendingPathComponent("sub\(folder)")
                try manager.createDirectory(at: sub, withIntermediateDirectories: true)
                for file in 0..<20 {
                    try Data(scenario.utf8).write(to: sub.appendingPathComponent("s\(file).yaml"))
                }
                try manager.createSymbolicLink(atPath: sub.path + "/up1", withDestinationPath: "..")
                try manager.createSymbolicLink(atPath: sub.path + "/up2", withDestinationPath: "..")
            }
        } catch {
            return "cannot build the folder: \(error)"
        }
        let walk = SpecFolderWalk(folder: root.path)
        if walk.files.count != 200 { return "\(walk.files.count) files instead of 200" }
        if walk.warnings.count != 20 { return "\(walk.warnings.count) warnings instead of 20" }
        let results = SpecValidator().validate(paths: [root.path])
        return results.filter { $0.diagnostics.isEmpty }.count == 200
            ? nil : "validate did not find the 200 files valid"
    }

    private static func replayLeaks() -> String? {
        let storyboard = """
            initial: Home
            controllers:
              Home: {anchors: [button]}
              Detail: {}
              DetailNavigation: {kind: navigation, root: Detail}
            segues:
              - {id: Open, from: Home, to: Detail, kind: popover, anchor: button, class: Adaptive}
            segueClasses:
              Adaptive:
                delegate:
                  api: traitCollection
                  adaptivePresentationStyle: {compact: fullScreen, regular: none}
                  substitute: {fullScreen: DetailNavigation}
            """
        let text =
            "scenario: Leak\ndevice: ipad-air-2\norientation: landscape\nios: 9\nstoryboard:\n"
            + storyboard.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
            + "\nsteps:\n  - perform: Open\n  - resize: oneHalf\n    expect: {presented: DetailNavigation}\n"
        do {
            let catalog = try SpecLoader.builtInDevices()
            let scenario = try ScenarioLoader(catalog: catalog).loadScenario(
                from: SpecSource(file: "leak.yaml", text: text))
            // Simulation.replay as users' tests call it, then the same steps with the objects watched weakly:
            // resident memory is too noisy to show a few hundred bytes a replay, weak references are not.
            for _ in 0..<10_000 {
                guard Simulation.replay(scenario, catalog: catalog).passed else { return "the replay did not pass" }
            }
            var survivors = 0
            for _ in 0..<10_000 {
                weak var presentation: PresentationController?
                weak var presented: ViewController?
                weak var substitute: ViewController?
                do {
                    let simulation = try Simulation(scenario: scenario, catalog: catalog)
                    for (index, step) in scenario.steps.enumerated() { _ = try simulation.run(step, index: index) }
                    presentation = simulation.window.topPresentation
                    presented = presentation?.presentedViewController
                    substitute = presentation?.substitute
                    guard substitute != nil else { return "the replay did not end on a substitute" }
                }
                if presentation != nil || presented != nil || substitute != nil { survivors += 1 }
            }
            return survivors == 0 ? nil : "\(survivors) of 10,000 replays left their presentation alive"
        } catch {
            return "cannot load the scenario: \(error)"
        }
    }
}
