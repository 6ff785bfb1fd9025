#if !canImport(UIKit)
    import AdaptivePresentationTesting
    import AdaptiveUIKit
    import SwiftFiveApp
    import SwiftSixApp
    import Testing

    /// The consumer's app code, Swift 6 and Swift 5 mode alike, replayed on the window's clock.
    @MainActor
    struct ConsumerTests {
        @Test func theSwiftSixCardSlidesUpAndBackDown() throws {
            let window = try UIWindow(device: "iphone-12", iOS: 26)
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let transition = CardTransition()
            let card = UIViewController()
            card.modalPresentationStyle = .fullScreen
            card.transitioningDelegate = transition
            root.present(card, animated: true)
            window.advance(by: 0)  // R98: the animator runs on the next run-loop turn.
            #expect(card.view.layer.presentation()?.frame.minY == 844, "starts below the screen")
            window.settle()
            #expect(card.view.layer.presentation()?.frame.minY == 0)
            card.dismiss(animated: true)
            window.settle()
            #expect(root.presentedViewController == nil)
            expectNoHazards(window)
        }

        @Test func theSwiftFiveFadeRunsHalfWayThenEnds() throws {
            let window = try UIWindow(device: "iphone-12", iOS: 26)
            let root = CountingViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let photo = CountingViewController()
            var completed = false
            root.presentFading(photo) { completed = true }
            window.advance(by: 0.5)
            #expect(photo.view.layer.presentation()?.opacity == 0.5)
            window.settle()
            #expect(completed)
            #expect(photo.appearances == 1)
            expectNoHazards(window)
        }
    }
#endif
