/// Presentations ending (R34, R39): user-initiated dismissals with their delegate calls, programmatic
/// dismissals, removal, and unwind segues.
extension Window {
    // MARK: Dismissal (R34)

    /// What a dismissal did.
    public enum DismissalOutcome: String, Hashable, Sendable {
        /// The presentation is gone.
        case dismissed
        /// `isModalInPresentation` or the delegate's `false` kept it.
        case refused
        /// The gesture does not apply to this presentation (a swipe on a full-screen one, a tap outside
        /// something that is not a popover), or nothing is presented.
        case notApplicable
    }

    /// Dismisses the top presentation. User-initiated dismissals run the dismissal delegate calls and honour
    /// `isModalInPresentation` (iOS 13+); a programmatic one does neither (R34).
    @discardableResult
    public func dismissTop(
        _ kind: DismissalKind, animated: Bool = true, interaction: InteractiveDismissal? = nil
    ) -> DismissalOutcome {
        guard let presentation = topPresentation else { return .notApplicable }
        // Held for the whole dismissal: the presentation's retained segue may be its delegate, and the removal
        // releases the segue before DidDismiss is sent.
        let delegate = presentation.delegate
        let plan = decider.dismissal(
            kind, of: presentation.decision,
            isModalInPresentation: isModalInPresentation(presentation.displayedViewController))
        let settlesSheet: Bool
        switch plan {
        case .notApplicable:
            return .notApplicable
        case .dismiss:
            beginDismissal(at: presentationControllers.count - 1, animated: animated, interaction: interaction)
            if settlesAfterEachCall { settle() }
            return .dismissed
        case .refuse:
            return .refused
        case let .refuseAndNotify(settles):
            settlesSheet = settles
        case let .askDelegate(settlesIfRefused):
            var allowed = true
            if let delegate {
                let answer = presentation.callDelegate { delegate.presentationControllerShouldDismiss(presentation) }
                if answer.implemented {
                    record(.presentationControllerShouldDismiss)
                    allowed = answer.value
                }
            }
            if allowed {
                send(.presentationControllerWillDismiss, to: presentation, delegate) {
                    $0.presentationControllerWillDismiss(presentation)
                }
                beginDismissal(at: presentationControllers.count - 1, animated: animated, interaction: interaction) {
                    [unowned self] completed in
                    guard completed else { return }
                    send(.presentationControllerDidDismiss, to: presentation, delegate) {
                        $0.presentationControllerDidDismiss(presentation)
                    }
                }
                if settlesAfterEachCall { settle() }
                return .dismissed
            }
            settlesSheet = settlesIfRefused
        }
        send(.presentationControllerDidAttemptToDismiss, to: presentation, delegate) {
            $0.presentationControllerDidAttemptToDismiss(presentation)
        }
        if settlesSheet { settleRefusedSwipe(of: presentation) }
        return .refused
    }

    /// Sends a dismissal delegate method to `presentation`'s delegate, recording `call` when it is implemented.
    private func send(
        _ call: DelegateCall, to presentation: PresentationController,
        _ delegate: (any AdaptivePresentationControllerDelegate)?,
        _ body: (any AdaptivePresentationControllerDelegate) -> Void
    ) {
        guard let delegate else { return }
        if presentation.callDelegate({ body(delegate) }).implemented { record(call) }
    }

    /// `dismiss(animated:)` sent to `controller`: dismisses what it presents, or, if it presents nothing,
    /// the presentation it is part of, with everything above.
    public func dismissProgrammatically(
        from controller: ViewController, animated: Bool = true, completion: (() -> Void)? = nil
    ) {
        let root = controller.rootAncestor
        let presenting = presentationControllers.firstIndex { presentation in
            guard let presenter = presentation.presentingViewController else { return false }
            return presenter === root || presenter.contains(controller)
        }
        if let index = presenting
            ?? presentationControllers.firstIndex(where: { $0.displayedViewController.contains(controller) })
        {
            beginDismissal(at: index, animated: animated, completion: completion)
            if settlesAfterEachCall { settle() }
        }
    }

    private func isModalInPresentation(_ controller: ViewController) -> Bool {
        if controller.isModalInPresentation { return true }
        return controller.children.contains { isModalInPresentation($0) }
    }

    /// Removes the presentation at `index` and every one above it, releasing their retained segues.
    func remove(from index: Int) {
        guard presentationControllers.indices.contains(index) else { return }
        for presentation in presentationControllers[index...].reversed() {
            removeViews(of: presentation)
            uninstallSubstitute(of: presentation)
            if let presenter = presentation.presentingViewController,
                presenter.presentedViewController === presentation.presentedViewController
            {
                presenter.presentedViewController = nil
            }
            presentation.presentedViewController.presentingViewController = nil
            presentation.retainedSegue = nil
            presentation.customAdaptation = nil
            presentation.adaptivePresentationController = nil
            presentation.presentedViewController.presentationDidEnd()
        }
        presentationControllers.removeSubrange(index...)
    }

    // MARK: Unwinding (R39)

    /// Unwinds from `source` to the nearest controller that declares `action`: `prepare(for:sender:)` on the
    /// source, the action on the destination, then the segue dismisses and pops what is in between.
    /// The segue is named `identifier` (by default the action) and `sender` is passed to `prepare`.
    @discardableResult
    public func unwind(
        _ action: String, from source: ViewController, identifier: String? = nil, sender: Any? = nil
    ) throws(SimulationError) -> ViewController {
        guard let destination = UnwindSearch(action: action, source: source).destination() else {
            throw .noUnwindDestination(action, source: source.identifier)
        }
        let segue = StoryboardSegue(
            identifier: identifier ?? action, source: source, destination: destination, kind: .unwind)
        record(.prepareForSegue)
        source.prepare(for: segue, sender: sender)
        record(.unwind(action))
        destination.performUnwindAction(action, from: source)
        record(.perform)
        try segue.perform()
        return destination
    }

    /// The unwind segue's transition: dismiss the presentations above the destination's, pop navigation
    /// stacks to it and select its tab.
    func unwindTransition(from source: ViewController, to destination: ViewController) {
        let owner = presentationControllers.lastIndex { $0.displayedViewController.contains(destination) }
        let firstAbove = (owner ?? -1) + 1
        if firstAbove < presentationControllers.count {
            beginDismissal(at: firstAbove, animated: true)
            if settlesAfterEachCall { settle() }
        }
        var child = destination
        while let parent = child.parent {
            if let navigation = parent as? NavigationController { navigation.popToViewController(child) }
            if let tab = parent as? TabBarController { tab.select(containing: child) }
            child = parent
        }
    }
}
