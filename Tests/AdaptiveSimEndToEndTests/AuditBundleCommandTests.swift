import Foundation
import Testing

/// The audit on a real project's layout (issue 32): storyboard references resolved by name within the app's
/// bundle, localized copies as one storyboard, each finding once, and the corpus of real storyboards.
@Suite("audit on a project's layout")
struct AuditBundleCommandTests {
    /// A main storyboard whose button presents, as a popover, the storyboard `Settings` by reference.
    static func main(label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" initialViewController="home">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="home" customClass="HomeViewController" userLabel="\(label)" sceneMemberID="viewController">
                        <view key="view" id="v"><subviews><button id="btn"><connections>
                            <segue destination="ref" kind="popoverPresentation" identifier="OpenSettings" popoverAnchorView="btn" id="seg"/>
                        </connections></button></subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """
    }

    /// The storyboard `Settings`: a scene with no way back, which presents a help screen as a popover.
    static let settings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" initialViewController="set">
            <scenes>
                <scene sceneID="t1"><objects>
                    <viewController id="set" customClass="SettingsViewController" sceneMemberID="viewController">
                        <view key="view" id="w"><subviews><button id="help"><connections>
                            <segue destination="hlp" kind="popoverPresentation" identifier="Help" popoverAnchorView="help" id="hs"/>
                        </connections></button></subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="t2"><objects><viewController id="hlp" customClass="HelpViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """

    static var layout: [String: String] {
        [
            "App/Base.lproj/Main.storyboard": main(label: "Base"),
            "App/en.lproj/Main.storyboard": main(label: "English"),
            "Features/Settings/Settings.storyboard": settings,
        ]
    }

    @Test("a reference to a storyboard in another folder resolves by name; localized copies are one storyboard")
    func referencesResolveByName() throws {
        let folder = try ScenarioFolder(Self.layout)
        let result = try CommandLineRunner.run(
            ["audit", ".", "--ios", "12", "--format", "diagnostics"], in: folder.url)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(!result.standardOutput.contains("no storyboard named"))
        // Settings' own segue is reported once, under Settings' path, though Main reaches it by reference.
        let help = result.standardOutput.split(separator: "\n").filter { $0.contains("segue 'Help'") }
        #expect(help.count == 1, "\(result.standardOutput)")
        #expect(help.allSatisfy { $0.hasPrefix("./Features/Settings/Settings.storyboard:") })
        // The popover into Settings shows full screen before iOS 13 with no way back: a note, said once.
        let open = result.standardOutput.split(separator: "\n").filter {
            $0.contains("segue 'OpenSettings'") && $0.contains(": note: ")
        }
        #expect(open.count == 1, "\(result.standardOutput)")
        #expect(open.first?.hasPrefix("./App/Base.lproj/Main.storyboard:") == true)
    }

    @Test("a single file finds its references below its Xcode project's folder")
    func singleFileInProject() throws {
        var files = Self.layout
        files["Demo.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{}\n"
        let folder = try ScenarioFolder(files)
        let result = try CommandLineRunner.run(
            ["audit", "App/Base.lproj/Main.storyboard", "--ios", "12", "--format", "diagnostics"], in: folder.url)
        #expect(!result.standardError.contains("no storyboard named"), "\(result.standardError)")
        // Without the project, the file's own folder is the bundle: Settings is not found, said once.
        files["Demo.xcodeproj/project.pbxproj"] = nil
        let alone = try ScenarioFolder(files)
        let missing = try CommandLineRunner.run(
            ["audit", "App/Base.lproj/Main.storyboard", "--ios", "12", "--format", "diagnostics"], in: alone.url)
        let warnings = missing.standardOutput.split(separator: "\n").filter { $0.contains("no storyboard named") }
        #expect(warnings.count == 1, "\(missing.standardOutput)")
        // The file's own folder is the folder above its .lproj: Main is the one storyboard there.
        #expect(warnings.first?.contains("warning: no storyboard named 'Settings' among the 1 audited") == true)
        #expect(missing.status == 0, "an unknown destination is no error")
    }

    @Test("the Xcode project's deployment target decides the versions, and the report says why")
    func deploymentTarget() throws {
        var files = Self.layout
        files["Demo.xcodeproj/project.pbxproj"] = "buildSettings = {\n\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;\n};\n"
        let folder = try ScenarioFolder(files)
        let result = try CommandLineRunner.run(["audit", "."], in: folder.url)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "  audited on iOS 14, 17 and 27: deployment target iOS 14 (IPHONEOS_DEPLOYMENT_TARGET in Demo.xcodeproj/project.pbxproj)"
            ))
        // From iOS 13 a popover adapts to a sheet the user can swipe away: no way back is needed on iOS 14+.
        #expect(!result.standardOutput.contains("iOS 9"))
        #expect(!result.standardOutput.contains("[R10]"))
        let json = try CommandLineRunner.run(["audit", ".", "--format", "json"], in: folder.url)
        #expect(json.standardOutput.contains(#""ios":[14,17,27],"iosReason":"deployment target iOS 14"#))
        // Without the project the file's Xcode decides, approximately, and iOS 9 is audited.
        files["Demo.xcodeproj/project.pbxproj"] = nil
        let alone = try ScenarioFolder(files)
        let old = try CommandLineRunner.run(["audit", ".", "--ios", "9"], in: alone.url)
        #expect(old.standardOutput.contains("audited on iOS 9: as --ios asks"))
        // An iPhone-only app: no iPad is audited.
        files["Demo.xcodeproj/project.pbxproj"] = "IPHONEOS_DEPLOYMENT_TARGET = 12.0;\nTARGETED_DEVICE_FAMILY = 1;\n"
        let phone = try ScenarioFolder(files)
        let phoneOnly = try CommandLineRunner.run(["audit", "."], in: phone.url)
        #expect(phoneOnly.standardOutput.contains("an iPhone app (TARGETED_DEVICE_FAMILY)"))
        #expect(!phoneOnly.standardOutput.contains("iPad"), "\(phoneOnly.standardOutput)")
    }

