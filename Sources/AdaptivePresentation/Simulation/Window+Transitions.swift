/// Animated transitions (R80–R111): the window plays each presentation and dismissal on its virtual clock,
/// over the context UIKit gives the animator, and applies UIKit's clean-up when the animator completes.
extension Window {
    // MARK: Running

    /// Runs `transition` from its start (R81 steps 6–9, R82 step 3): the presentation controller's will-begin
    /// call, the appearance callbacks, then the animator (or the built-in animation), and schedules its end.
    func run(_ transition: Transition, source: ViewController, driven: Bool) {
        transitionState.running = transition
        // Only the latest is reported (`stepTransition`): a window driven without steps keeps no history.
        transitionState.recent = [transition]
        // R113: what the app animates alongside before the animator runs joins the animator's animations, with
        // the duration the animator gives.
        transition.queuedAlongside = []
        if let presentation = transition.presentation {
            record(transition.kind.isForward ? .presentationTransitionWillBegin : .dismissalTransitionWillBegin)
            if let script = presentation.script {
                if transition.kind.isForward {
                    script.presentationTransitionWillBegin()
                } else {
                    script.dismissalTransitionWillBegin()
                }
            }
        }
        sendAppearance(of: transition) { presented, presenter in
            decider.appearanceCallsAtBegin(
                transition.kind, presented: presented, presenter: presenter,
                removesPresentersView: transition.removesPresentersView)
        }
        if let script = transition.animator?.script?.script {
            askDuration(of: script, for: transition)
            // R98: present, dismiss, push and pop return before UIKit calls the app's animator, from a block it
            // runs on a later run-loop turn (at the same virtual time): code after the call runs first, and what
            // it animates alongside the coordinator joins the animator's animations.
            transitionState.schedule(at: transitionState.now) { [weak self, weak transition] in
                guard let self, let transition, !transition.ended, transitionState.running === transition else {
                    return
                }
                startAnimator(of: transition, source: source, driven: driven)
            }
            return
        }
        startAnimator(of: transition, source: source, driven: driven)
    }

    /// The animator's part of a transition (R81 steps 8–10): the alongside animations, the chrome, the
    /// animator or the built-in animation, the layout pass and `viewIsAppearing`.
    private func startAnimator(of transition: Transition, source: ViewController, driven: Bool) {
        startQueuedAlongside(of: transition)
        defer { sampleFilmstrip(of: transition) }
        animateChrome(of: transition)
        let sendAfterLayout = { [unowned self] in
            sendAppearance(of: transition) { presented, presenter in
                decider.appearanceCallsAfterLayout(
                    transition.kind, presented: presented, presenter: presenter,
                    removesPresentersView: transition.removesPresentersView)
            }
        }
        if let animator = transition.animator {
            record(.transitionDuration)
            record(transition.interactive ? .startInteractiveTransition : .animateTransition)
            // R108: a described interaction controller is percent-driven, and calls the animator's
            // animateTransition(using:) itself; an app's interactor says so when it does.
            if transition.interactive, animator.script == nil { record(.animateTransition) }
            if let script = animator.script?.script {
                playScript(script, named: animator.name, in: transition)
            } else {
                play(animator, in: transition, source: source)
            }
            layOutContainerForPresentation(transition)
            if !transition.ended, transition.summary.state != .stuck {
                // Once that pass has laid the appearing view out (R102).
                sendAfterLayout()
                transition.sentIsAppearing = true
            }
            if transition.interactive, !driven, !transition.ended, animator.script == nil {
                record(
                    TransitionHazard(
                        .F13,
                        detail:
                            "\(animator.name)'s transitioning delegate returns a percent-driven interaction controller for a \(transition.kind.noun) no gesture drives: it waits at 0% forever"
                    ))
            }
        } else {
            playBuiltIn(transition)
            layOutContainerForPresentation(transition)
            sendAfterLayout()
            transition.sentIsAppearing = true
            if transition.interactive {
                // The system's own interactive pop: the gesture scrubs the slide (R109).
                transition.containerView.retime { $0.timing = .paused(offset: .zero) }
            } else {
                complete(transition, at: transition.start + transition.duration)
            }
        }
    }

