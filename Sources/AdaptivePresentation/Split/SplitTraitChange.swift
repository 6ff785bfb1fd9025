/// What a trait change does to one split view controller (R61, R65), as ``PresentationDecider`` decides it;
/// the window applies it.
public struct SplitTraitChange: Hashable, Sendable {
    /// Whether the split view collapses, expands, or keeps its state.
    public enum Action: Hashable, Sendable {
        case none
        /// R62 (classic) or R68 (column styles): ``PresentationDecider/splitCollapse(style:delegate:primaryIsNavigation:hasSecondary:hasCompactColumn:)``.
        case collapse
        /// R63 (classic) or R68 (column styles): ``PresentationDecider/splitExpand(style:delegate:primaryCanPop:proposedDisplayMode:)``.
        case expand
    }

    public var action: Action
    /// The collapsed state after the change (R61).
    public var isCollapsed: Bool
    /// The display mode the window gives (R65), before a delegate's answer or `show`/`hide`.
    public var proposedDisplayMode: SplitDisplayMode
    /// The display mode after the change; an expansion's delegate answer (R68) replaces it.
    public var displayMode: SplitDisplayMode
    /// Whether a change of display mode is announced with `willChangeTo` (R65): only for a split view that
    /// stays expanded, never at its first layout (choice 30).
    public var announcesDisplayModeChange: Bool

    public init(
        action: Action, isCollapsed: Bool, proposedDisplayMode: SplitDisplayMode, displayMode: SplitDisplayMode,
        announcesDisplayModeChange: Bool
    ) {
        self.action = action
        self.isCollapsed = isCollapsed
        self.proposedDisplayMode = proposedDisplayMode
        self.displayMode = displayMode
        self.announcesDisplayModeChange = announcesDisplayModeChange
    }
}
