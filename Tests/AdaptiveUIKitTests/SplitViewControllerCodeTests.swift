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
}
