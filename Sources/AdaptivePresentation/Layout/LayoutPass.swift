/// One layout pass over a view hierarchy (R176), as UIKit runs it: the engine brings its solution up to
/// date, then from the top each view marked for layout lays out its subviews (`layoutSubviews()`, which
/// places the subviews constraints position; a controller's `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` around its root view's), which may mark its subviews in turn.
struct LayoutPass {
    let root: SimulatedView

    /// Lays out `view` and what is below it.
    func run(from view: SimulatedView) {
        let engine = root.layoutState.engine ?? LayoutEngine()
        root.layout?.engine = engine
        engine.update(root: root)
        markMoved(engine)
        visit(view, engine: engine)
        engine.updateGuideFrames()
    }

    /// A view that constraints move marks its superview for layout (UIKit's engine does).
    private func markMoved(_ engine: LayoutEngine) {
        for view in engine.viewsToMove(in: root) { view.superview?.needsLayout = true }
    }

    private func visit(_ view: SimulatedView, engine: LayoutEngine) {
        if view.needsLayout {
            view.needsLayout = false
            if let host = view.layoutHost {
                host.layoutPassReachedView()
            } else {
                view.applyEngineFrames()
            }
            // What layoutSubviews changed (frames, constraints) is solved before the subviews are laid out.
            engine.update(root: root)
            markMoved(engine)
        }
        for subview in view.subviews { visit(subview, engine: engine) }
    }
}
