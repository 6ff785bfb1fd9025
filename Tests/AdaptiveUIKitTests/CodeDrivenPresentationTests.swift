import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// App code that presents in code (no storyboard), written against UIKit's API only.
@MainActor
struct CodeDrivenPresentationTests {
    final class RootViewController: UIViewController {
        let button = UIView(frame: CGRect(x: 100, y: 200, width: 44, height: 44))

        override func viewDidLoad() {
            super.viewDidLoad()
            button.accessibilityIdentifier = "infoButton"
            view.addSubview(button)
        }
    }

    final class InfoViewController: UIViewController {}

    /// Sizes itself in viewDidLoad, as apps do.
    final class SizedViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            preferredContentSize = CGSize(width: 280, height: 150)
        }
    }

    /// Implements only `willPresentWithAdaptiveStyle`: nothing else may be called or traced.
    final class WillPresentObserver: UIAdaptivePresentationControllerDelegate {
        var seen: [(UIModalPresentationStyle, Bool)] = []

        func presentationController(
            _ presentationController: UIPresentationController,
            willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: UIViewControllerTransitionCoordinator?
        ) {
            seen.append((style, transitionCoordinator != nil))
        }
    }

    /// A popover that adapts to a sheet in compact width, configured in code (iOS 17's adaptive sheet).
    final class SheetAdapter: UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            traitCollection.horizontalSizeClass == .compact ? .formSheet : .none
        }

        var prepared: UIPresentationController?

        func presentationController(
            _ presentationController: UIPresentationController,
            prepare adaptivePresentationController: UIPresentationController
        ) {
            prepared = adaptivePresentationController
            (adaptivePresentationController as? UISheetPresentationController)?.prefersGrabberVisible = true
        }
    }

    @Test func anAnchorSetRightAfterPresentCounts() throws {
        let (window, root) = try window()
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        root.present(info, animated: true)
        #expect(root.presentedViewController === info, "presented at once (R104)")
        info.popoverPresentationController?.sourceView = root.view
        info.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 44, height: 44)
        window.settle()
        #expect(window.exceptions.isEmpty, "the anchor was there when the transition began (R27)")
        expectStep(window, [.presented("InfoViewController"), .style(.popover), .appearance(.popover)])
        expectNoHazards(window)
    }

    func window(iOS: Int = 26) throws -> (UIWindow, RootViewController) {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: iOS)
        let root = RootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test func anAnchorlessPopoverRaisesOnIPadAndTheWindowRecordsIt() throws {
        let (window, root) = try window()
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        var completed = false
        root.present(info, animated: true) { completed = true }
        // R27, R98: UIKit checks the anchor when the presentation transition begins, on the next turn.
        #expect(window.exceptions.isEmpty)
        window.advance(by: 0)
        #expect(!completed, "the presentation did not happen")
        #expect(root.presentedViewController == nil)
        #expect(window.exceptions.map(\.name) == ["NSGenericException"])
        expectStep(window, [.presented(nil), .error("NSGenericException")])
        withKnownIssue("the helpers fail a test whose window recorded an exception") {
            expectNoExceptions(window)
        }
    }

    @Test func aPopoverAnchoredInCodePresentsAtItsSourceView() throws {
        let (window, root) = try window()
        let info = InfoViewController()
        info.preferredContentSize = CGSize(width: 300, height: 200)
        info.modalPresentationStyle = .popover
        let popover = try #require(info.popoverPresentationController)
        popover.sourceView = root.button
        popover.sourceRect = root.button.bounds
        #expect(popover.permittedArrowDirections == .any)
        #expect(info.sheetPresentationController == nil)
        root.present(info, animated: true, completion: nil)
        expectStep(window, [.presented("InfoViewController"), .style(.popover), .appearance(.popover), .calls([])])
        #expect(info.presentingViewController === root)
        #expect(root.presentedViewController === info)
        expectNoExceptions(window)
    }

    @Test func onlyTheDelegateMethodsTheAppImplementsAreCalledAndTraced() throws {
        let (window, root) = try window(iOS: 12)
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        info.popoverPresentationController?.sourceView = root.button
        let observer = WillPresentObserver()
        info.presentationController?.delegate = observer
        root.present(info, animated: false)
        expectStep(window, [.calls(["willPresentWithAdaptiveStyle(.none)"])])

        try window.resize(to: .oneThird)
        expectStep(window, [.style(.fullScreen), .calls(["willPresentWithAdaptiveStyle(.fullScreen)"])])
        #expect(observer.seen.map(\.0) == [.none, .fullScreen])
        #expect(observer.seen.map(\.1) == [false, true], "a coordinator only during the size change")
    }

    @Test func anAdaptiveSheetIsConfiguredInCodeAndTheSheetStaysStoredOnly() throws {
        let (window, root) = try window(iOS: 17)
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        let popover = try #require(info.popoverPresentationController)
        popover.barButtonItem = UIBarButtonItem(systemItem: .action)
        let sheet = popover.adaptiveSheetPresentationController
        sheet.detents = [.medium(), .large()]
        let adapter = SheetAdapter()
        popover.delegate = adapter
        root.present(info, animated: true)
        _ = window.takeStep()
        try window.resize(to: .oneThird)
        expectStep(
            window,
            [
                .style(.formSheet),
                .calls(["adaptivePresentationStyle(for:traitCollection:)", "presentationController(_:prepare:)"]),
            ])
        #expect(adapter.prepared === sheet, "from iOS 15 the popover's adaptive sheet is the one prepared")
        #expect(sheet.prefersGrabberVisible)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        expectNoExceptions(window)
    }

    @Test func aWindowResizesFreelyAndRotates() throws {
        let (window, root) = try window()
        try window.resize(to: CGSize(width: 500, height: 700))
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        try window.rotate(to: .portrait)
        #expect(window.frame.size == CGSize(width: 700, height: 500))
        #expect(throws: EnvironmentError.self) { try window.resize(to: CGSize(width: 5000, height: 100)) }
        #expect(throws: UIWindow.UnsupportedIOSVersion.self) { try UIWindow(device: "ipad-air-2", iOS: 7) }
    }

    @Test func sheetControllersExistFromIOS15() throws {
        for (iOS, expected) in [(13, false), (15, true)] {
            let (window, _) = try window(iOS: iOS)
            defer { withExtendedLifetime(window) {} }
            let sheet = InfoViewController()
            sheet.modalPresentationStyle = .formSheet
            #expect((sheet.sheetPresentationController != nil) == expected, "iOS \(iOS)")
        }
    }

    @Test func classesAreFoundByModuleQualifiedNameWithoutRegistration() {
        #expect(
            UIStoryboard.appClass(named: "AdaptiveUIKitTests.CodeDrivenPresentationTests.InfoViewController") == nil,
            "nested names are not found by the runtime")
        #expect(UIStoryboard.appClass(named: "AdaptiveUIKit.UINavigationController") == UINavigationController.self)
        #expect(UIStoryboard.appClass(named: "NoSuchModule.NoSuchClass") == nil)
    }

    @Test func aMissingStoryboardIsRecordedNotFatal() throws {
        let (window, _) = try window()
        let storyboard = UIStoryboard(name: "NoSuchStoryboard", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(window.exceptions.map(\.name) == ["NSInvalidArgumentException"])
    }

    @Test func containersMadeInCodeTakeTheirChildrenAsInUIKit() throws {
        let (window, _) = try window()
        let tabs = UITabBarController()
        let first = InfoViewController()
        let second = UINavigationController(rootViewController: InfoViewController())
        tabs.viewControllers = [first, second]
        tabs.selectedIndex = 1
        window.rootViewController = tabs
        #expect(tabs.selectedViewController === second)
        #expect(second.topViewController?.tabBarController === tabs)
        #expect(second.topViewController?.navigationController === second)
        second.pushViewController(RootViewController(), animated: true)
        expectStep(window, [.visible("RootViewController")])
        // The selected tab's navigation controller is on screen: its push plays, and a pop waits for its end.
        #expect(window.settle())
        #expect(second.popViewController(animated: true) is RootViewController)
        expectStep(window, [.visible("InfoViewController")])

        let split = UISplitViewController(style: .unspecified)
        let detail = InfoViewController()
        split.viewControllers = [UINavigationController(rootViewController: RootViewController()), detail]
        window.rootViewController = split
        #expect(!split.isCollapsed)
        #expect(detail.splitViewController === split)
        try window.resize(to: .oneThird)
        #expect(split.isCollapsed)
        // R62: without a delegate, the navigation primary pushes the secondary when the split view collapses.
        expectStep(window, [.visible("InfoViewController")])
    }

    @Test func aButtonAnchorsAPopoverByItsTitle() throws {
        let (window, root) = try window()
        let button = UIButton(type: .system)
        button.setTitle("Info", for: .normal)
        button.frame = CGRect(x: 10, y: 20, width: 44, height: 44)
        root.view.addSubview(button)
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        info.popoverPresentationController?.sourceItem = button
        root.present(info, animated: true)
        expectStep(window, [.style(.popover), .appearance(.popover)])
        #expect(info.popoverPresentationController?.sourceView === button)
        #expect(
            window.simulation.topPresentation.flatMap { ($0 as? PopoverPresentationController)?.sourceView } == "Info")
    }

    @Test func thePresentedViewLoadsBeforeThePopoverIsLaidOut() throws {
        let (window, root) = try window()
        let sized = SizedViewController()
        sized.modalPresentationStyle = .popover
        sized.popoverPresentationController?.sourceView = root.button
        #expect(!sized.isViewLoaded)
        root.present(sized, animated: true)
        #expect(sized.isViewLoaded)
        let frame = try #require(sized.presentationController?.frameOfPresentedViewInContainerView)
        #expect(frame.size == CGSize(width: 280, height: 150))
        expectStep(window, [.presented("SizedViewController"), .style(.popover)])
    }

    /// Records the transition callbacks UIKit sends on a resize.
    final class TransitionRecorder: UIViewController {
        var events: [String] = []

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            events.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        }

        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            events.append(
                "willTransition \(newCollection.horizontalSizeClass) (now \(traitCollection.horizontalSizeClass))")
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            events.append(
                "traitCollectionDidChange from \(previousTraitCollection?.horizontalSizeClass.description ?? "nil")")
        }
    }

    @Test func resizesAndRotationsSendTheTransitionCallbacks() throws {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 26)
        let recorder = TransitionRecorder()
        window.rootViewController = UINavigationController(rootViewController: recorder)
        try window.resize(to: .oneThird)
        #expect(
            recorder.events == [
                "willTransition compact (now regular)", "viewWillTransition 320x768",
                "traitCollectionDidChange from regular",
            ])
        recorder.events = []
        try window.resize(to: .twoThirds)
        try window.rotate(to: .portrait)
        #expect(recorder.events.filter { $0.hasPrefix("viewWillTransition") }.count == 2)
        #expect(recorder.events.first == "willTransition regular (now compact)")
    }

    @Test func theDeviceIsTheKeyWindows() throws {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 9)
        window.makeKeyAndVisible()
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.systemVersion == "9.0")
        withExtendedLifetime(window) {}
    }

    /// Refuses the swipe while there are unsaved changes, as apps do with `isModalInPresentation`'s delegate.
    final class UnsavedChangesGuard: UIAdaptivePresentationControllerDelegate {
        var attempts = 0

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { false }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            attempts += 1
        }
    }

    @Test func aSwipeOnASheetAsksTheDelegateAndIsRefused() throws {
        let (window, root) = try window(iOS: 15)
        let editor = InfoViewController()
        editor.modalPresentationStyle = .pageSheet
        let guardian = UnsavedChangesGuard()
        editor.presentationController?.delegate = guardian
        root.present(editor, animated: true)
        window.settle()
        _ = window.takeStep()
        #expect(window.simulation.dismissTop(.swipe) == .refused)
        expectStep(
            window,
            [
                .presented("InfoViewController"),
                .calls(["presentationControllerShouldDismiss", "presentationControllerDidAttemptToDismiss"]),
            ])
        #expect(guardian.attempts == 1)
        editor.dismiss(animated: true)
        window.settle()
        expectStep(window, [.presented(nil), .calls([])])
    }
}
