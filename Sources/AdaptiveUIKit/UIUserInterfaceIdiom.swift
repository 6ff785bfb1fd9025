import AdaptivePresentation

/// The kind of device, as UIKit's `UIUserInterfaceIdiom` (raw values are UIKit's). The simulation's devices
/// are phones and pads.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6

    init(_ idiom: UserInterfaceIdiom) {
        self = idiom == .phone ? .phone : .pad
    }
}
