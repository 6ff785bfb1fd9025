import Foundation

/// An image, as UIKit's `UIImage`: its name and size are kept; nothing is decoded or drawn.
///
/// `UIImage(named:)` always finds the image (the simulation has no asset catalog to look in); its size is
/// zero unless the image was made with one.
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// The name it was loaded by, or the system symbol's name.
    public let name: String?
    /// The image's size in points.
    public let size: CGSize
    /// The scale factor (1).
    public let scale: CGFloat = 1

    /// The image named `name` in the app's bundle.
    public convenience init?(named name: String) {
        self.init(name: name, size: .zero)
    }

    /// The image named `name` in `bundle`, for `traitCollection`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(name: name, size: .zero)
    }

    /// The SF Symbol named `name`.
    public convenience init?(systemName name: String) {
        self.init(name: name, size: .zero)
    }

    /// An unnamed image of `size` (what a renderer would draw).
    public init(size: CGSize) {
        name = nil
        self.size = size
    }

    init(name: String?, size: CGSize) {
        self.name = name
        self.size = size
    }
}
