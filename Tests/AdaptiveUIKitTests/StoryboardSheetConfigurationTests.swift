import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

@testable import AdaptiveUIKit

/// A sheet configured in the storyboard (`sheet: {detents: …}`) is the sheet app code reads and changes
/// through `sheetPresentationController`: one configuration, not a default one beside it.
@MainActor
struct StoryboardSheetConfigurationTests {
    static let yaml = """
        scenario: Filters sheet
        device: iphone-12
        ios: 17
        storyboard:
          initial: Photos
          controllers:
            Photos: {}
            Filters:
              sheet: {detents: [medium, large], prefersGrabberVisible: true}
          segues:
            - {id: ShowFilters, from: Photos, to: Filters, kind: presentModally, presentation: pageSheet}
        steps:
          - perform: ShowFilters
        """

    @Test("the storyboard's detents are the app's; selecting medium after the user dragged to large rests at medium")
    func selectingADetentKeepsTheStoryboardsDetents() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString).yaml")
        try Self.yaml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let scenario = try ScenarioLoader(catalog: try SpecLoader.builtInDevices()).loadScenario(at: file.path)
        let window = try UIWindow(device: "iphone-12", iOS: 17)
        let storyboard = UIStoryboard(storyboard: scenario.storyboard)
        let photos = try #require(storyboard.instantiateInitialViewController())
        window.rootViewController = photos
        window.makeKeyAndVisible()
        photos.performSegue(withIdentifier: "ShowFilters", sender: nil)
        window.settle()
        let filters = try #require(photos.presentedViewController)
        let sheet = try #require(filters.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        #expect(sheet.prefersGrabberVisible)
        let medium = filters.view.convert(filters.view.bounds, to: nil)
        #expect(medium.height < 500)
        try window.simulation.drag(toDetent: "large")
        #expect(filters.view.convert(filters.view.bounds, to: nil).height > 700)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(filters.view.convert(filters.view.bounds, to: nil) == medium)
    }
}
