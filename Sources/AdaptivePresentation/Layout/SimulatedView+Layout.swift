/// Layout on the one view tree (R175–R182 in the "Presentation rules" article): constraints, guides,
/// margins, the safe area and autoresizing, as UIKit's `UIView` keeps them.
extension SimulatedView {
    /// The view's Auto Layout and autoresizing state.
    public var layoutState: ViewLayout {
        if let layout { return layout }
        let made = ViewLayout()
        layout = made
        return made
    }

    /// The topmost view of the view's hierarchy (the window's view when it is in a window).
    public var rootView: SimulatedView {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The nearest view that contains both this view and `other` (either may be it).
    public func nearestCommonAncestor(with other: SimulatedView) -> SimulatedView? {
        var ancestors: Set<ObjectIdentifier> = []
        var current: SimulatedView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// Marks the view for the next layout pass (`setNeedsLayout()`).
    public func setNeedsLayout() { needsLayout = true }

    /// Runs a layout pass over the view and its subviews if any needs one (`layoutIfNeeded()`): the
    /// hierarchy's engine solves its constraints, then each view marked for layout, from the top, lays out
    /// its subviews (R176).
    public func layoutIfNeeded() { LayoutPass(root: rootView).run(from: self) }

    /// UIKit's `removeFromSuperview()` (R175): the constraints installed on this view or above it that
    /// relate `removed` or anything in it (its subviews, their guides) are deactivated.
    func deactivateConstraints(reachingInto removed: SimulatedView) {
        var current: SimulatedView? = self
        var any = false
        while let view = current, !any {
            any = !(view.layout?.constraints.isEmpty ?? true)
            current = view.superview
        }
        guard any else { return }
        var installed: [LayoutConstraint] = []
        current = self
        while let view = current {
            installed.append(contentsOf: view.layout?.constraints ?? [])
            current = view.superview
        }
        func isInside(_ item: LayoutItem?) -> Bool {
            guard let view = item?.view else { return false }
            return removed.contains(view)
        }
        for constraint in installed where isInside(constraint.firstItem) || isInside(constraint.secondItem) {
            constraint.deactivate()
        }
    }

    // MARK: Safe area and margins

    /// The part of the view its window's safe area does not cover (R178): its superview's unsafe edges where
    /// they overlap the view's frame, counted only inside the superview's bounds, so that a view moved past
    /// its superview's edge keeps its superview's inset rather than growing (UIKit caps it so); the window's
    /// own insets for the window; zero outside a window.
    public var safeAreaInsets: EdgeInsets {
        guard let superview else { return layout?.windowSafeArea ?? .zero }
        let parent = superview.safeAreaInsets
        guard parent != .zero else { return .zero }
        let bounds = superview.model.frame.atOrigin
        let safe = bounds.inset(by: parent)
        let frame = model.transformedFrame
        // The part of the frame inside the superview's bounds.
        let top = max(frame.y, bounds.y)
        let left = max(frame.x, bounds.x)
        let bottom = min(frame.maxY, bounds.maxY)
        let right = min(frame.maxX, bounds.maxX)
        return EdgeInsets(
            top: max(0, min(safe.y - top, frame.height)),
            left: max(0, min(safe.x - left, frame.width)),
            bottom: max(0, min(bottom - safe.maxY, frame.height)),
            right: max(0, min(right - safe.maxX, frame.width)))
    }

    /// The margins layout uses (R179): the app's margins, else 8 points on each side; for a view controller's
    /// root view at least the system minimum (16 points on the sides in a compact-width window, 20 in a
    /// regular one, none above and below); measured from the safe area's edges unless
    /// ``ViewLayout/insetsLayoutMarginsFromSafeArea`` is false.
    public var effectiveLayoutMargins: EdgeInsets {
        let state = layout
        var margins = state?.customLayoutMargins ?? EdgeInsets(all: 8)
        if case .controller = kind, state?.respectsSystemMinimumLayoutMargins ?? true {
            let side: Double = rootView.layout?.windowIsRegularWidth == true ? 20 : 16
            let minimum = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            margins = state?.customLayoutMargins.map { $0.union(minimum) } ?? minimum
        }
        if state?.insetsLayoutMarginsFromSafeArea ?? true { margins = margins + safeAreaInsets }
        return margins
    }

    /// The view's safe-area guide (`safeAreaLayoutGuide`), made when first asked for.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea)
        guide.owningView = self
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The view's margins guide (`layoutMarginsGuide`), made when first asked for.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = LayoutGuide(kind: .layoutMargins)
        guide.owningView = self
        layoutState.marginsGuide = guide
        return guide
    }

    /// The view's guide of `kind` (`.topLayoutSupport` or `.bottomLayoutSupport`: a root view's
    /// `topLayoutGuide` and `bottomLayoutGuide`), made when first asked for.
    public func layoutSupportGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        if let guide = layoutState.guides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(kind: kind)
        addLayoutGuide(guide)
        return guide
    }

