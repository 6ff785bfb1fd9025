/// Animated transitions (R80–R111): the window plays each presentation and dismissal on its virtual clock,
/// over the context UIKit gives the animator, and applies UIKit's clean-up when the animator completes.
extension Window {
    // MARK: Clock

    /// The virtual clock's time.
    public var now: VirtualTime { transitionState.now }

    /// Moves the clock by `interval`, running what falls due on the way (animation completions, the end of a
    /// finished or cancelled interaction) at its own time. Constant time per event: the clock jumps.
    public func advance(by interval: VirtualTime) {
        let target = transitionState.now + interval
        while let event = transitionState.takeNext(by: target) {
            transitionState.now = max(transitionState.now, event.time)
            event.action()
        }
        transitionState.now = target
        transitionState.windowView.pruneAnimations(at: target)
    }

    /// Runs the clock until nothing is scheduled: every transition that will end has ended. A transition
    /// whose animator never completes (F1) or that waits for a gesture (F13) stays as it is.
    public func settle() {
        // Each event runs once; events schedule at most a few more, so the bound is never reached by a
        // scenario, and keeps a misbehaving one finite.
        guard !transitionState.scheduled.isEmpty else { return }
        var budget = 100_000
        while budget > 0, let event = transitionState.takeNext(by: nil) {
            transitionState.now = max(transitionState.now, event.time)
            event.action()
            budget -= 1
        }
        transitionState.windowView.pruneAnimations(at: transitionState.now)
    }

    /// The transition calls made since this was last called, in order.
    public func takeTransitionCalls() -> [TransitionCall] {
        if transitionState.calls.isEmpty { return [] }
        defer { transitionState.calls.removeAll() }
        return transitionState.calls
    }

    /// The failure modes seen since this was last called, in order.
    public func takeHazards() -> [TransitionHazard] {
        if transitionState.hazards.isEmpty { return [] }
        defer { transitionState.hazards.removeAll() }
        return transitionState.hazards
    }

    /// Marks the start of a step: the transitions it reports are the ones it starts, or the one still running.
    public func beginTransitionStep() {
        if let running = transitionState.running {
            transitionState.recent = [running]
        } else if !transitionState.recent.isEmpty {
            transitionState.recent = []
        }
    }

    /// The most recent transition of the step (FORMATS §2b `transition`): the last one it started, or the one
    /// that was running when it began.
    public var stepTransition: TransitionSummary? {
        guard let transition = transitionState.recent.last else { return nil }
        var summary = transition.summary
        if summary.state == .running, !transition.ended, transitionState.scheduled.isEmpty,
            transition.animator?.completion.completes == .never || transition.interactive
        {
            summary.state = .stuck
        }
        return summary
    }

    /// Whether a transition is running.
    public var isTransitioning: Bool { transitionState.running != nil }

    /// The running transition's coordinator (R113), `nil` when none runs: what `transitionCoordinator`
    /// of the controllers it involves returns meanwhile.
    public var transitionCoordinator: TransitionCoordinator? {
        guard let running = transitionState.running else { return nil }
        if let coordinator = running.coordinator { return coordinator }
        let coordinator = TransitionCoordinator(traitCollection: environment.traits, size: environment.window)
        coordinator.transition = running
        coordinator.window = self
        running.coordinator = coordinator
        return coordinator
    }

    /// Records a failure mode seen now.
    func record(_ hazard: TransitionHazard) { transitionState.hazards.append(hazard) }

    func record(_ call: TransitionCall) { transitionState.calls.append(call) }

    // MARK: Views

    /// The view of `controller`, made the first time it is asked for.
    func view(of controller: ViewController) -> SimulatedView {
        let key = ObjectIdentifier(controller)
        if let view = transitionState.views[key] { return view }
        let view = SimulatedView(.controller(controller.identifier), frame: frameInWindow(of: controller))
        transitionState.views[key] = view
        return view
    }

    /// The window's views, back to front, as the `views` expectation lists them.
    public var visibleViews: [String] {
        layoutIfNeeded()
        var names: [String] = []
        let now = transitionState.now
        func walk(_ view: SimulatedView) {
            for subview in view.subviews {
                switch subview.kind {
                case .container, .window:
                    walk(subview)
                case .controller, .wrapper, .dimming:
                    let values = subview.presentation(at: now)
                    names.append(values.isInvisible ? "\(subview.name)(hidden)" : subview.name)
                }
            }
        }
        walk(transitionState.windowView)
        return names
    }

    /// The presentation-layer values of every view in the window now (the `layers` expectation).
    public var layerValues: [StepTransitions.Layer] { layers(at: transitionState.now) }

    /// Whether the presenter's view of the top presentation is in the window (`presentingViews`).
    public var presentingViewInWindow: Bool? {
        layoutIfNeeded()
        guard let presenter = topPresentation?.presentingViewController else { return nil }
        return transitionState.windowView.contains(view(of: presenter.rootAncestor))
    }

