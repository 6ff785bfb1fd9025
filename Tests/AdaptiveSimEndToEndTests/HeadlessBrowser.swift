import Foundation

/// A headless Chromium found on this machine (`chromium-headless-shell` or `chromium` from Debian's
/// packages, or only the program `ADAPTIVE_SIM_CHROMIUM` names when it is set), to look at the HTML reports as a person would.
struct HeadlessBrowser {
    let executable: URL

    /// The programs tried, in order, on `PATH`.
    static let candidates = [
        "chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "headless_shell",
    ]

    /// The browser, or `nil` when none can be found (then the browser tests are skipped, saying so).
    static let found: HeadlessBrowser? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["ADAPTIVE_SIM_CHROMIUM"] {
            // Only the program named, so a run can also do without a browser (`ADAPTIVE_SIM_CHROMIUM=none`).
            return FileManager.default.isExecutableFile(atPath: path)
                ? HeadlessBrowser(executable: URL(fileURLWithPath: path)) : nil
        }
        let folders =
            (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
            + ["/usr/lib/chromium"]
        for name in candidates {
            for folder in folders {
                let path = folder + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) {
                    return HeadlessBrowser(executable: URL(fileURLWithPath: path))
                }
            }
        }
        return nil
    }()

    /// What the tests say when no browser is found.
    static let missing =
        "no headless Chromium (chromium-headless-shell or chromium) found: the browser checks are skipped; install one with apt-get, or set ADAPTIVE_SIM_CHROMIUM"

    enum Failure: Error, CustomStringConvertible {
        case timedOut([String])
        case failed(Int32, String)

        var description: String {
            switch self {
            case let .timedOut(arguments): "the browser did not finish in time: \(arguments.joined(separator: " "))"
            case let .failed(status, error): "the browser exited with status \(status): \(error)"
            }
        }
    }

    /// Runs the browser headless on `page` with `options`, and returns what it printed on standard output.
    func run(_ options: [String], page: URL, timeout: TimeInterval = 90) throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-browser-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout"), errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL), error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = executable
        // No sandbox: CI containers run as root; the page is our own report and the network is not used.
        let arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
                "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
            ] + options + [page.absoluteString]
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure.timedOut(arguments)
        }
        let printed = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure.failed(
                process.terminationStatus, String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self))
        }
        return printed
    }

    /// A PNG screenshot of `page` at `width` × `height` CSS pixels.
    func screenshot(of page: URL, width: Int, height: Int, to file: URL) throws {
        _ = try run(["--window-size=\(width),\(height)", "--screenshot=" + file.path], page: page)
    }

    /// The page's DOM after it loaded and its scripts ran.
    func dom(of page: URL, width: Int = 1400, height: Int = 1000) throws -> String {
        try run(["--window-size=\(width),\(height)", "--dump-dom", "--virtual-time-budget=5000"], page: page)
    }
}
