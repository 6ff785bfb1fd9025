import Testing

@testable import AdaptivePresentation

/// The window driven through sheets (R50–R60) and split view transitions (R61–R70), with exact call lists.
struct SheetAndSplitSimulationTests {
    typealias F = SimulationFixtures
    static let phone = SheetLayoutTableTests.iPhone12

    static func sheetStoryboard(
        sheet: SheetConfiguration, adaptive: SheetConfiguration? = nil, delegate: Bool = true, modal: Bool = false
    ) -> Storyboard {
        var sheetController = ControllerDefinition(identifier: "Sheet")
        sheetController.sheet = sheet
        sheetController.isModalInPresentation = modal
        var popover = ControllerDefinition(identifier: "Pop", preferredContentSize: Size(width: 320, height: 300))
        popover.adaptiveSheet = adaptive
        return Storyboard(
            initialController: "Home",
            controllers: [
                ControllerDefinition(
                    identifier: "Home", anchors: ["button"],
                    anchorFrames: ["button": Rect(x: 10, y: 40, width: 44, height: 44)]),
                sheetController, popover,
            ],
            segues: [
                SegueDefinition(
                    identifier: "sheet", source: "Home", destination: "Sheet", kind: .presentModally,
                    presentation: .pageSheet, className: delegate ? "Delegating" : nil),
                SegueDefinition(
                    identifier: "pop", source: "Home", destination: "Pop", kind: .popover, anchor: "button",
                    className: delegate ? "Delegating" : nil),
            ],
            segueClasses: [
                DeclarativeSegue.segueClass(
                    name: "Delegating", delegate: DeclarativeDelegate(api: .traitCollection), shouldPerform: true)
            ])
    }

    static func window(
        _ storyboard: Storyboard, _ device: DeviceProfile = phone, _ orientation: Orientation = .portrait,
        iOS: Int = 17, layout: MultitaskingLayout = .full
    ) throws -> Window {
        let environment = try DeviceCatalog.environment(device: device, orientation: orientation, layout: layout)
        return Window(
            environment: environment, era: Era(iOS: iOS)!,
            rootViewController: try storyboard.instantiateInitialViewController())
    }

    @Test("R50, R4: a page sheet's controller is a cached sheet presentation controller; a popover's is not")
    func sheetControllerExists() throws {
        let controller = ViewController(identifier: "A")
        controller.modalPresentationStyle = .formSheet
        let sheet = try #require(controller.sheetPresentationController)
        #expect(controller.sheetPresentationController === sheet)
        #expect(controller.presentationController === sheet)
        let popover = ViewController(identifier: "B")
        popover.modalPresentationStyle = .popover
        #expect(popover.sheetPresentationController == nil)
        #expect(popover.popoverPresentationController != nil)
        let full = ViewController(identifier: "C")
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
    }

