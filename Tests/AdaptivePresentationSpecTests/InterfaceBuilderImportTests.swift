import AdaptivePresentation
import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// The Interface Builder importer against fixture storyboards written for it, mapped to the exact model and
/// diagnostics they must produce.
@Suite("Interface Builder import")
struct InterfaceBuilderImportTests {
    static let folder = FixtureFiles.repositoryRoot.appendingPathComponent(
        "Tests/AdaptivePresentationSpecTests/Fixtures/interface-builder")

    /// How many storyboards the fixtures' bundle holds (every one below their folder: no Xcode project above).
    static var bundleCount: Int {
        StoryboardBundle.around(file: folder.appendingPathComponent("Everything.storyboard").path).count
    }

    /// Imports a fixture and shows its diagnostics relative to the fixtures folder.
    static func load(_ name: String) -> (StoryboardImport, String) {
        let imported = InterfaceBuilderImporter.importStoryboard(atPath: folder.appendingPathComponent(name).path)
        let text = imported.diagnostics.map(\.description).joined(separator: "\n")
            .replacingOccurrences(of: folder.path + "/", with: "")
        return (imported, text)
    }

    @Test("scenes are named by storyboard ID, class, label or id, and clashing names by id")
    func names() throws {
        let (imported, _) = Self.load("Everything.storyboard")
        let outline = imported.outline
        #expect(
            outline.controllers.map(\.name) == [
                "Tabs", "List Navigation", "ListViewController", "DetailViewController", "Info", "emb-01", "sam-01",
                "sam-02", "spl-01", "Master", "ph-02", "OtherViewController", "OtherDetail",
            ])
        #expect(outline.initial == "Tabs")
        #expect(outline.aliases["det-01"] == "DetailViewController")
        #expect(outline.aliases["ph-01"] == "OtherDetail")
    }

    @Test("containers come from relationship segues, split columns by relationship name, embeds as children")
    func containers() throws {
        let (imported, diagnostics) = Self.load("Everything.storyboard")
        let storyboard = try #require(imported.storyboard, "\(diagnostics)")
        #expect(storyboard.controllers["Tabs"]?.kind == .tab(children: ["List Navigation", "spl-01"]))
        #expect(storyboard.controllers["List Navigation"]?.kind == .navigation(root: "ListViewController"))
        // Document order is not column order; the detail column is a reference into Other.storyboard.
        #expect(storyboard.controllers["spl-01"]?.kind == .split(primary: "Master", secondary: "OtherDetail"))
        #expect(imported.outline.controllers.first { $0.name == "spl-01" }?.supplementary == "emb-01")
        let detail = try #require(storyboard.controllers["DetailViewController"])
        #expect(detail.embedded == ["emb-01"])
        #expect(detail.definesPresentationContext)
        #expect(detail.anchors == ["btn-01"])
        #expect(detail.customClass == "DetailViewController")
        let info = try #require(storyboard.controllers["Info"])
        #expect(info.preferredContentSize == Size(width: 300, height: 200))  // not the 300×260 freeformSize
        #expect(info.modalPresentationStyle == .overFullScreen)
        // References resolve by name within the bundle (the fixtures' folder): Missing is not among them.
        guard case let .unresolvedReference(reason)? = storyboard.controllers["ph-02"]?.kind else {
            Issue.record("ph-02 is not an unresolved reference")
            return
        }
        #expect(reason.hasPrefix("no storyboard named 'Missing' among the "))
    }

    @Test("segues keep trigger, kind, identifier, style, anchor, class and unwind action; tie breakers are not segues")
    func segues() throws {
        let (imported, diagnostics) = Self.load("Everything.storyboard")
        #expect(
            diagnostics == """
                Everything.storyboard:72:25: warning: modalPresentationStyle 'blurOverFullScreen' is not modelled; the default applies
                Everything.storyboard:136:17: warning: no storyboard named 'Missing' among the \(Self.bundleCount) audited; UIKit raises when a segue reaches a reference to it if the app's bundle has none
                """)
        let storyboard = try #require(imported.storyboard)
        let cell = SegueTrigger.object(element: "tableViewCell", objectID: "cel-01")
        #expect(
            storyboard.segues == [
                SegueDefinition(
                    identifier: "ShowDetail", source: "ListViewController", destination: "DetailViewController",
                    kind: .show, trigger: cell),
                SegueDefinition(
                    identifier: "sg-02", source: "ListViewController", destination: "DetailViewController", kind: .show,
                    trigger: .object(element: "tableViewCell", objectID: "cel-01", accessory: true), pushOnly: true),
                SegueDefinition(
                    identifier: "Info", source: "DetailViewController", destination: "Info", kind: .popover,
                    anchor: "btn-01",
                    className: "InfoSegue", trigger: .object(element: "button", objectID: "btn-01")),
                SegueDefinition(
                    identifier: "sg-05", source: "DetailViewController", destination: "Info", kind: .presentModally,
                    presentation: .pageSheet, transitionStyle: .flipHorizontal,
                    trigger: .object(element: "barButtonItem", objectID: "bbi-01")),
                SegueDefinition(
                    identifier: "Custom", source: "DetailViewController", destination: "Info", kind: .custom,
                    className: "FancySegue", trigger: .manual),
                SegueDefinition(
                    identifier: "Dup", source: "DetailViewController", destination: "sam-01", kind: .presentModally,
                    trigger: .manual),
                SegueDefinition(
                    identifier: "Dup", source: "DetailViewController", destination: "sam-02", kind: .presentModally,
                    trigger: .manual),
                SegueDefinition(
                    identifier: "Photo", source: "DetailViewController", destination: "Info", kind: .presentModally,
                    presentation: .formSheet, trigger: .object(element: "tapGestureRecognizer", objectID: "tap-01")),
                SegueDefinition(
                    identifier: "sg-10", source: "Info", destination: "", kind: .unwind,
                    trigger: .object(element: "barButtonItem", objectID: "bbi-02"), unwindAction: "unwindToDetail:"),
            ])
        let outline = imported.outline
        #expect(outline.segues.first { $0.id == "sg-02" }?.interfaceBuilderKind == "push")
        #expect(outline.segues.first { $0.id == "sg-05" }?.identifier == "")
        #expect(outline.segues.first { $0.id == "sg-05" }?.isLegacyKind == true)
        #expect(outline.segues.first { $0.id == "sg-03" }?.arrowDirections == ["up", "down"])
        #expect(storyboard.segue("Dup", from: "DetailViewController")?.destination == "sam-01")
    }

    @Test("a popover anchored to a bar button item follows the bar: its place comes from where the XML puts the item")
    func barButtonItemAnchors() throws {
        let library = FixtureFiles.repositoryRoot.appendingPathComponent("scenarios/interface-builder/storyboards")
        let store = try #require(
            InterfaceBuilderImporter.importStoryboard(atPath: library.appendingPathComponent("Store.storyboard").path)
                .storyboard)
        #expect(
            store.controllers["StoreHome"]?.anchorPlacements == [
                "sTr-Bb-Set": .barButtonItem(bar: .navigationBar, leading: nil, trailing: 8, width: 44)
            ])
        let legacy = try #require(
            InterfaceBuilderImporter.importStoryboard(atPath: library.appendingPathComponent("Legacy.storyboard").path)
                .storyboard)
        // "Filters" is the toolbar's second item.
        #expect(
            legacy.controllers["LibraryViewController"]?.anchorPlacements == [
                "15": .barButtonItem(bar: .toolbar, leading: 52, trailing: nil, width: 44)
            ])
    }

    @Test(
        "hostile and broken storyboards give located diagnostics, never a crash",
        arguments: [
            (
                "hostile/malformed.storyboard",
                "hostile/malformed.storyboard:5:14: error: malformed XML: an end tag does not match its start tag (libxml2 error 76)"
            ),
            (
                "hostile/entity-expansion.storyboard",
                "hostile/entity-expansion.storyboard:2:1: error: a document type declaration (<!DOCTYPE>) is refused: storyboards have none, and its entities are never expanded or fetched"
            ),
            (
                "hostile/external-entity.storyboard",
                "hostile/external-entity.storyboard:3:1: error: a document type declaration (<!DOCTYPE>) is refused: storyboards have none, and its entities are never expanded or fetched"
            ),
            (
                "hostile/attlist.storyboard",
                "hostile/attlist.storyboard:2:1: error: a document type declaration (<!DOCTYPE>) is refused: storyboards have none, and its entities are never expanded or fetched"
            ),
            // Found in review: a `<` inside a processing instruction ended the search, and the ATTLIST crashed the parser.
            (
                "hostile/doctype-after-instruction.storyboard",
                "hostile/doctype-after-instruction.storyboard:2:1: error: a document type declaration (<!DOCTYPE>) is refused: storyboards have none, and its entities are never expanded or fetched"
            ),
            (
                "hostile/encoding-utf7.storyboard",
                "hostile/encoding-utf7.storyboard:1:31: error: encoding 'UTF-7' is refused: Xcode writes storyboards in UTF-8"
            ),
            (
                "hostile/nul-byte.storyboard",
                "hostile/nul-byte.storyboard:2:11: error: file contains a NUL byte; is it a binary file? (a storyboard is UTF-8 text)"
            ),
            (
                "hostile/not-xml.storyboard",
                "hostile/not-xml.storyboard:1:1: error: not an Interface Builder storyboard: it is not XML (a YAML storyboard is named by scenarios and checked by 'validate')"
            ),
            (
                "hostile/not-a-storyboard.storyboard",
                "hostile/not-a-storyboard.storyboard:2:1: error: not an Interface Builder storyboard: the root element is <plist>, not <document>"
            ),
            (
                "hostile/unknown-destination.storyboard",
                """
                hostile/unknown-destination.storyboard:8:25: error: segue 'sg-1' leads to 'vc-2x', which is not a scene of this storyboard
                hostile/unknown-destination.storyboard:8:25: note: did you mean 'vc-2'?
                hostile/unknown-destination.storyboard:9:25: error: segue 'sg-2' leads to 'btn-9', a view, not a scene's view controller
                hostile/unknown-destination.storyboard:10:25: error: the popover anchor 'nowhere' of segue 'sg-3' is not an object of this storyboard
                """
            ),
            (
                "hostile/CycleA.storyboard",
                """
                hostile/CycleA.storyboard:6:17: error: storyboard reference 'a-ph' leads back to itself through 2 reference(s)
                hostile/CycleB.storyboard:6:17: error: storyboard reference 'b-ph' leads back to itself through 2 reference(s)
                """
            ),
        ])
    func hostile(_ name: String, _ expected: String) {
        let (imported, diagnostics) = Self.load(name)
        #expect(diagnostics == expected)
        #expect(imported.storyboard == nil)
    }

    @Test("a processing instruction with no data, on which Linux's XMLParser crashes, is read past (found by fuzzing)")
    func emptyProcessingInstructions() throws {
        let (imported, diagnostics) = Self.load("hostile/empty-instructions.storyboard")
        #expect(diagnostics == "")
        let storyboard = try #require(imported.storyboard)
        #expect(storyboard.segue("Next", from: "FirstViewController")?.destination == "SecondViewController")
        // The fuzzer's input: the instruction is blanked, and the malformed rest is reported where it is.
        let (broken, brokenDiagnostics) = Self.load("hostile/empty-instruction-malformed.storyboard")
        #expect(broken.storyboard == nil)
        #expect(brokenDiagnostics.hasPrefix("hostile/empty-instruction-malformed.storyboard:2:"))
        #expect(brokenDiagnostics.contains("error: malformed XML"))
    }

    @Test(
        "only instructions with a target and no data are blanked, outside comments, CDATA, declarations and tags",
        arguments: [
            ("<a><?x?></a>", "<a>     </a>"),
            ("<?xml version=\"1.0\"?><?é?><a/>", "<?xml version=\"1.0\"?>      <a/>"),
            ("<a><?x ?><?x data?></a>", nil),
            ("<a><?xml?></a>", nil),
            ("<a><?1x?><??></a>", nil),
            ("<a><!-- <?x?> --><![CDATA[<?x?>]]></a>", nil),
            ("<a b=\"<?x?>\"/>", nil),
            ("<a b='>'><?x?></a>", "<a b='>'>     </a>"),
            ("<?p <?x?> ?><a/>", nil),
            ("<a><?x?", nil),
            ("<a><!-- <?x?>", nil),
        ] as [(String, String?)])
    func blanking(_ input: String, _ expected: String?) {
        let blanked = InterfaceBuilderParser.blankingEmptyProcessingInstructions(Array(input.utf8))
        #expect(blanked.map { String(decoding: $0, as: UTF8.self) } == expected)
    }

    @Test("20,000 nested elements and a 5 MB attribute stop at the limits")
    func generated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = folder.appendingPathComponent("deep.storyboard")
        try
            ("<?xml version=\"1.0\"?>\n<document>" + String(repeating: "<a>", count: 20_000)
            + String(repeating: "</a>", count: 20_000)
            + "</document>").write(to: deep, atomically: true, encoding: .utf8)
        let huge = folder.appendingPathComponent("huge.storyboard")
        try
            ("<?xml version=\"1.0\"?>\n<document initialViewController=\"" + String(repeating: "x", count: 5_000_000)
            + "\"/>")
            .write(to: huge, atomically: true, encoding: .utf8)
        #expect(
            InterfaceBuilderImporter.importStoryboard(atPath: deep.path).diagnostics.map(\.description) == [
                "\(deep.path):2:776: error: elements are nested deeper than 256 levels"
            ])
        #expect(
            InterfaceBuilderImporter.importStoryboard(atPath: huge.path).diagnostics.map(\.description) == [
                "\(huge.path):2:1: error: attribute 'initialViewController' of <document> is longer than 1024 bytes"
            ])
    }

    @Test("a pipe named like a storyboard, or referenced as one, is refused instead of blocking the import")
    func pipes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("Pipe.storyboard").path
        try #require(mkfifo(pipe, 0o600) == 0)
        #expect(
            InterfaceBuilderImporter.importStoryboard(atPath: pipe).diagnostics.map(\.description) == [
                "\(pipe): error: cannot read file: not a regular file (a pipe or a device could block forever)"
            ])
        let main = folder.appendingPathComponent("Main.storyboard")
        try """
        <?xml version="1.0"?>
        <document initialViewController="a"><scenes>
        <scene sceneID="s"><objects><viewControllerPlaceholder storyboardName="Pipe" id="a" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """.write(to: main, atomically: true, encoding: .utf8)
        // Named in the bundle (a folder walk skips what is not a regular file), the pipe is still refused.
        let imported = InterfaceBuilderImporter.importStoryboard(
            atPath: main.path, bundle: StoryboardBundle(files: [main.path, pipe]))
        #expect(
            imported.diagnostics.map(\.message) == [
                "storyboard reference to 'Pipe' cannot be loaded: Pipe.storyboard: not a regular file (a pipe or a device could block forever)"
            ])
    }

    @Test("container cycles and a 2,000-deep chain of navigation controllers are errors, found in one pass")
    func containment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var scenes = ""
        for index in 0..<2_000 {
            scenes += """
                <scene sceneID="s\(index)"><objects><navigationController id="n\(index)" sceneMemberID="viewController"><connections>\
                <segue destination="n\(index + 1)" kind="relationship" relationship="rootViewController" id="r\(index)"/>\
                </connections></navigationController></objects></scene>

                """
        }
        scenes += """
            <scene sceneID="s2000"><objects><viewController id="n2000" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="loop"><objects><navigationController id="self" sceneMemberID="viewController"><connections>\
            <segue destination="self" kind="relationship" relationship="rootViewController" id="rs"/>\
            </connections></navigationController></objects></scene>

            """
        let file = folder.appendingPathComponent("Deep.storyboard")
        try "<?xml version=\"1.0\"?>\n<document initialViewController=\"n0\"><scenes>\n\(scenes)</scenes></document>\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let imported = InterfaceBuilderImporter.importStoryboard(atPath: file.path)
        #expect(imported.storyboard == nil)
        #expect(
            imported.diagnostics.map(\.message) == [
                "containers are nested 2001 deep from 'n0'; a storyboard may nest at most 32",
                "container cycle: self → self",
            ])
    }

    @Test("an undescribed segue class behaves as UIStoryboardSegue, noted once; a custom one does nothing")
    func undescribedClasses() throws {
        let scenario = Self.folder.appendingPathComponent("undescribed-\(UUID().uuidString).yaml")
        try """
        scenario: Undescribed classes
        device: ipad-air-2
        storyboard: Everything.storyboard
        initial: DetailViewController
        steps:
          - perform: Custom
            expect: {presented: none, calls: ["prepare(for:sender:)", "perform()"]}
          - perform: Info
            expect: {presented: Info, style: popover}
          - dismiss: programmatic
          - perform: Info
            expect: {presented: Info}
        """.write(to: scenario, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scenario) }
        let catalog = try SpecLoader.builtInDevices()
        let run = Simulation.replay(
            try ScenarioLoader(catalog: catalog).loadScenario(at: scenario.path), catalog: catalog)
        #expect(run.passed, "\(run.failures) \(String(describing: run.inputError))")
        #expect(
            run.notes.map(\.description) == [
                "segue class 'FancySegue' is not described in the scenario's 'segueClasses': it behaves as UIStoryboardSegue, whose perform() does nothing for a custom segue",
                "segue class 'InfoSegue' is not described in the scenario's 'segueClasses': it behaves as UIStoryboardSegue, with the built-in popover transition",
            ])
    }

    /// A storyboard whose scene `a` presents `p` as a popover (`Pop`) and as a form sheet (`Sheet`); `destination`
    /// is the XML of `p`'s scene contents (its view), `transition` an attribute of the sheet segue.
    static func trap(destination: String = "", transition: String = "") -> String {
        """
        <?xml version="1.0"?>
        <document initialViewController="a"><scenes>
        <scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><subviews>
        <button id="b"><connections>
        <segue destination="p" kind="popoverPresentation" identifier="Pop" popoverAnchorView="b" id="g1"/>
        <segue destination="p" kind="presentation" identifier="Sheet" modalPresentationStyle="formSheet" \(transition) id="g2"/>
        </connections></button></subviews></view></viewController></objects></scene>
        <scene sceneID="t"><objects><viewController id="p" sceneMemberID="viewController">\(destination)</viewController>
        <exit id="e" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
        </scenes></document>
        """
    }

    /// The first finding of `severity` the audit makes of segue `segue` on an iPhone 12 on `iOS`.
    static func finding(
        _ text: String, _ iOS: Int, _ segue: String, _ severity: AuditFinding.Severity = .note
    ) throws -> AuditFinding? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Trap.storyboard")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let imported = InterfaceBuilderImporter.importStoryboard(atPath: file.path)
        let iPhone = try #require(try SpecLoader.builtInDevices().device(named: "iphone-12"))
        return StoryboardAudit(devices: [iPhone], eras: [Era(iOS: iOS)].compactMap { $0 }).audit(imported)
            .first { $0.segue.name == segue }?.findings.first { $0.severity == severity && !$0.verboseOnly }
    }

    @Test(
        "a presentation that shows full screen with no way back the storyboard shows is a note that says what code may do"
    )
    func auditNoWayBack() throws {
        let bare = Self.trap()
        #expect(try Self.finding(bare, 9, "Pop")?.rule == .R10)
        #expect(try Self.finding(bare, 9, "Pop")?.environment == "iphone-12 portrait full, iOS 9")
        #expect(try Self.finding(bare, 9, "Sheet")?.rule == .R13)
        // R13 is about the SDK the app links with: the era says so.
        #expect(
            try Self.finding(bare, 9, "Sheet")?.environment
                == "iphone-12 portrait full, iOS 9 (an app linked before the iOS 13 SDK)")
        #expect(try Self.finding(bare, 9, "Sheet")?.message.contains("prepare(for:sender:)") == true)
        // What the storyboard cannot show (a delegate set in code) keeps it from being a warning.
        #expect(try Self.finding(bare, 9, "Pop", .warning) == nil)
        // From iOS 13 a sheet does not adapt (R12): full screen in compact height, it can still be swiped away.
        #expect(try Self.finding(bare, 17, "Sheet") == nil)
        // A popover on iPhone landscape adapts to formSheet from iOS 13 (R10): full screen in look, but a sheet the
        // user can swipe away (R12), so no way back is needed; before iOS 13 it adapts to fullScreen, a trap.
        #expect(try Self.finding(bare, 17, "Pop") == nil)
        #expect(try Self.finding(bare, 12, "Pop")?.rule == .R10)
    }

    @Test("a Close button wired to an action, an unwind or a partial curl is a way back: no finding")
    func auditWaysBack() throws {
        let close = Self.trap(
            destination: """
                <navigationItem key="navigationItem" id="n"><barButtonItem key="leftBarButtonItem" systemItem="cancel" id="c">
                <connections><action selector="close:" destination="p" id="x"/></connections></barButtonItem></navigationItem>
                """)
        #expect(try Self.finding(close, 9, "Pop") == nil)
        let sheet = try Self.finding(close, 9, "Sheet")
        #expect(sheet == nil, "\(String(describing: sheet))")
        let button = Self.trap(
            destination: """
                <view key="view" id="pv"><subviews><button id="d"><connections>
                <action selector="done:" destination="p" eventType="touchUpInside" id="y"/></connections></button></subviews></view>
                """)
        #expect(try Self.finding(button, 9, "Pop") == nil)
        // A partial curl's curled corner dismisses it (choice 88).
        let curl = Self.trap(transition: #"modalTransitionStyle="partialCurl""#)
        #expect(try Self.finding(curl, 9, "Sheet") == nil)
        #expect(try Self.finding(curl, 9, "Pop")?.rule == .R10)
    }

    @Test("a destination in a storyboard the bundle lacks is unknown: no finding needs it, one warning names it")
    func auditUnknownDestination() throws {
        let text = """
            <?xml version="1.0"?>
            <document initialViewController="a"><scenes>
            <scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><subviews>
            <button id="b"><connections>
            <segue destination="r" kind="popoverPresentation" identifier="Pop" popoverAnchorView="b" id="g1"/>
            </connections></button></subviews></view></viewController></objects></scene>
            <scene sceneID="t"><objects><viewControllerPlaceholder storyboardName="Elsewhere" id="r" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        #expect(try Self.finding(text, 9, "Pop") == nil)
        #expect(try Self.finding(text, 9, "Pop", .error) == nil)
        #expect(try Self.finding(text, 9, "Pop", .warning) == nil)
    }

    @Test("a scene reached only by storyboard ID is not judged as shown alone: its push raises no error")
    func auditSceneReachedFromCode() throws {
        func text(initial: String) -> String {
            """
            <?xml version="1.0"?>
            <document initialViewController="\(initial)"><scenes>
            <scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="t"><objects><viewController id="d" storyboardIdentifier="Detail" sceneMemberID="viewController">
            <view key="view" id="v"><subviews><button id="b"><connections>
            <segue destination="m" kind="push" identifier="More" id="p"/></connections></button></subviews></view>
            </viewController></objects></scene>
            <scene sceneID="u"><objects><viewController id="m" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        }
        // Instantiated by code and pushed in its navigation controller, as apps do: the storyboard cannot tell.
        #expect(try Self.finding(text(initial: "a"), 17, "More", .error) == nil)
        // The initial scene, shown alone: the legacy push raises (R36).
        #expect(try Self.finding(text(initial: "d"), 17, "More", .error)?.rule == .R36)
    }

    @Test(
        "the swipe-away note is for a destination with text fields and a way back, not for every card or a custom class"
    )
    func auditSwipeNote() throws {
        let unwind = """
            <view key="view" id="pv"><subviews><button id="d"><connections>
            <segue destination="e" kind="unwind" unwindAction="done:" id="u"/></connections></button>
            TEXT</subviews></view>
            """
        let plain = Self.trap(destination: unwind.replacingOccurrences(of: "TEXT", with: ""))
        #expect(try Self.finding(plain, 17, "Sheet") == nil)
        let typed = Self.trap(destination: unwind.replacingOccurrences(of: "TEXT", with: #"<textField id="tf"/>"#))
        #expect(try Self.finding(typed, 17, "Sheet")?.rule == .R34)
        let custom = typed.replacingOccurrences(
            of: #"identifier="Sheet""#, with: #"identifier="Sheet" customClass="SheetSegue""#)
        #expect(try Self.finding(custom, 17, "Sheet") == nil)
    }

    @Test(
        "an anchorless popover segue is one R38 error in every environment, asking for an anchor in Interface Builder")
    func auditAnchorlessPopoverSegue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("NoAnchor.storyboard")
        try """
        <?xml version="1.0"?>
        <document initialViewController="a"><scenes>
        <scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"><connections>
        <segue destination="p" kind="popoverPresentation" identifier="Pop" id="g1"/>
        </connections></viewController></objects></scene>
        <scene sceneID="t"><objects><viewController id="p" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = InterfaceBuilderImporter.importStoryboard(atPath: file.path)
        let catalog = try SpecLoader.builtInDevices()
        // On iPhone it never shows as a popover (R27 never checks), on iPad it does: R38 asserts in both.
        for name in ["iphone-12", "ipad-air-2"] {
            let device = try #require(catalog.device(named: name))
            let audit = StoryboardAudit(devices: [device], eras: [Era(iOS: 9), Era(iOS: 17)].compactMap { $0 }).audit(
                imported)
            let findings = try #require(audit.first { $0.segue.name == "Pop" }).findings.filter {
                $0.rule == .R27 || $0.rule == .R38
            }
            #expect(findings.count == 1, "\(name): \(findings)")
            #expect(findings.first?.rule == .R38)
            #expect(findings.first?.severity == .error)
            #expect(findings.first?.environment == nil, "every environment")
            #expect(findings.first?.advice.contains("Interface Builder") == true)
        }
    }

    @Test(
        "a legacy push segue keeps its push-only behaviour; outside a navigation controller the audit reports an error")
    func legacyPushOutsideNavigation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Push.storyboard")
        try """
        <?xml version="1.0"?>
        <document initialViewController="a"><scenes>
        <scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"><connections>
        <segue destination="p" kind="push" identifier="Old" id="g1"/>
        <segue destination="p" kind="show" identifier="New" id="g2"/>
        </connections></viewController></objects></scene>
        <scene sceneID="t"><objects><viewController id="p" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = InterfaceBuilderImporter.importStoryboard(atPath: file.path)
        let storyboard = try #require(imported.storyboard)
        #expect(storyboard.segues.first { $0.identifier == "Old" }?.pushOnly == true)
        #expect(storyboard.segues.first { $0.identifier == "New" }?.pushOnly == false)
        let catalog = try SpecLoader.builtInDevices()
        let audit = StoryboardAudit(
            devices: [try #require(catalog.device(named: "iphone-12"))], eras: [Era(iOS: 17)].compactMap { $0 }
        )
        .audit(imported)
        let old = try #require(audit.first { $0.segue.name == "Old" })
        #expect(old.requested == nil, "a push segue never presents")
        #expect(
            old.findings.contains {
                $0.rule == .R36 && $0.severity == .error && $0.message.contains("NSGenericException")
            })
        let new = try #require(audit.first { $0.segue.name == "New" })
        #expect(new.requested != nil, "Show presents when no navigation controller contains the source")
        #expect(!new.findings.contains { $0.severity == .error })
    }

    @Test("every corpus storyboard imports and audits without an input error")
    func corpus() throws {
        guard let corpus = StoryboardCorpus.folder else { return }
        let files = InterfaceBuilderImporter.storyboardFiles(for: corpus.path).files
        #expect(files.count >= 20)
        let audit = StoryboardAudit(
            devices: try DeviceCatalog.builtIn.devices, eras: [Era(iOS: 9), Era(iOS: 17)].compactMap { $0 })
        var segues = 0
        for file in files {
            let imported = InterfaceBuilderImporter.importStoryboard(atPath: file)
            #expect(!imported.hasErrors, "\(file): \(imported.diagnostics)")
            segues += imported.outline.segues.count
            #expect(audit.audit(imported).count == imported.outline.segues.count)
        }
        #expect(segues > 100)
    }
}

/// A storyboard that is empty or cut off says so, where libxml2 says only what it met.
@Suite("Empty and cut-off storyboards")
struct CutOffStoryboardTests {
    private static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
            <scenes>

        """

    private static func problems(_ text: String) -> [String] {
        InterfaceBuilderParser.parse(SpecSource(file: "s.storyboard", bytes: Array(text.utf8)), limits: .standard).1
            .map(\.description)
    }

    @Test("a storyboard cut at a line end names the element left open")
    func cutOff() {
        #expect(
            Self.problems(Self.head) == [
                "s.storyboard:3:13: error: the file ends before <scenes> (opened at 3:5) is closed: the storyboard is cut off"
            ])
    }

    @Test("an empty or blank file is empty, not a wrong root element")
    func empty() {
        for text in ["", "\n  \n"] {
            #expect(
                Self.problems(text) == [
                    "s.storyboard:1:1: error: the file is empty: a storyboard is an XML document whose root element is <document>"
                ])
        }
    }

    @Test("a tag that does not match on the last line is still malformed XML, not a cut")
    func mismatchOnLastLine() {
        let text = Self.head + "    </document>\n"
        #expect(Self.problems(text).first?.contains("malformed XML: an end tag does not match its start tag") == true)
    }
}

/// A YAML storyboard's `class:` names a class its `segueClasses:` declares.
@Suite("Undeclared segue classes")
struct UndeclaredSegueClassTests {
    @Test("a class no segueClasses entry declares says how to declare it; declared, the storyboard loads")
    func undeclared() {
        let text = """
            initial: Home
            controllers: {Home: {}, Form: {}}
            segues: [{id: Open, from: Home, to: Form, kind: presentModally, class: FormSegue}]

            """
        #expect(throws: SpecError.self) { try StoryboardLoader.load(from: SpecSource(file: "s.yaml", text: text)) }
        do {
            _ = try StoryboardLoader.load(from: SpecSource(file: "s.yaml", text: text))
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "s.yaml:3:72: error: unknown segue class 'FormSegue' at segues[0].class\n"
                        + "s.yaml:3:72: note: declare it under the storyboard's 'segueClasses:' (FormSegue: {} for a "
                        + "class that adds nothing to the segue's kind)"
                ])
        }
        let declared = text.replacingOccurrences(
            of: "initial: Home", with: "initial: Home\nsegueClasses: {FormSegue: {}}")
        #expect((try? StoryboardLoader.load(from: SpecSource(file: "s.yaml", text: declared))) != nil)
    }
}
