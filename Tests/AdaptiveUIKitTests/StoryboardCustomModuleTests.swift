import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// Classes the storyboard `ModuleQualified.storyboard` names with `customModule="AdaptiveUIKitTests"`; no test
/// registers them.
final class ModuleQualifiedListViewController: UIViewController {}

/// The storyboard's presented scene.
final class ModuleQualifiedPhotoViewController: UIViewController {}

/// The storyboard's custom segue, counting its `perform()`.
final class ModuleQualifiedSegue: UIStoryboardSegue {
    static var performed = 0

    override func perform() {
        Self.performed += 1
        super.perform()
    }
}

/// An Interface Builder storyboard's `customModule` qualifies its `customClass`, as in UIKit: the app's classes
/// are found without `UIStoryboard.register(_:)` where the Swift runtime can look them up.
@MainActor
struct StoryboardCustomModuleTests {
    @Test func scenesAndSeguesAreTheirModulesClassesWithoutRegistration() throws {
        let window = try UIWindow(device: "iphone-12", iOS: 17)
        let storyboard = UIStoryboard(name: "ModuleQualified", bundle: .module)
        let list = try #require(storyboard.instantiateInitialViewController() as? ModuleQualifiedListViewController)
        window.rootViewController = list
        window.makeKeyAndVisible()

        let before = ModuleQualifiedSegue.performed
        list.performSegue(withIdentifier: "Photo", sender: nil)
        window.settle()
        #expect(list.presentedViewController is ModuleQualifiedPhotoViewController)
        #expect(ModuleQualifiedSegue.performed == before + 1)
        expectNoExceptions(window)
        expectNoHazards(window)
    }
}
