import AdaptivePresentation
import Foundation

/// A view that lines up its arranged subviews along an axis, as UIKit's `UIStackView`, with the constraints
/// UIKit's stack view makes (named `UISV-…` as UIKit names them), solved by the same engine as the app's.
///
/// Hidden arranged views take no room and no spacing (`UISV-hiding`, priority 999.999). Baseline alignments
/// align bottom edges (text has no font metrics here). A stack view has no natural size of its own: its
/// arranged views' sizes and its constraints give it one.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack view's length (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged views sit across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// `leading` for a horizontal stack view.
        public static var top: Alignment { .leading }
        /// `trailing` for a horizontal stack view.
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack view lines up, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The space between neighbours (0 by default; the least space for the equal-spacing distributions).
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether the views are lined up within the layout margins rather than the bounds (false by default).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Stored only: baselines are bottom edges here.
    open var isBaselineRelativeArrangement = false

    private var madeConstraints: [LayoutConstraint] = []
    private var gapGuides: [LayoutGuide] = []

    /// A stack view lining up `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds `view` at the end of the arranged views (and as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementChanged()
    }

    /// An arranged view that left the stack view's subviews leaves the arranged views.
    func arrangedSubviewLeft(_ view: UIView) {
        guard view.superview !== self else { return }
        removeArrangedSubview(view)
    }

    /// Makes the stack view's constraints again for its arrangement now.
    func arrangementChanged() {
        for constraint in madeConstraints { constraint.deactivate() }
        madeConstraints = []
        for guide in gapGuides { simulatedView.removeLayoutGuide(guide) }
        gapGuides = []
        let views = arrangedSubviews.filter { $0.superview === self }
        guard !views.isEmpty else { return }
        let horizontal = axis == .horizontal
        let relative = isLayoutMarginsRelativeArrangement
        let start: LayoutAttribute =
            horizontal ? (relative ? .leadingMargin : .leading) : (relative ? .topMargin : .top)
        let end: LayoutAttribute =
            horizontal ? (relative ? .trailingMargin : .trailing) : (relative ? .bottomMargin : .bottom)
        let crossStart: LayoutAttribute =
            horizontal ? (relative ? .topMargin : .top) : (relative ? .leadingMargin : .leading)
        let crossEnd: LayoutAttribute =
            horizontal ? (relative ? .bottomMargin : .bottom) : (relative ? .trailingMargin : .trailing)
        let crossCenter: LayoutAttribute =
            horizontal ? (relative ? .centerYWithinMargins : .centerY) : (relative ? .centerXWithinMargins : .centerX)
        let length: LayoutAttribute = horizontal ? .width : .height
        let crossLength: LayoutAttribute = horizontal ? .height : .width
        let me = LayoutItem.view(simulatedView)
        func make(
            _ name: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
            _ relation: LinearConstraint.Relation,
            _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
            priority: Double = 1000
        ) {
            let constraint = LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                identifier: name)
            try? constraint.activate()
            madeConstraints.append(constraint)
        }
        let shown = views.filter { !$0.isHidden }
        // Along the axis: the first shown view at the start, each next one after the previous, the last at
        // the end; hidden views take no length.
        var previous: UIView?
        for view in views {
            let item = LayoutItem.view(view.simulatedView)
            if view.isHidden {
                make("UISV-hiding", item, length, .equal, nil, .notAnAttribute, priority: 999.999)
                if let previous {
                    make(
                        "UISV-spacing", item, horizontal ? .leading : .top, .equal, .view(previous.simulatedView),
                        horizontal ? .trailing : .bottom)
                } else {
                    make("UISV-canvas-connection", item, horizontal ? .leading : .top, .equal, me, start)
                }
                continue
            }
            if let previous {
                let previousItem = LayoutItem.view(previous.simulatedView)
                let previousEnd: LayoutAttribute = horizontal ? .trailing : .bottom
                let viewStart: LayoutAttribute = horizontal ? .leading : .top
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    make("UISV-spacing", item, viewStart, .equal, previousItem, previousEnd, constant: Double(spacing))
                case .equalSpacing, .equalCentering:
                    make(
                        "UISV-spacing", item, viewStart, .greaterThanOrEqual, previousItem, previousEnd,
                        constant: Double(spacing))
                    let gap = LayoutGuide(identifier: "UISV-distributing")
                    simulatedView.addLayoutGuide(gap)
                    gapGuides.append(gap)
                    let gapItem = LayoutItem.guide(gap)
                    let centering = distribution == .equalCentering
                    let gapStart: LayoutAttribute = horizontal ? .leading : .top
                    let gapEnd: LayoutAttribute = horizontal ? .trailing : .bottom
                    let center: LayoutAttribute = horizontal ? .centerX : .centerY
                    make(
                        "UISV-distributing-edge", gapItem, gapStart, .equal, previousItem,
                        centering ? center : previousEnd)
                    make("UISV-distributing-edge", gapItem, gapEnd, .equal, item, centering ? center : viewStart)
                    if gapGuides.count > 1 {
                        make(
                            "UISV-fill-equally", gapItem, length, .equal, .guide(gapGuides[0]), length,
                            priority: centering ? 149 : 1000)
                    }
                }
            } else {
                make("UISV-canvas-connection", item, horizontal ? .leading : .top, .equal, me, start)
            }
            previous = view
        }
        if let last = views.last(where: { !$0.isHidden }) ?? views.last {
            make("UISV-canvas-connection", me, end, .equal, .view(last.simulatedView), horizontal ? .trailing : .bottom)
        }
        if distribution == .fillEqually, let first = shown.first {
            for view in shown.dropFirst() {
                make("UISV-fill-equally", .view(view.simulatedView), length, .equal, .view(first.simulatedView), length)
            }
        }
        if distribution == .fillProportionally {
            let sizes = shown.map { view -> Double in
                let size = view.intrinsicContentSize
                return max(0, Double(horizontal ? size.width : size.height))
            }
            let total = sizes.reduce(0, +) + Double(spacing) * Double(max(0, shown.count - 1))
            if total > 0 {
                for (index, (view, size)) in zip(shown, sizes).enumerated() {
                    make(
                        "UISV-fill-proportionally", .view(view.simulatedView), length, .equal, me, length,
                        multiplier: size / total, priority: max(1, 999 - Double(index)))
                }
            }
        }
        // Across the axis.
        for view in views {
            let item = LayoutItem.view(view.simulatedView)
            let viewStart: LayoutAttribute = horizontal ? .top : .leading
            let viewEnd: LayoutAttribute = horizontal ? .bottom : .trailing
            let viewCenter: LayoutAttribute = horizontal ? .centerY : .centerX
            switch alignment {
            case .fill:
                make("UISV-alignment", item, viewStart, .equal, me, crossStart)
                make("UISV-alignment", me, crossEnd, .equal, item, viewEnd)
            case .leading:
                make("UISV-alignment", item, viewStart, .equal, me, crossStart)
                make("UISV-spanning-boundary", me, crossEnd, .greaterThanOrEqual, item, viewEnd)
            case .center:
                make("UISV-alignment", item, viewCenter, .equal, me, crossCenter)
                make("UISV-spanning-boundary", item, viewStart, .greaterThanOrEqual, me, crossStart)
                make("UISV-spanning-boundary", me, crossEnd, .greaterThanOrEqual, item, viewEnd)
            case .trailing, .firstBaseline, .lastBaseline:
                make("UISV-alignment", me, crossEnd, .equal, item, viewEnd)
                make("UISV-spanning-boundary", item, viewStart, .greaterThanOrEqual, me, crossStart)
            }
            if alignment != .fill {
                make("UISV-ambiguity-suppression", item, crossLength, .equal, nil, .notAnAttribute, priority: 25)
            }
        }
        if alignment != .fill {
            make("UISV-spanning-fit", me, crossLength, .equal, nil, .notAnAttribute, priority: 51)
        }
        setNeedsLayout()
    }
}
