/// The values an animator computes from its transition context (R93, R96): frames named in its description,
/// and the percent-driven interaction that scrubs its animations (R109–R111).
extension Window {
    /// The start and end values of `changes` on `view`, the `role` view of `transition`.
    func resolve(
        _ changes: ViewChanges, of view: SimulatedView, role: TransitionViewRole, in transition: Transition,
        animator: TransitionAnimator
    ) -> [(start: PropertyAnimation.Value, end: PropertyAnimation.Value)] {
        var values: [(PropertyAnimation.Value, PropertyAnimation.Value)] = []
        if let alpha = changes.alpha { values.append((.alpha(alpha.start), .alpha(alpha.end))) }
        if let frame = changes.frame {
            values.append(
                (
                    .frame(self.frame(frame.start, of: view, in: transition)),
                    .frame(self.frame(frame.end, of: view, in: transition))
                ))
        }
        if let transform = changes.transform { values.append((.transform(transform.start), .transform(transform.end))) }
        return values
    }

    /// A frame value for `view` (R96): `initial`/`final` of the view's controller, an anchor of the source
    /// side, or the view's frame moved off an edge of the container.
    private func frame(_ value: FrameValue, of view: SimulatedView, in transition: Transition) -> Rect {
        let container = transition.containerView.model.frame
        let isPresenter = view === transition.presenterView
        switch value {
        case let .rect(rect):
            return rect
        case .zero:
            return .zero
        case .initial, .final:
            let frames =
                isPresenter
                ? decider.presenterTransitionFrames(
                    transition.kind, removesPresentersView: transition.removesPresentersView,
                    presenterFrame: transition.presenterView.model.frame, container: container)
                : (initial: transition.summary.initialFrame, final: transition.summary.finalFrame)
            if case .initial = value { return frames.initial }
            return frames.final
        case let .anchor(name):
            guard let presenter = transition.presentingController else { return .zero }
            var current: ViewController? = presenter.visibleContent
            while let candidate = current {
                if let frame = candidate.anchorFrames[name] { return frame }
                current = candidate.parent
            }
            return .zero
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

    /// Plays the user's gesture over a percent-driven dismissal: each update scrubs the paused animations to
    /// that fraction of their time (R109), then `finish()` runs the rest and `cancel()` runs them back (R110),
    /// and the animation's completion block ends the transition.
    func drive(_ transition: Transition, with interaction: InteractiveDismissal) {
        let now = self.now
        var percent = 0.0
        for fraction in interaction.progress {
            percent = min(1, max(0, fraction))
            record(.updateInteractiveTransition(percent))
            transition.percentComplete = percent
            let offset = transition.duration.scaled(by: percent)
            retime(transition) { $0.timing = .paused(offset: offset) }
        }
        let offset = transition.duration.scaled(by: percent)
        let end: VirtualTime
        switch interaction.release {
        case .finish:
            record(.finishInteractiveTransition)
            retime(transition) { $0.timing = .resumed(offset: offset, since: now) }
            end = now + transition.duration.scaled(by: 1 - percent)
        case .cancel:
            record(.cancelInteractiveTransition)
            transition.wasCancelled = true
            retime(transition) { $0.timing = .reversing(offset: offset, since: now) }
            end = now + offset
        }
        transition.interactive = false
        guard let animator = transition.animator else {
            complete(transition, at: end)
            return
        }
        scheduleCompletion(of: animator, in: transition, at: end)
    }

    /// Applies `change` to the animations of every view `transition` moves.
    func retime(_ transition: Transition, _ change: (inout PropertyAnimation) -> Void) {
        transition.containerView.retime(change)
        if !transition.containerView.contains(transition.presenterView) { transition.presenterView.retime(change) }
    }
}
