/// `UIViewControllerTransitioningDelegate`, answering with animator descriptions (``TransitionAnimator``).
///
/// UIKit reads it from the controller being presented, weakly, when a presentation or a dismissal starts
/// (R80): an object nothing else keeps is gone by then, and the default animation runs (F10).
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// `animationController(forPresented:presenting:source:)`; `nil` for the built-in animation.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> TransitionAnimator?
    /// `animationController(forDismissed:)`; `nil` for the built-in animation.
    func animationController(forDismissed dismissed: ViewController) -> TransitionAnimator?
    /// Whether `interactionControllerForPresentation(using:)` is implemented, and what it returns: `true`
    /// for a percent-driven interaction controller; `nil` when the method is not implemented.
    func interactionControllerForPresentation(using animator: TransitionAnimator) -> Bool?
    /// As ``interactionControllerForPresentation(using:)``, for the dismissal.
    func interactionControllerForDismissal(using animator: TransitionAnimator) -> Bool?
    /// `presentationController(forPresented:presenting:source:)`, asked for `.custom` presentations only
    /// (R81 step 1); `nil` for the base `UIPresentationController` (R126).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> CustomPresentationDescription?
    /// Whether the object the app set is gone although this one stands in for it (AdaptiveUIKit's bridge to
    /// the app's weakly held delegate): UIKit then finds no delegate (F10).
    var isReleased: Bool { get }
}

extension ViewControllerTransitioningDelegate {
    public var isReleased: Bool { false }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> CustomPresentationDescription? { nil }

    public func interactionControllerForPresentation(using animator: TransitionAnimator) -> Bool? { nil }
    public func interactionControllerForDismissal(using animator: TransitionAnimator) -> Bool? { nil }
}
