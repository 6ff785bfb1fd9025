/// How a view lays out its content when its bounds change, as UIKit's `UIView.ContentMode` (stored only:
/// nothing is drawn).
extension UIView {
    public enum ContentMode: Int, Sendable, Hashable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
