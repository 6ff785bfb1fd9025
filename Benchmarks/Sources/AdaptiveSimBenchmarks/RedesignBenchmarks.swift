import Foundation

/// `redesign` mode (issues 18 and 27): the figures of the redesign's table, side by side in one run, on files
/// shaped like its held-out ones: 50,000 alternating Split View resizes of a popover whose segue substitutes
/// a navigation controller, with `expect: {style, presented}` on every step (about 4 MB, streamed), and the
/// same steps without expectations (under 1 MiB, held whole).
///
/// - replay of the file with expectations (`--format text`, `json`, `junit`) against libyaml's raw event
///   scan of it, in wall time and in CPU time (user + system, from `wait4`), each the fastest of 9 runs
///   alternated with the scan's; then JSON and JUnit against text;
/// - peak memory of `replay --format json` of that file, and of `replay --format text` of the one held
///   whole, with the size of each file.
///
/// Run it from `Benchmarks/` after `swift build -c release --product adaptive-sim` at the root, as
/// `swift build -c release && swift run -c release AdaptiveSimBenchmarks redesign` (`ADAPTIVE_SIM` names
/// another build of the tool to measure). The same figures, by hand: `/usr/bin/time -v` on
/// `adaptive-sim replay FILE` and on `LibYAMLScan FILE` ("Elapsed (wall clock) time", "User time" plus
/// "System time").
enum RedesignBenchmarks {
    /// The wall and CPU seconds of one run of a command.
    struct Times {
        var wall: Double
        var cpu: Double
        var status: Int32
    }

    /// Runs `tool` with `arguments` once.
    static func time(_ tool: String, _ arguments: [String]) -> Times {
        let wall = YAMLLayerBenchmarks.run(tool, arguments)
        return Times(
            wall: wall, cpu: YAMLLayerBenchmarks.lastCPUSeconds, status: YAMLLayerBenchmarks.lastStatus)
    }

    /// The fastest wall and CPU times of each command over `runs` rounds, the commands alternated in each
    /// round after a warm-up of each, so that all see the same load.
    static func alternated(runs: Int = 9, _ commands: [(String, [String])]) -> [Times] {
        for (tool, arguments) in commands { _ = time(tool, arguments) }
        var best = commands.map { _ in Times(wall: .infinity, cpu: .infinity, status: 0) }
        for _ in 0..<runs {
            for (index, (tool, arguments)) in commands.enumerated() {
                let times = time(tool, arguments)
                best[index].wall = min(best[index].wall, times.wall)
                best[index].cpu = min(best[index].cpu, times.cpu)
                best[index].status = times.status
            }
        }
        return best
    }

    /// A row with wall and CPU times and their ratios to `floor`'s.
    static func row(_ name: String, _ times: Times, against floor: (String, Times)?) {
        var line =
            YAMLLayerBenchmarks.pad(name)
            + String(format: "%8.1f ms wall %8.1f ms CPU", times.wall * 1000, times.cpu * 1000)
        if let (label, floor) = floor {
            line += String(format: "   %5.2f× / %5.2f× %@", times.wall / floor.wall, times.cpu / floor.cpu, label)
        }
        if times.status != 0 { line += "   (exit \(times.status))" }
        print(line)
    }

    static func run(root: URL) {
        let (tool, scan) = YAMLLayerBenchmarks.executables(root: root, mode: "redesign")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-redesign-\(getpid())")
        try? FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("storyboards"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try? FileManager.default.copyItem(
            at: root.appendingPathComponent("scenarios/storyboards/pampered-pets.yaml"),
            to: scratch.appendingPathComponent("storyboards/pampered-pets.yaml"))
        print("adaptive-sim: \(tool)")

        let expecting = popoverResizes(50_000, expectations: true, in: scratch)
        let plain = popoverResizes(50_000, expectations: false, in: scratch)
        let times = alternated([
            (scan, [expecting]), (tool, ["replay", expecting]), (tool, ["replay", expecting, "--format", "json"]),
            (tool, ["replay", expecting, "--format", "junit"]),
        ])
        let (raw, text, json, junit) = (times[0], times[1], times[2], times[3])
        row("libyaml raw event scan, \(size(of: expecting))", raw, against: nil)
        row("replay --format text (wall / CPU ratios)", text, against: ("raw scan", raw))
        row("replay --format json", json, against: ("text", text))
        row("replay --format junit", junit, against: ("text", text))

        for (label, file, format) in [
            ("--format json, \(size(of: expecting)), streamed", expecting, "json"),
            ("--format text, \(size(of: plain)), held whole", plain, "text"),
        ] {
            let (kilobytes, exit) = YAMLLayerBenchmarks.peakMemory(
                tool, ["replay", file, "--format", format], scratch: scratch)
            print(YAMLLayerBenchmarks.pad("peak memory, \(label)"), String(format: "%9d KB", kilobytes), "exit \(exit)")
        }
    }

    /// `steps` alternating `oneThird`/`twoThirds` resizes after the vet popover is presented, with
    /// `expect: {style, presented}` on every step when `expectations`.
    static func popoverResizes(_ steps: Int, expectations: Bool, in folder: URL) -> String {
        let file = folder.appendingPathComponent(expectations ? "popover-expect.yaml" : "popover-plain.yaml")
        var text =
            "scenario: Vet popover across \(steps) Split View resizes\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: storyboards/pampered-pets.yaml\nsteps:\n- perform: ShowAnimal\n- perform: VetDetail\n"
        for index in 0..<steps {
            if index.isMultiple(of: 2) {
                text += "- resize: oneThird\n"
                if expectations { text += "  expect: {style: fullScreen, presented: VetNavigationController}\n" }
            } else {
                text += "- resize: twoThirds\n"
                if expectations { text += "  expect: {style: popover, presented: VetInformation}\n" }
            }
        }
        try? Data(text.utf8).write(to: file)
        return file.path
    }

    static func size(of file: String) -> String {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        return String(format: "%.2f MB", Double(bytes) / 1_000_000)
    }
}
