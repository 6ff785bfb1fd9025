import AdaptivePresentation
import Foundation

/// Draws images, as UIKit's `UIGraphicsImageRenderer`: nothing is drawn, but the image it makes has the size
/// (and scale) asked for, which is what snapshot-based transitions read.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The size of the images it makes, in points.
    public let size: CGSize
    /// How it renders (its scale: the screen's by default).
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
        super.init()
    }

    /// A renderer of images of `bounds`'s size.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` with a context, then gives the image (of the renderer's size; nothing drawn).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(size: size, scale: format.scale)
        actions(context)
        return context.currentImage
    }
}

/// How a renderer renders, as UIKit's `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    /// Points to pixels: the newest window's screen scale by default.
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the image has no alpha (stored only).
    open var opaque = false

    /// The format of the main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's actions draw into, as UIKit's `UIGraphicsImageRendererContext`: drawing calls are
/// accepted and ignored (there is no Core Graphics on Linux).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    private let size: CGSize
    private let scale: CGFloat

    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
        super.init()
    }

    /// The image so far: the renderer's size.
    open var currentImage: UIImage { UIImage(size: size) }
    /// Fills `rect` (nothing is drawn).
    open func fill(_ rect: CGRect) {}
    /// Strokes `rect` (nothing is drawn).
    open func stroke(_ rect: CGRect) {}
}

/// The image contexts of UIKit's older drawing functions, innermost last.
@MainActor private var imageContextSizes: [CGSize] = []

/// Begins an image context of `size` (UIKit's `UIGraphicsBeginImageContextWithOptions`).
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    imageContextSizes.append(size)
}

/// Begins an image context of `size` at scale 1.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    imageContextSizes.append(size)
}

/// The image of the current context: its size (nothing drawn); `nil` outside a context.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    imageContextSizes.last.map { UIImage(size: $0) }
}

/// Ends the current image context.
@MainActor public func UIGraphicsEndImageContext() {
    if !imageContextSizes.isEmpty { imageContextSizes.removeLast() }
}

extension UIView {
    /// Draws the view's hierarchy into the current context: nothing is drawn; returns whether there is a
    /// context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        !imageContextSizes.isEmpty
    }
}
