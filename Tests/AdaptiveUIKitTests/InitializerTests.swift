import Foundation
import Testing

@testable import AdaptiveUIKit

/// Every public view and controller class is made as UIKit's is, and an app's subclass that overrides the
/// designated initialisers inherits `init()`.
@MainActor
struct InitializerTests {
    /// A view as apps write them: both of UIView's designated initialisers overridden.
    final class BadgeView: UIView {
        var configured = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            configured = true
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    /// An image view subclass as apps write one: `init(image:)` is designated in UIImageView, as UIKit's
    /// header marks no designated initialiser for it.
    final class RoundedImageView: UIImageView {
        override init(image: UIImage?) {
            super.init(image: image)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    @Test("every public view class has init() and init(frame:)")
    func views() {
        let views: [UIView] = [
            UIView(), UIImageView(), UILabel(), UIButton(), UIButton(type: .system), UIControl(), UITextField(),
            UIVisualEffectView(), UIVisualEffectView(effect: UIBlurEffect(style: .regular)), UINavigationBar(),
            UIView(frame: .zero), UIImageView(frame: .zero), UILabel(frame: .zero), UIButton(frame: .zero),
            UIControl(frame: .zero), UITextField(frame: .zero), UIVisualEffectView(frame: .zero),
            UINavigationBar(frame: .zero),
        ]
        for view in views {
            #expect(view.frame == .zero, "\(type(of: view))")
            #expect(view.superview == nil)
        }
        #expect(UIImageView().image == nil)
    }

    @Test("a subclass that overrides init(frame:) and init?(coder:) inherits init(), which calls init(frame:)")
    func subclassesInheritInit() {
        let badge = BadgeView()
        #expect(badge.configured, "init() goes through the override of init(frame:)")
        #expect(badge.frame == .zero)
        #expect(badge.simulatedView.name == "BadgeView")
        let image = RoundedImageView(image: nil)
        #expect(image.frame == .zero)
        #expect(image.simulatedView.name == "RoundedImageView")
    }

    @Test("every public controller class has init()")
    func controllers() {
        let controllers: [UIViewController] = [
            UIViewController(), UINavigationController(), UITabBarController(), UISplitViewController(),
            UIAlertController(), UINavigationController(rootViewController: UIViewController()),
        ]
        for controller in controllers {
            #expect(controller.presentingViewController == nil, "\(type(of: controller))")
            #expect(controller.view != nil)
        }
    }
}
