/// The API style of a split view controller (R67): the classic two-column API, or a column style made
/// with `init(style:)` (iOS 14+).
public enum SplitStyle: String, Hashable, Sendable, CaseIterable {
    case classic
    case doubleColumn
    case tripleColumn

    /// Whether it is a column style (iOS 14+): the column delegate methods apply, not the classic ones.
    public var isColumnStyle: Bool { self != .classic }
}

/// A column of a column-style split view controller (`UISplitViewController.Column`).
public enum SplitColumn: String, Hashable, Sendable, CaseIterable {
    case primary
    case supplementary
    case secondary
    case compact
    /// iOS 26 (R71).
    case inspector

    /// `.secondary`, as call tokens show it.
    public var token: String { "." + rawValue }
}

/// A display mode, with UIKit's iOS 14 case names (`oneBesideSecondary` was `allVisible`, `secondaryOnly`
/// was `primaryHidden`, `oneOverSecondary` was `primaryOverlay`).
public enum SplitDisplayMode: String, Hashable, Sendable, CaseIterable {
    case automatic
    case secondaryOnly
    case oneBesideSecondary
    case oneOverSecondary
    case twoBesideSecondary
    case twoOverSecondary
    case twoDisplaceSecondary

    public var token: String { "." + rawValue }
}
