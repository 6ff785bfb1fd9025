import Foundation

/// A view showing an image, as UIKit's `UIImageView`: the image is kept; nothing is drawn. The chapter's
/// `ViewScaleable` photo is one: its frame is where a scale transition starts.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; a new one changes the view's natural size.
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view is highlighted.
    open var isHighlighted = false

    /// A view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// A view showing `image`, or `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
