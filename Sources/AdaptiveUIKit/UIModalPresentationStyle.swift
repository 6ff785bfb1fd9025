import AdaptivePresentation

/// How a view controller is presented, as UIKit's `UIModalPresentationStyle` (raw values are UIKit's).
public enum UIModalPresentationStyle: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    /// iOS 13+: the system picks (`.pageSheet` for most controllers; `.fullScreen` before iOS 13).
    case automatic = -2
    /// No adaptation (an adaptive delegate's "keep the current style").
    case none = -1

    /// The simulation's style.
    var model: PresentationStyle {
        switch self {
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .currentContext: .currentContext
        case .custom: .custom
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        case .popover: .popover
        case .automatic: .automatic
        case .none: .none
        }
    }

    init(_ style: PresentationStyle) {
        switch style {
        case .fullScreen: self = .fullScreen
        case .pageSheet: self = .pageSheet
        case .formSheet: self = .formSheet
        case .currentContext: self = .currentContext
        case .custom: self = .custom
        case .overFullScreen: self = .overFullScreen
        case .overCurrentContext: self = .overCurrentContext
        case .popover: self = .popover
        case .automatic: self = .automatic
        case .none: self = .none
        }
    }

    public var description: String { model.rawValue }
}
