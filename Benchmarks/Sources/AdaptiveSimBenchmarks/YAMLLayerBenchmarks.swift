import AdaptivePresentation
import Foundation

/// `yaml` mode (issue 12): the YAML layer measured side by side with its floors, in one run.
///
/// - replay of generated resize scenarios against libyaml's raw event scan of the same file (`LibYAMLScan`,
///   a C program linked against the same libyaml), in wall time and in processor time (user + system: a
///   streamed replay uses a second thread);
/// - `devices` and `compare --format json` against `--help`;
/// - decisions per second of ``PresentationDecider``;
/// - peak memory of `replay` against the number of steps.
///
/// Commands are run as processes of the release `adaptive-sim` (`ADAPTIVE_SIM` overrides its path); each
/// time is the fastest of 9 runs, alternated with the runs of what it is compared with; decisions per second
/// are the best of 5 rounds of 1,000,000. Run it from `Benchmarks/` after
/// `swift build -c release --product adaptive-sim` at the root, as
/// `swift build -c release && swift run -c release AdaptiveSimBenchmarks yaml` (`swift run` builds only the
/// product it runs, and the raw scan is a product of its own).
///
/// `yaml quick` prints only the rows that take seconds, not minutes: `--help`, `devices`,
/// `compare --format json` and decisions per second (no replays, no peak memory).
enum YAMLLayerBenchmarks {
    static func run(root: URL, quick: Bool = false) {
        let (tool, scan) = executables(root: root, mode: "yaml")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-yaml-\(getpid())")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        print("adaptive-sim: \(tool)")

        let (devices, help) = pair({ run(tool, ["devices"]) }, { run(tool, ["--help"]) })
        row("--help", help, against: nil)
        row("devices", devices, against: ("--help", help))
        let (compare, help2) = pair({ run(tool, ["compare", "--format", "json"]) }, { run(tool, ["--help"]) })
        row("compare --format json", compare, against: ("--help", help2))
        if quick {
            decisionsPerSecond()
            return
        }

        for steps in [14_000, 50_000] {
            let file = scenario(steps: steps, in: scratch)
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            var status: Int32 = 0
            var replayCPU: [Double] = [], rawCPU: [Double] = []
            let (replay, raw) = pair(
                {
                    let seconds = run(tool, ["replay", file])
                    status = lastStatus
                    replayCPU.append(lastCPUSeconds)
                    return seconds
                },
                {
                    let seconds = run(scan, [file])
                    rawCPU.append(lastCPUSeconds)
                    return seconds
                })
            row("libyaml raw event scan, \(steps) steps (\(size / 1000) KB)", raw, against: nil)
            row("replay \(steps) steps", replay, against: ("raw scan", raw), status: status)
            // The replay decodes and replays streamed steps on a second thread: its processor time, summed over
            // both threads, is the figure for a machine with one processor free.
            row("  cpu (user + system): replay", replayCPU.min() ?? .nan, against: ("raw scan's", rawCPU.min() ?? .nan))
        }

        // A generated scenario of 50 MB, streamed (3 runs each: one takes seconds).
        let large = scenario(steps: 925_000, in: scratch)
        let largeSize = (try? FileManager.default.attributesOfItem(atPath: large)[.size] as? Int) ?? 0
        var largeStatus: Int32 = 0
        let (largeReplay, largeRaw) = pair(
            runs: 3,
            {
                let seconds = run(tool, ["replay", large])
                largeStatus = lastStatus
                return seconds
            }, { run(scan, [large]) })
        row("libyaml raw event scan, 925000 steps (\(largeSize / 1_000_000) MB)", largeRaw, against: nil)
        row(
            "replay 925000 steps (\(largeSize / 1_000_000) MB)", largeReplay, against: ("raw scan", largeRaw),
            status: largeStatus)

        decisionsPerSecond()

        for steps in [10_000, 50_000, 200_000, 925_000] {
            let file = steps == 925_000 ? large : scenario(steps: steps, in: scratch)
            let (kilobytes, status) = peakMemory(tool, ["replay", file], scratch: scratch)
            print(pad("peak memory, replay \(steps) steps"), String(format: "%9d KB", kilobytes), "exit \(status)")
        }
    }

