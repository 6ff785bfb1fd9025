import AdaptivePresentation
import Foundation

/// Explicit animations (R183), sublayers and masks on a layer.
extension CALayer {
    /// Adds `anim` under `key` (replacing the animation there, which stops unfinished), copied as it is now:
    /// on a view's layer it plays on the window's clock, its values shown by ``presentation()`` and the
    /// reports while the model keeps its own. Its delegate hears `animationDidStart(_:)` now and
    /// `animationDidStop(_:finished:)` when it ends; the enclosing ``CATransaction``'s completion waits for it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let clock = animationClock
        let now = clock?.now ?? .zero
        let name = key ?? "animation-\(ObjectIdentifier(anim).hashValue)"
        if let previous = addedAnimations[name] { stop(name, previous.animation, finished: false) }
        CALayer.serial += 1
        let serial = CALayer.serial
        let begin =
            anim.beginTime > 0 ? (VirtualTime(seconds: max(0, anim.beginTime)) ?? now) : now
        let start = begin < now ? now : begin
        var end =
            start
            + (VirtualTime(
                seconds: anim.effectiveDuration
                    * Double(max(1, Int(Double(anim.repeatCount).rounded(.up))) * (anim.autoreverses ? 2 : 1))) ?? .zero)
        if let simulated = simulatedViewForAnimations {
            let builder = LayerAnimationBuilder(
                model: simulated.model, shown: { simulated.presentationValue(of: $0, at: now) }, now: now)
            for (index, built) in builder.segments(of: anim, start: start).enumerated() where !built.segments.isEmpty {
                let layerAnimation = LayerAnimation(
                    key: "\(name)#\(index)", segments: built.segments, holdsEnd: anim.holdsEnd,
                    removedOnCompletion: anim.isRemovedOnCompletion, serial: serial, clippedEnd: built.clippedEnd)
                simulated.addLayerAnimation(layerAnimation)
                if anim is CAAnimationGroup { continue }
                if let last = layerAnimation.end, last > end { end = last }
            }
        }
        addedAnimations[name] = (anim, serial)
        CATransaction.note(end: end)
        anim.delegate?.animationDidStart(anim)
        let delay = now.distance(to: end)
        UIView.schedule(
            { [weak self] _ in
                guard let self, let added = self.addedAnimations[name], added.serial == serial else { return }
                if anim.isRemovedOnCompletion { self.forget(name) }
                anim.delegate?.animationDidStop(anim, finished: true)
            }, after: delay.seconds, on: clock)
    }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished.
    public func removeAnimation(forKey key: String) {
        guard let added = addedAnimations[key] else { return }
        stop(key, added.animation, finished: false)
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        for key in animationKeys() ?? [] { removeAnimation(forKey: key) }
    }

    /// The animation under `key`, while it is on the layer.
    public func animation(forKey key: String) -> CAAnimation? { addedAnimations[key]?.animation }

    /// The keys of the animations on the layer, oldest first; `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = addedAnimations.sorted { $0.value.serial < $1.value.serial }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    private func stop(_ key: String, _ anim: CAAnimation, finished: Bool) {
        forget(key)
        anim.delegate?.animationDidStop(anim, finished: finished)
    }

    private func forget(_ key: String) {
        addedAnimations[key] = nil
        guard let simulated = simulatedViewForAnimations else { return }
        for layerAnimation in simulated.layerAnimations where layerAnimation.key.hasPrefix("\(key)#") {
            simulated.removeLayerAnimation(forKey: layerAnimation.key)
        }
    }

    private static var serial = 0

    // MARK: Sublayers and masks (held, not drawn)

    /// Adds `layer` on top of the sublayers (held: sublayers are not drawn or laid out).
    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        heldSublayers.append(layer)
        layer.heldSuperlayer = self
    }

    /// Inserts `layer` at `idx` among the sublayers.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        heldSublayers.insert(layer, at: min(Int(idx), heldSublayers.count))
        layer.heldSuperlayer = self
    }

    /// Inserts `layer` below `sibling` (on top when it is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = heldSublayers.firstIndex { $0 === sibling } ?? heldSublayers.count
        heldSublayers.insert(layer, at: index)
        layer.heldSuperlayer = self
    }

    /// Inserts `layer` above `sibling` (on top when it is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = heldSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? heldSublayers.count
        heldSublayers.insert(layer, at: index)
        layer.heldSuperlayer = self
    }

    /// Takes the layer out of its superlayer.
    public func removeFromSuperlayer() {
        guard let superlayer = heldSuperlayer else { return }
        superlayer.heldSublayers.removeAll { $0 === self }
        heldSuperlayer = nil
    }

    /// The sublayers added, back to front; `nil` when there are none.
    public var sublayers: [CALayer]? {
        get { heldSublayers.isEmpty ? nil : heldSublayers }
        set {
            for layer in heldSublayers { layer.heldSuperlayer = nil }
            heldSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one was added to.
    public var superlayer: CALayer? { heldSuperlayer }
}

/// Groups layer changes, as Core Animation's `CATransaction`: its completion block runs on the clock when
/// every animation added inside it has ended (at once when none was); its duration, timing function and
/// disabled actions are kept and read back.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private struct Frame {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (() -> Void)?
        var end: VirtualTime?
    }

    private static var stack: [Frame] = []

    /// Opens a transaction.
    public class func begin() { stack.append(Frame()) }

    /// Closes the innermost transaction: its completion is scheduled for when its animations end.
    public class func commit() {
        guard let frame = stack.popLast() else { return }
        if let end = frame.end, !stack.isEmpty { note(end: end) }
        guard let completion = frame.completion else { return }
        let clock = UIWindow.latest?.simulation
        let now = clock?.now ?? .zero
        let delay = frame.end.map { now.distance(to: max($0, now)).seconds } ?? 0
        let body = MainActorClosure<Bool> { _ in completion() }
        UIView.schedule({ finished in body.call(finished) }, after: delay, on: clock)
    }

    /// Runs nothing: changes are applied as they are made.
    public class func flush() {}

    /// The duration of the innermost transaction's implicit animations (0.25 s by default).
    public class func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }

    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        if !stack.isEmpty { stack[stack.count - 1].duration = dur }
    }

    public class func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }

    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        if !stack.isEmpty { stack[stack.count - 1].timingFunction = function }
    }

    /// Whether implicit animations are off (layers here have none either way).
    public class func disableActions() -> Bool { stack.last?.disableActions ?? false }

    public class func setDisableActions(_ flag: Bool) {
        if !stack.isEmpty { stack[stack.count - 1].disableActions = flag }
    }

    /// The block run when the innermost transaction's animations end.
    public class func completionBlock() -> (() -> Void)? { stack.last?.completion }

    public class func setCompletionBlock(_ block: (() -> Void)?) {
        if !stack.isEmpty { stack[stack.count - 1].completion = block }
    }

    /// An animation added now ends at `end`.
    static func note(end: VirtualTime) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].end = max(stack[stack.count - 1].end ?? end, end)
    }
}
