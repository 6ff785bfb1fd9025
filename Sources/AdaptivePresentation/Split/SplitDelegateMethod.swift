/// A `UISplitViewControllerDelegate` method, by its trace token (the "Scenario and storyboard files" article).
public enum SplitDelegateMethod: String, Hashable, Sendable, CaseIterable {
    case primaryForCollapsing = "primaryViewController(forCollapsing:)"
    case collapseSecondary = "splitViewController(_:collapseSecondary:onto:)"
    case primaryForExpanding = "primaryViewController(forExpanding:)"
    case separateSecondary = "splitViewController(_:separateSecondaryFrom:)"
    case showDetail = "splitViewController(_:showDetail:sender:)"
    case willChangeTo = "splitViewController(_:willChangeTo:)"
    case topColumnForCollapsing = "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
    case displayModeForExpanding = "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)"
    case didCollapse = "splitViewControllerDidCollapse(_:)"
    case didExpand = "splitViewControllerDidExpand(_:)"
    case willShow = "splitViewController(_:willShow:)"
    case willHide = "splitViewController(_:willHide:)"
}
