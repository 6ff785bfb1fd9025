/// A modal presentation style, as `UIModalPresentationStyle`.
///
/// Raw values are the Swift case names UIKit uses, which are also the names in scenario files and on the
/// command line.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case fullScreen
    case pageSheet
    case formSheet
    case currentContext
    case custom
    case overFullScreen
    case overCurrentContext
    case popover
    /// iOS 13+: the system chooses (R1, R2).
    case automatic
    /// "Do not adapt" as a delegate answer (R8); never a style to present with.
    case none

    public var description: String { rawValue }

    /// The styles a view controller can be presented with (everything but ``none``).
    public static let presentable: [PresentationStyle] = allCases.filter { $0 != .none }

    /// The `.name` token used in call traces: `.fullScreen`.
    public var token: String { "." + rawValue }

    /// Whether this is one of the two sheet styles.
    public var isSheet: Bool { self == .formSheet || self == .pageSheet }

    /// Whether this is one of the two current-context styles (R15).
    public var isCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
}
