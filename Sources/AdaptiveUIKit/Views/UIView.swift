import AdaptivePresentation
import Foundation

/// A view, as UIKit's `UIView`: a frame in its superview's coordinates, bounds, centre, transform, alpha, a
/// hierarchy and a ``layer``, kept in the simulation's view (``simulatedView``), so that what the app's code
/// does to views is what the simulated window shows and reports.
///
/// Property changes inside a `UIView.animate` block animate on the window's virtual clock (R114): the model
/// takes the value at once and ``layer``'s ``CALayer/presentation()`` moves. Views draw nothing;
/// `@IBOutlet` properties need the Objective-C runtime and do not compile on Linux (see the article
/// "Testing your app's presentation code").
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The simulation's view behind this one: its hierarchy, model values and animations.
    public internal(set) var simulatedView: SimulatedView
    private var storedLayer: CALayer?

    /// An integer the app uses to find the view (``viewWithTag(_:)``).
    open var tag = 0
    /// Stored only: nothing is drawn.
    open var backgroundColor: UIColor?
    /// Stored only: nothing is drawn.
    open var clipsToBounds = false
    /// Stored only: touches are not simulated.
    open var isUserInteractionEnabled = true
    /// Stored only: nothing is drawn.
    open var contentMode: ContentMode = .scaleToFill
    /// Stored only: nothing is drawn.
    open var tintColor: UIColor?
    /// Stored only: nothing is drawn.
    open var isOpaque = true
    /// Stored only: nothing is drawn.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// The gesture recognizers attached to the view (``addGestureRecognizer(_:)``), oldest first; `nil`
    /// when there are none, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            attachedRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var attachedRecognizers: [UIGestureRecognizer] = []
    /// The layout guides the app reached through this view, kept as long as it is.
    var keptGuides: [UILayoutGuide] = []
    /// Whether ``updateConstraints()`` is due.
    var needsUpdateConstraintsFlag = false
    /// The controller whose root view this is.
    weak var viewController: UIViewController?

    /// A view with a frame.
    public init(frame: CGRect) {
        simulatedView = SimulatedView(.view("UIView"), frame: frame.model)
        super.init()
        simulatedView.host = self
        simulatedView.layoutHost = UIViewLayoutBridge(owner: self)
        simulatedView.relabel(.view(String(describing: type(of: self))))
    }

    /// A view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Called for views archived in a storyboard or nib (their frames are not decoded).
    public required init?(coder: NSCoder) {
        simulatedView = SimulatedView(.view("UIView"), frame: .zero)
        super.init()
        simulatedView.host = self
        simulatedView.layoutHost = UIViewLayoutBridge(owner: self)
        simulatedView.relabel(.view(String(describing: type(of: self))))
    }

    /// A view standing for a simulation view that has none (a container, wrapper or dimming view). A
    /// convenience initializer: a designated one that app code cannot override would stop every subclass
    /// that overrides `init(frame:)` and `init?(coder:)` from inheriting `init()`, as UIKit's subclasses do.
    convenience init(adopting view: SimulatedView) {
        self.init(frame: .zero)
        simulatedView = view
        view.host = self
        view.layoutHost = UIViewLayoutBridge(owner: self)
    }

    /// The AdaptiveUIKit view of a simulation view, made the first time one is asked for.
    static func wrapping(_ view: SimulatedView) -> UIView {
        if let owner = view.host as? UIView { return owner }
        return UIView(adopting: view)
    }

    /// Names the view in the simulation's reports: a popover anchor's name, and a view's in `layers`.
    open var accessibilityIdentifier: String? {
        didSet {
            if case .view = simulatedView.kind {
                simulatedView.relabel(.view(accessibilityIdentifier ?? String(describing: type(of: self))))
            }
        }
    }

    // MARK: Geometry

    /// The clock the view's animations run on: its window's, else the newest window's.
    var clock: Window? { window?.simulation ?? UIWindow.latest?.simulation }

    /// The frame in the superview's coordinates: with a transform, the box around the transformed bounds.
    /// Setting it with a transform other than the identity moves the centre and keeps the bounds.
    open var frame: CGRect {
        get { CGRect(simulatedView.model.transformedFrame) }
        set {
            guard transform.isIdentity else {
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                return
            }
            change(.frame(newValue.model))
        }
    }

    /// The view's own coordinate space: its size at the origin (scrolling is not modelled).
    open var bounds: CGRect {
        get { CGRect(simulatedView.model.frame.atOrigin) }
        set {
            let centre = center
            change(
                .frame(
                    Rect(
                        x: Double(centre.x - newValue.width / 2), y: Double(centre.y - newValue.height / 2),
                        width: Double(newValue.width), height: Double(newValue.height))))
        }
    }

    /// The centre in the superview's coordinates.
    open var center: CGPoint {
        get {
            let frame = simulatedView.model.frame
            return CGPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        }
        set {
            var frame = simulatedView.model.frame
            frame.x = Double(newValue.x) - frame.width / 2
            frame.y = Double(newValue.y) - frame.height / 2
            change(.frame(frame))
        }
    }

    /// The transform, about the centre.
    open var transform: CGAffineTransform {
        get { CGAffineTransform(simulatedView.model.transform) }
        set { change(.transform(newValue.model)) }
    }

    /// The opacity, 0 to 1.
    open var alpha: CGFloat {
        get { CGFloat(simulatedView.model.alpha) }
        set { change(.alpha(Double(newValue))) }
    }

    /// Whether the view is hidden: a hidden view shows nothing, in the reports too.
    open var isHidden: Bool {
        get { simulatedView.model.isHidden }
        set {
            guard newValue != simulatedView.model.isHidden else { return }
            simulatedView.model.isHidden = newValue
            // A stack view lays its arranged views out again when one shows or hides.
            (superview as? UIStackView)?.arrangementChanged()
        }
    }

    /// Sets a property now, or records it for the animation block being built (R114).
    func change(_ value: PropertyAnimation.Value) {
        if let block = AnimationRecorder.current {
            block.record(value, of: self)
        } else {
            simulatedView.set(value)
        }
    }

    /// The layer that draws the view: its values, and the ones on screen now (``CALayer/presentation()``).
    open var layer: CALayer {
        if let storedLayer { return storedLayer }
        let made = CALayer(view: self)
        storedLayer = made
        return made
    }

    /// Attaches `gestureRecognizer` to the view (taking it from the view it was on). Touches are not
    /// simulated: a test drives the recognizer (``UIGestureRecognizer/simulate(_:at:)``).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self {
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        guard !attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    // MARK: Safe area

    /// The part of the view the window's safe area does not cover (R178): the device's status bar (or sensor
    /// housing) and home indicator insets for the window's orientation, as far as the superview's unsafe edges
    /// overlap the view's frame inside the superview's bounds (model values, transforms included); zero for a
    /// view outside a window. `additionalSafeAreaInsets` and bars are not added.
    open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(simulatedView.safeAreaInsets) }

    // MARK: Hierarchy

    /// Ends editing in the view or below it: the first responder among them resigns. Returns whether one
    /// did (or none was editing).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        func resign(_ view: UIView) -> Bool {
            if view.isFirstResponder { return view.resignFirstResponder() || force }
            for subview in view.subviews where !resign(subview) { return false }
            return true
        }
        return resign(self)
    }

    /// Called after the view is loaded from a storyboard or nib (never, here: views are made in code).
    open func awakeFromNib() {}

    /// Called for Interface Builder's live views (never, here).
    open func prepareForInterfaceBuilder() {}

    /// Accessibility: held only.
    open var isAccessibilityElement = false
    /// Accessibility: held only.
    open var accessibilityLabel: String?
    /// Accessibility: held only.
    open var accessibilityHint: String?
    /// Accessibility: held only.
    open var accessibilityValue: String?

    /// The layout direction the view's content asks for (held: layout is left to right).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// Left to right: the model lays out left to right only.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The next responder: the view's controller for a root view, else its superview.
    open override var next: UIResponder? { viewController ?? superview }

    /// The view that contains this one.
    open var superview: UIView? { simulatedView.superview.map(UIView.wrapping) }

    /// The views this one contains, back to front.
    open var subviews: [UIView] { simulatedView.subviews.map(UIView.wrapping) }

    /// The window that contains the view, if it is in one.
    open var window: UIWindow? {
        var current = simulatedView
        while let parent = current.superview { current = parent }
        return current.host as? UIWindow
    }

    /// Adds `view` on top of the subviews, taking it from its superview.
    open func addSubview(_ view: UIView) {
        simulatedView.addSubview(view.simulatedView)
    }

    /// Inserts `view` just below `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        simulatedView.insertSubview(view.simulatedView, below: siblingSubview.simulatedView)
    }

    /// Inserts `view` just above `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = simulatedView.subviews.firstIndex(where: { $0 === siblingSubview.simulatedView }) else {
            addSubview(view)
            return
        }
        let moving = view.simulatedView
        let current = simulatedView.subviews.firstIndex { $0 === moving }
        simulatedView.insertSubview(moving, at: current.map { $0 < index ? index : index + 1 } ?? index + 1)
    }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        simulatedView.insertSubview(view.simulatedView, at: index)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        let stack = superview as? UIStackView
        simulatedView.removeFromSuperview()
        stack?.arrangedSubviewLeft(self)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.simulatedView.superview === simulatedView else { return }
        simulatedView.insertSubview(view.simulatedView, at: simulatedView.subviews.count)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.simulatedView.superview === simulatedView else { return }
        simulatedView.insertSubview(view.simulatedView, at: 0)
    }

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        view.simulatedView.contains(simulatedView)
    }

    /// The first view in this one's hierarchy (itself included) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Layout

    /// Marks the view to be laid out at the next layout pass (``layoutIfNeeded()``, or the window's).
    open func setNeedsLayout() {
        simulatedView.setNeedsLayout()
    }

    /// Runs the layout pass now for the view and what is below it, if anything needs it: the window's Auto
    /// Layout engine solves the constraints, then each view marked for layout, from the top, gets
    /// ``layoutSubviews()`` (and a controller's root view `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` around it). Inside an animation block the new frames animate (R121).
    open func layoutIfNeeded() {
        simulatedView.layoutIfNeeded()
    }

    /// Places the subviews that constraints position at the frames the engine found for them; override to
    /// place subviews yourself (call `super` to keep the constraints' frames).
    open func layoutSubviews() {
        simulatedView.applyEngineFrames { view, frame in UIView.wrapping(view).change(.frame(frame)) }
    }

    /// The view's natural size: none (``UIView/noIntrinsicMetric`` on both axes) unless a subclass says
    /// (an image view gives its image's size). Constraints hold a view that constraints place at it by its
    /// content hugging and compression resistance priorities.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Override to update the view's constraints before layout; call `super` last.
    open func updateConstraints() {}

    /// The size that fits `size`: the view's current size (override for a view that computes one).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let fitting = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitting)
    }

    /// The smallest size (``UIView/layoutFittingCompressedSize``) or largest (``UIView/layoutFittingExpandedSize``)
    /// the view's constraints allow, as close to `targetSize` as they let it be; the view's intrinsic size
    /// on an axis with no constraint.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// ``systemLayoutSizeFitting(_:)`` with a priority for each axis's target.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let size = simulatedView.fittingSize(
            target: Size(width: Double(targetSize.width), height: Double(targetSize.height)),
            priorities: (Double(horizontalFittingPriority.rawValue), Double(verticalFittingPriority.rawValue)))
        return CGSize(width: size.width, height: size.height)
    }

    /// Keeps an app guide object alive as long as the view (UIKit's views own their guides).
    func keep(_ guide: UILayoutGuide) {
        if !keptGuides.contains(where: { $0 === guide }) { keptGuides.append(guide) }
    }

    // MARK: Coordinates

    /// `rect` of this view's bounds in `view`'s coordinates (the window's when `view` is `nil`), through the
    /// model values of every view on the way, transforms included (the core's geometry, as the reports use).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(simulatedView.convert(rect.model, to: view?.simulatedView))
    }

    /// `rect` of `view`'s bounds (the window's when `nil`) in this view's coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(simulatedView.convert(rect.model, from: view?.simulatedView))
    }

    /// `point` of this view's bounds in `view`'s coordinates (the window's when `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(simulatedView.convert(point.model, to: view?.simulatedView))
    }

    /// `point` of `view`'s bounds (the window's when `nil`) in this view's coordinates.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(simulatedView.convert(point.model, from: view?.simulatedView))
    }

    /// The view's frame in the window's coordinates (a popover anchor's).
    var frameInRoot: CGRect { convert(bounds, to: nil) }

    /// The name the simulation traces for this view.
    var anchorName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }

    // MARK: Snapshots and traits

    /// A view showing what this one shows now, the size of its bounds, outside any hierarchy.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: bounds)
        snapshot.simulatedView.relabel(.view("snapshot(\(simulatedView.name))"))
        return snapshot
    }

    /// A view showing what `rect` of this one shows now, the size of `rect`, outside any hierarchy (the cap
    /// insets are not used: nothing is drawn).
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.simulatedView.relabel(.view("snapshot(\(simulatedView.name))"))
        return snapshot
    }

    /// The traits of the view's window (of the newest window when it is in none).
    open var traitCollection: UITraitCollection {
        let window = self.window ?? UIWindow.latest
        return window.map { UITraitCollection($0.simulation.environment.traits) } ?? UITraitCollection()
    }
}
