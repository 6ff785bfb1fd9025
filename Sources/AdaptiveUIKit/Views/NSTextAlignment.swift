/// Text alignment, as UIKit's `NSTextAlignment` (stored only: nothing is drawn).
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