    /// Puts the root controller's view in the window, once.
    func installRootView() {
        let root = view(of: rootViewController)
        if root.superview == nil { transitionState.windowView.insertSubview(root, at: 0) }
    }

    /// Marks the views to be laid out for the window as it is now, as `setNeedsLayout()` does: the layout pass
    /// runs when something looks at the views or a transition starts (``layoutIfNeeded()``). A custom
    /// presentation controller lays out at once, for its `containerViewWillLayoutSubviews` calls (R123).
    func setNeedsLayout() {
        transitionState.needsLayout = true
        if presentationControllers.contains(where: { $0.customPresentation != nil }) { layoutIfNeeded() }
    }

    /// Runs the layout pass if one is pending (``setNeedsLayout()``).
    func layoutIfNeeded() {
        guard transitionState.needsLayout else { return }
        transitionState.needsLayout = false
        layOutViews()
    }

    /// Lays every view out for the window as it is now (after a resize or rotation, R123): the window, the
    /// root view, and each settled presentation's container, wrapper and presented view.
    private func layOutViews() {
        let bounds = Rect(x: 0, y: 0, width: environment.window.width, height: environment.window.height)
        transitionState.windowView.place(bounds)
        view(of: rootViewController).place(bounds)
        for presentation in presentationControllers {
            guard let views = presentation.transitionViews, let appearance = presentation.decision?.appearance else {
                continue
            }
            if views.arrangedFor != appearance, transitionState.running?.presentation !== presentation {
                restructure(views, for: appearance, presentation: presentation)
                views.arrangedFor = appearance
            }
            views.container.place(bounds)
            views.dimming?.place(bounds)
            views.wrapper?.place(presentation.frameOfPresentedView)
            views.presented.place(presentation.frameOfPresentedView)
            let displayed = presentation.displayedViewController.identifier
            if views.presented.kind != .controller(displayed) { views.presented.relabel(.controller(displayed)) }
            if let wrapper = views.wrapper, wrapper.kind != .wrapper(displayed) { wrapper.relabel(.wrapper(displayed)) }
            // R123, Q7: a custom presentation controller lays out on every resize and rotation, but not
            // while it is being dismissed.
            if appearance == .custom, presentation.customPresentation != nil,
                transitionState.running.map({ $0.presentation !== presentation || $0.kind == .present }) ?? true
            {
                record(.containerViewWillLayoutSubviews)
                record(.containerViewDidLayoutSubviews)
            }
        }
    }

    /// R125: a presentation that adapts while on screen swaps presentation controllers without the custom
    /// animator: the new one's chrome replaces the old one's, and the presenter's view leaves or rejoins the
    /// window as the new controller removes it or not.
    private func restructure(
        _ views: PresentationController.TransitionViews, for appearance: PresentationAppearance,
        presentation: PresentationController
    ) {
        let container = views.container
        if decider.wrapsPresentedView(appearance) {
            if views.wrapper == nil {
                let wrapper =
                    views.spareWrapper
                    ?? SimulatedView(
                        .wrapper(presentation.displayedViewController.identifier),
                        frame: presentation.frameOfPresentedView)
                views.spareWrapper = nil
                if views.presented.superview === container {
                    container.insertSubview(wrapper, below: views.presented)
                } else {
                    container.addSubview(wrapper)
                }
                wrapper.addSubview(views.presented)
                views.wrapper = wrapper
            }
        } else if let wrapper = views.wrapper {
            if wrapper.superview === container {
                container.insertSubview(views.presented, below: wrapper)
            }
            wrapper.removeFromSuperview()
            views.wrapper = nil
            views.spareWrapper = wrapper
        }
        if appearance.dimsPresenter == true {
            if views.dimming == nil {
                let dimming = views.spareDimming ?? SimulatedView(.dimming, frame: container.model.frame)
                views.spareDimming = nil
                container.insertSubview(dimming, at: 0)
                views.dimming = dimming
            }
        } else if let dimming = views.dimming {
            dimming.removeFromSuperview()
            views.dimming = nil
            views.spareDimming = dimming
        }
        let removes = decider.removesPresentersView(
            appearance, custom: presentation.customPresentation?.removesPresentersView)
        if removes != views.removesPresentersView {
            if removes {
                views.presenter.removeFromSuperview()
            } else if !transitionState.windowView.contains(views.presenter) {
                transitionState.windowView.insertSubview(views.presenter, below: container)
            }
            views.removesPresentersView = removes
        }
    }

    // MARK: Presenting (R81, R83–R85, R93–R97)

