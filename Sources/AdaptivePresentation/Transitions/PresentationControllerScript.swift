/// A custom presentation controller that is code rather than a description: the app's own
/// `UIPresentationController` subclass, run by AdaptiveUIKit (R122–R126).
///
/// The transitioning delegate's `presentationController(forPresented:presenting:source:)` answers with a
/// ``CustomPresentationDescription`` whose ``CustomPresentationDescription/script`` is set. The window then
/// asks the script for `frameOfPresentedViewInContainerView` and `presentedView` instead of the description's
/// pinned frame, and tells it the transition callbacks at the moments it records them: the will-begin calls
/// before the animator runs (R81, R82, R103), the did-end calls when the transition completes, before UIKit's
/// clean-up (R100), and the container's layout calls on its first layout and on every resize or rotation,
/// but not during its dismissal (R123, Q7).
public protocol PresentationControllerScript: AnyObject {
    /// `frameOfPresentedViewInContainerView`, in the container's coordinates. Asked once the container is
    /// there (``PresentationController/containerView``), laid out for the window as it is.
    func frameOfPresentedViewInContainerView() -> Rect
    /// `presentedView` when the subclass overrides it with a view other than the presented controller's
    /// own (a wrapper around it); `nil`: the presented controller's view (the base class).
    func presentedView() -> SimulatedView?
    /// `presentationTransitionWillBegin()`.
    func presentationTransitionWillBegin()
    /// `presentationTransitionDidEnd(_:)`.
    func presentationTransitionDidEnd(_ completed: Bool)
    /// `dismissalTransitionWillBegin()`.
    func dismissalTransitionWillBegin()
    /// `dismissalTransitionDidEnd(_:)`.
    func dismissalTransitionDidEnd(_ completed: Bool)
    /// `containerViewWillLayoutSubviews()`.
    func containerViewWillLayoutSubviews()
    /// `containerViewDidLayoutSubviews()`.
    func containerViewDidLayoutSubviews()
    /// The subclass's override of `adaptivePresentationStyle(for:)`, asked before the delegate (R125); `nil`
    /// when it does not override it (the base class answers with its delegate's answer).
    func adaptivePresentationStyle(for traitCollection: TraitCollection) -> PresentationStyle?
}

/// The reference a ``CustomPresentationDescription`` keeps to its script: equal only to itself.
public final class PresentationControllerScriptReference: Hashable, @unchecked Sendable {
    /// The script. Used on the thread that drives the window only.
    public let script: any PresentationControllerScript

    public init(_ script: any PresentationControllerScript) {
        self.script = script
    }

    public static func == (lhs: PresentationControllerScriptReference, rhs: PresentationControllerScriptReference)
        -> Bool
    {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
