import Foundation
import Testing

@testable import AdaptivePresentation

/// One geometry (issue 26): frames in superview coordinates, transforms composed up the chain, `convert`
/// between any two views, in the model and in what the presentation layers show, used by the reports and by
/// AdaptiveUIKit alike.
@Suite("View geometry")
struct ViewGeometryTests {
    /// A window view with a card scaled by half about its centre at (200, 200), and a badge in the card's
    /// top-left 100 × 100.
    private static func tree() -> (window: SimulatedView, card: SimulatedView, badge: SimulatedView) {
        let window = SimulatedView(.window, frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let card = SimulatedView(.view("card"), frame: Rect(x: 100, y: 100, width: 200, height: 200))
        card.set(.transform(.scale(0.5, 0.5)))
        let badge = SimulatedView(.view("badge"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        card.addSubview(badge)
        return (window, card, badge)
    }

    private static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("a transformed superview moves and scales what it holds: the badge is 50 × 50 at (150, 150)")
    func composedTransforms() {
        let (_, card, badge) = Self.tree()
        // The card's bounds (0, 0) is 100 pt left and up of its centre, halved: (150, 150) in the window.
        #expect(card.convert(Point.zero, to: nil) == Point(x: 150, y: 150))
        #expect(badge.frameInWindow == Rect(x: 150, y: 150, width: 50, height: 50))
        #expect(badge.convert(Rect(x: 0, y: 0, width: 100, height: 100), to: nil) == badge.frameInWindow)
        // Adding origins, as the reports once did, would have put it at (100, 100), 100 × 100.
        #expect(badge.frameInWindow != Rect(x: 100, y: 100, width: 100, height: 100))
    }

    @Test("convert between two views goes up through one chain and down through the other, and back")
    func convertBetweenViews() {
        let (window, card, badge) = Self.tree()
        let other = SimulatedView(.view("other"), frame: Rect(x: 10, y: 20, width: 50, height: 50))
        other.set(.transform(.rotate(degrees: 90)))
        window.addSubview(other)
        for point in [Point(x: 0, y: 0), Point(x: 12.5, y: 40), Point(x: 100, y: 100)] {
            let there = badge.convert(point, to: other)
            #expect(Self.close(badge.convert(there, from: other), point))
            #expect(Self.close(other.convert(there, to: nil), badge.convert(point, to: nil)))
        }
        // The card's centre stays where it is under its own transform: the middle of its 200 × 200 bounds.
        #expect(Self.close(card.convert(Point(x: 200, y: 200), from: nil), Point(x: 100, y: 100)))
    }

    @Test("a transform that cannot be inverted is kept as it is, as CGAffineTransform.inverted() does")
    func singularTransform() {
        #expect(Transform.scale(0, 1).inverted == .scale(0, 1))
        let rotation = Transform.rotate(degrees: 30)
        let point = Point(x: 3, y: -7)
        #expect(Self.close(rotation.inverted.applied(to: rotation.applied(to: point)), point))
    }

    @Test("the presentation layers' geometry composes their in-flight transforms")
    func presentationValues() throws {
        let window = Window(
            environment: try SimulationFixtures.environment(SimulationFixtures.phone),
            rootViewController: ViewController(identifier: "Root"))
        let (root, card, badge) = Self.tree()
        card.set(.transform(.identity))
        window.animate(
            duration: VirtualTime(seconds: 1), curve: .linear, changes: [(card, .transform(.scale(0, 0)))])
        window.advance(by: VirtualTime(seconds: 0.5) ?? .maximum)
        // Half way, linearly: scaled by a half in what the layers show; the model is already at zero.
        let shown = SimulatedView.Values.presentation(at: window.now, pausedAt: nil)
        #expect(badge.frameInWindow(values: shown) == Rect(x: 150, y: 150, width: 50, height: 50))
        #expect(badge.frameInWindow == Rect(x: 200, y: 200, width: 0, height: 0))
        _ = root
    }

    @Test("the report's layers give a view inside a transformed superview where app code's convert puts it")
    func layersComposeTransforms() throws {
        let window = Window(
            environment: try SimulationFixtures.environment(SimulationFixtures.phone),
            rootViewController: ViewController(identifier: "Root"))
        window.installRootView()
        let rootView = window.view(of: window.rootViewController)
        let card = SimulatedView(.view("card"), frame: Rect(x: 100, y: 100, width: 200, height: 200))
        card.set(.transform(.scale(0.5, 0.5)))
        let badge = SimulatedView(.view("badge"), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        rootView.addSubview(card)
        card.addSubview(badge)
        let layers = window.layers(at: window.now)
        let reported = try #require(layers.first { $0.name == "badge" })
        #expect(reported.values.frame == badge.convert(Rect(x: 0, y: 0, width: 100, height: 100), to: nil))
        #expect(reported.values.frame == Rect(x: 150, y: 150, width: 50, height: 50))
        // The card itself: its untransformed frame where its superview puts it, its transform beside it.
        let cardLayer = try #require(layers.first { $0.name == "card" })
        #expect(cardLayer.values.frame == Rect(x: 100, y: 100, width: 200, height: 200))
        #expect(cardLayer.values.transform == .scale(0.5, 0.5))
    }
}
