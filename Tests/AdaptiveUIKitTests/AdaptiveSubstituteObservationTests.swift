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

    /// The window's views as app code walks them (every view that draws, back to front, with its frame in the
    /// window), which must be what the replay lists under `layers`.
    static func viewTree(of window: UIWindow) -> [String] {
        var names: [String] = []
        func walk(_ view: UIView) {
            for subview in view.subviews {
                if subview.simulatedView.drawsContent {
                    let frame = subview.convert(subview.bounds, to: nil)
                    names.append(describe(subview.simulatedView.name, frame))
                }
                walk(subview)
            }
        }
        walk(window)
        return names
    }

    /// The replay's `layers` for `window`, in the same form.
    static func replayLayers(of window: UIWindow) -> [String] {
        window.simulation.layerValues.map { layer in describe(layer.name, CGRect(layer.values.frame)) }
    }

    static func describe(_ name: String, _ frame: CGRect) -> String {
        "\(name) \(frame.minX),\(frame.minY),\(frame.width),\(frame.height)"
    }

    @Test func theSubstituteIsInTheWindowHoldingTheOriginalsView() throws {
        let (window, root, info, wrapper, _) = try adapted()
        let substitute = try #require(wrapper.substitute)
        #expect(substitute.view.window === window)
        #expect(substitute.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(info.view.window === window)
        #expect(info.view.superview === substitute.view, "a navigation controller's content view is in its view")
        #expect(info.view.frame == substitute.view.bounds)
        #expect(root.view.window == nil, "full screen removes the presenter's view (R125)")
        #expect(window.simulation.visibleViews == ["UINavigationController"])
        #expect(Self.viewTree(of: window) == Self.replayLayers(of: window))
        #expect(
            Self.viewTree(of: window) == [
                "UINavigationController 0.0,0.0,320.0,768.0", "InfoViewController 0.0,0.0,320.0,768.0",
            ])

        try window.resize(to: .full)
        #expect(substitute.view.window == nil, "the substitute leaves the window when the popover is back")
        #expect(info.view.window === window)
        #expect(info.view.superview?.simulatedView.name == "wrapper(InfoViewController)")
        #expect(root.view.window === window, "the popover keeps the presenter's view")
        #expect(window.simulation.visibleViews == ["RootViewController", "wrapper(InfoViewController)"])
        #expect(Self.viewTree(of: window) == Self.replayLayers(of: window))
        expectNoExceptions(window)
    }

    @Test func theSubstituteDismissesThePresentation() throws {
        let (window, root, _, wrapper, _) = try adapted()
        let substitute = try #require(wrapper.substitute)
        substitute.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        expectStep(window, [.presented(nil)])
    }
}
