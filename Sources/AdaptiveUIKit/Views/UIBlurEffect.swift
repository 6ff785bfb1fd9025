/// A blur, as UIKit's `UIBlurEffect` (the background of many presentation controllers). Nothing is drawn: the
/// style is kept.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material, as UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// A lighter blur than `.light`.
        case extraLight
        /// A light blur.
        case light
        /// A dark blur.
        case dark
        /// The regular blur, adapting to the appearance.
        case regular = 4
        /// A more opaque blur, adapting to the appearance.
        case prominent
        /// iOS 13+: the thinnest material.
        case systemUltraThinMaterial
        /// iOS 13+: a thin material.
        case systemThinMaterial
        /// iOS 13+: the default material.
        case systemMaterial
        /// iOS 13+: a thick material.
        case systemThickMaterial
        /// iOS 13+: the material of bars.
        case systemChromeMaterial
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
