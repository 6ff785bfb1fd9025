#if !canImport(UIKit)
    import AdaptivePresentation
    import Foundation
    import Testing

    @testable import AdaptiveUIKit

    /// UIKit's object model (issue 28, items 3 and 4): responders and the other UIKit classes derive from
    /// `NSObject`, so equality, hashing and descriptions work as in UIKit; the responder chain; app and scene
    /// delegates written as Xcode's templates write them; the keyboard's notification names and keys.
    @MainActor
    @Suite("UIKit's object model")
    struct UIKitObjectModelTests {
        /// Xcode's scene delegate template.
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UINavigationController(rootViewController: UIViewController())
                window?.makeKeyAndVisible()
            }
        }

        /// Xcode's app delegate template, with a record of the calls.
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            private(set) var calls: [String] = []

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                calls.append("didFinishLaunching")
                return true
            }

            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                calls.append("configurationForConnecting")
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        @Test("Controllers and views are NSObjects: == is identity, they hash, and go in sets")
        func nsObjectEquality() {
            let first = UIViewController()
            let second = UIViewController()
            let same: UIViewController = first
            #expect(first == same && first != second)
            #expect(first.isEqual(same) && !first.isEqual(second))
            #expect(Set([first, second, same]).count == 2)
            let view = UIView()
            #expect((view as NSObject) != (UIView() as NSObject))
            // Typed as NSObjects (this line compiles only if they are), each equal to itself alone.
            let objects: [NSObject] = [
                UIGestureRecognizer(), UIBarButtonItem(), CALayer(),
                NSLayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10),
            ]
            #expect(Set(objects).count == 4)
            #expect(objects[3].description == "<NSLayoutConstraint UIView.width == 10   (inactive)>")
        }

        @Test("The responder chain: view, root view, controller, window, application")
        func responderChain() throws {
            let window = try UIWindow(device: "iphone-12", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let button = UIView()
            controller.view.addSubview(button)
            #expect(button.next === controller.view)
            #expect(controller.view.next === controller)
            #expect(controller.next === window)
            #expect(window.next === UIApplication.shared)
            #expect(!button.isFirstResponder && !button.becomeFirstResponder())
        }

        @Test("Xcode's scene delegate makes its window on the scene's device")
        func sceneDelegate() throws {
            let app = UIApplication.shared
            let appDelegate = AppDelegate()
            #expect(app.launch(appDelegate))
            #expect(app.delegate === appDelegate)
            let scene = try UIWindowScene(device: "iphone-12", orientation: .portrait)
            let sceneDelegate = SceneDelegate()
            app.connect(scene, to: sceneDelegate)
            #expect(appDelegate.calls == ["didFinishLaunching", "configurationForConnecting"])
            let window = try #require(sceneDelegate.window)
            #expect(window.bounds.size == CGSize(width: 390, height: 844))
            #expect(window.windowScene === scene)
            #expect(scene.windows.count == 1 && scene.keyWindow === window)
            #expect(scene.activationState == .foregroundActive)
            #expect(app.connectedScenes.contains(scene))
            #expect(scene.interfaceOrientation == .portrait)
            #expect(window.rootViewController is UINavigationController)
            #expect(throws: UIWindow.UnsupportedIOSVersion.self) { try UIWindowScene(device: "iphone-12", iOS: 5) }
        }

        @Test("The article's scene example connects and gives the iPhone 12's window")
        func articleSceneExample() throws {
            // As in "Testing your app's presentation code", UIKit's object model.
            let scene = try UIWindowScene(device: "iphone-12", orientation: .portrait)
            let delegate = SceneDelegate()
            UIApplication.shared.connect(scene, to: delegate)
            #expect(delegate.window?.bounds.size == CGSize(width: 390, height: 844))
        }

        @Test("The keyboard's notification names and user-info keys are UIKit's")
        func keyboardNames() {
            #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
            #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
            #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
            #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
            #expect(
                UIApplication.didReceiveMemoryWarningNotification.rawValue
                    == "UIApplicationDidReceiveMemoryWarningNotification")
        }

        @Test("topLayoutGuide and bottomLayoutGuide cover the safe-area insets of an iPhone X (44 and 34)")
        func layoutSupportGuides() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
                content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            ])
            window.makeKeyAndVisible()
            // 812 − 44 − 34 = 734 tall from y 44.
            #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
            #expect(controller.topLayoutGuide.length == 44 && controller.bottomLayoutGuide.length == 34)
            #expect(controller.view.layoutGuides.isEmpty)
        }
    }
#endif
