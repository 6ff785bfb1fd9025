import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// What app code reads while a popover is adapted with a substitute navigation controller (PresentationRules,
/// choice 70).
@MainActor
struct AdaptiveSubstituteObservationTests {
    final class RootViewController: UIViewController {}
    final class InfoViewController: UIViewController {}

    /// Full screen in compact width, in a navigation controller with a Done button.
    final class Wrapper: UIAdaptivePresentationControllerDelegate {
        var substitute: UINavigationController?

        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }

        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            let navigation = UINavigationController(rootViewController: controller.presentedViewController)
            substitute = navigation
            return navigation
        }
    }

    /// A popover on an iPad Air 2, then the window narrowed to a third: adapted, with the substitute shown.
    func adapted() throws -> (UIWindow, RootViewController, InfoViewController, Wrapper, UIPresentationController) {
        let window = try UIWindow(device: "ipad-air-2", orientation: .landscape, iOS: 26)
        let root = RootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let info = InfoViewController()
        info.modalPresentationStyle = .popover
        info.popoverPresentationController?.sourceView = root.view
        let wrapper = Wrapper()
        let original = try #require(info.presentationController)
        original.delegate = wrapper
        root.present(info, animated: false)
        try window.resize(to: .oneThird)
        expectStep(window, [.presented("UINavigationController"), .style(.fullScreen), .substituted(true)])
        return (window, root, info, wrapper, original)
    }

    @Test func thePresenterSeesTheSubstituteAsItsPresentedController() throws {
        let (window, root, info, wrapper, _) = try adapted()
        let substitute = try #require(wrapper.substitute)
        #expect(root.presentedViewController === substitute)
        try window.resize(to: .full)
        #expect(root.presentedViewController === info, "the original again once the popover is back")
        expectNoExceptions(window)
    }

    @Test func bothControllersAreSeenAsPresentedByThePresenter() throws {
        let (window, root, info, wrapper, _) = try adapted()
        defer { withExtendedLifetime(window) {} }
        let substitute = try #require(wrapper.substitute)
        #expect(info.presentingViewController === root)
        #expect(substitute.presentingViewController === root)
        #expect(info.navigationController === substitute)
    }

    @Test func theOriginalPresentationControllerStaysInCharge() throws {
        let (window, root, info, wrapper, original) = try adapted()
        defer { withExtendedLifetime(window) {} }
        let substitute = try #require(wrapper.substitute)
        #expect(info.presentationController === original)
        #expect(original is UIPopoverPresentationController)
        #expect(original.adaptivePresentationStyle == .fullScreen)
        #expect(original.presentedViewController === info)
        #expect(substitute.presentationController === original)
        #expect(root.presentedViewController?.presentationController === original)
    }

    @Test func theSubstituteDismissesThePresentation() throws {
        let (window, root, _, wrapper, _) = try adapted()
        let substitute = try #require(wrapper.substitute)
        substitute.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        expectStep(window, [.presented(nil)])
    }
}
