import AdaptivePresentation
import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// A split view controller made in code: its style, display mode and collapse follow the simulation (R61–R68).
@MainActor
struct SplitViewControllerCodeTests {
    final class Sidebar: UIViewController {}
    final class Content: UIViewController {}

    @Test(
        "a double-column split view is side by side in landscape, secondary only in portrait, and collapses in a narrow pane"
    )
    func columnStyleInCode() throws {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 17)
        let split = UISplitViewController(style: .doubleColumn)
        split.viewControllers = [Sidebar(), Content()]
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.style == .doubleColumn)
        #expect((split.model as? SplitViewController)?.configuration.style == .doubleColumn)
        #expect(split.displayMode == .oneBesideSecondary)
        try window.resize(to: .oneThird)
        #expect(split.isCollapsed)
        expectStep(window, [.collapsed(true), .visible("Content")])
        try window.resize(to: .full)
        try window.rotate(to: .portrait)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect((split.model as? SplitViewController)?.configuration.preferredDisplayMode == .oneBesideSecondary)
    }

    @Test("show(_:) and hide(_:) change the columns as the replay's showColumn:/hideColumn: do (R69)")
    func showAndHideColumns() throws {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 17)
        let split = UISplitViewController(style: .doubleColumn)
        split.viewControllers = [Sidebar(), Content()]
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.displayMode == .oneBesideSecondary)
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        // R69: .secondary is ignored while expanded.
        split.hide(.secondary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(window.exceptions.isEmpty)
    }

    @Test("show(_:) on a split view controller without a column style raises, recorded on its window")
    func showWithoutColumnStyle() throws {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 17)
        let split = UISplitViewController(style: .unspecified)
        split.viewControllers = [Sidebar(), Content()]
        window.rootViewController = split
        window.makeKeyAndVisible()
        split.show(.primary)
        #expect(window.exceptions.count == 1)
    }
}
