/// One layout pass over a view hierarchy (R176), as UIKit runs it: the engine brings its solution up to
/// date, then from the top each view marked for layout lays out its subviews (`layoutSubviews()`, which
/// places the subviews constraints position; a controller's `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` around its root view's), which may mark its subviews in turn.
struct LayoutPass {
    let root: SimulatedView

    /// Lays out `view` and what is below it.
    func run(from view: SimulatedView) {
        let state = root.layoutState
        // A hierarchy without constraints (every scenario replay) needs no engine: only the marked views'
        // own layoutSubviews.
        guard state.engine != nil || root.hasConstraintWork else {
            visitWithoutEngine(view)
            return
        }
        let engine = state.engine ?? LayoutEngine()
        state.engine = engine
        engine.update(root: root)
        markMoved(engine)
        visit(view, engine: engine)
        engine.updateGuideFrames()
    }

    /// A view that constraints move marks its superview for layout (UIKit's engine does).
    private func markMoved(_ engine: LayoutEngine) {
        for view in engine.viewsToMove() { view.superview?.needsLayout = true }
    }

    private func visit(_ view: SimulatedView, engine: LayoutEngine) {
        if view.needsLayout {
            view.needsLayout = false
            if let host = view.layoutHost {
                host.layoutPassReachedView()
                // What the app's layoutSubviews changed (frames, constraints) is solved before the subviews
                // are laid out.
                engine.update(root: root)
                markMoved(engine)
            } else {
                view.applyEngineFrames(engine: engine) { view, frame in view.set(.frame(frame)) }
            }
        }
        for subview in view.subviews { visit(subview, engine: engine) }
    }

    private func visitWithoutEngine(_ view: SimulatedView) {
        if view.needsLayout {
            view.needsLayout = false
            if let host = view.layoutHost {
                host.layoutPassReachedView()
                // The app's code may have made the first constraints: the pass goes on with an engine.
                if root.hasConstraintWork {
                    LayoutPass(root: root).run(from: view)
                    return
                }
            }
        }
        for subview in view.subviews { visitWithoutEngine(subview) }
    }
}

extension SimulatedView {
    /// Whether the view or one below it has an active constraint or is placed by constraints.
    var hasConstraintWork: Bool {
        if let layout, !layout.constraints.isEmpty || !layout.translatesAutoresizingMaskIntoConstraints {
            return true
        }
        for subview in subviews where subview.hasConstraintWork { return true }
        return false
    }
}
