/// A view's Auto Layout and autoresizing state (UIKit keeps it on `UIView`): the constraints installed on
/// it, how it takes part in layout, its margins, guides and content size preferences.
public final class ViewLayout {
    /// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask` (its raw values).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The active constraints installed on the view (UIKit's `constraints`), oldest first.
    public internal(set) var constraints: [LayoutConstraint] = []
    /// Whether the view's frame is fixed by its frame and autoresizing mask (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`, true by default) rather than by constraints.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// How the view follows its superview's size changes.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews by their masks when its size changes (true by default).
    public var autoresizesSubviews = true
    /// The margins the app set (UIKit's `layoutMargins`); `nil` for the default: 8 points on each side, and
    /// for a view controller's root view the system minimum margins (``SimulatedView/effectiveLayoutMargins``).
    public var customLayoutMargins: EdgeInsets?
    /// Whether the margins are measured from the safe area's edges (true by default).
    public var insetsLayoutMarginsFromSafeArea = true
    /// Whether a root view's margins are at least the system minimum (true by default; set on the
    /// controller in UIKit).
    public var respectsSystemMinimumLayoutMargins = true
    /// The view's natural size (UIKit's `intrinsicContentSize`); a negative component is
    /// `UIView.noIntrinsicMetric`. A host that computes it answers instead (``SimulatedView/layoutHost``).
    public var intrinsicContentSize = Size(width: -1, height: -1)
    /// A priority for each axis.
    public struct AxisPriorities: Hashable, Sendable {
        public var horizontal: Double
        public var vertical: Double
        public init(horizontal: Double, vertical: Double) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// Content hugging priorities (250 on each axis by default).
    public var contentHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// Compression resistance priorities (750 on each axis by default).
    public var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    /// The app's layout guides (`layoutGuides`), oldest first.
    public internal(set) var guides: [LayoutGuide] = []
    /// Whether a layout pass must lay out the view's subviews (`setNeedsLayout()`).
    public internal(set) var needsLayout = false
    /// The window's safe-area insets and whether its width is regular: set on the window's own view.
    var windowSafeArea: EdgeInsets?
    var windowIsRegularWidth = false
    /// The engine of a hierarchy whose root this view is.
    var engine: LayoutEngine?
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?

    init() {}
}

/// What answers for a view in the layout pass: AdaptiveUIKit's `UIView`, whose overrides are the app's code.
public protocol SimulatedViewLayoutHost: AnyObject {
    /// The view's natural size (`intrinsicContentSize`); negative components for none.
    func intrinsicSizeForLayout() -> Size
    /// The layout pass reached the view (`layoutSubviews()`, with a controller's `viewWillLayoutSubviews()`
    /// and `viewDidLayoutSubviews()` around it for its root view). The default places the subviews the
    /// engine positions (``SimulatedView/applyEngineFrames()``).
    func layoutPassReachedView()
}
