/// One call a transition makes, as the `transitionCalls` expectation lists them (R81, R82, R100, R102, R103). `calls` keeps the delegate and segue calls.
public enum TransitionCall: Hashable, Sendable, CustomStringConvertible {
    case animationControllerForPresented
    case animationControllerForDismissed
    case interactionControllerForPresentation
    case interactionControllerForDismissal
    case presentationControllerForPresented
    case transitionDuration
    case animateTransition
    case startInteractiveTransition
    case updateInteractiveTransition(Double)
    case finishInteractiveTransition
    case cancelInteractiveTransition
    case completeTransition(Bool)
    case animationEnded(Bool)
    case presentationTransitionWillBegin
    case presentationTransitionDidEnd(Bool)
    case dismissalTransitionWillBegin
    case dismissalTransitionDidEnd(Bool)
    case viewWillAppear(String)
    case viewIsAppearing(String)
    case viewDidAppear(String)
    case viewWillDisappear(String)
    case viewDidDisappear(String)
    case containerViewWillLayoutSubviews
    case containerViewDidLayoutSubviews
    case completion(TransitionKind)
    case navigationAnimationController
    case navigationInteractionController

    /// The controller an appearance callback is sent to; `nil` for the other calls.
    public var controllerIdentifier: String? {
        switch self {
        case let .viewWillAppear(id), let .viewIsAppearing(id), let .viewDidAppear(id), let .viewWillDisappear(id),
            let .viewDidDisappear(id):
            id
        default: nil
        }
    }

    /// As written in scenario files: `animateTransition(using:)`, `completeTransition(true)`,
    /// `viewDidAppear(Photo)`.
    public var description: String {
        switch self {
        case .animationControllerForPresented: "animationController(forPresented:presenting:source:)"
        case .animationControllerForDismissed: "animationController(forDismissed:)"
        case .interactionControllerForPresentation: "interactionControllerForPresentation(using:)"
        case .interactionControllerForDismissal: "interactionControllerForDismissal(using:)"
        case .presentationControllerForPresented: "presentationController(forPresented:presenting:source:)"
        case .transitionDuration: "transitionDuration(using:)"
        case .animateTransition: "animateTransition(using:)"
        case .startInteractiveTransition: "startInteractiveTransition(_:)"
        case let .updateInteractiveTransition(fraction): "updateInteractiveTransition(\(Size.format(fraction)))"
        case .finishInteractiveTransition: "finishInteractiveTransition()"
        case .cancelInteractiveTransition: "cancelInteractiveTransition()"
        case let .completeTransition(completed): "completeTransition(\(completed))"
        case let .animationEnded(completed): "animationEnded(\(completed))"
        case .presentationTransitionWillBegin: "presentationTransitionWillBegin()"
        case let .presentationTransitionDidEnd(completed): "presentationTransitionDidEnd(\(completed))"
        case .dismissalTransitionWillBegin: "dismissalTransitionWillBegin()"
        case let .dismissalTransitionDidEnd(completed): "dismissalTransitionDidEnd(\(completed))"
        case let .viewWillAppear(id): "viewWillAppear(\(id))"
        case let .viewIsAppearing(id): "viewIsAppearing(\(id))"
        case let .viewDidAppear(id): "viewDidAppear(\(id))"
        case let .viewWillDisappear(id): "viewWillDisappear(\(id))"
        case let .viewDidDisappear(id): "viewDidDisappear(\(id))"
        case .containerViewWillLayoutSubviews: "containerViewWillLayoutSubviews()"
        case .containerViewDidLayoutSubviews: "containerViewDidLayoutSubviews()"
        case let .completion(kind): "completion(\(kind))"
        case .navigationAnimationController: "navigationController(_:animationControllerFor:from:to:)"
        case .navigationInteractionController: "navigationController(_:interactionControllerFor:)"
        }
    }
}
