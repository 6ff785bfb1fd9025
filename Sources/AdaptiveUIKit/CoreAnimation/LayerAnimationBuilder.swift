import AdaptivePresentation
import Foundation

/// Turns an app's `CAAnimation` into the model's layer animation segments (R183) for a view whose values
/// are `model` and which shows `shown(property)` now.
@MainActor
struct LayerAnimationBuilder {
    let model: ViewValues
    let shown: (PropertyAnimation.Value) -> PropertyAnimation.Value
    let now: VirtualTime

    /// The segments of `animation` starting at `start`, one list per animated property, each with where it is
    /// cut short (at `limit`, a group's end: not scaled, clipped); empty for what the model does not draw.
    func segments(
        of animation: CAAnimation, start: VirtualTime, limit: VirtualTime? = nil, inGroup: Bool = false
    ) -> [(segments: [PropertyAnimation], clippedEnd: VirtualTime?)] {
        // In a group, a child with no duration of its own takes the group's (choice 95).
        let own =
            inGroup && animation.duration <= 0 && limit != nil
            ? limit ?? .zero : (VirtualTime(seconds: animation.effectiveDuration) ?? .zero)
        let begin = start
        let duration = own
        let clip = limit.map { start + $0 }
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).flatMap { child in
                let offset = VirtualTime(seconds: max(0, child.beginTime)) ?? .zero
                let remaining = offset < own ? own - offset : .zero
                return segments(of: child, start: begin + offset, limit: remaining, inGroup: true).map {
                    ($0.segments, [$0.clippedEnd, clip].compactMap { $0 }.min())
                }
            }
        }
        guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath,
            let path = KeyPath(keyPath)
        else { return [] }
        let values: [PropertyAnimation.Value]
        var curves: [TimingCurve] = []
        var times: [Double] = []
        var discrete = false
        switch property {
        case let spring as CASpringAnimation:
            guard let (from, to) = endpoints(of: spring, path) else { return [] }
            let steps = max(1, Int((duration.seconds * 60).rounded(.up)))
            values = (0...steps).map { step in
                let t = duration.seconds * Double(step) / Double(steps)
                return from.mixed(with: to, progress: spring.progress(at: t))
            }
            times = (0...steps).map { Double($0) / Double(steps) }
        case let basic as CABasicAnimation:
            guard let (from, to) = endpoints(of: basic, path) else { return [] }
            values = [from, to]
            times = [0, 1]
            curves = [basic.timingFunction?.curve ?? .linear]
        case let keyframes as CAKeyframeAnimation:
            let given = (keyframes.values ?? []).compactMap { path.value($0, model: model) }
            guard given.count == keyframes.values?.count, given.count >= 1 else { return [] }
            values = given
            let keyTimes = (keyframes.keyTimes ?? []).map(\.doubleValue)
            times =
                keyTimes.count == given.count && keyframes.calculationMode != .paced
                ? keyTimes : (0..<given.count).map { given.count == 1 ? 0 : Double($0) / Double(given.count - 1) }
            curves = (keyframes.timingFunctions ?? []).map(\.curve)
            discrete = keyframes.calculationMode == .discrete
        default:
            return []
        }
        var list: [PropertyAnimation] = []
        let repeats = max(1, Int(Double(animation.repeatCount).rounded(.up)))
        let shortest = VirtualTime(seconds: 0, nanoseconds: 1)
        var cycleStart = begin
        for _ in 0..<repeats {
            var passes = [(values, times)]
            if animation.autoreverses { passes.append((values.reversed(), times.reversed().map { 1 - $0 })) }
            for (passValues, passTimes) in passes {
                for index in 0..<max(1, passValues.count - 1) {
                    let from = passValues[index]
                    let to = passValues.count > 1 ? passValues[index + 1] : from
                    let t0 = passTimes[index]
                    let t1 = passValues.count > 1 ? passTimes[index + 1] : 1
                    let length = max(duration.scaled(by: max(0, t1 - t0)), shortest)
                    list.append(
                        PropertyAnimation(
                            from: from, to: discrete ? from : to, duration: length,
                            curve: index < curves.count ? curves[index] : .linear,
                            timing: .running(start: cycleStart + duration.scaled(by: max(0, t0)))))
                }
                cycleStart = cycleStart + duration
            }
        }
        return [(list, clip)]
    }

    /// A basic animation's first and last values: `fromValue` else what shows now; `toValue`, else
    /// `fromValue + byValue`, else the model.
    private func endpoints(of animation: CABasicAnimation, _ path: KeyPath) -> (
        PropertyAnimation.Value, PropertyAnimation.Value
    )? {
        let from = animation.fromValue.flatMap { path.value($0, model: model) } ?? shown(path.modelValue(model))
        if let toValue = animation.toValue {
            guard let to = path.value(toValue, model: model) else { return nil }
            return (from, to)
        }
        if let by = animation.byValue, let number = KeyPath.number(by), let start = path.number(of: from) {
            guard let to = path.value(start + number, model: model) else { return nil }
            return (from, to)
        }
        return (from, path.modelValue(model))
    }

    /// A key path the model draws, and how its values become the model's.
    enum KeyPath {
        case opacity, position, positionX, positionY, bounds, boundsSize, boundsWidth, boundsHeight, transform
        case scale, scaleX, scaleY, rotation, translationX, translationY

        init?(_ keyPath: String) {
            switch keyPath {
            case "opacity": self = .opacity
            case "position": self = .position
            case "position.x": self = .positionX
            case "position.y": self = .positionY
            case "bounds": self = .bounds
            case "bounds.size": self = .boundsSize
            case "bounds.size.width": self = .boundsWidth
            case "bounds.size.height": self = .boundsHeight
            case "transform": self = .transform
            case "transform.scale": self = .scale
            case "transform.scale.x": self = .scaleX
            case "transform.scale.y": self = .scaleY
            case "transform.rotation", "transform.rotation.z": self = .rotation
            case "transform.translation.x": self = .translationX
            case "transform.translation.y": self = .translationY
            default: return nil
            }
        }

        static func number(_ value: Any) -> Double? {
            switch value {
            case let number as Double: number
            case let number as CGFloat: Double(number)
            case let number as Float: Double(number)
            case let number as Int: Double(number)
            case let number as NSNumber: number.doubleValue
            default: nil
            }
        }

        /// The model's value of this key path's property now.
        func modelValue(_ model: ViewValues) -> PropertyAnimation.Value {
            switch self {
            case .opacity: .alpha(model.alpha)
            case .position, .positionX, .positionY, .bounds, .boundsSize, .boundsWidth, .boundsHeight:
                .frame(model.frame)
            default: .transform(model.transform)
            }
        }

        /// A number of a value of this key path (`byValue`'s base).
        func number(of value: PropertyAnimation.Value) -> Double? {
            switch (self, value) {
            case let (.opacity, .alpha(alpha)): alpha
            case let (.positionX, .frame(frame)): frame.x + frame.width / 2
            case let (.positionY, .frame(frame)): frame.y + frame.height / 2
            case let (.boundsWidth, .frame(frame)): frame.width
            case let (.boundsHeight, .frame(frame)): frame.height
            case let (.scale, .transform(transform)), let (.scaleX, .transform(transform)): transform.a
            case let (.scaleY, .transform(transform)): transform.d
            case let (.translationX, .transform(transform)): transform.tx
            case let (.translationY, .transform(transform)): transform.ty
            default: nil
            }
        }

        /// An app's value (a number, point, size, rectangle or transform) as the model's, around the model's
        /// frame: a position moves the frame keeping its size, a size keeps its centre; a transform component
        /// is relative to the identity.
        func value(_ value: Any, model: ViewValues) -> PropertyAnimation.Value? {
            let frame = model.frame
            let centre = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            func framed(x: Double, y: Double, width: Double, height: Double) -> PropertyAnimation.Value {
                .frame(Rect(x: x - width / 2, y: y - height / 2, width: width, height: height))
            }
            switch self {
            case .opacity: return Self.number(value).map { .alpha($0) }
            case .position:
                guard let point = value as? CGPoint else { return nil }
                return framed(x: Double(point.x), y: Double(point.y), width: frame.width, height: frame.height)
            case .positionX:
                return Self.number(value).map { framed(x: $0, y: centre.y, width: frame.width, height: frame.height) }
            case .positionY:
                return Self.number(value).map { framed(x: centre.x, y: $0, width: frame.width, height: frame.height) }
            case .bounds:
                guard let rect = value as? CGRect else { return nil }
                return framed(x: centre.x, y: centre.y, width: Double(rect.width), height: Double(rect.height))
            case .boundsSize:
                guard let size = value as? CGSize else { return nil }
                return framed(x: centre.x, y: centre.y, width: Double(size.width), height: Double(size.height))
            case .boundsWidth:
                return Self.number(value).map { framed(x: centre.x, y: centre.y, width: $0, height: frame.height) }
            case .boundsHeight:
                return Self.number(value).map { framed(x: centre.x, y: centre.y, width: frame.width, height: $0) }
            case .transform:
                if let transform = value as? CATransform3D {
                    return .transform(CATransform3DGetAffineTransform(transform).model)
                }
                if let transform = value as? CGAffineTransform { return .transform(transform.model) }
                return nil
            case .scale: return Self.number(value).map { .transform(Transform.scale($0, $0)) }
            case .scaleX: return Self.number(value).map { .transform(Transform.scale($0, 1)) }
            case .scaleY: return Self.number(value).map { .transform(Transform.scale(1, $0)) }
            case .rotation:
                return Self.number(value).map { .transform(CGAffineTransform(rotationAngle: CGFloat($0)).model) }
            case .translationX:
                return Self.number(value).map { .transform(Transform(a: 1, b: 0, c: 0, d: 1, tx: $0, ty: 0)) }
            case .translationY:
                return Self.number(value).map { .transform(Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: $0)) }
            }
        }
    }
}
