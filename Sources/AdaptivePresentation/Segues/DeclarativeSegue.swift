/// A custom segue class declared in a storyboard file: a ``StoryboardSegue`` subclass that becomes the
/// presentation controller's adaptive delegate, built on the same Swift API a user would write.
///
/// It implements every optional delegate method, except `adaptivePresentationStyle`, which it implements
/// only when the declaration gives it (and only the variant its `api` names).
public final class DeclarativeSegue: StoryboardSegue, AdaptivePresentationControllerDelegate {
    /// The declared delegate, or `nil` for a segue class without one.
    public private(set) var declaration: DeclarativeDelegate?
    /// The declared transitioning delegate (`transitioningDelegate:`): `perform()` sets the segue as the
    /// destination's, then calls `super.perform()` (R86).
    public private(set) var transitioning: DeclarativeTransitioningDelegate?
    /// Whether `perform()` calls `super.perform()`; `false` presents nothing (F14).
    public private(set) var callsSuper = true
    /// The declared navigation delegate (`navigationDelegate:`): a show segue's `perform()` sets the segue as
    /// its source's navigation controller delegate before pushing (R128); nothing retains a show segue after.
    public private(set) var navigation: DeclarativeNavigationDelegate?

    public required init(
        identifier: String, source: ViewController, destination: ViewController, kind: SegueKind,
        anchor: String? = nil, presentation: PresentationStyle? = nil
    ) {
        super.init(
            identifier: identifier, source: source, destination: destination, kind: kind, anchor: anchor,
            presentation: presentation)
    }

    /// A segue class for a storyboard: `name`, its declared delegate and `shouldPerform` answer.
    public static func segueClass(
        name: String, delegate: DeclarativeDelegate?, shouldPerform: Bool?,
        transitioningDelegate: DeclarativeTransitioningDelegate? = nil, callsSuper: Bool = true,
        navigationDelegate: DeclarativeNavigationDelegate? = nil
    ) -> SegueClass {
        SegueClass(name: name, shouldPerform: shouldPerform) { definition, source, destination in
            let segue = DeclarativeSegue(
                identifier: definition.identifier, source: source, destination: destination, kind: definition.kind,
                anchor: definition.anchor, presentation: definition.presentation)
            segue.declaration = delegate
            segue.transitioning = transitioningDelegate
            segue.callsSuper = callsSuper
            segue.navigation = navigationDelegate
            return segue
        }
    }

    /// Answers as `declaration` says: a `present:` step's delegate block is such an object, kept by the app.
    public func adopt(_ declaration: DeclarativeDelegate) { self.declaration = declaration }

    /// Becomes the destination's presentation delegate and transitioning delegate, then performs the kind's
    /// transition, unless the class does not call `super.perform()` (F14).
    public override func perform() throws(SimulationError) {
        if declaration != nil { destination.presentationController.delegate = self }
        if transitioning != nil { destination.transitioningDelegate = self }
        if navigation != nil, let navigationController = source.navigationController {
            navigationController.delegate = self
        }
        guard callsSuper else {
            source.window?.record(
                TransitionFailureRules.segueSkipsSuperPerform(segue: identifier, destination: destination.identifier))
            return
        }
        try super.perform()
    }

    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> PresentationStyle {
        guard let declaration, declaration.api == .traitCollection, let rule = declaration.adaptivePresentationStyle
        else {
            controller.noteUnimplementedDelegateMethod()
            return .none
        }
        return rule.style(for: traitCollection)
    }

    public func adaptivePresentationStyle(for controller: PresentationController) -> PresentationStyle {
        guard let declaration, declaration.api == .legacy, let rule = declaration.adaptivePresentationStyle else {
            controller.noteUnimplementedDelegateMethod()
            return .none
        }
        return rule.style(for: controller.traitCollection)
    }

    public func presentationController(
        _ presentationController: PresentationController,
        prepare adaptivePresentationController: PresentationController
    ) {}

    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController? {
        guard let id = declaration?.substitute?.controller(for: style),
            let storyboard = destination.storyboard ?? source.storyboard
        else { return nil }
        let presented = controller.presentedViewController
        return try? storyboard.instantiateViewController(withIdentifier: id, reusing: [presented.identifier: presented])
    }

    public func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: PresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {}

    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        declaration?.shouldDismiss ?? true
    }

    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}

    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}

    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}

    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: PresentationController
    ) {}
}