    @Test("R52: a drag notifies once, a selection in code never; an inactive detent is refused")
    func dragsAndSelections() throws {
        let window = try Self.window(Self.sheetStoryboard(sheet: SheetConfiguration(detents: [.medium, .large])))
        try window.performSegue("sheet", from: window.rootViewController, sender: nil, userTriggered: false)
        _ = window.takeCalls()
        #expect(window.topPresentation?.sheetLayout?.detent == "medium")
        try window.drag(toDetent: "large")
        #expect(window.takeCalls() == [.sheetPresentationControllerDidChangeSelectedDetentIdentifier])
        try window.drag(toDetent: "large")
        #expect(window.takeCalls().isEmpty)
        try window.selectDetent("medium")
        #expect(window.takeCalls().isEmpty)
        #expect(window.topPresentation?.frameOfPresentedView == Rect(x: 0, y: 388.32, width: 390, height: 455.68))
        #expect(throws: SimulationError.inactiveDetent("small", active: ["medium", "large"])) {
            try window.drag(toDetent: "small")
        }
    }

    @Test("R57: a refused swipe leaves the sheet at its smallest detent, reporting the change after the attempt")
    func refusedSwipeSettlesAtSmallestDetent() throws {
        let window = try Self.window(
            Self.sheetStoryboard(
                sheet: SheetConfiguration(detents: [.medium, .large], selectedDetentIdentifier: "large"), modal: true))
        try window.performSegue("sheet", from: window.rootViewController, sender: nil, userTriggered: false)
        _ = window.takeCalls()
        #expect(window.topPresentation?.sheetLayout?.detent == "large")
        #expect(window.dismissTop(.swipe) == .refused)
        #expect(
            window.takeCalls() == [
                .presentationControllerDidAttemptToDismiss,
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
            ])
        #expect(window.topPresentation?.sheetLayout?.detent == "medium")
        #expect(
            window.topPresentation?.frameOfPresentedView == Rect(x: 0, y: 388.32, width: 390, height: 455.68),
            "R54's iPhone 12 medium")
        #expect(window.dismissTop(.swipe) == .refused)
        #expect(window.takeCalls() == [.presentationControllerDidAttemptToDismiss], "already at the smallest detent")
    }

    @Test("R51: no active detent raises, and nothing stays presented")
    func noActiveDetent() throws {
        let window = try Self.window(
            Self.sheetStoryboard(sheet: SheetConfiguration(detents: [.custom("off", height: nil)])))
        #expect(throws: SimulationError.exception(.noActiveDetent("Sheet"))) {
            try window.performSegue("sheet", from: window.rootViewController, sender: nil, userTriggered: false)
        }
        #expect(window.presentationControllers.isEmpty)
    }

    @Test("R59: the popover's adaptive sheet is ignored as a popover and used once adapted")
    func adaptiveSheet() throws {
        let storyboard = Self.sheetStoryboard(
            sheet: SheetConfiguration(),
            adaptive: SheetConfiguration(detents: [.medium, .large], selectedDetentIdentifier: "large"))
        let window = try Self.window(storyboard, F.pad(), .landscape)
        try window.performSegue("pop", from: window.rootViewController, sender: nil, userTriggered: false)
        #expect(window.topPresentation?.sheetLayout == nil)
        _ = window.takeCalls()
        try window.resize(to: .oneHalf)
        #expect(window.topPresentation?.sheetLayout?.detent == "large")
        #expect(
            window.takeCalls() == [
                .prepareAdaptivePresentationController, .viewControllerForAdaptivePresentationStyle(.formSheet),
                .willPresentWithAdaptiveStyle(.formSheet),
            ])
    }

    static func splitStoryboard(_ configuration: SplitConfiguration) -> Storyboard {
        var split = ControllerDefinition(identifier: "Split", kind: .split(primary: "Nav", secondary: "Detail"))
        split.splitConfiguration = configuration
        return Storyboard(
            initialController: "Split",
            controllers: [
                split, ControllerDefinition(identifier: "Nav", kind: .navigation(root: "List")),
                ControllerDefinition(identifier: "List"), ControllerDefinition(identifier: "Detail"),
                ControllerDefinition(identifier: "Other"),
            ],
            segues: [SegueDefinition(identifier: "other", source: "List", destination: "Other", kind: .showDetail)])
    }

    @Test("R61, R62: a split view collapses at launch in a compact window, asking its delegate")
    func collapsesAtLaunch() throws {
        let delegate = SplitDelegateDeclaration(primaryForCollapsing: .some(nil), collapseSecondary: false)
        let window = try Self.window(Self.splitStoryboard(SplitConfiguration(delegate: delegate)))
        #expect(
            window.takeCalls().map(\.token) == [
                "primaryViewController(forCollapsing:)", "splitViewController(_:collapseSecondary:onto:)",
            ])
        let split = try #require(window.rootViewController as? SplitViewController)
        #expect(split.isCollapsed)
        #expect(split.secondary == nil, "one element once collapsed")
        #expect(window.visibleViewController.identifier == "Detail", "pushed onto the navigation primary")
    }

    @Test("R63, R64: expansion pops the secondary back; showDetail replaces it expanded and pushes it collapsed")
    func expandAndShowDetail() throws {
        let delegate = SplitDelegateDeclaration(separateSecondary: .some(nil), showDetail: false)
        let window = try Self.window(Self.splitStoryboard(SplitConfiguration(delegate: delegate)), F.pad(), .landscape)
        #expect(window.takeCalls().isEmpty, "born expanded in a regular window")
        try window.resize(to: .oneHalf)
        _ = window.takeCalls()
        try window.resize(to: .full)
        #expect(window.takeCalls().map(\.token) == ["splitViewController(_:separateSecondaryFrom:)"])
        let split = try #require(window.rootViewController as? SplitViewController)
        #expect(split.secondary?.identifier == "Detail")
        #expect((split.primary as? NavigationController)?.viewControllers.map(\.identifier) == ["List"])
        let list = try #require((split.primary as? NavigationController)?.topViewController)
        try window.performSegue("other", from: list, sender: nil, userTriggered: false)
        #expect(
            window.takeCalls().map(\.token) == [
                "prepare(for:sender:)", "perform()", "splitViewController(_:showDetail:sender:)",
            ])
        #expect(split.secondary?.identifier == "Other")
        try window.resize(to: .oneHalf)
        #expect(window.visibleViewController.identifier == "Other")
    }

    @Test("R67: column-style split views exist from iOS 14, the inspector column from iOS 26")
    func columnStylesByVersion() throws {
        let storyboard = Self.splitStoryboard(SplitConfiguration(style: .doubleColumn))
        let old = try Self.window(storyboard, F.pad(), .landscape, iOS: 13)
        #expect(
            throws: SimulationError.unavailable(
                "split view controller 'Split' has style doubleColumn: a column-style split view", rule: .R67,
                since: 14, iOS: 13)
        ) { try old.checkSplitViewsExist() }
        let new = try Self.window(storyboard, F.pad(), .landscape, iOS: 14)
        try new.checkSplitViewsExist()
        #expect(throws: SimulationError.unavailable("the inspector column", rule: .R71, since: 26, iOS: 14)) {
            try new.show(column: .inspector)
        }
        let answering = Self.splitStoryboard(
            SplitConfiguration(
                style: .doubleColumn, delegate: SplitDelegateDeclaration(topColumnForCollapsing: .some(.inspector))))
        #expect(throws: SimulationError.self) {
            try Self.window(answering, F.pad(), .landscape, iOS: 25).checkSplitViewsExist()
        }
        try Self.window(answering, F.pad(), .landscape, iOS: 26).checkSplitViewsExist()
        try Self.window(storyboard, F.pad(), .landscape, iOS: 26).show(column: .inspector)
    }

    @Test("R68: the delegate's answer to displayModeForExpanding is the display mode after the expansion")
    func displayModeForExpandingApplied() throws {
        let delegate = SplitDelegateDeclaration(
            displayModeForExpanding: .some(.secondaryOnly), notifications: [.willChangeTo])
        let window = try Self.window(
            Self.splitStoryboard(SplitConfiguration(style: .doubleColumn, delegate: delegate)), F.pad(), .landscape)
        let split = try #require(window.rootViewController as? SplitViewController)
        #expect(split.displayMode == .oneBesideSecondary, "landscape, automatic")
        try window.resize(to: .oneHalf)
        _ = window.takeCalls()
        try window.resize(to: .full)
        #expect(window.takeCalls().map(\.token) == [SplitDelegateMethod.displayModeForExpanding.rawValue])
        #expect(split.displayMode == .secondaryOnly, "the delegate answered secondaryOnly")
    }

    @Test("R65, choice 30: willChangeTo is not sent at the first layout, but is on a rotation")
    func willChangeToNotAtLaunch() throws {
        let delegate = SplitDelegateDeclaration(notifications: [.willChangeTo])
        let window = try Self.window(Self.splitStoryboard(SplitConfiguration(delegate: delegate)), F.pad(), .portrait)
        let split = try #require(window.rootViewController as? SplitViewController)
        #expect(window.takeCalls().isEmpty, "born in portrait: no change reported at launch")
        #expect(split.displayMode == .secondaryOnly)
        try window.rotate(to: .landscape)
        #expect(window.takeCalls().map(\.token) == [SplitDelegateMethod.willChangeTo.rawValue])
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test("R67: showDetail is classic only: a column-style delegate is not asked")
    func showDetailNotAskedOfColumnStyles() throws {
        let delegate = SplitDelegateDeclaration(showDetail: true)
        let window = try Self.window(
            Self.splitStoryboard(SplitConfiguration(style: .doubleColumn, delegate: delegate)), F.pad(), .landscape)
        let split = try #require(window.rootViewController as? SplitViewController)
        let list = try #require((split.primary as? NavigationController)?.topViewController)
        _ = window.takeCalls()
        try window.performSegue("other", from: list, sender: nil, userTriggered: false)
        #expect(window.takeCalls().map(\.token) == ["prepare(for:sender:)", "perform()"])
        #expect(split.secondary?.identifier == "Other", "not handled by a delegate: the secondary is replaced")
    }
}
