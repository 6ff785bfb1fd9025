import Foundation
import Testing

/// `adaptive-sim storyboard` and `adaptive-sim audit`, run as a user runs them, on the scenario library's
/// Interface Builder storyboards and the importer's fixtures.
@Suite("adaptive-sim storyboard and audit")
struct StoryboardAndAuditCommandTests {
    static let library = "scenarios/interface-builder/storyboards"

    @Test("storyboard prints the names to use in scenarios")
    func outline() throws {
        let result = try CommandLineRunner.run(
            ["storyboard", "\(Self.library)/Legacy.storyboard"], in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                \(Self.library)/Legacy.storyboard
                initial: LibraryViewController

                scenes (4):
                  LibraryViewController (viewController, id 2)
                  NewListViewController (viewController, id 20)
                  FiltersViewController (tableViewController, id 30)
                  Filter Detail (viewController, id 40)

                segues (4):
                  from LibraryViewController:
                    newListDocument  presentModally (legacy 'modal') → NewListViewController, trigger barButtonItem 13, style formSheet
                    showFilters  popover (legacy 'popover') → FiltersViewController, trigger barButtonItem 15, anchor barButtonItem 15
                  from NewListViewController:
                    26  unwind unwindToLibrary:, trigger button 24, no identifier
                  from FiltersViewController:
                    34  show (legacy 'push') → Filter Detail, trigger tableViewCell 33, no identifier

                """)
    }

    @Test("storyboard --json has the 'Scenario and storyboard files' article's keys, references resolved")
    func json() throws {
        let result = try CommandLineRunner.run(
            ["storyboard", "\(Self.library)/Store.storyboard", "--json"], in: CommandLineRunner.repositoryRoot)
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["initial"] as? String == "StoreNavigation")
        let controllers = try #require(object["controllers"] as? [[String: Any]])
        for key in ["name", "id", "kind", "customClass", "storyboardIdentifier", "children"] {
            #expect(controllers.allSatisfy { $0.keys.contains(key) }, "controllers lack \(key)")
        }
        #expect(
            controllers.map { $0["name"] as? String } == [
                "StoreNavigation", "StoreHome", "SettingsNavigation", "SettingsViewController", "Help",
            ])
        let segues = try #require(object["segues"] as? [[String: Any]])
        for key in [
            "name", "id", "identifier", "kind", "from", "to", "trigger", "presentation", "anchor", "customClass",
            "unwindAction",
        ] {
            #expect(segues.allSatisfy { $0.keys.contains(key) }, "segues lack \(key)")
        }
        #expect(segues.first { $0["name"] as? String == "ShowSettings" }?["to"] as? String == "SettingsNavigation")
        #expect(segues.first { $0["name"] as? String == "ShowHelp" }?["to"] as? String == "Help")
    }

    @Test("an invalid storyboard exits 2 with located diagnostics")
    func invalid() throws {
        let result = try CommandLineRunner.run([
            "storyboard", "interface-builder/hostile/unknown-destination.storyboard",
        ])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError.hasPrefix(
                "interface-builder/hostile/unknown-destination.storyboard:8:25: error: segue 'sg-1' leads to 'vc-2x'"))
    }

    @Test("audit --format json: outcomes per environment and era, findings, summary; exit 1 on the legacy push error")
    func auditJSON() throws {
        let result = try CommandLineRunner.run(
            ["audit", Self.library, "--format", "json", "--ios", "9", "17", "--devices", "ipad-air-2", "iPhone 8"],
            in: CommandLineRunner.repositoryRoot)
        // Legacy.storyboard pushes from FiltersViewController, a popover's content that no navigation controller
        // contains: UIKit's push segue template raises there, an error (the only one of the library).
        #expect(result.status == 1, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let storyboards = try #require(object["storyboards"] as? [[String: Any]])
        let legacy = try #require(
            storyboards.first { ($0["file"] as? String)?.hasSuffix("Legacy.storyboard") == true }?["segues"]
                as? [[String: Any]])
        let push = try #require(legacy.first { $0["interfaceBuilderKind"] as? String == "push" })
        #expect(push["requested"] is NSNull || push["requested"] == nil, "a push segue never presents")
        #expect(
            (push["findings"] as? [[String: Any]])?.contains {
                $0["rule"] as? String == "R36" && $0["severity"] as? String == "error"
            } == true)
        #expect(
            storyboards.map { $0["file"] as? String }
                == ["Adoption", "Legacy", "Settings", "Store"].map { "\(Self.library)/\($0).storyboard" })
        let adoption = try #require(storyboards.first?["segues"] as? [[String: Any]])
        let vet = try #require(adoption.first { $0["name"] as? String == "VetDetail" })
        #expect(vet["requested"] as? String == "popover")
        let outcomes = try #require(vet["outcomes"] as? [[String: Any]])
        // ipad-air-2: 10 layouts (portrait 4, landscape 6)… every one of the catalog's, iPhone 8: 2, times two eras.
        #expect(Set(outcomes.map { $0["ios"] as? Int }) == [9, 17])
        #expect(Set(outcomes.map { $0["device"] as? String }) == ["ipad-air-2", "iphone-8"])
        let iPhoneOn9 = outcomes.first {
            $0["device"] as? String == "iphone-8" && $0["ios"] as? Int == 9
                && $0["orientation"] as? String == "portrait"
        }
        #expect(iPhoneOn9?["style"] as? String == "fullScreen")
        let iPadOn17 = outcomes.first {
            $0["device"] as? String == "ipad-air-2" && $0["ios"] as? Int == 17 && $0["layout"] as? String == "full"
        }
        #expect(iPadOn17?["appearance"] as? String == "popover")
        let manual = try #require(adoption.first { $0["name"] as? String == "Seg-Mn-001" })
        let findings = try #require(manual["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "R36" && $0["severity"] as? String == "warning" })
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["errors"] == 1)
        #expect((summary["warnings"] ?? 0) >= 1)
    }

    @Test("audit exits 1 on an error finding: a popover without an anchor, an unloadable destination")
    func auditErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="a" customClass="HomeViewController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="b" kind="popoverPresentation" identifier="Info" id="p1"/>
                            <segue destination="ref" kind="presentation" identifier="Gone" id="p2"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects><viewController id="b" customClass="InfoViewController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s3"><objects><viewControllerPlaceholder storyboardName="Gone" id="ref" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let result = try CommandLineRunner.run(
            ["audit", ".", "--ios", "17", "--devices", "ipad-air-2", "--format", "markdown"], in: folder)
        #expect(result.status == 1)
        // A storyboard the bundle lacks is one warning, once, at its reference: UIKit raises only if the app's
        // bundle has none, which the audit cannot see.
        #expect(
            result.standardError
                == "./Main.storyboard:13:38: warning: no storyboard named 'Gone' among the 1 audited; UIKit raises when a segue reaches a reference to it if the app's bundle has none\n"
        )
        // R38: the popover segue template asserts at perform in every environment, not only where it shows as a popover.
        #expect(
            result.standardOutput.contains(
                "| 🛑 error | R38 | `Info` | popover segue with no anchor: UIKit raises NSInternalInconsistencyException (\"A popover segue must have either an anchorBarButtonItem or an anchorView.\") whenever it is performed, in every environment |"
            ))
        #expect(!result.standardOutput.contains("| R27 |"))
        // The segue into it has an unknown destination: no error of its own.
        #expect(!result.standardOutput.contains("| R36 | `Gone` |"))
        let invalid = try CommandLineRunner.run(["audit", "nothing-here.storyboard"], in: folder)
        #expect(invalid.status == 2)
        let badVersion = try CommandLineRunner.run(["audit", ".", "--ios", "28"], in: folder)
        #expect(badVersion.status == 2)
    }

    @Test("names from the file cannot break a line of storyboard or audit output")
    func injectedNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inject-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <?xml version="1.0"?>
        <document initialViewController="a"><scenes>
        <scene sceneID="s"><objects><viewController id="a" userLabel="Home&#10;error: injected &#x2028;&#x202E;&#x9B;" sceneMemberID="viewController">
        <connections><segue destination="b" kind="presentation" identifier="Go&#10;error: fake&#x61C;" id="g"/></connections>
        </viewController></objects></scene>
        <scene sceneID="t"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """.write(to: folder.appendingPathComponent("Inject.storyboard"), atomically: true, encoding: .utf8)
        for arguments in [
            ["storyboard", "Inject.storyboard"],
            ["audit", "Inject.storyboard", "--ios", "17", "--devices", "iphone-8"],
        ] {
            let result = try CommandLineRunner.run(arguments, in: folder)
            #expect(result.status == 0)
            #expect(!result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("error:") })
            #expect(result.standardOutput.contains("Home\\nerror: injected \\u{2028}"))
            #expect(result.standardOutput.contains("Go\\nerror: fake"))
        }
        // Found in review: Markdown and JSON let C1 controls, separators and bidi controls through.
        let raw: [Unicode.Scalar] = ["\u{2028}", "\u{202E}", "\u{9B}", "\u{61C}"]
        for arguments in [
            ["storyboard", "Inject.storyboard", "--json"],
            ["audit", "Inject.storyboard", "--ios", "17", "--devices", "iphone-8", "--format", "markdown"],
            ["audit", "Inject.storyboard", "--ios", "17", "--devices", "iphone-8", "--format", "json"],
        ] {
            let result = try CommandLineRunner.run(arguments, in: folder)
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("Go"), "\(arguments)")
            #expect(!result.standardOutput.unicodeScalars.contains { raw.contains($0) }, "\(arguments)")
        }
    }
}
