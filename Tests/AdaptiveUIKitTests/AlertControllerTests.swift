import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// Alerts and action sheets presented as UIKit presents them, and a tapped button's handler.
@MainActor
struct AlertControllerTests {
    final class RootViewController: UIViewController {
        let button = UIView(frame: CGRect(x: 100, y: 200, width: 44, height: 44))
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(button)
        }

        /// App code: a confirmation, anchored where it shows as a popover.
        func confirmDelete(anchored: Bool) -> UIAlertController {
            let sheet = UIAlertController(
                title: "Delete?", message: "This cannot be undone", preferredStyle: .actionSheet)
            sheet.addAction(
                UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                    self?.log.append("delete, presented: \(self?.presentedViewController == nil ? "nothing" : "alert")")
                })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            if anchored { sheet.popoverPresentationController?.sourceView = button }
            present(sheet, animated: true)
            return sheet
        }
    }

    func window(_ device: String, iOS: Int = 26) throws -> (UIWindow, RootViewController) {
        let window = try UIWindow(device: device, orientation: .landscape, iOS: iOS)
        let root = RootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test func anAlertIsACustomPresentationThatDoesNotAdapt() throws {
        for device in ["ipad-air-2", "iphone-12"] {
            let (window, root) = try window(device)
            let alert = UIAlertController(title: "Saved", message: "All done", preferredStyle: .alert)
            #expect(alert.modalPresentationStyle == .custom, "\(device)")
            alert.modalPresentationStyle = .formSheet
            #expect(alert.modalPresentationStyle == .custom, "UIKit ignores another style")
            #expect(alert.popoverPresentationController == nil)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: true)
            let step = window.takeStep()
            #expect(step.presented == "UIAlertController")
            #expect(step.style == .custom)
            #expect(step.appearance == .custom)
            #expect(step.transitions?.hazards ?? [] == [], "UIKit's own presentation is no failure")
            try window.resize(to: device == "ipad-air-2" ? .oneThird : .full)
            expectStep(window, [.presented("UIAlertController"), .style(.custom), .substituted(false)])
            #expect(root.presentedViewController === alert)
            expectNoExceptions(window)
        }
    }

    @Test func anAnchorlessActionSheetRaisesOnIPadBeforeIOS26() throws {
        let (window, root) = try window("ipad-air-2", iOS: 18)
        let sheet = root.confirmDelete(anchored: false)
        #expect(sheet.modalPresentationStyle == .popover)
        window.advance(by: 0)  // R27: checked when the presentation transition begins, on the next turn.
        #expect(root.presentedViewController == nil)
        expectStep(window, [.presented(nil), .error("NSGenericException")])
    }

    /// R132: from iOS 26 an action sheet with no anchor is centred like an alert on every device.
    @Test(arguments: ["ipad-air-2", "iphone-12"])
    func anAnchorlessActionSheetIsCentredFromIOS26(device: String) throws {
        let (window, root) = try window(device, iOS: 26)
        let sheet = root.confirmDelete(anchored: false)
        #expect(sheet.modalPresentationStyle == .popover)
        #expect(root.presentedViewController === sheet)
        window.settle()
        let step = window.takeStep()
        #expect(step.presented == "UIAlertController")
        #expect(step.style == .custom)
        #expect(step.appearance == .custom)
        #expect(step.error == nil)
        #expect(step.rules.contains { $0.id == .R132 }, "\(step.rules)")
        #expect(sheet.popoverPresentationController?.arrowDirection == .unknown)
        expectNoExceptions(window)
    }

    /// R131: from iOS 26 an anchored action sheet stays over its anchor, also in compact width and after the
    /// window changes.
    @Test func anAnchoredActionSheetStaysOverItsAnchorThroughTraitChanges() throws {
        let (window, root) = try window("ipad-air-2", iOS: 27)
        let sheet = root.confirmDelete(anchored: true)
        window.settle()
        expectStep(window, [.presented("UIAlertController"), .style(.popover), .appearance(.popover)])
        try window.resize(to: .oneThird)
        expectStep(window, [.presented("UIAlertController"), .style(.popover), .appearance(.popover)])
        #expect(root.presentedViewController === sheet)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        expectNoExceptions(window)
    }

    @Test func anAnchoredActionSheetIsAPopoverOnIPad() throws {
        let (window, root) = try window("ipad-air-2")
        let sheet = root.confirmDelete(anchored: true)
        expectStep(window, [.presented("UIAlertController"), .style(.popover), .appearance(.popover)])
        #expect(sheet.popoverPresentationController?.sourceView === root.button)
        expectNoExceptions(window)
    }

    @Test(arguments: [17, 26])
    func anActionSheetShowsFromTheBottomOnIPhoneWithoutRaising(iOS: Int) throws {
        let (window, root) = try window("iphone-12", iOS: iOS)
        let sheet = root.confirmDelete(anchored: true)
        window.settle()
        if iOS < 26 {
            #expect(sheet.modalPresentationStyle == .custom)
            #expect(sheet.popoverPresentationController == nil, "not a popover on an iPhone: nothing to anchor")
            expectStep(window, [.presented("UIAlertController"), .style(.custom)])
        } else {
            #expect(sheet.modalPresentationStyle == .popover, "iOS 26 anchors action sheets on iPhones too")
            #expect(sheet.popoverPresentationController?.sourceView === root.button)
            // R131: over its anchor, not adapted to a sheet in compact width.
            expectStep(
                window,
                [.presented("UIAlertController"), .style(.popover), .appearance(.popover), .substituted(false)])
        }
        expectNoExceptions(window)

        sheet.dismiss(animated: false)
        _ = window.takeStep()
        let anchorless = root.confirmDelete(anchored: false)
        #expect(root.presentedViewController === anchorless)
        expectNoExceptions(window)
    }

    @Test func aTappedActionDismissesTheAlertThenRunsItsHandler() throws {
        let (window, root) = try window("iphone-12")
        let sheet = root.confirmDelete(anchored: false)
        window.settle()
        _ = window.takeStep()
        let delete = try #require(sheet.actions.first)
        #expect(sheet.tapAction(delete))
        #expect(root.log.isEmpty, "the handler waits for the dismissal's animation")
        window.settle()
        #expect(root.log == ["delete, presented: nothing"], "the handler runs once the alert is dismissed")
        expectStep(window, [.presented(nil)])
        #expect(!sheet.tapAction(delete), "a dismissed alert cannot be tapped")
        #expect(root.log.count == 1)
    }

    @Test func aDisabledOrForeignActionDoesNothing() throws {
        let (window, root) = try window("iphone-12")
        let sheet = root.confirmDelete(anchored: false)
        let delete = try #require(sheet.actions.first)
        delete.isEnabled = false
        #expect(!sheet.tapAction(delete))
        #expect(!sheet.tapAction(UIAlertAction(title: "Other", style: .default) { _ in Issue.record("ran") }))
        #expect(root.presentedViewController === sheet)
        #expect(root.log.isEmpty)
        expectNoExceptions(window)
    }

    @Test func actionsTitlesStylesAndThePreferredAction() throws {
        let (window, _) = try window("iphone-12")
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        #expect(alert.title == "Rename")
        #expect(alert.message == nil)
        #expect(alert.preferredStyle == .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(save)
        alert.addAction(cancel)
        #expect(alert.actions.map(\.title) == ["Save", "Cancel"])
        #expect(alert.actions.map(\.style) == [.default, .cancel])
        #expect(save.isEnabled)
        alert.preferredAction = save
        #expect(alert.preferredAction === save)
        expectNoExceptions(window)

        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        #expect(alert.actions.count == 2, "a second cancel action is refused")
        alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        #expect(alert.preferredAction === save, "an action not in the alert is refused")
        #expect(
            window.exceptions.map(\.name) == ["NSInternalInconsistencyException", "NSInternalInconsistencyException"])
    }

    @Test func textFieldsAreConfiguredAndOnlyAlertsTakeThem() throws {
        let (window, _) = try window("iphone-12")
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Bubbles"
        }
        alert.addTextField()
        #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
        #expect(alert.textFields?.first?.text == "Bubbles")
        expectNoExceptions(window)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields?.isEmpty == true)
        #expect(window.exceptions.map(\.reason).first?.contains("UIAlertControllerStyleAlert") == true)
    }
}