    /// R123: the container's first layout pass during a custom presentation controller's presentation.
    private func layOutContainerForPresentation(_ transition: Transition) {
        guard transition.kind.isForward, let presentation = transition.presentation,
            presentation.customPresentation != nil
        else { return }
        layOutContainer(of: presentation)
    }

    /// A custom presentation controller's container lays out (R123): `containerViewWillLayoutSubviews()`,
    /// then `containerViewDidLayoutSubviews()`, recorded and told to the app's code.
    func layOutContainer(of presentation: PresentationController) {
        record(.containerViewWillLayoutSubviews)
        presentation.script?.containerViewWillLayoutSubviews()
        record(.containerViewDidLayoutSubviews)
        presentation.script?.containerViewDidLayoutSubviews()
    }

    /// Starts what was animated alongside the transition before its animator ran (R113), with the
    /// transition's duration; from here on alongside animations start when they are added.
    private func startQueuedAlongside(of transition: Transition) {
        let queued = transition.queuedAlongside ?? []
        transition.queuedAlongside = nil
        guard !queued.isEmpty, let coordinator = transitionCoordinator, coordinator.transition === transition else {
            return
        }
        coordinator.animate(alongsideTransition: queued)
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
        if let presentation = transition.presentation {
            record(
                transition.kind.isForward
                    ? .presentationTransitionDidEnd(completed) : .dismissalTransitionDidEnd(completed))
            if let script = presentation.script {
                if transition.kind.isForward {
                    script.presentationTransitionDidEnd(completed)
                } else {
                    script.dismissalTransitionDidEnd(completed)
                }
            }
        }
        cleanUp(transition, completed: completed)
        // Released once run: what it holds (a dismissal's delegate, which may be the retained segue) must not
        // outlive the presentation because the step still reports the transition.
        let onEnd = transition.onEnd
        transition.onEnd = nil
        onEnd?(completed)
        // R104: isBeingPresented and isBeingDismissed hold through the did-appear and did-disappear calls.
        let outer = transitionState.ending
        transitionState.ending = transition
        if completed, !transition.sentIsAppearing {
            // Completed inside animateTransition (F15's early return): laid out on the way to appearing.
            transition.sentIsAppearing = true
            sendAppearance(of: transition) { presented, presenter in
                decider.appearanceCallsAfterLayout(
                    transition.kind, presented: presented, presenter: presenter,
                    removesPresentersView: transition.removesPresentersView)
            }
        }
        sendAppearance(of: transition) { presented, presenter in
            decider.appearanceCallsAtEnd(
                transition.kind, completed: completed, presented: presented, presenter: presenter,
                removesPresentersView: transition.removesPresentersView)
        }
        transitionState.ending = outer
        // Only present(_:animated:completion:) and dismiss(animated:completion:) take a completion block; a
        // presentation listed with one was given one (a storyboard segue presents with none).
        if transition.presentation != nil, transition.kind == .dismiss || transition.completionBlock != nil {
            record(.completion(transition.kind))
            let block = transition.completionBlock
            transition.completionBlock = nil
            block?()
        }
        // R100 step 5, R113: the coordinator's completion blocks, then animationEnded.
        let completions = transition.coordinatorCompletions
        transition.coordinatorCompletions = []
        let context = TransitionCoordinator.context(of: transition)
        for completion in completions { completion(context) }
        if let animator = transition.animator {
            record(.animationEnded(completed))
            animator.script?.script.animationEnded(completed)
        }
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
            if !windowView.contains(transition.presentedView), transition.animator?.completion.removesTo != .always,
                !transition.removedToView
            {
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
