/// The window's views (R94, R95, R101, R123): each controller's view, laid out for the window as it is,
/// and what the reports see of them.
extension Window {

    /// The view of `controller`, made the first time it is asked for.
    func view(of controller: ViewController) -> SimulatedView {
        if let view = transitionState.view(of: controller) { return view }
        let frame = frameInWindow(of: controller)
        let view: SimulatedView
        if let made = controller.host?.rootView() {
            view = made
            view.relabel(.controller(controller.identifier))
            view.set(.frame(frame))
        } else {
            view = SimulatedView(.controller(controller.identifier), frame: frame)
        }
        transitionState.setView(view, of: controller)
        return view
    }

    /// The window's own view: the root controller's view and the presentations' containers are in it.
    public var windowView: SimulatedView { transitionState.windowView }

    /// The view the window shows for `controller` (its root view), made or taken from its host the first
    /// time it is asked for.
    public func rootView(of controller: ViewController) -> SimulatedView { view(of: controller) }

    /// The window's views, back to front, as the `views` expectation lists them.
    public var visibleViews: [String] {
        layoutIfNeeded()
        var names: [String] = []
        let now = transitionState.now
        func walk(_ view: SimulatedView) {
            for subview in view.subviews {
                switch subview.kind {
                case .container, .window:
                    walk(subview)
                case .controller, .wrapper, .dimming, .view:
                    let values = subview.presentation(at: now)
                    names.append(values.isInvisible ? "\(subview.name)(hidden)" : subview.name)
                }
            }
        }
        walk(transitionState.windowView)
        return names
    }

    /// The presentation-layer values of every view in the window now (the `layers` expectation).
    public var layerValues: [StepTransitions.Layer] { layers(at: transitionState.now) }

    /// Whether the presenter's view of the top presentation is in the window (`presentingViews`).
    public var presentingViewInWindow: Bool? {
        layoutIfNeeded()
        guard let presenter = topPresentation?.presentingViewController else { return nil }
        return transitionState.windowView.contains(view(of: presenter.rootAncestor))
    }

    /// Gives the window's view the device's safe area and the window's width class, which the views'
    /// safe areas and root views' margins follow (R178, R179).
    func noteSafeArea() {
        let windowLayout = transitionState.windowView.layoutState
        let insets = environment.safeAreaInsets
        if windowLayout.windowSafeArea != insets { windowLayout.windowSafeArea = insets }
        windowLayout.windowIsRegularWidth = environment.traits.horizontalSizeClass == .regular
    }

    /// Puts the root controller's view in the window, once.
    func installRootView() {
        let root = view(of: rootViewController)
        if root.superview == nil { transitionState.windowView.insertSubview(root, at: 0) }
        embedChildren(of: rootViewController)
    }

    /// Marks the views to be laid out for the window as it is now, as `setNeedsLayout()` does: the layout pass
    /// runs when something looks at the views or a transition starts (``layoutIfNeeded()``). A custom
    /// presentation controller lays out at once, for its `containerViewWillLayoutSubviews` calls (R123).
    func setNeedsLayout() {
        transitionState.needsLayout = true
        if presentationControllers.contains(where: { $0.customPresentation != nil }) { layoutIfNeeded() }
    }

    /// What the layout passes of the window's views found (R181, R182), oldest first.
    public var layoutIssues: [LayoutIssue] { transitionState.windowView.layout?.engine?.issues ?? [] }

    /// Runs the layout pass if one is pending (marked by the internal `setNeedsLayout()`): the window's
    /// views take their places for the window as it is, then the views below them are laid out by their
    /// constraints, autoresizing masks and `layoutSubviews()` (R176).
    public func layoutIfNeeded() {
        if transitionState.needsLayout {
            transitionState.needsLayout = false
            layOutViews()
        }
        transitionState.windowView.layoutIfNeeded()
    }