    /// Starts the presentation transition of `presentation`, just accepted by `present` (R81: the animator is
    /// asked synchronously; the rest runs at the same virtual time, R98).
    func beginPresentation(_ presentation: PresentationController, source: ViewController, animated: Bool) {
        installRootView()
        layoutIfNeeded()
        guard let decision = presentation.decision, let presenter = presentation.presentingViewController else {
            return
        }
        let presented = presentation.presentedViewController
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
        if let wrapper { wrapper.addSubview(presentedView) }
        presentation.transitionViews = PresentationController.TransitionViews(
            container: container, dimming: dimming, wrapper: wrapper, presented: presentedView,
            presenter: presenterView, removesPresentersView: removes)
        presentation.transitionViews?.arrangedFor = appearance
        if removes {
            // R95: the presenter's view moves into the container for the transition.
            container.insertSubview(presenterView, at: 0)
        }

        // R80, R83: the delegate is read from the presented controller now.
        let asks = decider.asksForAnimator(
            .present, appearance: appearance, style: presentation.presentationStyle, animated: animated)
        var animator: TransitionAnimator?
        var interactive = false
        if asks {
            let delegate = presented.transitioningDelegate
            if delegate == nil, presented.hadTransitioningDelegate {
                record(
                    TransitionHazard(
                        .F10,
                        detail:
                            "\(presented.identifier)'s transitioning delegate was released before the presentation: the default animation runs"
                    ))
            }
            if let delegate {
                record(.animationControllerForPresented)
                animator = delegate.animationController(forPresented: presented, presenting: presenter, source: source)
                if let animator, let answer = delegate.interactionControllerForPresentation(using: animator) {
                    record(.interactionControllerForPresentation)
                    interactive = answer
                }
            }
        }
        presentation.transitionViews?.presentingAnimator = animator?.name
        let frames = decider.presentedTransitionFrames(
            .present, presentedFrame: presentation.frameOfPresentedView, currentFrame: presentation.frameOfPresentedView
        )
        let summary = TransitionSummary(
            kind: .present, animator: animator?.name,
            transitionStyle: animator == nil && decider.builtInUsesTransitionStyle(appearance)
                ? presented.modalTransitionStyle : nil,
            duration: animated ? (animator?.duration ?? PresentationDecider.builtInTransitionDuration) : 0,
            interactive: interactive, animated: animated, presentationStyle: decision.style,
            fromView: references.from, toView: references.to, initialFrame: frames.initial, finalFrame: frames.final,
            fromController: presenter.identifier, toController: presented.identifier, state: .running,
            startTime: transitionState.now.seconds)
        let transition = Transition(
            summary: summary, presentation: presentation, presentedController: presented,
            presentingController: presenter, animator: animator,
            builtIn: animator == nil && animated
                ? decider.builtInAnimation(appearance: appearance, transitionStyle: presented.modalTransitionStyle)
                : nil,
            removesPresentersView: removes, presenterView: presenterView, presentedView: presentedView,
            wrapperView: wrapper, containerView: container, start: transitionState.now,
            duration: VirtualTime(seconds: summary.duration) ?? .zero, interactive: interactive)
        transition.onEnd = { [unowned self, unowned presentation] completed in
            if !completed, let index = presentationControllers.firstIndex(where: { $0 === presentation }) {
                // R104: a cancelled presentation never happened.
                remove(from: index)
            }
        }
        run(transition, source: source, driven: false)
    }

    // MARK: Dismissing (R82)

