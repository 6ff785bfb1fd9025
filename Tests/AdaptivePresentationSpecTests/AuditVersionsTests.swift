import AdaptivePresentation
import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// Which iOS versions a storyboard is audited on, and why (issue 32, choice 89).
@Suite("Audit versions")
struct AuditVersionsTests {
    /// A temporary folder holding `files` (path → text), removed when `body` returns.
    private static func folder<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("versions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return try body(root)
    }

    @Test("from a deployment target: the target and the default versions above it")
    func fromTarget() {
        #expect(AuditVersions.from(target: 14, reason: "").versions == [14, 17, Era.newestVersion])
        #expect(AuditVersions.from(target: 12, reason: "").versions == [12, 17, Era.newestVersion])
        // Below the oldest version modelled, the oldest.
        #expect(AuditVersions.from(target: 6, reason: "").versions.first == Era.oldestVersion)
    }

    @Test("the Xcode project's lowest IPHONEOS_DEPLOYMENT_TARGET, found from the storyboard's folder up")
    func xcodeProject() throws {
        let pbxproj = """
            buildSettings = {
                IPHONEOS_DEPLOYMENT_TARGET = 15.0;
                TARGETED_DEVICE_FAMILY = "1,2";
            };
            buildSettings = {
                IPHONEOS_DEPLOYMENT_TARGET = 14.2;
            };
            """
        let versions = try Self.folder(["App.xcodeproj/project.pbxproj": pbxproj, "App/Base.lproj/x": ""]) { root in
            AuditVersions.project(around: root.appendingPathComponent("App/Base.lproj").path, environment: [:])
        }
        #expect(versions?.deploymentTarget == 14)
        #expect(versions?.versions == [14, 17, Era.newestVersion])
        #expect(versions?.reason.hasPrefix("deployment target iOS 14 (IPHONEOS_DEPLOYMENT_TARGET in ") == true)
        #expect(versions?.idioms == [.phone, .pad])
    }

    @Test("TARGETED_DEVICE_FAMILY: an iPhone-only app is not audited on iPads, where it runs as an iPhone app")
    func deviceFamily() throws {
        let pbxproj = "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\nTARGETED_DEVICE_FAMILY = 1;\n"
        let versions = try Self.folder(["App.xcodeproj/project.pbxproj": pbxproj]) {
            AuditVersions.project(around: $0.path, environment: [:])
        }
        #expect(versions?.idioms == [.phone])
        #expect(versions?.reason.hasSuffix("; an iPhone app (TARGETED_DEVICE_FAMILY)") == true)
        #expect(AuditVersions.deviceFamilies(in: #"TARGETED_DEVICE_FAMILY = "1,2,6";"#) == [.phone, .pad])
        #expect(AuditVersions.deviceFamilies(in: "") == nil)
    }

    @Test("a target set in an .xcconfig the project uses, not in its .pbxproj")
    func xcconfig() throws {
        let versions = try Self.folder([
            "App.xcodeproj/project.pbxproj": "buildSettings = { SDKROOT = iphoneos; };",
            "Config/App.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n",
            "Config/Widget.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 18.0\n",
            "Pods/Other.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n",
        ]) { AuditVersions.project(around: $0.path, environment: [:]) }
        #expect(versions?.deploymentTarget == 17)
        #expect(versions?.reason.hasSuffix("App.xcconfig)") == true)
    }

    @Test("the environment of a Run Script phase comes first")
    func environment() throws {
        let versions = try Self.folder(["App.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"]) {
            AuditVersions.project(around: $0.path, environment: ["IPHONEOS_DEPLOYMENT_TARGET": "16.4"])
        }
        #expect(versions?.deploymentTarget == 16)
        #expect(versions?.reason.contains("in the environment") == true)
    }

    @Test("a package's platforms apply to storyboards in its Sources, not to other folders")
    func package() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v15), .macOS(.v13)], targets: [.target(name: "UI")])
            """
        let (inSources, elsewhere) = try Self.folder(["Package.swift": manifest, "Sources/UI/x": "", "Docs/x": ""]) {
            (
                AuditVersions.project(around: $0.appendingPathComponent("Sources/UI").path, environment: [:]),
                AuditVersions.project(around: $0.appendingPathComponent("Docs").path, environment: [:])
            )
        }
        #expect(inSources?.deploymentTarget == 15)
        #expect(elsewhere == nil)
    }

    @Test("a file alone: its <deployment version>, else the Xcode that saved it, approximately")
    func fileAlone() {
        var outline = StoryboardOutline(file: "A.storyboard", initial: nil, controllers: [], segues: [], aliases: [:])
        outline.deploymentTarget = 13
        #expect(AuditVersions.file(outline).versions == [13, 17, Era.newestVersion])
        outline.deploymentTarget = nil
        outline.toolsVersion = "22505"
        #expect(AuditVersions.file(outline).versions == [12, 17, Era.newestVersion])
        #expect(AuditVersions.file(outline).reason.contains("approximate"))
        outline.toolsVersion = "8121.17"
        #expect(AuditVersions.file(outline).versions == [8, 9, 12, 17, Era.newestVersion])
        outline.toolsVersion = nil
        #expect(AuditVersions.file(outline).versions == StoryboardAudit.defaultVersions)
    }

    @Test("the parser reads toolsVersion and <deployment version>")
    func parsed() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" initialViewController="a">
                <dependencies><deployment version="3584" identifier="iOS"/></dependencies>
                <scenes><scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene></scenes>
            </document>
            """
        let outline = try Self.folder(["A.storyboard": text]) {
            InterfaceBuilderImporter.importStoryboard(atPath: $0.appendingPathComponent("A.storyboard").path).outline
        }
        #expect(outline.toolsVersion == "21507")
        #expect(outline.deploymentTarget == 14)
    }
}

/// The app's bundle as a storyboard reference finds a storyboard by name.
@Suite("Storyboard bundle")
struct StoryboardBundleTests {
    @Test("localized copies are one storyboard, Base.lproj's; a shared name resolves to the nearest storyboard")
    func names() {
        let bundle = StoryboardBundle(files: [
            "App/Base.lproj/Main.storyboard", "App/en.lproj/Main.storyboard", "App/Settings.storyboard",
            "Widget/Settings.storyboard", "Widget/Home.storyboard",
        ])
        #expect(bundle.path(named: "Main") == "App/Base.lproj/Main.storyboard")
        #expect(bundle.otherLocalizations == ["App/en.lproj/Main.storyboard"])
        #expect(bundle.ambiguities["Settings"] == ["App/Settings.storyboard", "Widget/Settings.storyboard"])
        #expect(bundle.path(named: "Settings", near: "Widget/Home.storyboard") == "Widget/Settings.storyboard")
        #expect(bundle.path(named: "Settings", near: "App/Base.lproj/Main.storyboard") == "App/Settings.storyboard")
        #expect(bundle.path(named: "Missing") == nil)
        #expect(bundle.count == 3)
    }
}
