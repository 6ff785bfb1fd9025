/// An image view, as UIKit's `UIImageView`: its image is stored; nothing is drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?

    /// An image view sized to nothing, showing `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