    @Test("what the model does not cover is in the report's header, not among the findings")
    func modelLimits() throws {
        let blur = Self.settings.replacingOccurrences(
            of: #"kind="popoverPresentation" identifier="Help" popoverAnchorView="help""#,
            with: #"kind="presentation" identifier="Help" modalPresentationStyle="blurOverFullScreen""#)
        let folder = try ScenarioFolder(["Settings.storyboard": blur])
        let text = try CommandLineRunner.run(["audit", "Settings.storyboard", "--ios", "17"], in: folder.url)
        #expect(text.standardError == "", "\(text.standardError)")
        let first = text.standardOutput.split(separator: "\n").first ?? ""
        #expect(first.hasPrefix("not modelled: Settings.storyboard:"), "\(text.standardOutput)")
        #expect(first.hasSuffix("modalPresentationStyle 'blurOverFullScreen' is not modelled; the default applies"))
        let located = try CommandLineRunner.run(
            ["audit", "Settings.storyboard", "--ios", "17", "--format", "diagnostics"], in: folder.url)
        #expect(!located.standardOutput.contains("blurOverFullScreen"))
        let json = try CommandLineRunner.run(
            ["audit", "Settings.storyboard", "--ios", "17", "--format", "json"], in: folder.url)
        #expect(json.standardOutput.contains(#""limits":["not modelled: Settings.storyboard:"#))
    }

    @Test("two storyboards with one name are said once in the header; a reference resolves to the nearest")
    func ambiguousNames() throws {
        var files = Self.layout
        files["Legacy/Settings.storyboard"] = Self.settings
        let folder = try ScenarioFolder(files)
        let result = try CommandLineRunner.run(["audit", ".", "--ios", "17"], in: folder.url)
        #expect(result.standardError == "", "usually two bundles audited at once: no warning")
        let ambiguity = result.standardOutput.split(separator: "\n").filter { $0.contains("storyboards are named") }
        #expect(ambiguity.count == 1, "\(result.standardOutput)")
        #expect(
            ambiguity.first?.hasPrefix(
                "bundle: 2 storyboards are named 'Settings' (./Features/Settings/Settings.storyboard, ./Legacy/Settings.storyboard)"
            ) == true)
    }

