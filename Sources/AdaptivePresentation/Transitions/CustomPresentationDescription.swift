/// A `UIPresentationController` subclass as a scenario describes it (R122–R126), returned by
/// the transitioning delegate's `presentationController(forPresented:presenting:source:)` for a `.custom`
/// presentation.
public struct CustomPresentationDescription: Hashable, Sendable {
    /// `frameOfPresentedViewInContainerView`, pinned to the container's edges; `nil`: the container's bounds
    /// (the base class).
    public var frame: PinnedFrame?
    /// `shouldRemovePresentersView` (the base class: `false`, R126).
    public var removesPresentersView: Bool
    /// `shouldPresentInFullscreen` (the base class: `true`).
    public var presentsInFullscreen: Bool
    /// What the controller answers to adaptation (its delegate's answer, R125); `nil`: `.none`, it does not
    /// adapt.
    public var adaptivePresentationStyle: DeclarativeDelegate.StyleRule?
    /// The app's subclass, when the controller is code (AdaptiveUIKit) rather than a description: the window
    /// asks it for the frame and the presented view instead of ``frame``, and tells it the transition and
    /// layout callbacks.
    public var script: PresentationControllerScriptReference?

    public init(
        frame: PinnedFrame? = nil, removesPresentersView: Bool = false, presentsInFullscreen: Bool = true,
        adaptivePresentationStyle: DeclarativeDelegate.StyleRule? = nil,
        script: PresentationControllerScriptReference? = nil
    ) {
        self.frame = frame
        self.removesPresentersView = removesPresentersView
        self.presentsInFullscreen = presentsInFullscreen
        self.adaptivePresentationStyle = adaptivePresentationStyle
        self.script = script
    }
}
