import AdaptivePresentationTesting
import AdaptiveUIKit
import Testing

/// A `custom` segue's class presents by itself; the base `perform()` adds nothing (as in UIKit). A class the
/// app does not register behaves as the storyboard declares it.
@MainActor
struct CustomSegueTests {
    final class FadeSegue: UIStoryboardSegue {
        override func perform() {
            destination.modalTransitionStyle = .crossDissolve
            source.present(destination, animated: true)
            super.perform()
        }
    }

    final class SilentSegue: UIStoryboardSegue {
        override func perform() {
            super.perform()
        }
    }

    func start(iOS: Int) throws -> (UIWindow, UIViewController) {
        UIStoryboard.register(FadeSegue.self, SilentSegue.self)
        let window = try UIWindow(device: "iphone-8", iOS: iOS)
        let start = try #require(UIStoryboard(name: "CustomSegues", bundle: .module).instantiateInitialViewController())
        window.rootViewController = start
        window.makeKeyAndVisible()
        return (window, start)
    }

    @Test(arguments: [8, 9])
    func theAppsPerformPresentsAndIsNotRetained(iOS: Int) throws {
        let (window, start) = try start(iOS: iOS)
        start.performSegue(withIdentifier: "Fade", sender: nil)
        expectStep(
            window,
            [
                .presented("Faded"), .stack(["Faded"]), .calls(["prepare(for:sender:)", "perform()"]),
                // R37: only the Present Modally and Popover segue templates make the presentation retain the
                // segue; a custom segue that presents by itself is released when perform() returns.
                .retainedSegues([]),
            ])
        #expect(start.presentedViewController?.modalTransitionStyle == .crossDissolve)
        expectNoExceptions(window)
    }

    @Test func theBasePerformOfACustomSegueDoesNothing() throws {
        let (window, start) = try start(iOS: 26)
        start.performSegue(withIdentifier: "Silent", sender: nil)
        expectStep(window, [.presented(nil), .calls(["prepare(for:sender:)", "perform()"])])
    }

    @Test func aClassTheAppDoesNotRegisterBehavesAsTheStoryboardDeclaresIt() throws {
        let (window, start) = try start(iOS: 26)
        // A YAML segue class without a delegate block: the replay's declarative segue, which presents modally.
        start.performSegue(withIdentifier: "Mystery", sender: nil)
        expectStep(window, [.presented("Faded"), .calls(["prepare(for:sender:)", "perform()"])])

        start.performSegue(withIdentifier: "NoSuchSegue", sender: nil)
        #expect(window.unreportedExceptions.map(\.name) == ["NSInvalidArgumentException"])
        _ = window.takeStep()
    }

    @Test func aSegueTheStoryboardLacksRaisesWithUIKitsReason() throws {
        let (window, start) = try start(iOS: 26)
        start.performSegue(withIdentifier: "NoSuchSegue", sender: nil)
        #expect(
            window.unreportedExceptions.map(\.reason) == [
                "Receiver (<\(String(reflecting: type(of: start)))>) has no segue with identifier 'NoSuchSegue'"
            ])
        _ = window.takeStep()
    }
}
