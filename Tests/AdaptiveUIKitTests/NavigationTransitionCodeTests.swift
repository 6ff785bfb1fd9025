import AdaptivePresentation
import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// Pushes and pops written against UIKit's API: the transitions play on the window's clock (R127–R129).
@MainActor
struct NavigationTransitionCodeTests {
    /// What the controllers and the delegate were told, in order.
    final class Log {
        var entries: [String] = []
    }

    final class Page: UIViewController {
        let name: String
        let log: Log

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear(\(animated))") }
        override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
    }

    /// A cross-fade: the pushed view fades in over the old one; a popped view fades out over the one below.
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        let operation: UINavigationController.Operation
        var ended: [Bool] = []
        /// What `animateTransition(using:)` saw: the container, the from-view's superview, the style and
        /// `finalFrame(for:)` of the from controller.
        var seen: (container: UIView, fromSuperview: UIView?, style: UIModalPresentationStyle, fromFinal: CGRect)?

        init(operation: UINavigationController.Operation) {
            self.operation = operation
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            1
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
            else { return }
            let container = transitionContext.containerView
            if let from = transitionContext.viewController(forKey: .from) {
                seen = (
                    container, fromView.superview, transitionContext.presentationStyle,
                    transitionContext.finalFrame(for: from)
                )
            }
            if operation == .push {
                toView.alpha = 0
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    if self.operation == .push { toView.alpha = 1 } else { fromView.alpha = 0 }
                },
                completion: { _ in
                    fromView.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }

        func animationEnded(_ transitionCompleted: Bool) {
            ended.append(transitionCompleted)
        }
    }

    final class Delegate: UINavigationControllerDelegate {
        let log: Log
        var fades = false
        var interaction: UIPercentDrivenInteractiveTransition?
        var operations: [UINavigationController.Operation] = []
        var animators: [FadeAnimator] = []

        init(log: Log) {
            self.log = log
        }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            log.entries.append("willShow(\((viewController as? Page)?.name ?? "?"), \(animated))")
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            log.entries.append("didShow(\((viewController as? Page)?.name ?? "?"), \(animated))")
        }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            guard fades else { return nil }
            let animator = FadeAnimator(operation: operation)
            animators.append(animator)
            return animator
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    /// Whether two stacks hold the same controllers, in the same order.
    func same(_ a: [UIViewController]?, _ b: [UIViewController]) -> Bool {
        a?.map(ObjectIdentifier.init) == b.map(ObjectIdentifier.init)
    }

