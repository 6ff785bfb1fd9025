import AdaptivePresentation
import Foundation

/// The layer behind a view, as Core Animation's `CALayer`: the model values (what the app set) and, through
/// ``presentation()``, what is on screen at this moment of the window's virtual clock (R114).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose layer this is; `nil` for a ``presentation()`` or ``model()`` copy.
    private weak var view: UIView?
    /// A copy's values.
    private var values: ViewValues
    /// Stored only: nothing is drawn.
    open var cornerRadius: CGFloat = 0
    /// Stored only: nothing is drawn.
    open var borderWidth: CGFloat = 0
    /// Stored only: nothing is drawn.
    open var shadowOpacity: Float = 0
    /// Stored only: nothing is drawn.
    open var zPosition: CGFloat = 0
    /// Stored only: nothing is drawn.
    open var borderColor: CGColor? = UIColor.black.cgColor
    /// Stored only: nothing is drawn.
    open var shadowColor: CGColor? = UIColor.black.cgColor
    /// Stored only: nothing is drawn.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Stored only: nothing is drawn.
    open var shadowRadius: CGFloat = 3
    /// Stored only: nothing is drawn.
    open var shadowPath: CGPath?
    /// The corners ``cornerRadius`` rounds (all four by default). Stored only: nothing is drawn.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Stored only: nothing is drawn.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Stored only: nothing is drawn.
    open var shouldRasterize = false
    /// Stored only: nothing is drawn.
    open var rasterizationScale: CGFloat = 1
    /// A copy's background colour.
    private var copyBackgroundColor: CGColor?
    /// The explicit animations added, by key, with the order they were added in.
    var addedAnimations: [String: (animation: CAAnimation, serial: Int)] = [:]
    /// The sublayers added (held only).
    var heldSublayers: [CALayer] = []
    /// The layer this one was added to.
    weak var heldSuperlayer: CALayer?
    /// A layer whose alpha masks this one's content (held only: nothing is drawn).
    open var mask: CALayer?
    /// Stored only: nothing is drawn.
    open var contents: Any?
    /// Where `position` is in the bounds (held only: the model turns about the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Stored only: nothing is drawn.
    open var name: String?

    /// The view's simulated view, where explicit animations play.
    var simulatedViewForAnimations: SimulatedView? { view?.simulatedView }

    /// The clock explicit animations play on: the view's window's, else the newest window's.
    var animationClock: Window? { view?.clock ?? UIWindow.latest?.simulation }

    /// The background colour: a view's layer shares its view's `backgroundColor`, as in UIKit.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? copyBackgroundColor }
        set {
            if let view {
                view.backgroundColor = newValue.map(UIColor.init(cgColor:))
            } else {
                copyBackgroundColor = newValue
            }
        }
    }

    /// A layer of no view, with empty values.
    public required override init() {
        values = ViewValues(frame: .zero)
    }

    init(view: UIView) {
        self.view = view
        values = view.simulatedView.model
    }

    /// The values this layer shows: its view's model values, or the copy's.
    private var current: ViewValues { view?.simulatedView.model ?? values }

    /// The frame in the superlayer's coordinates (the box around the transformed bounds).
    open var frame: CGRect {
        get { CGRect(current.transformedFrame) }
        set {
            if let view { view.frame = newValue } else { values.frame = newValue.model }
        }
    }

    /// The layer's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(current.frame.atOrigin) }
        set {
            if let view { view.bounds = newValue } else { values.frame.width = Double(newValue.width) }
        }
    }

    /// The position of the layer's centre (its anchor point) in the superlayer's coordinates.
    open var position: CGPoint {
        get { CGPoint(x: current.frame.x + current.frame.width / 2, y: current.frame.y + current.frame.height / 2) }
        set {
            if let view { view.center = newValue }
        }
    }

    /// The opacity, 0 to 1 (a view's `alpha`).
    open var opacity: Float {
        get { current.isHidden ? 0 : Float(current.alpha) }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { values.alpha = Double(newValue) }
        }
    }

    /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// Whether the layer is hidden.
    open var isHidden: Bool { current.isHidden }

    /// A transform with depth or perspective that ``transform`` was set to (its affine part is the view's).
    private var depthTransform: CATransform3D?

    /// The transform about the anchor point. An affine one is the view's `transform` and animates with it; one
    /// with depth or perspective (a flip's `m34`) is kept as set, and the view shows its affine part
    /// (`CATransform3DGetAffineTransform`), the flat projection without perspective.
    open var transform: CATransform3D {
        get {
            let affine = CATransform3DMakeAffineTransform(affineTransform())
            guard let depthTransform, CATransform3DGetAffineTransform(depthTransform) == affineTransform() else {
                return affine
            }
            return depthTransform
        }
        set {
            depthTransform = CATransform3DIsAffine(newValue) ? nil : newValue
            setAffineTransform(CATransform3DGetAffineTransform(newValue))
        }
    }

    /// The transform as an affine transform (a view's `transform`).
    open func affineTransform() -> CGAffineTransform { CGAffineTransform(current.transform) }

    /// Sets the transform (a view's `transform`).
    open func setAffineTransform(_ m: CGAffineTransform) {
        if let view { view.transform = m } else { values.transform = m.model }
    }

    /// The layer as it is on screen now, animations in flight included, on its window's clock; `nil` for a
    /// copy.
    open func presentation() -> Self? {
        guard let view else { return nil }
        let copy = Self()
        copy.values = view.simulatedView.presentation(at: view.clock?.now ?? .zero)
        return copy
    }

    /// The model layer: the values the app set, without animations in flight.
    open func model() -> Self {
        guard let view else { return self }
        let copy = Self()
        copy.values = view.simulatedView.model
        return copy
    }
}
