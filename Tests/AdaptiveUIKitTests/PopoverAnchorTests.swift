import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// A popover's anchor in code: `arrowDirection` from where the simulation placed it, and the iOS 16
/// `sourceItem` beside `sourceView` and `barButtonItem`.
@MainActor
struct PopoverAnchorTests {
    final class RootViewController: UIViewController {
        let button = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            button.accessibilityIdentifier = "button"
            view.addSubview(button)
        }
    }

    final class InfoViewController: UIViewController {}

    /// An iPad Air 2 in landscape (1024 × 768, regular), with the root's button at `buttonFrame`.
    func window(buttonFrame: CGRect = CGRect(x: 100, y: 200, width: 44, height: 44), iOS: Int = 26) throws -> (
        UIWindow, RootViewController
    ) {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: iOS)
        let root = RootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.button.frame = buttonFrame
        return (window, root)
    }

    /// A 300 × `height` popover anchored to the root's button.
    func popover(from root: RootViewController, height: CGFloat = 200) throws -> (
        InfoViewController, UIPopoverPresentationController
    ) {
        let info = InfoViewController()
        info.preferredContentSize = CGSize(width: 300, height: height)
        info.modalPresentationStyle = .popover
        let popover = try #require(info.popoverPresentationController)
        popover.sourceView = root.button
        return (info, popover)
    }

    @Test func theArrowPointsUpAtAnAnchorThePopoverSitsBelow() throws {
        let (window, root) = try window()
        let (info, popover) = try popover(from: root)
        #expect(popover.arrowDirection == .unknown, "before the presentation")
        root.present(info, animated: false)
        expectStep(window, [.presented("InfoViewController"), .appearance(.popover)])
        #expect(popover.arrowDirection == .up)
        #expect(popover.frameOfPresentedViewInContainerView.minY > root.button.frame.maxY)
    }

    @Test func theArrowPointsDownWhenThereIsNoRoomBelow() throws {
        let (window, root) = try window(buttonFrame: CGRect(x: 100, y: 600, width: 44, height: 44))
        let (info, popover) = try popover(from: root)
        root.present(info, animated: false)
        expectNoExceptions(window)
        #expect(popover.arrowDirection == .down)
        #expect(popover.frameOfPresentedViewInContainerView.maxY < root.button.frame.minY)
    }

    @Test func aPopoverCentredForLackOfRoomHasNoArrowDirection() throws {
        let (window, root) = try window(buttonFrame: CGRect(x: 100, y: 300, width: 44, height: 44))
        let (info, popover) = try popover(from: root, height: 700)
        root.present(info, animated: false)
        expectNoExceptions(window)
        #expect(popover.arrowDirection == .unknown)
    }

    @Test func anAdaptedOrDismissedPopoverHasNoArrowDirection() throws {
        let (window, root) = try window()
        let (info, popover) = try popover(from: root)
        root.present(info, animated: false)
        #expect(popover.arrowDirection == .up)
        try window.resize(to: .oneThird)
        expectStep(window, [.style(.formSheet)])
        #expect(popover.arrowDirection == .unknown, "adapted to a sheet")
        try window.resize(to: .full)
        #expect(popover.arrowDirection == .up, "a popover again")
        info.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(popover.arrowDirection == .unknown, "dismissed")
    }

    @Test func aBarButtonItemWithNoKnownFrameHasNoArrowDirection() throws {
        let (window, root) = try window()
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        let popover = try #require(info.popoverPresentationController)
        popover.barButtonItem = UIBarButtonItem(systemItem: .action)
        root.present(info, animated: false)
        expectStep(window, [.presented("InfoViewController"), .appearance(.popover)])
        #expect(popover.arrowDirection == .unknown)
    }

    /// Before iOS 26 the popover points an arrow at the item; from iOS 26 it grows out of it with none (R130).
    @Test(arguments: [18, 26, 27])
    func aNavigationItemsBarButtonItemIsPlacedInTheNavigationBar(iOS: Int) throws {
        let (window, root) = try window(iOS: iOS)
        let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), item]
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        info.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(info.popoverPresentationController)
        popover.barButtonItem = item
        root.present(info, animated: false)
        expectStep(window, [.presented("InfoViewController"), .appearance(.popover)])
        #expect(popover.arrowDirection == (iOS < 26 ? .up : .unknown), "below the navigation bar")
        // The second item from the trailing edge: 8 + 44 points in, 44 wide.
        let frame = popover.frameOfPresentedViewInContainerView
        #expect(frame.minY >= 20 + 44)
        #expect(frame.minX <= 1024 - 52 - 44 && frame.maxX >= 1024 - 52)

        root.navigationItem.rightBarButtonItems = nil
        let other = InfoViewController()
        other.modalPresentationStyle = .popover
        other.popoverPresentationController?.barButtonItem = item
        info.dismiss(animated: false)
        root.present(other, animated: false)
        expectNoExceptions(window)
        #expect(other.popoverPresentationController?.arrowDirection == .unknown, "no longer in the bar")
    }

    /// R130 concerns bar button items only: a popover anchored to a view keeps its arrow on iOS 27, also when
    /// anchored through `sourceItem`.
    @Test func aViewAnchoredPopoverKeepsItsArrowFromIOS26() throws {
        let (window, root) = try window(iOS: 27)
        let (info, popover) = try popover(from: root)
        popover.sourceItem = root.button
        root.present(info, animated: false)
        expectStep(window, [.presented("InfoViewController"), .appearance(.popover)])
        #expect(popover.arrowDirection == .up)
    }

    @Test func permittedArrowDirectionsAreStored() throws {
        let (_, root) = try window()
        let (_, popover) = try popover(from: root)
        popover.permittedArrowDirections = [.left, .right]
        #expect(popover.permittedArrowDirections == [.left, .right])
    }

    @Test func aSourceItemReadsBackAsTheViewOrItemThatWasSet() throws {
        let (_, root) = try window()
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        let popover = try #require(info.popoverPresentationController)
        #expect(popover.sourceItem == nil)

        popover.sourceItem = root.button
        #expect(popover.sourceItem === root.button)
        #expect(popover.sourceView === root.button)
        #expect(popover.barButtonItem == nil)

        let item = UIBarButtonItem(systemItem: .action)
        popover.sourceItem = item
        #expect(popover.sourceItem === item)
        #expect(popover.barButtonItem === item)
        #expect(popover.sourceView == nil, "the item replaces the view")

        popover.sourceItem = root.button
        #expect(popover.sourceItem === root.button, "the view replaces the item")
        #expect(popover.barButtonItem == nil)

        popover.sourceItem = nil
        #expect(popover.sourceView == nil)
        #expect(popover.sourceItem == nil)
        #expect(popover.barButtonItem == nil)
    }

    @Test(arguments: [false, true])
    func aPopoverAnchoredOnlyBySourceItemDoesNotRaise(toBarButtonItem: Bool) throws {
        let (window, root) = try window()
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        let item: any UIPopoverPresentationControllerSourceItem =
            toBarButtonItem ? UIBarButtonItem(systemItem: .action) : root.button
        info.popoverPresentationController?.sourceItem = item
        root.present(info, animated: false)
        expectStep(window, [.presented("InfoViewController"), .style(.popover), .appearance(.popover)])
        expectNoExceptions(window)
        #expect(root.presentedViewController === info)
    }
}
