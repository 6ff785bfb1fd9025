/// A visual effect, as UIKit's `UIVisualEffect`: what a ``UIVisualEffectView`` shows. Nothing is drawn.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// An effect.
    public override init() {}
}
