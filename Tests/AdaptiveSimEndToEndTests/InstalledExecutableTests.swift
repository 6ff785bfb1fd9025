import Foundation
import Testing

/// `adaptive-sim` installed as the README's "Installing the command" says: the one file copied into a folder
/// of its own, outside the repository, and run there on files written there. Nothing of the repository is
/// read: the device catalog is compiled in. `ADAPTIVE_SIM_EXECUTABLE` points the suite at another build (the
/// static release binary that `.ci/run` builds).
@Suite("adaptive-sim installed on its own")
struct InstalledExecutableTests {
    /// A fresh folder in the system's temporary directory holding a copy of the executable and `files`, removed
    /// when the test is done with it.
    struct Installation: ~Copyable {
        let folder: URL
        let executable: URL

        init(files: [String: String]) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "adaptive-sim-installed-\(UUID())")
            let executable = folder.appendingPathComponent("adaptive-sim")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try FileManager.default.copyItem(at: try CommandLineRunner.executable, to: executable)
                for (name, text) in files {
                    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
                }
            } catch {
                try? FileManager.default.removeItem(at: folder)
                throw error
            }
            self.folder = folder
            self.executable = executable
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        /// Runs the copy with the folder as its working directory.
        func run(_ arguments: [String]) throws -> CommandLineRunner.Result {
            try CommandLineRunner.run(arguments, in: folder, executable: executable)
        }
    }

    /// A scenario using the built-in catalog: the popover that adapts to a form sheet (a card, iOS 13+) in a
    /// one-third Split View pane, then comes back when the window widens.
    static let scenario = """
        scenario: Popover in Split View
        device: ipad-air-2
        orientation: landscape
        ios: 17
        storyboard:
          initial: Home
          controllers:
            Home: {anchors: [InfoButton]}
            Info: {}
          segues:
            - {id: ShowInfo, from: Home, to: Info, kind: popover, anchor: InfoButton}
        steps:
          - perform: ShowInfo
            expect: {presented: Info, style: popover, appearance: popover}
          - resize: oneThird
            expect: {presented: Info, style: formSheet, appearance: card}
          - resize: full
            expect: {presented: Info, style: popover}
        """

    /// An Interface Builder storyboard as Xcode saves it: a form sheet and a popover with no anchor.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="settings" kind="presentation" identifier="Settings" modalPresentationStyle="formSheet" id="g1"/>
                            <segue destination="info" kind="popoverPresentation" identifier="Info" id="g2"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects><viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s3"><objects><viewController id="info" customClass="InfoViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """

    @Test("the folder holds nothing but the executable and the test's files, outside the repository")
    func alone() throws {
        let installed = try Installation(files: ["popover.yaml": Self.scenario])
        let contents = try FileManager.default.contentsOfDirectory(atPath: installed.folder.path)
        #expect(Set(contents) == ["adaptive-sim", "popover.yaml"])
        let repository = CommandLineRunner.repositoryRoot.standardizedFileURL.path + "/"
        #expect(!installed.folder.standardizedFileURL.path.hasPrefix(repository))
    }

    @Test("devices lists the compiled-in catalog")
    func devices() throws {
        let installed = try Installation(files: [:])
        let result = try installed.run(["devices"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        for id in ["iphone-se-1", "ipad-air-2", "ipad-pro-13-m4"] {
            #expect(result.standardOutput.contains(id), "\(id)")
        }
    }

    @Test("decide names the device from the built-in catalog and its rules")
    func decide() throws {
        let installed = try Installation(files: [:])
        let result = try installed.run([
            "decide", "--device", "iPhone 7 Plus", "--orientation", "landscape", "--style", "popover", "--ios", "10",
            "--delegate-api", "legacy", "--delegate-style", "none",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("iphone-8-plus landscape full 736x414 regular/compact, iOS 10"))
        #expect(result.standardOutput.contains("style:       formSheet (adapted)"))
        #expect(result.standardOutput.contains("R10"))
    }

    @Test("replay of a scenario file in the folder passes; a wrong expectation exits 1")
    func replay() throws {
        let wrong = Self.scenario.replacingOccurrences(
            of: "style: formSheet, appearance: card", with: "style: fullScreen, appearance: fullScreen")
        let installed = try Installation(files: ["popover.yaml": Self.scenario, "wrong.yaml": wrong])

        let passing = try installed.run(["replay", "popover.yaml"])
        #expect(passing.status == 0, "\(passing.standardOutput)\(passing.standardError)")
        #expect(passing.standardError == "")
        #expect(passing.standardOutput.contains("Popover in Split View"))

        let failing = try installed.run(["replay", "wrong.yaml", "--format", "json"])
        #expect(failing.status == 1, "\(failing.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(failing.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["failed"] as? Int == 1)
    }

    @Test("audit of a storyboard in the folder reports the popover with no anchor and exits 1")
    func audit() throws {
        let installed = try Installation(files: ["Main.storyboard": Self.storyboard])
        let result = try installed.run(["audit", "Main.storyboard", "--ios", "17", "--devices", "ipad-air-2"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("R38"))
        #expect(result.standardOutput.contains("Settings"))
    }

    @Test("a missing file is invalid input: exit 2 with its path")
    func missingFile() throws {
        let installed = try Installation(files: [:])
        let result = try installed.run(["replay", "nothing.yaml"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("nothing.yaml"))
    }
}
