import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// A share sheet presented as UIKit presents it: a popover on iPad, a sheet on iPhone.
@MainActor
struct ActivityViewControllerTests {
    final class RootViewController: UIViewController {
        let shareButton = UIBarButtonItem(systemItem: .action)

        /// App code: share a text, anchored to the share button where it shows as a popover, or not.
        func share(anchored: Bool) -> UIActivityViewController {
            let activity = UIActivityViewController(activityItems: ["Bubbles"], applicationActivities: nil)
            activity.excludedActivityTypes = [.print, .airDrop]
            activity.completionWithItemsHandler = { _, _, _, _ in }
            if anchored { activity.popoverPresentationController?.barButtonItem = shareButton }
            present(activity, animated: true)
            return activity
        }
    }

    func window(_ device: String) throws -> (UIWindow, RootViewController) {
        let window = try UIWindow(device: device, orientation: .portrait, iOS: 26)
        let root = RootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test func anAnchorlessShareSheetRaisesOnIPadOnly() throws {
        let (pad, padRoot) = try window("ipad-air-2")
        let onPad = padRoot.share(anchored: false)
        #expect(onPad.modalPresentationStyle == .popover)
        pad.advance(by: 0)  // R27: checked when the presentation transition begins, on the next turn.
        expectStep(pad, [.presented(nil), .error("NSGenericException")])

        let (phone, phoneRoot) = try window("iphone-12")
        let onPhone = phoneRoot.share(anchored: false)
        #expect(onPhone.popoverPresentationController == nil)
        expectStep(phone, [.presented("UIActivityViewController"), .style(.formSheet), .appearance(.card)])
        expectNoExceptions(phone)
    }

    @Test func anAnchoredShareSheetIsAPopoverOnIPadAndASheetInSlideOver() throws {
        let (window, root) = try window("ipad-air-2")
        let activity = root.share(anchored: true)
        expectStep(window, [.presented("UIActivityViewController"), .style(.popover), .appearance(.popover)])
        #expect(activity.popoverPresentationController?.barButtonItem === root.shareButton)
        try window.resize(to: .slideOver)
        expectStep(window, [.presented("UIActivityViewController"), .style(.formSheet), .appearance(.card)])
        expectNoExceptions(window)
    }

    @Test func itemsExclusionsAndTheCompletionHandlerAreStored() throws {
        let (_, root) = try window("iphone-12")
        let activity = root.share(anchored: false)
        #expect(activity.activityItems.first as? String == "Bubbles")
        #expect(activity.applicationActivities == nil)
        #expect(activity.excludedActivityTypes == [.print, .airDrop])
        #expect(activity.completionWithItemsHandler != nil)
        #expect(UIActivity.ActivityType.mail.rawValue == "com.apple.UIKit.activity.Mail")
    }
}
