import AdaptivePresentation
import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// Two windows of different devices and iOS versions in one test: each controller and view reaches its own
/// window, clock, era and traits; only what answers for "the device" (`UIScreen.main`, `UIDevice.current`)
/// reads the key window.
@MainActor
struct TwoWindowsTests {
    func window(_ device: String, iOS: Int) throws -> (UIWindow, UIViewController) {
        let window = try UIWindow(device: device, orientation: .portrait, iOS: iOS)
        let root = UIViewController()
        window.rootViewController = root
        return (window, root)
    }

    @Test("two windows side by side keep their own clock, era, traits and presentation styles")
    func sideBySide() throws {
        let (phone, phoneRoot) = try window("iphone-12", iOS: 12)
        phone.makeKeyAndVisible()
        // Made later, never made key: the phone's window stays the key window.
        let (pad, padRoot) = try window("ipad-air-2", iOS: 26)
        #expect(UIScreen.main.bounds == phone.bounds, "the key window answers for the device")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(phoneRoot.traitCollection.horizontalSizeClass == .compact)
        #expect(padRoot.traitCollection.horizontalSizeClass == .regular)

        let onPhone = UIViewController()
        let onPad = UIViewController()
        phoneRoot.present(onPhone, animated: true)
        padRoot.present(onPad, animated: true)
        #expect(onPhone.presentationController?.presentationStyle == .fullScreen, "iOS 12 resolves .automatic so")
        #expect(onPad.presentationController?.presentationStyle == .formSheet, "iOS 26 on an iPad")

        pad.settle()
        #expect(!onPad.isBeingPresented)
        #expect(onPhone.isBeingPresented, "the pad's clock does not move the phone's")
        #expect(phone.currentTime == 0)
        phone.settle()
        #expect(!onPhone.isBeingPresented)
        expectNoHazards(phone)
        expectNoHazards(pad)
    }

    @Test("an action sheet takes its style from the window that presents it, not from the key window")
    func alertStyleFromThePresentingWindow() throws {
        let (phone, phoneRoot) = try window("iphone-12", iOS: 18)
        phone.makeKeyAndVisible()
        let (pad, padRoot) = try window("ipad-air-2", iOS: 18)
        let sheet = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        #expect(sheet.modalPresentationStyle == .custom, "made while the phone is the key window")
        padRoot.present(sheet, animated: true)
        #expect(sheet.modalPresentationStyle == .popover, "presented on the iPad: a popover")
        sheet.popoverPresentationController?.sourceView = padRoot.view
        pad.settle()
        #expect(pad.exceptions.isEmpty, "anchored right after present (R27)")
        expectStep(pad, [.presented("UIAlertController"), .style(.popover), .appearance(.popover)])
        #expect(phone.exceptions.isEmpty)
        #expect(phoneRoot.presentedViewController == nil)
    }
}
