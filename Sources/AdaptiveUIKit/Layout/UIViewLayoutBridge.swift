import AdaptivePresentation

/// An AdaptiveUIKit view as its simulation view's layout host: the layout pass asks it for the app's
/// `intrinsicContentSize` and runs the app's `layoutSubviews()` through it, on the main actor.
final class UIViewLayoutBridge: SimulatedViewLayoutHost {
    nonisolated(unsafe) private weak var owner: UIView?

    init(owner: UIView) {
        self.owner = owner
    }

    func intrinsicSizeForLayout() -> Size {
        guard let owner else { return Size(width: -1, height: -1) }
        return MainActorBridge.run {
            let size = owner.intrinsicContentSize
            return Size(width: Double(size.width), height: Double(size.height))
        }
    }

    func layoutPassReachedView() {
        guard let owner else { return }
        MainActorBridge.run { owner.runLayoutPass() }
    }
}

extension UIView {
    /// What the layout pass does for the view (R176): its controller's `updateViewConstraints()` and
    /// `viewWillLayoutSubviews()`, the view's `updateConstraints()` if due and `layoutSubviews()`, then
    /// `viewDidLayoutSubviews()`.
    func runLayoutPass() {
        let controller = viewController
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            if let controller { controller.updateViewConstraints() } else { updateConstraints() }
        }
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}
