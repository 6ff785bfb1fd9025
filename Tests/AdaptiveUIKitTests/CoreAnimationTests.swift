#if !canImport(UIKit)
    import AdaptivePresentation
    import Foundation
    import Testing

    @testable import AdaptiveUIKit

    /// Core Animation's explicit animations on the window's clock (issue 28, item 2; R183): the model keeps
    /// its values, the presentation shows the animation's, the delegate hears the start and the stop.
    @MainActor
    @Suite("Core Animation's explicit animations")
    struct CoreAnimationTests {
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }

        /// A 100 × 100 view at (0, 0) in a window on an iPhone X.
        private func viewInWindow() throws -> (UIWindow, UIView) {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            controller.view.addSubview(view)
            return (window, view)
        }

        @Test("A basic opacity animation shows over the model, which keeps its value; the delegate hears both ends")
        func basicOpacity() throws {
            let (window, view) = try viewInWindow()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 1
            let listener = Listener()
            fade.delegate = listener
            view.layer.add(fade, forKey: "fade")
            #expect(listener.events == ["start"])
            window.advance(by: 0.25)
            // Linear by default: a quarter of the way.
            #expect(view.layer.presentation()?.opacity == 0.75)
            #expect(view.alpha == 1)
            #expect(view.layer.animation(forKey: "fade") === fade)
            window.advance(by: 0.75)
            #expect(view.layer.presentation()?.opacity == 1)
            #expect(view.layer.animation(forKey: "fade") == nil)
            #expect(listener.events == ["start", "stop true"])
        }

        @Test("Filling forwards and not removed, the last value stays after the end")
        func fillForwards() throws {
            let (window, view) = try viewInWindow()
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: 150, y: 250)
            move.duration = 0.5
            move.fillMode = .forwards
            move.isRemovedOnCompletion = false
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            view.layer.add(move, forKey: "move")
            window.advance(by: 0.25)
            // Ease-in-out is symmetric: half way in time is half way from (50, 50) to (150, 250).
            let half = try #require(view.layer.presentation()?.position)
            #expect(abs(half.x - 100) < 1e-9 && abs(half.y - 150) < 1e-9)
            window.advance(by: 1)
            #expect(view.layer.presentation()?.position == CGPoint(x: 150, y: 250))
            #expect(view.center == CGPoint(x: 50, y: 50))
            #expect(view.layer.animationKeys() == ["move"])
            view.layer.removeAnimation(forKey: "move")
            #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        }

        @Test("A keyframe pulse through 1, 1.2 and 1 at key times 0, 0.5 and 1")
        func keyframes() throws {
            let (window, view) = try viewInWindow()
            let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
            pulse.values = [1.0, 1.2, 1.0]
            pulse.keyTimes = [0, 0.5, 1]
            pulse.duration = 1
            view.layer.add(pulse, forKey: nil)
            window.advance(by: 0.25)
            #expect(abs((view.layer.presentation()?.affineTransform().a ?? 0) - 1.1) < 1e-9)
            window.advance(by: 0.25)
            #expect(abs((view.layer.presentation()?.affineTransform().a ?? 0) - 1.2) < 1e-9)
            window.advance(by: 0.25)
            #expect(abs((view.layer.presentation()?.affineTransform().a ?? 0) - 1.1) < 1e-9)
            window.advance(by: 0.25)
            #expect(view.layer.presentation()?.affineTransform() == .identity)
        }

        @Test("A group plays its children together; removing it stops it unfinished")
        func groupAndRemoval() throws {
            let (window, view) = try viewInWindow()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.0
            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.toValue = 200.0
            let group = CAAnimationGroup()
            group.animations = [fade, grow]
            group.duration = 2
            let listener = Listener()
            group.delegate = listener
            view.layer.add(group, forKey: "both")
            window.advance(by: 0.1)
            // Children with no duration take the group's 2 s (choice 95): 0.1 s is 5 % of the way.
            #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.95) < 1e-6)
            #expect(abs((view.layer.presentation()?.bounds.width ?? 0) - 105) < 1e-6)
            view.layer.removeAnimation(forKey: "both")
            #expect(listener.events == ["start", "stop false"])
            #expect(view.layer.presentation()?.opacity == 1)
            window.advance(by: 2)
            #expect(listener.events == ["start", "stop false"])
        }

        @Test("A child with its own duration is clipped to the group's")
        func groupClipsChildren() throws {
            let (window, view) = try viewInWindow()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 4
            let group = CAAnimationGroup()
            group.animations = [fade]
            group.duration = 1
            view.layer.add(group, forKey: "clipped")
            window.advance(by: 0.5)
            // Not scaled: half a second of a four-second fade is an eighth of the way.
            #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.875) < 1e-6)
            window.advance(by: 0.5)
            #expect(view.layer.presentation()?.opacity == 1)
        }

        @Test("A transaction's completion runs when its animations have ended, not before")
        func transactionCompletion() throws {
            let (window, view) = try viewInWindow()
            var done = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = true }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.5
            fade.duration = 1
            view.layer.add(fade, forKey: "fade")
            CATransaction.commit()
            window.advance(by: 0.9)
            #expect(!done)
            window.advance(by: 0.1)
            #expect(done)
            #expect(CACurrentMediaTime() == window.currentTime)
        }

        @Test("A spring overshoots with light damping and comes to rest at its value")
        func spring() throws {
            let (window, view) = try viewInWindow()
            let spring = CASpringAnimation(keyPath: "position.y")
            spring.fromValue = 50.0
            spring.toValue = 150.0
            spring.damping = 5
            spring.duration = spring.settlingDuration
            #expect(spring.settlingDuration > 1 && spring.settlingDuration < 4)
            view.layer.add(spring, forKey: "spring")
            var highest = 0.0
            for _ in 0..<Int(spring.duration * 60) {
                window.advance(by: 1.0 / 60)
                highest = max(highest, Double(view.layer.presentation()?.position.y ?? 0))
            }
            // ζ = 5 / (2·√100) = 0.25: the first overshoot is e^(−πζ/√(1−ζ²)) ≈ 44 % of the distance.
            #expect(highest > 140 + 40 && highest < 150 + 45)
            window.advance(by: 1)
            #expect(view.layer.presentation()?.position.y == 50)
        }

        @Test("Shape and gradient layers hold their values; an arc's box is its extreme points")
        func shapeLayers() {
            let circle = UIBezierPath(
                arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            #expect(circle.bounds == CGRect(x: 10, y: 10, width: 80, height: 80))
            let half = UIBezierPath(
                arcCenter: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
            // From angle 0 to π through π/2: below the centre in UIKit's coordinates.
            #expect(abs(half.bounds.minY) < 1e-9 && abs(half.bounds.maxY - 10) < 1e-9)
            let shape = CAShapeLayer()
            shape.path = circle.cgPath
            shape.strokeEnd = 0.5
            let gradient = CAGradientLayer()
            gradient.locations = [0, 1]
            let host = CALayer()
            host.addSublayer(shape)
            host.insertSublayer(gradient, below: shape)
            host.mask = CALayer()
            #expect(host.sublayers?.count == 2 && host.sublayers?.first === gradient)
            #expect(shape.superlayer === host && shape.strokeEnd == 0.5)
            shape.removeFromSuperlayer()
            #expect(host.sublayers?.count == 1)
        }
    }
#endif