    @Test("a macOS or watchOS storyboard is skipped, said in the header, not an error")
    func otherPlatforms() throws {
        let mac = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="24765" targetRuntime="MacOSX.Cocoa" initialViewController="w">
                <scenes><scene sceneID="s"><objects><windowController id="w" sceneMemberID="viewController"/></objects></scene></scenes>
            </document>
            """
        var files = Self.layout
        files["Mac/Main.storyboard"] = mac
        files["Watch/Interface.storyboard"] = mac.replacingOccurrences(of: "MacOSX.Cocoa", with: "watchKit")
        let folder = try ScenarioFolder(files)
        let result = try CommandLineRunner.run(["audit", ".", "--ios", "17"], in: folder.url)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError == "")
        #expect(
            result.standardOutput.contains("skipped: ./Mac/Main.storyboard is a storyboard for MacOSX.Cocoa, not iOS"))
        #expect(result.standardOutput.contains("skipped: ./Watch/Interface.storyboard is a storyboard for watchKit"))
        // Not a second 'Main' beside the iOS one.
        #expect(!result.standardOutput.contains("storyboards are named 'Main'"))
    }

    @Test("a single file's header names only what concerns it: names it references, not its folder's other targets")
    func singleFileHeader() throws {
        // No Xcode project: a single file's bundle is its folder (above a .lproj), App/.
        let files = [
            "App/Base.lproj/Main.storyboard": Self.main(label: "Base"),
            "App/Features/Settings.storyboard": Self.settings, "App/Legacy/Settings.storyboard": Self.settings,
            "App/Help.storyboard": Self.settings, "App/Other/Sub/Help.storyboard": Self.settings,
            "App/Mac/Main.storyboard": Self.settings.replacingOccurrences(
                of: "toolsVersion=\"22505\"", with: "toolsVersion=\"22505\" targetRuntime=\"MacOSX.Cocoa\""),
        ]
        let folder = try ScenarioFolder(files)
        // Main references Settings, which two storyboards are named: said; Help and the Mac storyboard are not
        // Main's concern.
        let main = try CommandLineRunner.run(
            ["audit", "App/Base.lproj/Main.storyboard", "--ios", "17"], in: folder.url)
        let header = main.standardOutput.split(separator: "\n").filter {
            $0.hasPrefix("bundle:") || $0.hasPrefix("skipped:")
        }
        #expect(header.count == 1, "\(main.standardOutput)")
        #expect(header.first?.hasPrefix("bundle: 2 storyboards are named 'Settings'") == true)
        // A file that references nothing has no such header at all.
        let help = try CommandLineRunner.run(["audit", "App/Help.storyboard", "--ios", "17"], in: folder.url)
        #expect(!help.standardOutput.contains("bundle:") && !help.standardOutput.contains("skipped:"))
    }

    @Test("the storyboard corpus: no error but the partial curl on a page sheet, no way-back warning, few notes")
    func corpus() throws {
        let root = CommandLineRunner.repositoryRoot
        guard let corpus = StoryboardCorpus.folder else { return }
        let result = try CommandLineRunner.run(["audit", corpus.path, "--format", "diagnostics"], in: root)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.allSatisfy { $0.hasSuffix("[R90]") && $0.contains("partialCurl") })
        let wayBack = lines.filter { ($0.hasSuffix("[R10]") || $0.hasSuffix("[R13]")) && $0.contains(": warning: ") }
        #expect(wayBack.isEmpty, "\(wayBack)")
        // A finding's own notes ("happens on", "fix:") follow it; findings of severity note start a record.
        let notes = lines.filter { $0.contains(": note: ") && $0.hasSuffix("]") }
        #expect(notes.count <= 15, "\(notes.count) notes: \(notes)")
        #expect(!lines.contains { $0.contains("cannot be loaded") })
    }
}