    /// Starts the dismissal transition of the presentation at `index` (and, without animation, of every one
    /// above it); `onEnd` runs after UIKit's clean-up with whether it completed. Without a transition to
    /// play (nothing on screen yet), the presentations are removed at once.
    @discardableResult
    func beginDismissal(
        at index: Int, animated: Bool, interaction: InteractiveDismissal? = nil,
        onEnd: @escaping (Bool) -> Void = { _ in }
    ) -> Bool {
        guard presentationControllers.indices.contains(index) else { return false }
        layoutIfNeeded()
        if transitionState.running != nil {
            record(
                TransitionHazard(
                    .F11,
                    detail:
                        "a dismissal was asked for while a transition is in progress: UIKit logs \"Attempt to dismiss from view controller while a dismiss is in progress!\" and drops it"
                ))
            return false
        }
        let presentation = presentationControllers[presentationControllers.count - 1]
        guard let views = presentation.transitionViews, let decision = presentation.decision,
            let presenter = presentation.presentingViewController
        else {
            remove(from: index)
            onEnd(true)
            return false
        }
        let presented = presentation.presentedViewController
        let appearance = decision.appearance
        let removes = views.removesPresentersView
        let references = decider.transitionViews(
            .dismiss, removesPresentersView: removes, wrapsPresentedView: views.wrapper != nil)
        let asks = decider.asksForAnimator(
            .dismiss, appearance: appearance, style: presentation.presentationStyle, animated: animated)
        var animator: TransitionAnimator?
        var interactive = false
        if asks {
            let delegate = presented.transitioningDelegate
            if delegate == nil, presented.hadTransitioningDelegate {
                record(
                    TransitionHazard(
                        .F10,
                        detail:
                            "\(presented.identifier)'s transitioning delegate was released before the dismissal: the default animation runs"
                            + (era.retainsPresentingSegue
                                ? "" : " (on iOS 8 nothing retains the segue after perform())")
                    ))
            }
            if let delegate {
                record(.animationControllerForDismissed)
                animator = delegate.animationController(forDismissed: presented)
                if let animator, let answer = delegate.interactionControllerForDismissal(using: animator) {
                    record(.interactionControllerForDismissal)
                    interactive = answer
                }
            }
        }
        let current = views.presented.model.frame
        let frames = decider.presentedTransitionFrames(
            .dismiss, presentedFrame: presentation.frameOfPresentedView, currentFrame: current)
        let summary = TransitionSummary(
            kind: .dismiss, animator: animator?.name,
            transitionStyle: animator == nil && decider.builtInUsesTransitionStyle(appearance)
                ? presented.modalTransitionStyle : nil,
            duration: animated ? (animator?.duration ?? PresentationDecider.builtInTransitionDuration) : 0,
            interactive: interactive, animated: animated, presentationStyle: decision.style,
            fromView: references.from, toView: references.to, initialFrame: frames.initial, finalFrame: frames.final,
            fromController: presented.identifier, toController: presenter.identifier, state: .running,
            startTime: transitionState.now.seconds)
        let transition = Transition(
            summary: summary, presentation: presentation, presentedController: presented,
            presentingController: presenter, animator: animator,
            builtIn: animator == nil && animated
                ? decider.builtInAnimation(appearance: appearance, transitionStyle: presented.modalTransitionStyle)
                : nil,
            removesPresentersView: removes, presenterView: views.presenter, presentedView: views.presented,
            wrapperView: views.wrapper, containerView: views.container, start: transitionState.now,
            duration: VirtualTime(seconds: summary.duration) ?? .zero, interactive: interactive)
        transition.presentedBy = views.presentingAnimator
        transition.onEnd = { [unowned self] completed in
            if completed { remove(from: index) }
            onEnd(completed)
        }
        run(transition, source: presented, driven: interaction != nil)
        if interactive, let interaction { drive(transition, with: interaction) }
        return interactive
    }

    // MARK: Running

    /// Runs `transition` from its start (R81 steps 6–9, R82 step 3): the presentation controller's will-begin
    /// call, the appearance callbacks, then the animator (or the built-in animation), and schedules its end.
    func run(_ transition: Transition, source: ViewController, driven: Bool) {
        transitionState.running = transition
        // Only the latest is reported (`stepTransition`): a window driven without steps keeps no history.
        transitionState.recent = [transition]
        let presenterID = transition.presentingController?.identifier ?? ""
        let presentedID = transition.presentedController.identifier
        if transition.presentation != nil {
            record(transition.kind.isForward ? .presentationTransitionWillBegin : .dismissalTransitionWillBegin)
        }
        for call in decider.appearanceCallsAtBegin(
            transition.kind, presented: presentedID, presenter: presenterID,
            removesPresentersView: transition.removesPresentersView)
        {
            record(call)
        }
        defer { sampleFilmstrip(of: transition) }
        animateChrome(of: transition)
        let afterLayout = decider.appearanceCallsAfterLayout(
            transition.kind, presented: presentedID, presenter: presenterID,
            removesPresentersView: transition.removesPresentersView)
        if let animator = transition.animator {
            record(.transitionDuration)
            record(transition.interactive ? .startInteractiveTransition : .animateTransition)
            play(animator, in: transition, source: source)
            if transition.kind.isForward, transition.presentation?.customPresentation != nil {
                // R123: the container's first layout pass, during the presentation.
                record(.containerViewWillLayoutSubviews)
                record(.containerViewDidLayoutSubviews)
            }
            if !transition.ended, transition.summary.state != .stuck {
                // Once that pass has laid the appearing view out (R102).
                for call in afterLayout { record(call) }
                transition.sentIsAppearing = true
            }
            if transition.interactive, !driven, !transition.ended {
                record(
                    TransitionHazard(
                        .F13,
                        detail:
                            "\(animator.name)'s transitioning delegate returns a percent-driven interaction controller for a \(transition.kind.noun) no gesture drives: it waits at 0% forever"
                    ))
            }
        } else {
            playBuiltIn(transition)
            for call in afterLayout { record(call) }
            transition.sentIsAppearing = true
            if transition.interactive {
                // The system's own interactive pop: the gesture scrubs the slide (R109).
                transition.containerView.retime { $0.timing = .paused(offset: .zero) }
            } else {
                complete(transition, at: transition.start + transition.duration)
            }
        }
    }

    /// Schedules `completeTransition(!wasCancelled)` of a built-in or interaction-ended transition at `time`.
    func complete(_ transition: Transition, at time: VirtualTime) {
        transitionState.schedule(at: time) { [unowned self] in
            end(transition, completed: !transition.wasCancelled)
        }
    }

