/// What an app's animator object does, as data: the answer of `transitionDuration(using:)`, the views its
/// `animateTransition(using:)` adds and animates, and what its animation's completion block does before it
/// ends the transition (see the "Scenario and storyboard files" article, `animators:`).
///
/// A scenario describes an animator instead of running its code; the simulation plays the description over
/// the transition context UIKit would give it (R93–R97), on the virtual clock, and sees the failure modes
/// F1–F9 and F15 that a description reaches.
///
/// ```swift
/// let fade = TransitionAnimator(
///     name: "FadeIn", duration: 2,
///     animate: .init(changes: [.to: .init(alpha: .init(0, 1))]))
/// ```
public struct TransitionAnimator: Hashable, Sendable {
    /// Which view the animator puts into the container before it animates.
    public enum Adds: String, Hashable, Sendable, CaseIterable {
        /// `containerView.addSubview(transitionContext.view(forKey: .to)!)`: on top.
        case to
        /// `containerView.insertSubview(toView, belowSubview: fromView)`: under the from-view (a dismissal).
        case toBelowFrom
        /// `containerView.addSubview(toViewController.view)`: the controller's own view instead of
        /// `view(forKey: .to)`, which pulls it out of its wrapper (F4) or brings back a view UIKit keeps out of
        /// the container (F5).
        case toController
        /// Nothing: on a presentation, nothing new appears (F2).
        case none
    }

    /// How the completion block ends the transition (`completeTransition(_:)`).
    public enum Completes: String, Hashable, Sendable, CaseIterable {
        /// `completeTransition(true)`, even after a cancelled interaction (F7).
        case yes = "true"
        /// `completeTransition(false)`.
        case no = "false"
        /// `completeTransition(!transitionContext.transitionWasCancelled)`, as it should.
        case notCancelled
        /// Never: the transition never ends (F1).
        case never
    }

    /// How the animator finds the controller it reads its own data from (the chapter's `ViewScaleable`
    /// source).
    public enum Source: String, Hashable, Sendable, CaseIterable {
        /// Looks through navigation, tab and split controllers (`topViewController`), as the chapter advises.
        case context
        /// Casts `viewController(forKey:)` directly, which fails when the source sits in a container (F15).
        case direct
    }

    /// One `UIView.animate` block over the duration.
    public struct Animation: Hashable, Sendable {
        public var curve: TimingCurve
        /// The changes to the from-view and the to-view.
        public var changes: [TransitionViewRole: ViewChanges]

        public init(curve: TimingCurve = .easeInOut, changes: [TransitionViewRole: ViewChanges] = [:]) {
            self.curve = curve
            self.changes = changes
        }
    }

    /// What the completion block sets on the views before it ends the transition.
    public struct Completion: Hashable, Sendable {
        /// Values set on the from-view and the to-view (`fromView.alpha = 1` restores a faded presenter).
        public var sets: [TransitionViewRole: ViewSettings]
        /// Removes the to-view from its superview (Listing 10-2's clean-up; after a successful presentation: F9).
        public var removesTo: RemovalCondition
        public var completes: Completes

        public init(
            sets: [TransitionViewRole: ViewSettings] = [:], removesTo: RemovalCondition = .never,
            completes: Completes = .notCancelled
        ) {
            self.sets = sets
            self.removesTo = removesTo
            self.completes = completes
        }
    }

    /// When the completion block removes the to-view.
    public enum RemovalCondition: String, Hashable, Sendable, CaseIterable {
        case never
        /// Only when the transition was cancelled (Apple's sample).
        case cancelled
        /// Always (after a successful presentation: a blank screen, F9).
        case always
    }

    public var name: String
    /// `transitionDuration(using:)`, in seconds (finite, not negative).
    public var duration: Double
    /// `nil`: `to` when used to present, `toBelowFrom` when used to dismiss.
    public var adds: Adds?
    /// `nil`: the animator changes nothing.
    public var animate: Animation?
    public var completion: Completion
    /// Whether the transitioning delegate returns a percent-driven interaction controller with this animator
    /// (`interactionControllerForPresentation`/`ForDismissal`, R108).
    public var interactive: Bool
    /// The views the animator force-unwraps (`view(forKey: .from)!`): a nil one traps (F6).
    public var unwraps: Set<TransitionViewRole>
    public var source: Source
    /// The app's animator code, when the animator is code (AdaptiveUIKit) rather than a description: the
    /// window runs it instead of ``adds``, ``animate`` and ``completion``.
    public var script: TransitionScriptReference?

    public init(
        name: String, duration: Double, adds: Adds? = nil, animate: Animation? = nil,
        completion: Completion = Completion(), interactive: Bool = false, unwraps: Set<TransitionViewRole> = [],
        source: Source = .context, script: TransitionScriptReference? = nil
    ) {
        self.name = name
        self.duration = duration
        self.adds = adds
        self.animate = animate
        self.completion = completion
        self.interactive = interactive
        self.unwraps = unwraps
        self.source = source
        self.script = script
    }
}
