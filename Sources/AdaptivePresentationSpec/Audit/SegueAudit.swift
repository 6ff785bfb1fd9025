import AdaptivePresentation

/// One segue of an audited storyboard: the style and appearance UIKit gives it in every environment asked
/// for, and its hazards.
public struct SegueAudit: Hashable, Sendable {
    /// What UIKit does with the presentation in one environment, with no adaptive delegate.
    public struct Outcome: Hashable, Sendable {
        public var device: String
        public var idiom: UserInterfaceIdiom
        public var orientation: Orientation
        /// The layout name (`full`, `oneThird`, …).
        public var layout: String
        public var iOS: Int
        public var style: PresentationStyle
        public var appearance: PresentationAppearance
        /// Whether the decision adapted the requested style.
        public var adapted: Bool
        /// Whether the presentation shows as a real popover (so it needs an anchor).
        public var showsAsPopover: Bool

        /// The behaviour era of ``iOS``.
        public var era: Era { Era(nearestIOS: iOS) }

        /// `ipad-air-2 landscape oneHalf, iOS 9`.
        public var environment: String { "\(device) \(orientation.rawValue) \(layout), iOS \(iOS)" }
    }

    public var segue: StoryboardOutline.Segue
    /// The style the segue asks for when it presents modally; `nil` when it does not present (a push, an
    /// unwind, a detail column).
    public var requested: PresentationStyle?
    /// Why the segue does not present, when it does not.
    public var notPresenting: String?
    public var outcomes: [Outcome]
    public var findings: [AuditFinding]
}