    /// A window on an iPhone 12 (390 points wide) showing a navigation controller with page "A".
    func window(log: Log) throws -> (UIWindow, UINavigationController, Page) {
        let window = try UIWindow(device: "iphone-12", iOS: 26)
        let root = Page("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.entries = []
        return (window, navigation, root)
    }

    @Test func aPushSlidesInOnTheClock() throws {
        let log = Log()
        let (window, navigation, root) = try window(log: log)
        let delegate = Delegate(log: log)
        navigation.delegate = delegate
        let pushed = Page("B", log: log)
        navigation.pushViewController(pushed, animated: true)

        #expect(navigation.topViewController === pushed, "the stack changes at once")
        #expect(delegate.operations == [.push])
        #expect(log.entries == ["willShow(B, true)", "A.willDisappear", "B.willAppear(true)"])
        #expect(pushed.view.frame.minX == 0, "the model is at its end at once (R114)")
        window.advance(by: 0.2)
        let midway = try #require(pushed.view.layer.presentation()?.frame)
        #expect(abs(midway.minX - 195) < 0.001, "half-way along the ease-in-ease-out slide from the trailing edge")
        window.settle()
        #expect(pushed.view.layer.presentation()?.frame.minX == 0)
        #expect(log.entries.suffix(3) == ["B.didAppear", "A.didDisappear", "didShow(B, true)"])
        #expect(root.view.superview == nil, "the outgoing view leaves the navigation controller's view (R129)")
        expectNoHazards(window)
    }

    @Test func aPushUsesTheDelegatesAnimator() throws {
        let log = Log()
        let (window, navigation, _) = try window(log: log)
        let delegate = Delegate(log: log)
        delegate.fades = true
        navigation.delegate = delegate
        let pushed = Page("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        #expect(delegate.animators.first?.seen == nil, "R98: the animator runs on the next run-loop turn")
        window.advance(by: 0)

        let seen = try #require(delegate.animators.first?.seen)
        #expect(seen.container === navigation.view, "the navigation controller's view is the container (R129)")
        #expect(seen.fromSuperview === navigation.view, "with the outgoing view already in it")
        #expect(seen.style == .none)
        #expect(seen.fromFinal == .zero, "the from-view leaves afterwards")
        window.advance(by: 0.5)
        let opacity = try #require(pushed.view.layer.presentation()?.opacity)
        #expect(opacity == 0.5, "half the fade at half its time")
        #expect(pushed.view.layer.presentation()?.frame.minX == 0, "no slide: the animator moves nothing")
        #expect(!log.entries.contains("didShow(B, true)"))
        window.settle()
        #expect(delegate.animators.map(\.ended) == [[true]])
        #expect(log.entries.last == "didShow(B, true)")
        expectNoHazards(window)
    }

    @Test func aPopSlidesOutAndShowsTheControllerBelow() throws {
        let log = Log()
        let (window, navigation, root) = try window(log: log)
        let pushed = Page("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        let delegate = Delegate(log: log)
        navigation.delegate = delegate
        log.entries = []

        let popped = navigation.popViewController(animated: true)
        #expect(popped === pushed)
        #expect(same(navigation.viewControllers, [root]))
        #expect(delegate.operations == [.pop])
        #expect(log.entries == ["willShow(A, true)", "B.willDisappear", "A.willAppear(true)"])
        window.advance(by: 0.2)
        let midway = try #require(pushed.view.layer.presentation()?.frame)
        #expect(abs(midway.minX - 195) < 0.001)
        #expect(root.view.superview === navigation.view, "the controller below comes back under the popped one")
        window.settle()
        #expect(log.entries.suffix(3) == ["A.didAppear", "B.didDisappear", "didShow(A, true)"])
        #expect(pushed.view.superview == nil)
        expectNoHazards(window)
    }

    @Test func showPushesWithTheDelegatesAnimator() throws {
        let log = Log()
        let (window, navigation, root) = try window(log: log)
        let delegate = Delegate(log: log)
        delegate.fades = true
        navigation.delegate = delegate
        let pushed = Page("B", log: log)
        root.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)
        #expect(delegate.operations == [.push])
        #expect(log.entries.first == "willShow(B, true)")
        window.settle()
        #expect(log.entries.last == "didShow(B, true)")
    }

    @Test func aNonAnimatedPushHasEndedWhenTheCallReturns() throws {
        let log = Log()
        let (window, navigation, _) = try window(log: log)
        let delegate = Delegate(log: log)
        navigation.delegate = delegate
        navigation.pushViewController(Page("B", log: log), animated: false)
        #expect(
            log.entries == [
                "willShow(B, false)", "A.willDisappear", "B.willAppear(false)", "B.didAppear", "A.didDisappear",
                "didShow(B, false)",
            ])
        #expect(!window.simulation.isTransitioning)
        #expect(delegate.operations.isEmpty, "no animator is asked for without animation")
    }

    @Test func anOffScreenStackChangesAtOnce() throws {
        let log = Log()
        let navigation = UINavigationController(rootViewController: Page("A", log: log))
        let delegate = Delegate(log: log)
        navigation.delegate = delegate
        let pushed = Page("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.topViewController === pushed)
        #expect(log.entries.isEmpty)
        #expect(navigation.popViewController(animated: true) === pushed)
    }

    @Test func popToRootPopsTheControllersBetweenAtOnce() throws {
        let log = Log()
        let (window, navigation, root) = try window(log: log)
        let b = Page("B", log: log)
        let c = Page("C", log: log)
        navigation.setViewControllers([root, b, c], animated: false)
        window.settle()
        log.entries = []
        let popped = navigation.popToRootViewController(animated: true)
        #expect(same(popped, [b, c]))
        #expect(same(navigation.viewControllers, [root]))
        #expect(log.entries == ["C.willDisappear", "A.willAppear(true)"], "only the top controller animates away")
        window.settle()
        #expect(log.entries.suffix(2) == ["A.didAppear", "C.didDisappear"])
        expectNoHazards(window)
    }

    @Test func setViewControllersPushesANewTop() throws {
        let log = Log()
        let (window, navigation, root) = try window(log: log)
        let b = Page("B", log: log)
        navigation.setViewControllers([root, b], animated: true)
        #expect(same(navigation.viewControllers, [root, b]))
        #expect(log.entries == ["A.willDisappear", "B.willAppear(true)"])
        window.settle()
        #expect(log.entries.suffix(2) == ["B.didAppear", "A.didDisappear"])
        navigation.setViewControllers([root], animated: false)
        #expect(same(navigation.viewControllers, [root]))
        #expect(log.entries.suffix(2) == ["A.didAppear", "B.didDisappear"])
    }

    @Test(arguments: [true, false]) func anInteractivePopFollowsThePercentDrivenInteraction(finishing: Bool) throws {
        let log = Log()
        let (window, navigation, root) = try window(log: log)
        let pushed = Page("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        let delegate = Delegate(log: log)
        delegate.fades = true
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        log.entries = []

        navigation.popViewController(animated: true)
        #expect(pushed.view.layer.presentation()?.opacity == 1, "held at 0 % until the gesture moves")
        window.advance(by: 3)
        #expect(pushed.view.layer.presentation()?.opacity == 1, "the clock does not move an interaction")
        interaction.update(0.5)
        #expect(interaction.percentComplete == 0.5)
        #expect(pushed.view.layer.presentation()?.opacity == 0.5)
        if finishing { interaction.finish() } else { interaction.cancel() }
        window.settle()
        #expect(delegate.animators.map(\.ended) == [[finishing]])
        if finishing {
            #expect(same(navigation.viewControllers, [root]))
            #expect(log.entries.last == "didShow(A, true)")
        } else {
            #expect(same(navigation.viewControllers, [root, pushed]), "a cancelled pop leaves the stack as it was")
            #expect(!log.entries.contains { $0.hasPrefix("didShow") })
            #expect(pushed.view.superview === navigation.view)
            #expect(root.view.superview == nil)
        }
        expectNoHazards(window)
    }

    @Test func aReleasedDelegateIsF10AndTheStandardSlideRuns() throws {
        let log = Log()
        let (window, navigation, _) = try window(log: log)
        do {
            let delegate = Delegate(log: log)
            delegate.fades = true
            navigation.delegate = delegate
        }
        #expect(navigation.delegate == nil)
        let pushed = Page("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        window.advance(by: 0.2)
        #expect(abs((pushed.view.layer.presentation()?.frame.minX ?? 0) - 195) < 0.001)
        window.settle()
        #expect(window.hazards.map(\.id) == [.F10])
    }
}
