/// The user's gesture driving a dismissal (`dismiss: interactive`): the fractions it reports, in order, and
/// how it ends (R108–R111).
public struct InteractiveDismissal: Hashable, Sendable {
    /// How the gesture ends.
    public enum Release: String, Hashable, Sendable, CaseIterable {
        /// `finish()`: the rest runs to the end in `(1 − p) × duration` (R110).
        case finish
        /// `cancel()`: it runs back to the start in `p × duration` (R110, R111).
        case cancel
    }

    /// The fractions passed to `update(_:)`, each clamped to 0…1 as UIKit clamps it (R109).
    public var progress: [Double]
    public var release: Release

    public init(progress: [Double], release: Release = .finish) {
        self.progress = progress
        self.release = release
    }
}
