import Foundation

/// An animator whose animations are closures that change views' animatable properties (R120), as UIKit's
/// `UIViewImplicitlyAnimating`. Its own methods are optional in UIKit: the defaults here do nothing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds the changes `animation` makes to the animations.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds the changes `animation` makes, starting after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run with the final position when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Runs paused animations on, over `durationFactor` of the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing: UIKit's optional method.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing: UIKit's optional method.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing: UIKit's optional method.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing: UIKit's optional method.
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}
