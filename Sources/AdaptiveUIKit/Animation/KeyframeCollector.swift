/// The keyframes of the `animateKeyframes` block being built.
@MainActor
final class KeyframeCollector {
    static var stack: [KeyframeCollector] = []
    var keyframes: [(Double, Double, AnimationRecorder)] = []
}
