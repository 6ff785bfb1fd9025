/// How a view's content is laid out by language, as UIKit's `UISemanticContentAttribute` (its raw values):
/// held only (the model lays out left to right).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// A layout direction, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}
