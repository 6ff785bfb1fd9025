import Foundation

/// A view showing a visual effect behind its content, as UIKit's `UIVisualEffectView` (a blurred dimming
/// view). Nothing is drawn; setting ``effect`` inside an animation block takes the new effect at once (the
/// blur's radius is not an animated property of the simulation).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown; `nil` shows none.
    open var effect: UIVisualEffect?
    /// The view to add content to, filling the effect view.
    public let contentView = UIView()

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// An effect view showing no effect, with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = bounds
    }

    /// Called for effect views archived in a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The frame; the content view follows it.
    open override var frame: CGRect {
        didSet { contentView.frame = bounds }
    }

    /// The bounds; the content view follows them.
    open override var bounds: CGRect {
        didSet { contentView.frame = bounds }
    }
}
