import Foundation

/// An image, as UIKit's `UIImage`: a named resource found in a bundle, so that views can be configured as in
/// the app; nothing is decoded or drawn.
public final class UIImage: Sendable {
    /// The path of the image file.
    public let path: String

    /// The image `name` in `bundle` (the main bundle when nil): `name` itself when it has an extension, else
    /// `name.png`, then `name.jpg`. Nil when there is no such file, as in UIKit (asset catalogs are not read).
    public init?(named name: String, in bundle: Bundle? = nil) {
        guard !name.isEmpty else { return nil }
        let bundle = bundle ?? Bundle.main
        let url = URL(fileURLWithPath: name)
        let candidates =
            url.pathExtension.isEmpty
            ? [(name, "png"), (name, "jpg")] : [(url.deletingPathExtension().lastPathComponent, url.pathExtension)]
        guard let found = candidates.lazy.compactMap({ bundle.path(forResource: $0.0, ofType: $0.1) }).first else {
            return nil
        }
        path = found
    }

    /// The image in the file at `path`; nil when there is no such file.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.path = path
    }
}
