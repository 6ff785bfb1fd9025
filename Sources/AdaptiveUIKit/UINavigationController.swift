import AdaptivePresentation
import Foundation

/// A navigation stack, as UIKit's `UINavigationController`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var initialRoot: UIViewController?

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        initialRoot = rootViewController
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Called by a storyboard for a navigation controller scene.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makeModel(identifier: String, children: [ViewController]) -> ViewController {
        let root = children.first ?? initialRoot?.model
        initialRoot = nil
        return NavigationController(identifier: identifier, rootViewController: root)
    }

    private var stack: NavigationController? { model as? NavigationController }

    /// The kind of navigation transition an animator is asked for, as UIKit's
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// Neither a push nor a pop.
        case none
        /// A controller is pushed.
        case push
        /// A controller is popped.
        case pop
    }

    /// Told about the controllers shown and asked for the animators of pushes and pops (R128). Weak, as in
    /// UIKit: a delegate nothing else keeps is gone before the next push or pop (F10).
    open weak var delegate: (any UINavigationControllerDelegate)? {
        get { delegateBridge?.target }
        set {
            guard let newValue else {
                delegateBridge = nil
                stack?.delegate = nil
                return
            }
            let bridge = NavigationControllerDelegateBridge(target: newValue)
            delegateBridge = bridge
            stack?.delegate = bridge
        }
    }
    private var delegateBridge: NavigationControllerDelegateBridge?

    /// The window the stack's transitions play in, with a released delegate dropped first so that the
    /// simulation sees it gone (F10); `nil` when the navigation controller is in no window.
    private func transitionWindow() -> Window? {
        if delegateBridge?.isReleased == true {
            delegateBridge = nil
            stack?.delegate = nil
        }
        return stack?.window
    }

    /// Ends a non-animated transition before the call returns, as UIKit does.
    private func settleIfNotAnimated(_ animated: Bool, in window: Window) {
        if !animated { window.settle(within: .zero) }
    }

    /// The stack, bottom to top. Setting it changes it at once, without a transition.
    open var viewControllers: [UIViewController] {
        get { (stack?.viewControllers ?? []).map(UIViewController.wrapping) }
        set { stack?.setViewControllers(newValue.map(\.model)) }
    }

    /// Replaces the stack. On screen, a new top controller is pushed (popped, when it was in the stack) with
    /// a transition on the window's clock (R127); otherwise, or while another transition runs, the stack
    /// changes at once.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let models = viewControllers.map(\.model)
        guard let stack, let window = transitionWindow(), !window.isTransitioning,
            let oldTop = stack.topViewController, let newTop = models.last, newTop !== oldTop
        else {
            self.viewControllers = viewControllers
            return
        }
        if stack.viewControllers.contains(where: { $0 === newTop }) {
            // Popped to: the old top leaves with a pop from the new stack.
            stack.setViewControllers(models + [oldTop])
            window.pop(stack, animated: animated)
        } else {
            stack.setViewControllers(models.dropLast() + [oldTop])
            window.push(newTop, on: stack, animated: animated)
            // The new stack at once, as in UIKit; the outgoing view leaves when the push ends.
            stack.setViewControllers(models)
        }
        settleIfNotAnimated(animated, in: window)
    }

    /// The stack's bar. Stored only: it is outside the view hierarchy and changes no frame.
    public private(set) lazy var navigationBar = UINavigationBar(frame: .zero)

    /// Whether the bar is hidden (``setNavigationBarHidden(_:animated:)``). Stored only: the top controller's
    /// view keeps its frame.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Hides or shows the bar (stored only; `animated` changes nothing).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The back swipe from the left edge, on the navigation controller's view, as UIKit's. Its delegate and
    /// `isEnabled` are stored; simulating it pops nothing (the system's interactive pop is not modelled, an
    /// app's own interaction controller is: ``delegate``).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { backSwipe }
    private lazy var backSwipe: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        recognizer.edges = .left
        view.addGestureRecognizer(recognizer)
        return recognizer
    }()

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack?.topViewController.map(UIViewController.wrapping) }

    /// The controller the user sees: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes a controller onto the stack. On screen, the push plays on the window's clock with the
    /// delegate's animator or the standard slide (R127, R128), and the appearance callbacks are sent; it is
    /// dropped while another transition runs (F11). With `animated: false` it has ended when this returns.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard let stack else { return }
        guard let window = transitionWindow() else {
            stack.pushViewController(viewController.model)
            return
        }
        window.push(viewController.model, on: stack, animated: animated)
        settleIfNotAnimated(animated, in: window)
    }

    /// Pops the top controller (never the root), with a transition on screen as
    /// ``pushViewController(_:animated:)`` pushes. The controller leaves the stack at once.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard let stack, stack.viewControllers.count > 1 else { return nil }
        guard let window = transitionWindow() else {
            let below = stack.viewControllers[stack.viewControllers.count - 2]
            return stack.popToViewController(below).first.map(UIViewController.wrapping)
        }
        let popped = window.pop(stack, animated: animated)
        settleIfNotAnimated(animated, in: window)
        return popped.map(UIViewController.wrapping)
    }

    /// Pops the controllers above `viewController`: on screen, the ones between leave at once and the top
    /// one with a pop transition. Returns the popped controllers, bottom to top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let stack else { return nil }
        return popStack(to: viewController.model, of: stack, animated: animated).map(UIViewController.wrapping)
    }

    /// Pops every controller above the root, as ``popToViewController(_:animated:)`` does.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let stack, let root = stack.viewControllers.first else { return nil }
        return popStack(to: root, of: stack, animated: animated).map(UIViewController.wrapping)
    }

    private func popStack(to target: ViewController, of stack: NavigationController, animated: Bool)
        -> [ViewController]
    {
        let children = stack.viewControllers
        guard let index = children.firstIndex(where: { $0 === target }), index < children.count - 1,
            let top = children.last
        else { return [] }
        guard let window = transitionWindow() else { return stack.popToViewController(target) }
        if window.isTransitioning {
            // On screen, the pop is dropped (F11); off screen, the stack changes at once.
            guard let popped = window.pop(stack, animated: animated) else { return [] }
            return stack.popToViewController(target) + [popped]
        }
        let between = Array(children[(index + 1)..<(children.count - 1)])
        stack.setViewControllers(Array(children[...index]) + [top])
        let popped = window.pop(stack, animated: animated)
        settleIfNotAnimated(animated, in: window)
        return between + (popped.map { [$0] } ?? [])
    }
}
