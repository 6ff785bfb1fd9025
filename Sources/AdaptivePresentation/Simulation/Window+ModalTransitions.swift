/// Modal presentations and dismissals as transitions (R80–R97): who UIKit asks for an animator, and the
/// context it gives it.
extension Window {
    // MARK: Presenting (R81, R83–R85, R93–R97)

    /// Starts the presentation transition of `presentation`, just accepted by `present` (R81: the animator is
    /// asked synchronously; the rest runs at the same virtual time, R98).
    func beginPresentation(
        _ presentation: PresentationController, source: ViewController, animated: Bool,
        completion: (() -> Void)? = nil
    ) {
        installRootView()
        layoutIfNeeded()
        guard let decision = presentation.decision, let presenter = presentation.presentingViewController else {
            return
        }
        let appearance = decision.appearance
        let removes = decider.removesPresentersView(
            appearance, custom: presentation.customPresentation?.removesPresentersView)
        let wraps = decider.wrapsPresentedView(appearance)
        let references = decider.transitionViews(.present, removesPresentersView: removes, wrapsPresentedView: wraps)
        let bounds = Rect(x: 0, y: 0, width: environment.window.width, height: environment.window.height)
        let presenterView = view(of: presenter.rootAncestor)

        // The container, above the presenter's view (R95), with the presentation controller's chrome.
        let container = SimulatedView(.container, frame: bounds)
        transitionState.windowView.addSubview(container)
        var dimming: SimulatedView?
        if appearance.dimsPresenter == true {
            let view = SimulatedView(.dimming, frame: bounds)
            container.addSubview(view)
            dimming = view
        }
        let presentedView = view(of: presentation.displayedViewController)
        presentedView.set(.frame(presentation.frameOfPresentedView))
        let wrapper =
            wraps
            ? SimulatedView(
                .wrapper(presentation.displayedViewController.identifier), frame: presentation.frameOfPresentedView)
            : nil
        if let wrapper {
            // Frames are in the superview's coordinates: the wrapper is where the presented view is.
            wrapper.addSubview(presentedView)
            presentedView.set(.frame(wrapper.model.frame.atOrigin))
        }
        embedChildren(of: presentation.displayedViewController)
        presentation.transitionViews = PresentationController.TransitionViews(
            container: container, dimming: dimming, wrapper: wrapper, presented: presentedView,
            presenter: presenterView, removesPresentersView: removes)
        presentation.transitionViews?.arrangedFor = appearance
        if presentation.script != nil {
            // The app's frameOfPresentedViewInContainerView, now that the container is there.
            updateFrame(of: presentation)
            presentedView.set(.frame(presentation.frameOfPresentedView))
        }
        if removes {
            // R95: the presenter's view moves into the container for the transition.
            container.insertSubview(presenterView, at: 0)
        }

        // R80, R83: the delegate is read from the presented controller now.
        let (animator, interactive) = askForAnimator(
            .present, of: presentation, appearance: appearance, animated: animated, source: source)
        presentation.transitionViews?.presentingAnimator = animator?.name
        let frames = decider.presentedTransitionFrames(
            .present, presentedFrame: presentation.frameOfPresentedView, currentFrame: presentation.frameOfPresentedView
        )
        let transition = modalTransition(
            .present, of: presentation, animator: animator, interactive: interactive, animated: animated,
            references: references, frames: frames, removes: removes, presenterView: presenterView,
            presentedView: presentedView, wrapperView: wrapper, containerView: container)
        transition.onEnd = { [unowned self, unowned presentation] completed in
            if !completed, let index = presentationControllers.firstIndex(where: { $0 === presentation }) {
                // R104: a cancelled presentation never happened.
                remove(from: index)
            }
        }
        transition.completionBlock = completion
        run(transition, driven: false)
    }

    // MARK: Dismissing (R82)

    /// Starts the dismissal transition of the presentation at `index` (and, without animation, of every one
    /// above it); `onEnd` runs after UIKit's clean-up with whether it completed. Without a transition to
    /// play (nothing on screen yet), the presentations are removed at once.
    @discardableResult
    func beginDismissal(
        at index: Int, animated: Bool, interaction: InteractiveDismissal? = nil,
        onEnd: @escaping (Bool) -> Void = { _ in }, completion: (() -> Void)? = nil
    ) -> Bool {
        guard presentationControllers.indices.contains(index) else { return false }
        layoutIfNeeded()
        if let running = transitionState.running {
            record(
                TransitionFailureRules.requestDropped(
                    .dismiss, running: running.kind, of: running.presentedController.identifier))
            return false
        }
        let presentation = presentationControllers[presentationControllers.count - 1]
        guard let views = presentation.transitionViews, let decision = presentation.decision,
            presentation.presentingViewController != nil
        else {
            remove(from: index)
            onEnd(true)
            completion?()
            return false
        }
        let presented = presentation.presentedViewController
        let appearance = decision.appearance
        let removes = views.removesPresentersView
        let references = decider.transitionViews(
            .dismiss, removesPresentersView: removes, wrapsPresentedView: views.wrapper != nil)
        let (animator, interactive) = askForAnimator(
            .dismiss, of: presentation, appearance: appearance, animated: animated, source: presented)
        let current = views.presented.frameInWindow
        let frames = decider.presentedTransitionFrames(
            .dismiss, presentedFrame: presentation.frameOfPresentedView, currentFrame: current)
        let transition = modalTransition(
            .dismiss, of: presentation, animator: animator, interactive: interactive, animated: animated,
            references: references, frames: frames, removes: removes, presenterView: views.presenter,
            presentedView: views.presented, wrapperView: views.wrapper, containerView: views.container)
        transition.presentedBy = views.presentingAnimator
        transition.completionBlock = completion
        transition.onEnd = { [unowned self] completed in
            if completed { remove(from: index) }
            onEnd(completed)
        }
        run(transition, driven: interaction != nil)
        if interactive, let interaction { drive(transition, with: interaction) }
        return interactive
    }

