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

/// The vibrancy of content over a blur, as UIKit's `UIVibrancyEffect`: the blur and the style are kept;
/// nothing is drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The amount of vibrancy, as UIKit's `UIVibrancyEffectStyle`.
    public enum Style: Int, Sendable, Hashable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// The style, when one was given.
    public let style: Style?

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    /// iOS 13+: vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
