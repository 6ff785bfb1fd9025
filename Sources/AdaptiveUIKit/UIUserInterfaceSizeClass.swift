import AdaptivePresentation

/// A size class, as UIKit's `UIUserInterfaceSizeClass` (raw values are UIKit's).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = 0
    case compact = 1
    case regular = 2

    init(_ sizeClass: SizeClass) {
        self = sizeClass == .compact ? .compact : .regular
    }

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