    /// R81 step 1, R122, R125, R126: a `.custom` presentation asks the presented controller's transitioning
    /// delegate for its presentation controller; a described one gives the frame, the presenter's removal and
    /// its adaptive answer (kept as the presentation's own delegate when the app set none).
    func describeCustomPresentation(_ presentation: PresentationController, source: ViewController) {
        guard presentation.presentationStyle == .custom,
            let delegate = presentation.presentedViewController.transitioningDelegate
        else { return }
        record(.presentationControllerForPresented)
        let custom = delegate.presentationController(
            forPresented: presentation.presentedViewController, presenting: source.rootAncestor, source: source)
        presentation.customPresentation = custom
        if let rule = custom?.adaptivePresentationStyle, presentation.delegate == nil {
            let answer = DeclarativeSegue(
                identifier: "", source: source, destination: presentation.presentedViewController, kind: .custom)
            answer.adopt(DeclarativeDelegate(adaptivePresentationStyle: rule))
            presentation.customAdaptation = answer
            presentation.delegate = answer
        }
    }

    /// R80–R84: asks the presented controller's transitioning delegate, read now, for the animator of `kind`
    /// and then, only when it gave one, for an interaction controller; a delegate that was set and is gone is
    /// F10, and the built-in animation runs.
    private func askForAnimator(
        _ kind: TransitionKind, of presentation: PresentationController, appearance: PresentationAppearance,
        animated: Bool, source: ViewController
    ) -> (animator: TransitionAnimator?, interactive: Bool) {
        let presented = presentation.presentedViewController
        guard
            decider.asksForAnimator(
                kind, appearance: appearance, style: presentation.presentationStyle, animated: animated)
        else { return (nil, false) }
        guard let delegate = presented.transitioningDelegate, !delegate.isReleased else {
            if presented.hadTransitioningDelegate {
                record(
                    TransitionFailureRules.delegateReleased(
                        kind, owner: presented.identifier, navigation: false,
                        segueNotRetained: kind == .dismiss && !era.retainsPresentingSegue))
            }
            return (nil, false)
        }
        let animator: TransitionAnimator?
        if kind == .present, let presenter = presentation.presentingViewController {
            record(.animationControllerForPresented)
            animator = delegate.animationController(forPresented: presented, presenting: presenter, source: source)
        } else {
            record(.animationControllerForDismissed)
            animator = delegate.animationController(forDismissed: presented)
        }
        guard let animator else { return (nil, false) }
        let answer =
            kind == .present
            ? delegate.interactionControllerForPresentation(using: animator)
            : delegate.interactionControllerForDismissal(using: animator)
        guard let answer else { return (animator, false) }
        record(kind == .present ? .interactionControllerForPresentation : .interactionControllerForDismissal)
        return (animator, answer)
    }

    /// The running state of a presentation's or dismissal's transition, with the summary the reports show.
    private func modalTransition(
        _ kind: TransitionKind, of presentation: PresentationController, animator: TransitionAnimator?,
        interactive: Bool, animated: Bool, references: (from: TransitionViewReference, to: TransitionViewReference),
        frames: (initial: Rect, final: Rect), removes: Bool, presenterView: SimulatedView,
        presentedView: SimulatedView, wrapperView: SimulatedView?, containerView: SimulatedView
    ) -> Transition {
        let presented = presentation.presentedViewController
        let presenter = presentation.presentingViewController ?? rootViewController
        let appearance = presentation.decision?.appearance ?? .fullScreen
        let presenting = kind == .present
        let summary = TransitionSummary(
            kind: kind, animator: animator?.name,
            transitionStyle: animator == nil && decider.builtInUsesTransitionStyle(appearance)
                ? presented.modalTransitionStyle : nil,
            duration: animated ? (animator?.duration ?? PresentationDecider.builtInTransitionDuration) : 0,
            interactive: interactive, animated: animated,
            presentationStyle: presentation.decision?.style ?? presentation.presentationStyle,
            fromView: references.from, toView: references.to, initialFrame: frames.initial, finalFrame: frames.final,
            fromController: presenting ? presenter.identifier : presented.identifier,
            toController: presenting ? presented.identifier : presenter.identifier, state: .running,
            startTime: transitionState.now.seconds)
        return Transition(
            summary: summary, presentation: presentation, presentedController: presented,
            presentingController: presenter, animator: animator,
            builtIn: animator == nil && animated
                ? decider.builtInAnimation(appearance: appearance, transitionStyle: presented.modalTransitionStyle)
                : nil,
            removesPresentersView: removes, presenterView: presenterView, presentedView: presentedView,
            wrapperView: wrapperView, containerView: containerView, start: transitionState.now,
            duration: VirtualTime(seconds: summary.duration) ?? .maximum, interactive: interactive)
    }
}