    /// The built-in animation (R84, R89; drawn schematically for flips and curls).
    private func playBuiltIn(_ transition: Transition) {
        let moving = transition.wrapperView ?? transition.presentedView
        let container = transition.containerView
        let now = transitionState.now
        let duration = transition.duration
        let presenting = transition.kind.isForward
        let presenter = transition.presenterView
        if presenting {
            if transition.builtIn == .curl, presenter.superview === container {
                // The page curls away on top of the presented view, which lies underneath.
                container.insertSubview(moving, below: presenter)
            } else {
                container.addSubview(moving)
            }
        } else if transition.kind == .dismiss, transition.removesPresentersView,
            !transitionState.windowView.contains(presenter)
        {
            // The built-in animator brings the presenter's view back for the animation (the curl over the top).
            if transition.builtIn == .curl {
                container.addSubview(presenter)
            } else {
                container.insertSubview(presenter, below: moving)
            }
        }
        if transition.kind == .pop, transition.presenterView.superview !== container {
            // The controller under the popped one comes back beneath it.
            container.insertSubview(transition.presenterView, below: moving)
        }
        guard let builtIn = transition.builtIn, duration > .zero else { return }
        let final = moving.model.frame
        switch builtIn {
        case .slideFromBottom:
            var below = final
            below.y = container.model.frame.height
            if presenting {
                moving.set(.frame(below))
                moving.animate(to: .frame(final), at: now, duration: duration, curve: .easeInOut)
            } else {
                moving.animate(to: .frame(below), at: now, duration: duration, curve: .easeInOut)
            }
        case .fade:
            if presenting {
                moving.set(.alpha(0))
                moving.animate(to: .alpha(1), at: now, duration: duration, curve: .easeInOut)
            } else {
                moving.animate(to: .alpha(0), at: now, duration: duration, curve: .easeInOut)
            }
        case .flip:
            if presenting {
                moving.set(.transform(.scale(0, 1)))
                moving.animate(to: .transform(.identity), at: now, duration: duration, curve: .easeInOut)
            } else {
                moving.animate(to: .transform(.scale(0, 1)), at: now, duration: duration, curve: .easeInOut)
            }
        case .slideFromTrailing:
            var trailing = final
            trailing.x = container.model.frame.x + container.model.frame.width
            if presenting {
                moving.set(.frame(trailing))
                moving.animate(to: .frame(final), at: now, duration: duration, curve: .easeInOut)
            } else {
                moving.animate(to: .frame(trailing), at: now, duration: duration, curve: .easeInOut)
            }
        case .curl:
            var lifted = presenter.model.frame
            lifted.y = -lifted.height
            if presenting {
                presenter.animate(to: .frame(lifted), at: now, duration: duration, curve: .easeInOut)
            } else {
                presenter.animate(to: .frame(container.model.frame), at: now, duration: duration, curve: .easeInOut)
            }
        }
    }

    /// Plays a described animator over its context (the app's `animateTransition(using:)`).
    private func play(_ animator: TransitionAnimator, in transition: Transition, source: ViewController) {
        let now = transitionState.now
        let container = transition.containerView
        // F6: a force-unwrapped nil view traps before anything else happens.
        for role in animator.unwraps.sorted() where transition.view(role) == nil {
            record(
                TransitionHazard(
                    .F6,
                    detail:
                        "animator \(animator.name) force-unwraps view(forKey: .\(role)), which is nil for this \(transition.kind) (\(transition.summary.presentationStyle))"
                ))
            transition.summary.state = .stuck
            return
        }
        // F15: the animator reads its data from the controller it casts.
        if animator.source == .direct, let presenter = transition.presentingController,
            usesAnchor(animator), presenter.visibleContent !== presenter
        {
            record(
                TransitionHazard(
                    .F15,
                    detail:
                        "animator \(animator.name) casts viewController(forKey: .\(transition.kind.isForward ? "from" : "to")), which is \(presenter.identifier), a container: the cast fails and the animation is skipped"
                ))
            if transition.kind.isForward { container.addSubview(transition.wrapperView ?? transition.presentedView) }
            record(.completeTransition(true))
            end(transition, completed: true, callsRecorded: true)
            return
        }
        transition.fromValuesAtStart = transition.view(.from)?.model
        let adds = animator.adds ?? (transition.kind.isForward ? .to : .toBelowFrom)
        let toView = transition.view(.to)
        switch adds {
        case .to:
            if let toView {
                container.addSubview(toView)
                transition.insertedToView = !transition.kind.isForward
            }
        case .toBelowFrom:
            if let toView {
                if let fromView = transition.view(.from), fromView.superview === container {
                    container.insertSubview(toView, below: fromView)
                } else {
                    container.insertSubview(toView, at: 0)
                }
                transition.insertedToView = !transition.kind.isForward
            }
        case .toController:
            let controllerView = transition.kind.isForward ? transition.presentedView : transition.presenterView
            if transition.kind.isForward, transition.wrapperView != nil {
                record(
                    TransitionHazard(
                        .F4,
                        detail:
                            "animator \(animator.name) adds \(transition.presentedController.identifier)'s own view, pulling it out of its \(transition.summary.presentationStyle) wrapper"
                    ))
            }
            if let fromView = transition.view(.from), fromView.superview === container, !transition.kind.isForward {
                container.insertSubview(controllerView, below: fromView)
            } else {
                container.addSubview(controllerView)
            }
            // From here on the animator animates the controller's view it added (the chapter's "scales in from
            // the top left": only the content, out of its wrapper).
            transition.overrides[.to] = controllerView
            transition.insertedToView = !transition.kind.isForward
        case .none:
            break
        }
        let duration = transition.duration
        let animatedDuration = transition.summary.animated ? duration : .zero
        if let animation = animator.animate {
            for (role, changes) in animation.changes.sorted(by: { $0.key < $1.key }) {
                guard let view = transition.view(role) else { continue }
                let values = resolve(changes, of: view, role: role, in: transition, animator: animator)
                for (start, end) in values {
                    view.set(start)
                    let timing: PropertyAnimation.Timing? =
                        transition.interactive ? .paused(offset: .zero) : nil
                    view.animate(
                        to: end, at: now, duration: animatedDuration, curve: animation.curve, timing: timing)
                }
            }
        }
        guard !transition.interactive else {
            // R108: a percent-driven interaction waits for its gesture; nothing is scheduled until it finishes.
            return
        }
        scheduleCompletion(of: animator, in: transition, at: now + animatedDuration)
    }

