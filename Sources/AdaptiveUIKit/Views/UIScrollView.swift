import AdaptivePresentation
import Foundation

/// A scrolling view, as UIKit's `UIScrollView`: its content size, offset and insets, and its delegate told
/// when the offset changes. Touches are not simulated (a test sets the offset); the subviews keep their
/// frames as the offset changes (the model's bounds stay at the origin), which only drawing would show.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Where the content is scrolled to; setting it tells the delegate (`scrollViewDidScroll(_:)`).
    open var contentOffset: CGPoint = .zero {
        didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } }
    }
    /// Room around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// How the safe area adds to ``contentInset`` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The scroll view's delegate (weak, as in UIKit).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// Whether the user can scroll (stored only).
    open var isScrollEnabled = true
    /// Whether scrolling stops at multiples of the bounds (stored only).
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges (stored only).
    open var bounces = true
    /// Whether the content bounces vertically when shorter than the view (stored only).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally when narrower than the view (stored only).
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows (stored only).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (stored only).
    open var showsHorizontalScrollIndicator = true
    /// How the keyboard is dismissed by dragging (stored only).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The smallest and largest zoom (stored only).
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// The zoom (stored only).
    open var zoomScale: CGFloat = 1
    /// The scroll view's pan gesture.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// How dragging dismisses the keyboard (UIKit's raw values).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The content inset with the safe area added as ``contentInsetAdjustmentBehavior`` says: `.always` adds
    /// every edge; `.automatic` and `.scrollableAxes` the vertical edges when the content scrolls vertically
    /// (taller than the view, or `alwaysBounceVertical`) and the horizontal ones likewise; `.never` none.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// Sets the offset; animated, the delegate also hears `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls so that `rect` of the content shows (its nearest edge to the visible part).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }
}

/// A scroll view's delegate, as UIKit's `UIScrollViewDelegate`: every method has a default.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
