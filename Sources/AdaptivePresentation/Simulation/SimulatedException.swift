/// An Objective-C exception UIKit would raise, caught by the simulation and reported instead of crashing.
public struct SimulatedException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception name, e.g. `NSGenericException`.
    public var name: String
    /// The reason UIKit gives.
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// R27: a popover shown as a popover without `sourceView`, `sourceRect` or `barButtonItem`.
    public static func popoverWithoutAnchor(_ controller: String) -> SimulatedException {
        SimulatedException(
            name: "NSGenericException",
            reason:
                "UIPopoverPresentationController (\(controller)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
    }

    /// R38: a Present As Popover segue with neither an anchor view nor an anchor bar button item in the
    /// storyboard. The segue template's perform handler asserts (`handleFailureInMethod:`, so
    /// `NSInternalInconsistencyException`) in every environment, whatever `prepare(for:sender:)` set.
    public static func popoverSegueWithoutAnchor() -> SimulatedException {
        SimulatedException(
            name: "NSInternalInconsistencyException",
            reason: "A popover segue must have either an anchorBarButtonItem or an anchorView.")
    }

    /// A legacy Push segue whose source no navigation controller contains: UIKit's push segue template raises.
    public static func pushWithoutNavigationController(segue identifier: String) -> SimulatedException {
        SimulatedException(
            name: "NSGenericException",
            reason:
                "Could not find a navigation controller for segue '\(identifier)'. Push segues can only be used when the source controller is managed by an instance of UINavigationController."
        )
    }

    /// R51: every detent of a sheet is inactive (custom detents returning nil, or needing iOS 16).
    public static func noActiveDetent(_ controller: String) -> SimulatedException {
        SimulatedException(
            name: "NSInternalInconsistencyException",
            reason: "At least one detent must be active. (\(controller))")
    }

    /// R90: a `.partialCurl` presentation that is not full screen, whose presenter is not full screen, or
    /// made from a controller that was itself presented with the curl. UIKit's text (`NSInvalidArgumentException`,
    /// from the decompiled `_presentViewController:withAnimationController:completion:`); `controller` is the
    /// one that is not full screen: the presented controller, or the presenter.
    public static func partialCurlNotFullScreen(_ controller: String) -> SimulatedException {
        SimulatedException(
            name: "NSInvalidArgumentException",
            reason:
                "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(controller)."
        )
    }

    /// R91: a current-context presentation from inside a popover with another transition style than
    /// `.coverVertical`. UIKit's documentation says only that it raises; the name and the wording are the
    /// simulator's (PresentationRules, choice 50).
    public static func transitionStyleInPopover(
        _ style: ModalTransitionStyle, presented controller: String
    ) -> SimulatedException {
        SimulatedException(
            name: "NSInvalidArgumentException",
            reason:
                "Application tried to present \(controller) with transition style \(style.rawValue) in the current context of a popover; only coverVertical is supported there."
        )
    }

    public var description: String { "\(name): \(reason)" }
}
