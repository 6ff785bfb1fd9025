/// The transition animation of a modal presentation, as UIKit's `UIModalTransitionStyle`.
///
/// Stored only: the simulation has no animations, and the transition style does not change adaptation.
public enum UIModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