    /// Decisions per second of ``PresentationDecider``: the best of 5 rounds of 1,000,000.
    static func decisionsPerSecond() {
        let traits = TraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        let decider = PresentationDecider(era: Era(iOS: 9) ?? .newest)
        let delegate = FixedDelegateAnswers(
            styleMethod: .traitCollection, answer: .fullScreen, providesSubstitute: true)
        let count = 1_000_000
        var perSecond: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<count { blackHole(decider.present(style: .popover, in: traits, delegate: delegate)) }
            perSecond.append(Double(count) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
        }
        print(
            pad("decisions per second (popover, iPad Split View, iOS 9)"),
            String(format: "%12.0f", perSecond.max() ?? 0))
    }

    // MARK: - Generated input

    /// A scenario that resizes an iPad window back and forth `steps` times, every other step with an expectation.
    ///
    /// Written 10,000 steps at a time: a child spawned by this process (posix_spawn shares the parent's memory
    /// until it runs the command) is charged the parent's resident memory as its peak, so the parent must
    /// never hold a whole 50 MB file.
    static func scenario(steps: Int, in folder: URL) -> String {
        let file = folder.appendingPathComponent("resize-\(steps).yaml")
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: file)
        else { return file.path }
        defer { try? handle.close() }
        var text =
            "scenario: Resize \(steps) times\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: {initial: A, controllers: {A: {}}}\nsteps:\n"
        for index in 0..<steps {
            if index.isMultiple(of: 2) {
                text += "  - resize: oneThird\n    expect: {presented: none, window: {width: 320, height: 768}}\n"
            } else {
                text += "  - resize: twoThirds\n"
            }
            if index % 10_000 == 9_999 || index == steps - 1 {
                handle.write(Data(text.utf8))
                text = ""
            }
        }
        if !text.isEmpty { handle.write(Data(text.utf8)) }
        return file.path
    }

    // MARK: - Measuring

    /// The release `adaptive-sim` to measure (`ADAPTIVE_SIM` names another build) and libyaml's raw event scan
    /// (`LibYAMLScan`, beside this benchmark); exits 2, saying what to build, when either is missing.
    static func executables(root: URL, mode: String) -> (tool: String, scan: String) {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let tool =
            ProcessInfo.processInfo.environment["ADAPTIVE_SIM"]
            ?? root.appendingPathComponent(".build/release/adaptive-sim").path
        let scan = folder.appendingPathComponent("LibYAMLScan").path
        guard FileManager.default.isExecutableFile(atPath: scan), FileManager.default.isExecutableFile(atPath: tool)
        else {
            print(
                "\(mode): build first: `swift build -c release --product adaptive-sim` at the root, `swift build -c release` here"
            )
            exit(2)
        }
        return (tool, scan)
    }

    nonisolated(unsafe) static var lastStatus: Int32 = 0
    nonisolated(unsafe) static var lastPeakKilobytes = 0
    nonisolated(unsafe) static var lastCPUSeconds = 0.0

    /// Runs a command to its end with its output discarded (posix_spawn and wait4: Foundation's `Process`
    /// waits in 50 ms steps on Linux); returns the wall time in seconds, and keeps its exit status and peak
    /// resident memory.
    static func run(_ path: String, _ arguments: [String]) -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return .nan }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        lastStatus = (status >> 8) & 0xFF
        lastPeakKilobytes = usage.ru_maxrss
        lastCPUSeconds =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return elapsed
    }

    /// The fastest of `runs` runs of `subject` and of `floor`, alternated after a warm-up of each, so that
    /// both see the same load on a shared machine (the fastest run is the one least disturbed by it).
    static func pair(runs: Int = 9, _ subject: () -> Double, _ floor: () -> Double) -> (subject: Double, floor: Double)
    {
        _ = subject()
        _ = floor()
        var subjects: [Double] = [], floors: [Double] = []
        for _ in 0..<runs {
            subjects.append(subject())
            floors.append(floor())
        }
        return (subjects.min() ?? .nan, floors.min() ?? .nan)
    }

    /// The peak resident memory of a command, from wait4's resource usage.
    static func peakMemory(_ path: String, _ arguments: [String], scratch: URL) -> (Int, Int32) {
        _ = run(path, arguments)
        return (lastPeakKilobytes, lastStatus)
    }

    static func pad(_ text: String) -> String { text.padding(toLength: 56, withPad: " ", startingAt: 0) }

    static func row(_ name: String, _ seconds: Double, against: (String, Double)?, status: Int32? = nil) {
        var line = pad(name) + String(format: "%10.1f ms", seconds * 1000)
        if let (floor, floorSeconds) = against { line += String(format: "   %6.2f× %@", seconds / floorSeconds, floor) }
        if let status, status != 0 { line += "   (exit \(status))" }
        print(line)
    }

    @inline(never)
    static func blackHole<T>(_ value: T) {}
}
