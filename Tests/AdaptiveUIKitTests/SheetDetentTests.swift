import AdaptivePresentation
import AdaptivePresentationTesting
import Testing

@testable import AdaptiveUIKit

/// App code configuring `sheetPresentationController` before presenting: its detents are simulated (R51–R59).
@MainActor
struct SheetDetentTests {
    final class Home: UIViewController {}
    final class Filters: UIViewController {}

    final class DetentObserver: UISheetPresentationControllerDelegate {
        var changes = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            changes += 1
        }
    }

    @Test("a medium/large page sheet rests at medium on an iPhone 12 (R54), and a drag tells the sheet's delegate once")
    func detentsFromCode() throws {
        let window = try UIWindow(device: "iphone-12", iOS: 17)
        let home = Home()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let filters = Filters()
        filters.modalPresentationStyle = .pageSheet
        let sheet = try #require(filters.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let observer = DetentObserver()
        sheet.delegate = observer
        home.present(filters, animated: true)
        expectStep(
            window, [.detent("medium"), .dimmed(true), .frame(Rect(x: 0, y: 388.32, width: 390, height: 455.68))])
        try window.simulation.drag(toDetent: "large")
        #expect(observer.changes == 1)
        expectStep(window, [.detent("large"), .frame(Rect(x: 0, y: 57, width: 390, height: 787))])
        sheet.largestUndimmedDetentIdentifier = .large
        expectStep(window, [.dimmed(false)])
        sheet.selectedDetentIdentifier = .medium
        #expect(observer.changes == 1, "a selection in code is not reported")
        expectStep(window, [.detent("medium")])
    }
}