    /// Whether the animator reads an anchor of its source controller (the chapter's `ViewScaleable`).
    private func usesAnchor(_ animator: TransitionAnimator) -> Bool {
        func anchored(_ frame: FrameValue?) -> Bool {
            if case .anchor = frame { return true }
            return false
        }
        let changes = animator.animate?.changes.values.map { $0 } ?? []
        return changes.contains { anchored($0.frame?.start) || anchored($0.frame?.end) }
    }

    /// The animation block's completion at `time`: the completion's settings, then `completeTransition`.
    func scheduleCompletion(of animator: TransitionAnimator, in transition: Transition, at time: VirtualTime) {
        guard animator.completion.completes != .never else {
            record(
                TransitionHazard(
                    .F1,
                    detail:
                        "animator \(animator.name) never calls completeTransition: the \(transition.kind.noun) of \(transition.presentedController.identifier) never ends and the app ignores every touch"
                ))
            return
        }
        transitionState.schedule(at: time) { [unowned self] in
            runCompletionBlock(animator, of: transition)
        }
    }

    /// The animator's completion block: its settings, its clean-up, then `completeTransition(_:)`.
    private func runCompletionBlock(_ animator: TransitionAnimator, of transition: Transition) {
        let completion = animator.completion
        for (role, settings) in completion.sets.sorted(by: { $0.key < $1.key }) {
            guard let view = transition.view(role) else { continue }
            if let alpha = settings.alpha { view.set(.alpha(alpha)) }
            if let transform = settings.transform { view.set(.transform(transform)) }
            if let frame = settings.frame {
                for value in resolve(
                    ViewChanges(frame: .init(frame, frame)), of: view, role: role, in: transition, animator: animator)
                {
                    view.set(value.end)
                }
            }
        }
        let removesTo: Bool
        switch completion.removesTo {
        case .never: removesTo = false
        case .cancelled: removesTo = transition.wasCancelled
        case .always: removesTo = true
        }
        if removesTo, let toView = transition.view(.to) {
            toView.removeFromSuperview()
            if transition.kind.isForward, !transition.wasCancelled {
                record(
                    TransitionHazard(
                        .F9,
                        detail:
                            "animator \(animator.name) removes the to-view after a successful presentation: \(transition.presentedController.identifier) is presented but not shown"
                    ))
            }
            transition.insertedToView = false
        }
        let value: Bool
        switch completion.completes {
        case .yes: value = true
        case .no: value = false
        case .notCancelled: value = !transition.wasCancelled
        case .never: return
        }
        if value, transition.wasCancelled {
            record(
                TransitionHazard(
                    .F7,
                    detail:
                        "animator \(animator.name) calls completeTransition(true) after the interaction was cancelled: UIKit finalises the \(transition.kind.noun)"
                ))
        }
        record(.completeTransition(value))
        end(transition, completed: value, callsRecorded: true)
    }

