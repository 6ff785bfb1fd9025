#if !canImport(UIKit)
    import AdaptivePresentation
    import Foundation
    import Testing

    @testable import AdaptiveUIKit

    /// What the corpus and new users hit (issue 28, item 3), at the level of holding values and calling back:
    /// fonts, text fields and views with their delegates, scroll views, image renderers, the device's
    /// orientation, appearance forwarded by hand, blur and vibrancy.
    @MainActor
    @Suite("UIKit families: text, scrolling, drawing, orientation, appearance")
    struct UIKitFamiliesTests {
        final class Recorder: NSObject, UITextFieldDelegate, UITextViewDelegate {
            var calls: [String] = []
            var allowsChange = true

            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                calls.append("shouldBegin")
                return true
            }
            func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                calls.append("shouldChange \(range.location),\(range.length) \(string)")
                return allowsChange
            }
            func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
            func textViewDidChange(_ textView: UITextView) { calls.append("textViewDidChange \(textView.text!)") }
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                calls.append("didScroll \(scrollView.contentOffset.y)")
            }
        }

        @Test("Fonts keep their size and weight, with the system font's metrics (17 points: line 20.287)")
        func fonts() {
            let body = UIFont.preferredFont(forTextStyle: .body)
            #expect(body.pointSize == 17 && body.weight == .regular)
            let headline = UIFont.preferredFont(forTextStyle: .headline)
            #expect(headline.pointSize == 17 && headline.weight == .semibold)
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(UIFont.systemFont(ofSize: 17).lineHeight == 20.287109375)
            #expect(UIFont.boldSystemFont(ofSize: 20).withSize(10).pointSize == 10)
            #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
            let label = UILabel()
            #expect(label.font.pointSize == 17)
            label.font = .systemFont(ofSize: 13, weight: .medium)
            #expect(label.font.fontName == ".SFUI-Medium")
        }

        @Test("A text field asks and tells its delegate when editing begins, changes and ends")
        func textField() {
            let field = UITextField()
            let recorder = Recorder()
            field.delegate = recorder
            field.text = "Rex"
            #expect(field.becomeFirstResponder() && field.isFirstResponder)
            #expect(field.replaceText(in: NSRange(location: 3, length: 0), with: "y"))
            #expect(field.text == "Rexy")
            recorder.allowsChange = false
            #expect(!field.replaceText(in: NSRange(location: 0, length: 4), with: ""))
            #expect(field.text == "Rexy")
            #expect(field.resignFirstResponder() && !field.isFirstResponder)
            #expect(recorder.calls == ["shouldBegin", "didBegin", "shouldChange 3,0 y", "shouldChange 0,4 ", "didEnd"])
        }

        @Test("endEditing resigns the first responder below the view")
        func endEditing() {
            let form = UIView()
            let field = UITextField()
            form.addSubview(field)
            let recorder = Recorder()
            field.delegate = recorder
            field.becomeFirstResponder()
            #expect(form.endEditing(true) && !field.isFirstResponder)
            #expect(recorder.calls == ["shouldBegin", "didBegin", "didEnd"])
        }

        @Test("A text view tells its delegate of changes and scrolling; its delegate is the scroll view's")
        func textView() {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let recorder = Recorder()
            textView.delegate = recorder
            textView.replaceText(in: NSRange(location: 0, length: 0), with: "Fed")
            textView.contentOffset = CGPoint(x: 0, y: 40)
            #expect(recorder.calls == ["textViewDidChange Fed", "didScroll 40.0"])
            #expect(textView.font?.pointSize == 12 && textView.isEditable)
        }

        @Test("A full-screen scroll view on an iPhone X adds the safe area to the scrolling axis's inset")
        func scrollView() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
            controller.view.addSubview(scroll)
            window.makeKeyAndVisible()
            scroll.contentSize = CGSize(width: 375, height: 2000)
            scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            // Vertical content: 44 + 10 above, 34 below; the width does not scroll, so no side insets.
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
            scroll.contentInsetAdjustmentBehavior = .never
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
            scroll.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 10, height: 100), animated: false)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 1600 - 812))
        }

        @Test("Renderers and image contexts give images of the size asked for")
        func renderers() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            window.makeKeyAndVisible()
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80))
            #expect(renderer.format.scale == 3)
            let image = renderer.image { context in context.fill(CGRect(x: 0, y: 0, width: 120, height: 80)) }
            #expect(image.size == CGSize(width: 120, height: 80))
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 50, height: 60), false, 0)
            #expect(window.drawHierarchy(in: window.bounds, afterScreenUpdates: false))
            let snapshot = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(snapshot?.size == CGSize(width: 50, height: 60))
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        }

        @Test("The device's orientation follows the window, and a rotation posts the notification")
        func deviceOrientation() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            window.makeKeyAndVisible()
            #expect(UIDevice.current.orientation == .portrait)
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
            var posted = 0
            let token = NotificationCenter.default.addObserver(
                forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
            ) { _ in MainActor.assumeIsolated { posted += 1 } }
            defer { NotificationCenter.default.removeObserver(token) }
            try window.rotate(to: .landscape)
            #expect(posted == 1)
            #expect(UIDevice.current.orientation.isLandscape)
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        }

        @Test("A container forwarding appearance by hand sends R102's calls at begin and end")
        func manualAppearance() throws {
            final class Child: UIViewController {
                var calls: [String] = []
                override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
                override func viewIsAppearing(_ animated: Bool) { calls.append("viewIsAppearing") }
                override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
                override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
                override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
            }
            let window = try UIWindow(device: "iphone-x", orientation: .portrait, iOS: 17)
            window.makeKeyAndVisible()
            let child = Child()
            child.beginAppearanceTransition(true, animated: true)
            child.beginAppearanceTransition(true, animated: true)
            child.endAppearanceTransition()
            child.endAppearanceTransition()
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
            #expect(
                child.calls == [
                    "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                ])
            #expect(child.shouldAutomaticallyForwardAppearanceMethods)
        }

        @Test("A container that forwards by hand gets the window's appearance calls; its child does not")
        func containerForwardingByHand() throws {
            final class Recording: UIViewController {
                var calls: [String] = []
                override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
            }
            final class ManualNavigation: UINavigationController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            }
            let top = Recording()
            let automatic = Recording()
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            window.rootViewController = ManualNavigation(rootViewController: top)
            window.makeKeyAndVisible()
            #expect(top.calls.isEmpty)
            let other = try UIWindow(device: "iphone-x", orientation: .portrait)
            other.rootViewController = UINavigationController(rootViewController: automatic)
            other.makeKeyAndVisible()
            #expect(automatic.calls == ["viewWillAppear"])
        }

        @Test("Blur and vibrancy keep their styles; an effect view made empty takes one later")
        func effects() {
            let blur = UIBlurEffect(style: .systemMaterial)
            let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
            #expect(vibrancy.blurEffect === blur && vibrancy.style == .secondaryLabel)
            let effectView = UIVisualEffectView()
            #expect(effectView.effect == nil)
            effectView.effect = vibrancy
            #expect(effectView.effect === vibrancy)
            let button = UIButton(type: .system)
            button.setTitle("Done", for: .normal)
            #expect(button.title(for: UIControl.State.highlighted) == "Done")
            let image = UIImage(size: CGSize(width: 10, height: 10))
            button.setImage(image, for: .normal)
            button.setTitleColor(.red, for: .highlighted)
            button.isHighlighted = true
            #expect(button.state == .highlighted && button.image(for: button.state) === image)
            #expect(button.titleColor(for: .highlighted) == .red && button.titleColor(for: .normal) == nil)
            #expect(button.titleLabel?.text == "Done")
        }
    }
#endif
