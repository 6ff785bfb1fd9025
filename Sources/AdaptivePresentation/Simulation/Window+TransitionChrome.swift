/// What a transition shows besides the animator's views: the presentation controller's dimming view fading
/// with it (R103), and the filmstrip the reports draw.
extension Window {
    /// Samples the window at 0, ¼, ½, ¾ and the end of `transition`'s duration, from the animations it started
    /// (a percent-driven one as if it ran straight through).
    func sampleFilmstrip(of transition: Transition) {
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

    /// R103: a presentation controller fades its dimming view in alongside the presentation (and out alongside
    /// the dismissal), with the transition's duration.
    func animateChrome(of transition: Transition) {
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