    /// `completeTransition(didComplete)` (R99–R107): once; the presentation controller's did-end call, UIKit's
    /// view clean-up (R101), the new state, the appearance callbacks, the completion block, `animationEnded`.
    func end(_ transition: Transition, completed: Bool, callsRecorded: Bool = false) {
        guard !transition.ended else { return }  // R106: one-shot.
        transition.ended = true
        if !callsRecorded, transition.animator != nil { record(.completeTransition(completed)) }
        transition.summary.state = completed ? .completed : .cancelled
        transition.summary.endTime = transitionState.now.seconds
        defer {
            // The last frame shows the window as the transition left it, after UIKit's clean-up.
            if !transition.summary.filmstrip.isEmpty {
                transition.summary.filmstrip[transition.summary.filmstrip.count - 1] = FilmstripFrame(
                    time: transition.start.distance(to: transitionState.now).seconds,
                    layers: layers(at: transitionState.now))
            }
        }
        if transitionState.running === transition { transitionState.running = nil }
        let presentedID = transition.presentedController.identifier
        let presenterID = transition.presentingController?.identifier ?? ""
        if transition.presentation != nil {
            record(
                transition.kind.isForward
                    ? .presentationTransitionDidEnd(completed) : .dismissalTransitionDidEnd(completed))
        }
        cleanUp(transition, completed: completed)
        // Released once run: what it holds (a dismissal's delegate, which may be the retained segue) must not
        // outlive the presentation because the step still reports the transition.
        let onEnd = transition.onEnd
        transition.onEnd = nil
        onEnd?(completed)
        if completed, !transition.sentIsAppearing {
            // Completed inside animateTransition (F15's early return): laid out on the way to appearing.
            transition.sentIsAppearing = true
            for call in decider.appearanceCallsAfterLayout(
                transition.kind, presented: presentedID, presenter: presenterID,
                removesPresentersView: transition.removesPresentersView)
            {
                record(call)
            }
        }
        for call in decider.appearanceCallsAtEnd(
            transition.kind, completed: completed, presented: presentedID, presenter: presenterID,
            removesPresentersView: transition.removesPresentersView)
        {
            record(call)
        }
        // Only present(_:animated:completion:) and dismiss(animated:completion:) take a completion block.
        if transition.presentation != nil { record(.completion(transition.kind)) }
        // R100 step 5, R113: the coordinator's completion blocks, then animationEnded.
        let completions = transition.coordinatorCompletions
        transition.coordinatorCompletions = []
        let context = TransitionCoordinator.context(of: transition)
        for completion in completions { completion(context) }
        if transition.animator != nil { record(.animationEnded(completed)) }
        noteHazards(after: transition, completed: completed)
    }

    /// R101: what UIKit (not the animator) does to the views when the transition ends.
    private func cleanUp(_ transition: Transition, completed: Bool) {
        if transition.navigation != nil {
            cleanUpNavigation(transition, completed: completed)
            return
        }
        let windowView = transitionState.windowView
        let container = transition.containerView
        let presenterView = transition.presenterView
        let presented = transition.wrapperView ?? transition.presentedView
        switch (transition.kind, completed) {
        case (.present, true):
            if transition.removesPresentersView { presenterView.removeFromSuperview() }
        case (.present, false):
            presented.removeFromSuperview()
            if presenterView.superview === container { windowView.insertSubview(presenterView, at: 0) }
            container.removeFromSuperview()
            transition.presentation?.transitionViews = nil
        case (.dismiss, true):
            presented.removeFromSuperview()
            if transition.removesPresentersView {
                // Back where it was, as the animator left it (R107), even if the animator never added it.
                windowView.insertSubview(presenterView, below: container)
            }
            container.removeFromSuperview()
            transition.presentation?.transitionViews = nil
        case (.dismiss, false):
            // The presentation controller's chrome returns with the cancelled dismissal (R105).
            transition.presentation?.transitionViews?.dimming?.set(.alpha(1))
        case (.push, _), (.pop, _):
            break
        }
        // A view the animator moved out of the window's tree stays in the model, but nothing shows it.
        transitionState.windowView.pruneAnimations(at: transitionState.now)
    }