    /// `addLayoutGuide(_:)`: the guide belongs to this view (taken from the view it was in).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutState.guides.append(guide)
        guide.owningView = self
        setNeedsLayout()
    }

    /// `removeLayoutGuide(_:)`: the guide leaves the view, and the constraints on it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let layout, layout.guides.contains(where: { $0 === guide }) else { return }
        layout.guides.removeAll { $0 === guide }
        var current: SimulatedView? = self
        while let view = current {
            for constraint in view.layout?.constraints ?? []
            where constraint.firstItem == .guide(guide) || constraint.secondItem == .guide(guide) {
                constraint.deactivate()
            }
            current = view.superview
        }
        guide.owningView = nil
    }

    // MARK: Autoresizing

    /// UIKit's `resizeSubviews(withOldSize:)` (R180): after the view's size changed from `old`, each subview
    /// that keeps its frame by its autoresizing mask takes its share of the change, split among its
    /// flexible parts in proportion to their sizes (evenly when they are all zero). Inside an animation the
    /// subviews animate with it. The view is marked for layout.
    func didResize(from old: Size, animation: PropertyAnimation?, at now: VirtualTime) {
        needsLayout = true
        guard subviews.contains(where: { $0.layout != nil }) else { return }
        for (subview, frame) in autoresizedSubviewFrames(from: old) {
            if let animation {
                let shown = subview.presentationValue(of: .frame(frame), at: now)
                subview.add(
                    PropertyAnimation(
                        from: shown, to: .frame(frame), duration: animation.duration, curve: animation.curve,
                        timing: animation.timing),
                    at: now)
            } else {
                subview.set(.frame(frame))
            }
        }
    }

    /// The frames the subviews that follow their autoresizing masks take now that the view's size changed
    /// from `old` (nothing when it does not resize its subviews); marks the view for layout.
    public func autoresizedSubviewFrames(from old: Size) -> [(SimulatedView, Rect)] {
        needsLayout = true
        guard layout?.autoresizesSubviews ?? true else { return [] }
        let new = model.frame.size
        return subviews.compactMap { subview in
            guard let state = subview.layout, state.translatesAutoresizingMaskIntoConstraints,
                !state.autoresizingMask.isEmpty
            else { return nil }
            let frame = Self.autoresized(subview.model.frame, mask: state.autoresizingMask, from: old, to: new)
            return frame == subview.model.frame ? nil : (subview, frame)
        }
    }

    /// `frame` after its superview went from `old` to `new` under `mask`.
    static func autoresized(_ frame: Rect, mask: ViewLayout.AutoresizingMask, from old: Size, to new: Size) -> Rect {
        func share(
            _ delta: Double, _ parts: (Double, Double, Double), _ flexible: (Bool, Bool, Bool)
        ) -> (Double, Double) {
            let flexibleSizes = [flexible.0 ? parts.0 : 0, flexible.1 ? parts.1 : 0, flexible.2 ? parts.2 : 0]
            let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
            guard count > 0 else { return (0, 0) }
            let total = flexibleSizes.reduce(0, +)
            if total <= 0 {
                let each = delta / Double(count)
                return (flexible.0 ? each : 0, flexible.1 ? each : 0)
            }
            return (delta * flexibleSizes[0] / total, delta * flexibleSizes[1] / total)
        }
        let horizontal = share(
            new.width - old.width, (frame.x, frame.width, old.width - frame.x - frame.width),
            (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = share(
            new.height - old.height, (frame.y, frame.height, old.height - frame.y - frame.height),
            (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        return Rect(
            x: frame.x + horizontal.0, y: frame.y + vertical.0, width: frame.width + horizontal.1,
            height: frame.height + vertical.1)
    }

    // MARK: Engine frames

    /// UIView's own `layoutSubviews()` (R176): each subview that constraints place takes the frame the
    /// engine found for it.
    public func applyEngineFrames() {
        applyEngineFrames { view, frame in view.set(.frame(frame)) }
    }

    /// ``applyEngineFrames()``, each frame given to `apply` (AdaptiveUIKit's, which an animation block
    /// records).
    public func applyEngineFrames(_ apply: (SimulatedView, Rect) -> Void) {
        guard let engine = rootView.layout?.engine else { return }
        applyEngineFrames(engine: engine, apply)
    }

    func applyEngineFrames(engine: LayoutEngine, _ apply: (SimulatedView, Rect) -> Void) {
        guard engine.placesViews else { return }
        for subview in subviews {
            guard let frame = engine.frame(of: subview), frame != subview.model.frame else { continue }
            apply(subview, frame)
        }
    }

    /// The size the view's constraints give it when its width and height are only wished to be `target`'s
    /// at `priorities` (horizontal, vertical): UIKit's `systemLayoutSizeFitting`, solved on its own.
    public func fittingSize(target: Size, priorities: (Double, Double)) -> Size {
        let engine = LayoutEngine(fitting: (target, priorities.0, priorities.1))
        engine.update(root: self)
        return engine.rootSize(of: self)
    }

    /// Whether the constraints leave the view's position or size undetermined (`hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return rootView.layout?.engine?.isAmbiguous(self) ?? false
    }
}