    /// Lays every view out for the window as it is now (after a resize or rotation, R123): the window, the
    /// root view, and each settled presentation's container, wrapper and presented view.
    private func layOutViews() {
        let bounds = Rect(x: 0, y: 0, width: environment.window.width, height: environment.window.height)
        noteSafeArea()
        transitionState.windowView.place(bounds)
        view(of: rootViewController).place(bounds)
        embedChildren(of: rootViewController)
        for presentation in presentationControllers {
            guard let views = presentation.transitionViews, let appearance = presentation.decision?.appearance else {
                continue
            }
            if views.arrangedFor != appearance, transitionState.running?.presentation !== presentation {
                restructure(views, for: appearance, presentation: presentation)
                views.arrangedFor = appearance
            }
            views.container.place(bounds)
            views.dimming?.place(bounds)
            showDisplayedView(of: presentation)
            placeViews(of: presentation)
            embedChildren(of: presentation.displayedViewController)
            let displayed = presentation.displayedViewController.identifier
            if let wrapper = views.wrapper, wrapper.kind != .wrapper(displayed) { wrapper.relabel(.wrapper(displayed)) }
            // R123, Q7: a custom presentation controller lays out on every resize and rotation, but not
            // while it is being dismissed.
            if appearance == .custom, presentation.customPresentation != nil,
                transitionState.running.map({ $0.presentation !== presentation || $0.kind == .present }) ?? true
            {
                layOutContainer(of: presentation)
            }
        }
    }

    /// Puts the view of the controller a presentation displays where the presented view is (R20): a substitute
    /// installed by an adaptation takes the presented controller's place in the wrapper or container and holds
    /// that controller's view (``embedChildren(of:)``); when the presentation adapts back, the presented
    /// controller's view returns to that place and the substitute's view leaves the window.
    private func showDisplayedView(of presentation: PresentationController) {
        guard let views = presentation.transitionViews else { return }
        let shown = views.presented
        // Where the shown view is, read before the displayed controller's view is made: an app's container
        // loading its view takes its child's view into it (AdaptiveUIKit's `UINavigationController`).
        let place = shown.superview.flatMap { superview in shown.indexInSuperview.map { (superview, $0) } }
        let displayedView = view(of: presentation.displayedViewController)
        guard shown !== displayedView else { return }
        if let (superview, index) = place, !displayedView.contains(superview) {
            superview.insertSubview(displayedView, at: index)
        }
        if shown.superview !== displayedView { shown.removeFromSuperview() }
        views.presented = displayedView
        // A substitute that is no longer shown leaves no view behind: a delegate may make a new one at every
        // adaptation of a long resize run.
        transitionState.forgetController(of: shown, unless: presentation.presentedViewController)
    }

    /// Puts the views of a container's children on screen (``ViewController/childrenOnScreen``: a navigation
    /// controller's top controller, a tab bar controller's selected one) inside the container's view, filling
    /// it, as UIKit's containers hold them; then theirs, and so on. A container whose push or pop is playing
    /// is left to its transition.
    func embedChildren(of controller: ViewController) {
        let children = controller.childrenOnScreen
        guard !children.isEmpty else { return }
        if let running = transitionState.running, running.navigation === controller { return }
        let container = view(of: controller)
        let bounds = container.model.frame.atOrigin
        for child in children {
            let childView = view(of: child)
            if childView.superview !== container { container.addSubview(childView) }
            childView.place(bounds)
            embedChildren(of: child)
        }
    }

    /// Puts a presentation's wrapper and presented view at its presented frame (a sheet that moved to
    /// another detent goes there at once).
    func placeViews(of presentation: PresentationController) {
        guard let views = presentation.transitionViews else { return }
        views.wrapper?.place(presentation.frameOfPresentedView)
        if let custom = presentation.script?.presentedView(), custom !== views.presented {
            // A custom presentation controller's presentedView wraps the controller's view: the wrapper goes to
            // the frame, and what is inside it is the app's layout.
            custom.place(presentation.frameOfPresentedView)
            return
        }
        views.presented.place(
            views.presented.superview === views.wrapper
                ? presentation.frameOfPresentedView.atOrigin : presentation.frameOfPresentedView)
    }

