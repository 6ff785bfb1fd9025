/// The coordinator UIKit passes during an animated size or trait change (`UIViewControllerTransitionCoordinator`).
///
/// `willPresentWithAdaptiveStyle` receives one during a size change and `nil` at the initial presentation.
public final class TransitionCoordinator {
    /// The traits being transitioned to.
    public let traitCollection: TraitCollection
    /// The window size being transitioned to.
    public let size: Size

    public init(traitCollection: TraitCollection, size: Size) {
        self.traitCollection = traitCollection
        self.size = size
    }
}
