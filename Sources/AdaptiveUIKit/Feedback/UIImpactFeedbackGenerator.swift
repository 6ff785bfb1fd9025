import Foundation

/// Feedback for a collision or a snap into place, as UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The impact's mass, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable, Hashable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// iOS 13+: a soft, flexible impact.
        case soft
        /// iOS 13+: a hard, rigid impact.
        case rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle
    /// Simulation only: the intensity of each impact, oldest first (1 for ``impactOccurred()``).
    public private(set) var intensities: [CGFloat] = []

    /// A generator of `style` impacts (medium by default, as UIKit's `init()`).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Gives an impact.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// iOS 13+: gives an impact of `intensity`, 0 to 1.
    open func impactOccurred(intensity: CGFloat) {
        intensities.append(intensity)
        occurrences += 1
    }
}