    /// R125: a presentation that adapts while on screen swaps presentation controllers without the custom
    /// animator: the new one's chrome replaces the old one's, and the presenter's view leaves or rejoins the
    /// window as the new controller removes it or not.
    private func restructure(
        _ views: PresentationController.TransitionViews, for appearance: PresentationAppearance,
        presentation: PresentationController
    ) {
        let container = views.container
        if decider.wrapsPresentedView(appearance) {
            if views.wrapper == nil {
                let wrapper =
                    views.spareWrapper
                    ?? SimulatedView(
                        .wrapper(presentation.displayedViewController.identifier),
                        frame: presentation.frameOfPresentedView)
                views.spareWrapper = nil
                if views.presented.superview === container {
                    container.insertSubview(wrapper, below: views.presented)
                } else {
                    container.addSubview(wrapper)
                }
                wrapper.addSubview(views.presented)
                views.wrapper = wrapper
            }
        } else if let wrapper = views.wrapper {
            if wrapper.superview === container {
                container.insertSubview(views.presented, below: wrapper)
            }
            wrapper.removeFromSuperview()
            views.wrapper = nil
            views.spareWrapper = wrapper
        }
        if appearance.dimsPresenter == true {
            if views.dimming == nil {
                let dimming = views.spareDimming ?? SimulatedView(.dimming, frame: container.model.frame)
                views.spareDimming = nil
                container.insertSubview(dimming, at: 0)
                views.dimming = dimming
            }
        } else if let dimming = views.dimming {
            dimming.removeFromSuperview()
            views.dimming = nil
            views.spareDimming = dimming
        }
        let removes = decider.removesPresentersView(
            appearance, custom: presentation.customPresentation?.removesPresentersView)
        if removes != views.removesPresentersView {
            if removes {
                views.presenter.removeFromSuperview()
            } else if !transitionState.windowView.contains(views.presenter) {
                transitionState.windowView.insertSubview(views.presenter, below: container)
            }
            views.removesPresentersView = removes
            // R125: the presenter disappears or appears with its views, so its calls stay balanced with the
            // dismissal's.
            if let presenter = presentation.presentingViewController {
                sendAppearance(
                    decider.appearanceCallsOnAdaptation(
                        presenter: presenter.identifier, removesPresentersView: removes),
                    to: presenter, animated: true)
            }
        }
    }

    /// Takes a presentation's views out of the window when it ends without a transition of its own (one
    /// below the dismissed one, or a window that goes away): its container goes, the presenter's view returns.
    func removeViews(of presentation: PresentationController) {
        if let running = transitionState.running, running.presentation === presentation {
            running.ended = true
            transitionState.running = nil
        }
        transitionState.forgetViews(inside: presentation.presentedViewController)
        if let substitute = presentation.substitute { transitionState.forgetViews(inside: substitute) }
        guard let views = presentation.transitionViews else { return }
        (views.wrapper ?? views.presented).removeFromSuperview()
        if !transitionState.windowView.contains(views.presenter) || views.presenter.superview === views.container {
            transitionState.windowView.insertSubview(views.presenter, below: views.container)
        }
        views.container.removeFromSuperview()
        presentation.transitionViews = nil
    }

    /// The views that draw something, back to front, with their presentation-layer values at `time`; a
    /// paused animation shown at `scrubbedTo` instead.
    func layers(at time: VirtualTime, scrubbedTo offset: VirtualTime? = nil) -> [StepTransitions.Layer] {
        layoutIfNeeded()
        var result: [StepTransitions.Layer] = []
        let shown = SimulatedView.Values.presentation(at: time, pausedAt: offset)
        // Each frame is in its superview's coordinates; the reports give them in the window's, through every
        // transform above (the view's own is given beside its frame). Untransformed superviews only add their
        // origins, which the walk carries down.
        func walk(_ view: SimulatedView, x: Double, y: Double, transformedAbove: Bool) {
            for subview in view.subviews {
                var values = subview.values(shown)
                if transformedAbove {
                    values.frame = subview.frameInWindow(values: shown)
                } else {
                    values.frame.x += x
                    values.frame.y += y
                }
                if subview.drawsContent {
                    result.append(StepTransitions.Layer(name: subview.name, values: values))
                }
                walk(
                    subview, x: values.frame.x, y: values.frame.y,
                    transformedAbove: transformedAbove || !values.transform.isIdentity)
            }
        }
        walk(transitionState.windowView, x: 0, y: 0, transformedAbove: false)
        return result
    }
}