    /// The failure modes whose consequence shows when `transition` ends (F2, F3, F5, F8).
    private func noteHazards(after transition: Transition, completed: Bool) {
        guard transition.presentation != nil else { return }
        let windowView = transitionState.windowView
        let presented = transition.presentedController.identifier
        let name = transition.animator?.name ?? "the built-in animation"
        switch (transition.kind, completed) {
        case (.present, true):
            // The controller's view, in its wrapper or pulled out of it (F4): either way something appears.
            if !windowView.contains(transition.presentedView), transition.animator?.completion.removesTo != .always {
                let black = transition.removesPresentersView ? ": the screen is black" : ""
                record(
                    TransitionHazard(
                        .F2, detail: "animator \(name) never adds \(presented)'s view to the container\(black)"))
            }
        case (.dismiss, true):
            let presenter = transition.presenterView
            // Unwinding through several presentations dismisses the presenter too: its view is meant to go.
            let presenterRoot = transition.presentingController?.rootAncestor
            guard
                presenterRoot === rootViewController
                    || presentationControllers.contains(where: { $0.displayedViewController === presenterRoot })
            else { break }
            if !windowView.contains(presenter) {
                record(
                    TransitionHazard(
                        .F5,
                        detail:
                            "animator \(name) put \(presenter.name)'s view into the container, and UIKit removed it with the container: the screen is black"
                    ))
            } else if transition.removesPresentersView, presenter.model.isInvisible {
                record(
                    TransitionHazard(
                        .F3,
                        detail:
                            "\(presenter.name)'s view comes back with alpha \(Size.format(presenter.model.alpha)), as \(transition.presentedBy.map { "animator \($0)" } ?? "the presentation") left it: the screen is black"
                    ))
            }
        case (.dismiss, false):
            if transition.insertedToView, let toView = transition.view(.to),
                transition.containerView.contains(toView)
            {
                record(
                    TransitionHazard(
                        .F8,
                        detail:
                            "after the cancelled dismissal, \(toView.name)'s view stays inside the container under \(presented)"
                    ))
            } else if let fromView = transition.view(.from), let start = transition.fromValuesAtStart,
                fromView.model != start
            {
                // R105: the model keeps the animation's end values; the animator must put them back.
                record(
                    TransitionHazard(
                        .F8,
                        detail:
                            "after the cancelled dismissal, \(fromView.name) keeps the values the animation ended at (frame \(TraceValue.rect(fromView.model.frame)), alpha \(Size.format(fromView.model.alpha))): the animator does not undo them"
                    ))
            }
        case (.present, false), (.push, _), (.pop, _):
            break
        }
    }
}

extension Window {
    /// Takes a presentation's views out of the window when it ends without a transition of its own (one
    /// below the dismissed one, or a window that goes away): its container goes, the presenter's view returns.
    func removeViews(of presentation: PresentationController) {
        if let running = transitionState.running, running.presentation === presentation {
            running.ended = true
            transitionState.running = nil
        }
        transitionState.views[ObjectIdentifier(presentation.presentedViewController)] = nil
        if let substitute = presentation.substitute { transitionState.views[ObjectIdentifier(substitute)] = nil }
        guard let views = presentation.transitionViews else { return }
        (views.wrapper ?? views.presented).removeFromSuperview()
        if !transitionState.windowView.contains(views.presenter) || views.presenter.superview === views.container {
            transitionState.windowView.insertSubview(views.presenter, below: views.container)
        }
        views.container.removeFromSuperview()
        presentation.transitionViews = nil
    }
}

extension Window {
    /// Samples the window at 0, ¼, ½, ¾ and the end of `transition`'s duration, from the animations it started
    /// (a percent-driven one as if it ran straight through).
    fileprivate func sampleFilmstrip(of transition: Transition) {
        guard transition.summary.animated, transition.duration > .zero else { return }
        transition.summary.filmstrip = (0...4).map { quarter in
            let offset = transition.duration.scaled(by: Double(quarter) / 4)
            let time = transition.start + offset
            if transition.interactive {
                return FilmstripFrame(time: offset.seconds, layers: layers(at: time, scrubbedTo: offset))
            }
            return FilmstripFrame(time: offset.seconds, layers: layers(at: time))
        }
    }

    /// The views that draw something, back to front, with their presentation-layer values at `time`; a
    /// paused animation shown at `scrubbedTo` instead.
    func layers(at time: VirtualTime, scrubbedTo offset: VirtualTime? = nil) -> [StepTransitions.Layer] {
        layoutIfNeeded()
        var result: [StepTransitions.Layer] = []
        func walk(_ view: SimulatedView) {
            for subview in view.subviews {
                if subview.drawsContent {
                    var values = subview.presentation(at: time)
                    if let offset {
                        values = subview.presentation(at: time, pausedAt: offset)
                    }
                    result.append(StepTransitions.Layer(name: subview.name, values: values))
                }
                walk(subview)
            }
        }
        walk(transitionState.windowView)
        return result
    }
}

extension Window {
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
}

extension Window {
    /// R103: a presentation controller fades its dimming view in alongside the presentation (and out alongside
    /// the dismissal), with the transition's duration.
    fileprivate func animateChrome(of transition: Transition) {
        guard let dimming = transition.presentation?.transitionViews?.dimming, transition.duration > .zero,
            transition.summary.animated
        else { return }
        let timing: PropertyAnimation.Timing? = transition.interactive ? .paused(offset: .zero) : nil
        if transition.kind == .present {
            dimming.set(.alpha(0))
            dimming.animate(to: .alpha(1), at: now, duration: transition.duration, curve: .easeInOut, timing: timing)
        } else if transition.kind == .dismiss {
            dimming.animate(to: .alpha(0), at: now, duration: transition.duration, curve: .easeInOut, timing: timing)
        }
    }
}
