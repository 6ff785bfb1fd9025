/// A described animator (a ``TransitionAnimator`` from a scenario or storyboard file) run as the code it
/// describes: an `animateTransition(using:)` that adds a view, sets the start values, animates the end values in
/// one `UIView.animate` block, and whose completion block sets values, removes the to-view and calls
/// `completeTransition(_:)`.
///
/// It runs over the same ``TransitionContext`` and the same window animation calls as the app's own animators,
/// so a description does what the UIKit code it describes would do, and the window sees the same failure modes
/// in both (F1, F2, F4, F5, F7–F9, F15).
final class DescribedTransitionScript: TransitionScript {
    let animator: TransitionAnimator
    /// The views the animator works on: `view(forKey:)`, or the controller's own view it added instead (F4, F5).
    private var views: [TransitionViewRole: SimulatedView] = [:]

    init(_ animator: TransitionAnimator) {
        self.animator = animator
    }

    func transitionDuration(using context: TransitionContext) -> Double { animator.duration }

    func startTransition(using context: TransitionContext) {
        // R108: the percent-driven interaction controller calls animateTransition(using:) itself.
        if context.isInteractive { context.interactorCallsAnimateTransition() }
        // A force-unwrapped nil view traps before anything else happens (F6).
        for role in animator.unwraps.sorted() where context.view(forKey: role) == nil {
            context.trap(forceUnwrapping: role)
            return
        }
        let forward = context.kind.isForward
        let container = context.containerView
        views[.from] = context.view(forKey: .from)
        views[.to] = context.view(forKey: .to)
        // The chapter's ViewScaleable source: a direct cast of the source side fails when it is a container,
        // and the animator gives up: it shows the to-view and completes without animating (F15).
        if animator.source == .direct, readsAnchor {
            let source = context.viewController(forKey: forward ? .from : .to)
            if source.visibleContent !== source {
                if forward, let toView = views[.to] { container.addSubview(toView) }
                context.completeTransition(true)
                return
            }
        }
        switch animator.adds ?? (forward ? .to : .toBelowFrom) {
        case .to:
            if let toView = views[.to] { container.addSubview(toView) }
        case .toBelowFrom:
            if let toView = views[.to] {
                if let fromView = views[.from], fromView.superview === container {
                    container.insertSubview(toView, below: fromView)
                } else {
                    container.insertSubview(toView, at: 0)
                }
            }
        case .toController:
            // `containerView.addSubview(toViewController.view)`: the controller's own view, out of its wrapper.
            let controllerView = context.controllerView(of: context.viewController(forKey: .to))
            if !forward, let fromView = views[.from], fromView.superview === container {
                container.insertSubview(controllerView, below: fromView)
            } else {
                container.addSubview(controllerView)
            }
            views[.to] = controllerView
        case .none:
            break
        }
        let duration = context.isAnimated ? context.duration : .zero
        var changes: [(view: SimulatedView, value: PropertyAnimation.Value)] = []
        for (role, change) in (animator.animate?.changes ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let view = views[role] else { continue }
            for (start, end) in values(of: change, on: view, in: context) {
                view.set(start)
                changes.append((view, end))
            }
        }
        context.window.animate(
            duration: duration, curve: animator.animate?.curve ?? .easeInOut, changes: changes
        ) { [self] _ in
            runCompletionBlock(in: context)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {}

    /// The animation block's completion: its settings, its clean-up, then `completeTransition(_:)`.
    private func runCompletionBlock(in context: TransitionContext) {
        let completion = animator.completion
        for (role, settings) in completion.sets.sorted(by: { $0.key < $1.key }) {
            guard let view = views[role] else { continue }
            if let alpha = settings.alpha { view.set(.alpha(alpha)) }
            if let transform = settings.transform { view.set(.transform(transform)) }
            if let frame = settings.frame {
                for value in values(of: ViewChanges(frame: .init(frame, frame)), on: view, in: context) {
                    view.set(value.end)
                }
            }
        }
        let removesTo: Bool
        switch completion.removesTo {
        case .never: removesTo = false
        case .cancelled: removesTo = context.transitionWasCancelled
        case .always: removesTo = true
        }
        if removesTo { views[.to]?.removeFromSuperview() }
        switch completion.completes {
        case .yes: context.completeTransition(true)
        case .no: context.completeTransition(false)
        case .notCancelled: context.completeTransition(!context.transitionWasCancelled)
        case .never: break
        }
    }

    /// Whether the animator reads an anchor of its source controller (the chapter's `ViewScaleable`).
    private var readsAnchor: Bool {
        func anchored(_ frame: FrameValue?) -> Bool {
            if case .anchor = frame { return true }
            return false
        }
        let changes = animator.animate?.changes.values.map { $0 } ?? []
        return changes.contains { anchored($0.frame?.start) || anchored($0.frame?.end) }
    }

    /// The start and end values of `changes` on `view`.
    private func values(
        of changes: ViewChanges, on view: SimulatedView, in context: TransitionContext
    ) -> [(start: PropertyAnimation.Value, end: PropertyAnimation.Value)] {
        var values: [(PropertyAnimation.Value, PropertyAnimation.Value)] = []
        if let alpha = changes.alpha { values.append((.alpha(alpha.start), .alpha(alpha.end))) }
        if let frame = changes.frame {
            values.append(
                (
                    .frame(self.frame(frame.start, of: view, in: context)),
                    .frame(self.frame(frame.end, of: view, in: context))
                )
            )
        }
        if let transform = changes.transform { values.append((.transform(transform.start), .transform(transform.end))) }
        return values
    }

    /// A frame value for `view` (R96): `initialFrame`/`finalFrame` of the view's controller, an anchor of the
    /// source side, or the view's frame moved off an edge of the container.
    private func frame(_ value: FrameValue, of view: SimulatedView, in context: TransitionContext) -> Rect {
        let container = context.containerView.model.frame
        switch value {
        case let .rect(rect):
            return rect
        case .zero:
            return .zero
        case .initial, .final:
            let controller = context.controller(showing: view)
            if case .initial = value { return context.initialFrame(for: controller) }
            return context.finalFrame(for: controller)
        case let .anchor(name):
            return context.anchorFrame(named: name) ?? .zero
        case let .offscreen(edge):
            var frame = view.model.frame
            switch edge {
            case .above: frame.y = container.y - frame.height
            case .below: frame.y = container.y + container.height
            case .leading: frame.x = container.x - frame.width
            case .trailing: frame.x = container.x + container.width
            }
            return frame
        }
    }
}
