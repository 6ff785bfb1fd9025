/// A failure mode of animated transitions (F1–F16, the "Rule ids" table of "Presentation rules") that a replay
/// saw, reported at the step where its consequence shows: its id, what the user sees, and the fix.
///
/// ``id`` is one of the failure modes only, so a `switch` over it is exhaustive and a scenario's `hazards:`
/// names one of them; ``rule`` is the same id as the ``RuleID`` that decisions and audit findings use too.
public struct TransitionHazard: Hashable, Sendable, CustomStringConvertible {
    /// The failure modes, one case for each failure-mode ``RuleID`` (F1–F16).
    public enum ID: String, Hashable, Sendable, CaseIterable, Comparable {
        case F1, F2, F3, F4, F5, F6, F7, F8, F9, F10, F11, F12, F13, F14, F15, F16

        /// The same failure mode as a rule id: ``RuleID/F3`` for ``F3``.
        public var rule: RuleID {
            switch self {
            case .F1: .F1
            case .F2: .F2
            case .F3: .F3
            case .F4: .F4
            case .F5: .F5
            case .F6: .F6
            case .F7: .F7
            case .F8: .F8
            case .F9: .F9
            case .F10: .F10
            case .F11: .F11
            case .F12: .F12
            case .F13: .F13
            case .F14: .F14
            case .F15: .F15
            case .F16: .F16
            }
        }

        /// The failure mode `rule` names; nil for a rule that is not one.
        public init?(_ rule: RuleID) {
            guard let id = Self.allCases.first(where: { $0.rule == rule }) else { return nil }
            self = id
        }

        /// In the order of their numbers: `F2` < `F10`.
        public static func < (lhs: ID, rhs: ID) -> Bool {
            lhs.rule < rhs.rule
        }
    }

    /// Which failure mode.
    public var id: ID
    /// What happened, in this scenario's names.
    public var detail: String

    /// The failure mode, as the rule id that decisions and findings use: `F3`.
    public var rule: RuleID { id.rule }

    /// A hazard of failure mode `id`, with what happened in this scenario's names.
    public init(_ id: ID, detail: String) {
        self.id = id
        self.detail = detail
    }

    /// What the user sees.
    public var userSees: String {
        switch id {
        case .F1: "the transition never ends: the app ignores every touch and no completion block runs"
        case .F2: "nothing new appears; where the presenter's view is removed, a black screen"
        case .F3: "the presenter's view comes back transparent after the dismissal: a black screen"
        case .F4: "only the content is animated, pulled out of its wrapper (no rounded corners or shadow)"
        case .F5: "the presenter's view is removed with the container: a black screen after the dismissal"
        case .F6: "a crash: a nil view(forKey:) was force-unwrapped"
        case .F7: "the cancelled transition is finalised as completed"
        case .F8: "the presenter's view stays inside the container after the cancel; later unwinds do nothing"
        case .F9: "a blank screen with a presented controller"
        case .F10: "no error: the default animation runs instead of the custom one"
        case .F11: "the request is dropped with a console message"
        case .F12: "an exception: a page curl needs full screen both ways"
        case .F13: "the transition waits at 0% forever"
        case .F14: "prepare(for:sender:) ran, but nothing is presented"
        case .F15: "the animator's cast fails on the container controller, and its animation is skipped"
        case .F16: "the edge-swipe back gesture no longer tracks the finger"
        }
    }

    /// The fix.
    public var fix: String {
        switch id {
        case .F1: "call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) on every path"
        case .F2: "add transitionContext.view(forKey: .to) to the container view"
        case .F3: "restore fromView.alpha (and transform) in the completion block"
        case .F4: "animate transitionContext.view(forKey: .to), not toViewController.view"
        case .F5: "use view(forKey: .to), which is nil when the presenter's view never left the window"
        case .F6: "unwrap view(forKey:) with if let or guard let: it is nil for styles that keep the presenter"
        case .F7: "complete with !transitionContext.transitionWasCancelled"
        case .F8: "remove the inserted to-view when the transition was cancelled"
        case .F9: "remove the to-view only when the transition was cancelled"
        case .F10:
            "keep a strong reference to the delegate (a modal or popover segue is retained from iOS 9, a show segue never)"
        case .F11: "present after the running transition completes (in its completion block)"
        case .F12: "use partialCurl only from and to full-screen controllers"
        case .F13: "return an interaction controller only while a gesture drives the transition"
        case .F14: "call super.perform() in the segue's perform()"
        case .F15: "look through containers (topViewController) or use the source argument"
        case .F16: "return an interaction controller for the pop as well"
        }
    }

    /// `F3: Detail's view comes back with alpha 0 …`.
    public var description: String { "\(rule): \(detail)" }
}
