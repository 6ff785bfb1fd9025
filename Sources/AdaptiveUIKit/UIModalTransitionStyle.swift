import AdaptivePresentation

/// The built-in transition animation of a modal presentation, as UIKit's `UIModalTransitionStyle` (R89):
/// played when no custom animator takes over (R84).
public enum UIModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3

    init(_ style: ModalTransitionStyle) {
        switch style {
        case .coverVertical: self = .coverVertical
        case .flipHorizontal: self = .flipHorizontal
        case .crossDissolve: self = .crossDissolve
        case .partialCurl: self = .partialCurl
        }
    }

    var model: ModalTransitionStyle {
        switch self {
        case .coverVertical: .coverVertical
        case .flipHorizontal: .flipHorizontal
        case .crossDissolve: .crossDissolve
        case .partialCurl: .partialCurl
        }
    }
}
