import Foundation

/// `redesign` mode (issue 18): the figures of the redesign's table, side by side in one run, on files shaped
/// like its held-out ones: 50,000 alternating Split View resizes of a popover whose segue substitutes a
/// navigation controller, with `expect: {style, presented}` on every step (about 4 MB, streamed), and the
/// same steps without expectations (under 1 MiB, held whole).
///
/// - replay of the file with expectations against libyaml's raw event scan of it (wall time, fastest of 9
///   runs alternated with the scan's);
/// - peak memory of `replay --format json` of that file, and of `replay --format text` of the one held
///   whole, with the size of each file.
///
/// Run it from `Benchmarks/` after `swift build -c release --product adaptive-sim` at the root, as
/// `swift build -c release && swift run -c release AdaptiveSimBenchmarks redesign` (`ADAPTIVE_SIM` names
/// another build of the tool to measure).
enum RedesignBenchmarks {
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
        var status: Int32 = 0
        let (replay, raw) = YAMLLayerBenchmarks.pair(
            {
                let seconds = YAMLLayerBenchmarks.run(tool, ["replay", expecting])
                status = YAMLLayerBenchmarks.lastStatus
                return seconds
            }, { YAMLLayerBenchmarks.run(scan, [expecting]) })
        YAMLLayerBenchmarks.row("libyaml raw event scan, \(size(of: expecting))", raw, against: nil)
        YAMLLayerBenchmarks.row(
            "replay, popover resizes with expectations", replay, against: ("raw scan", raw), status: status)

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
