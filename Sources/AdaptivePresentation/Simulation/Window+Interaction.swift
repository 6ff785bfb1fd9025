/// The percent-driven interaction that a scenario's gesture plays over a transition (R109–R111).
extension Window {
    /// Plays the user's gesture over a percent-driven dismissal or pop, once its animator has started (R98):
    /// each update scrubs the paused animations to that fraction of their time (R109), then `finish` runs the
    /// rest and `cancel` runs them back (R110), and the animation's completion block ends the transition.
    func drive(_ transition: Transition, with interaction: InteractiveDismissal) {
        transitionState.schedule(at: now) { [weak self, weak transition] in
            guard let self, let transition, !transition.ended, transition.interactive else { return }
            for fraction in interaction.progress { updateInteraction(of: transition, to: fraction) }
            releaseInteraction(of: transition, finishing: interaction.release == .finish)
        }
    }

    /// Applies `change` to the animations of every view `transition` moves.
    func retime(_ transition: Transition, _ change: (inout PropertyAnimation) -> Void) {
        transition.containerView.retime(change)
        if !transition.containerView.contains(transition.presenterView) { transition.presenterView.retime(change) }
    }
}
