import AdaptivePresentationTesting
import AdaptiveUIKit
import Testing

@testable import AdaptiveUIKitSwift5Consumer

/// The Swift 5 language-mode app code of `AdaptiveUIKitSwift5Consumer`, replayed: it compiles against
/// AdaptiveUIKit without `@MainActor` and behaves as the Swift 6 code does.
@MainActor
struct Swift5ConsumerTests {
    init() {
        UIStoryboard.register(
            GroomingListViewController.self, AppointmentViewController.self, GroomingSegue.self, SlideSegue.self)
    }

    func showList(device: String, iOS: Int) throws -> (UIWindow, GroomingListViewController) {
        let window = try UIWindow(device: device, iOS: iOS)
        let storyboard = UIStoryboard(name: "Grooming", bundle: .module)
        let list = try #require(storyboard.instantiateInitialViewController() as? GroomingListViewController)
        window.rootViewController = list
        window.makeKeyAndVisible()
        #expect(list.title == "Grooming", "viewDidLoad ran when the window became visible")
        return (window, list)
    }

    @Test(arguments: [9, 26])
    func theSegueKeepsItsPopoverOnIPhoneAsTheAdaptiveDelegate(iOS: Int) throws {
        let (window, list) = try showList(device: "iphone-8", iOS: iOS)
        list.select(1)
        let appointment = try #require(list.presentedViewController as? AppointmentViewController)
        expectStep(
            window,
            [
                .presented("AppointmentViewController"), .style(.popover), .retainedSegues(["ShowAppointment"]),
                .calls(["prepare(for:sender:)", "perform()", "adaptivePresentationStyle(for:traitCollection:)"]),
            ])
        #expect(appointment.appointment == "Trim", "prepare(for:sender:) handed the selection over")
        #expect(appointment.title == "Trim")
        let segue = try #require(appointment.presentationController?.delegate as? GroomingSegue)
        #expect(segue.adaptiveStyleRequests == 1)
        expectNoExceptions(window)
    }

    @Test func onIOS8TheSegueIsReleasedAndThePopoverAdaptsInSplitView() throws {
        let (window, list) = try showList(device: "ipad-air-2", iOS: 8)
        list.select(0)
        // Alive while perform() runs, so asked once; released when it returns (R36).
        expectStep(
            window,
            [
                .presented("AppointmentViewController"), .style(.popover), .retainedSegues([]),
                .calls(["prepare(for:sender:)", "perform()", "adaptivePresentationStyle(for:traitCollection:)"]),
            ])
        let appointment = try #require(list.presentedViewController)
        #expect(appointment.presentationController?.delegate == nil, "the weak delegate died with the segue")

        try window.resize(to: .oneThird)
        expectStep(window, [.presented("AppointmentViewController"), .style(.fullScreen), .calls([])])
    }

    @Test(arguments: ["iphone-8", "ipad-air-2"])
    func theHelpPopoverPresentedInCodeStaysAPopover(device: String) throws {
        let (window, list) = try showList(device: device, iOS: 26)
        list.showHelp()
        expectStep(
            window,
            [
                .presented("UIViewController"), .style(.popover),
                .calls(["adaptivePresentationStyle(for:traitCollection:)"]),
            ])
        #expect(list.presentedViewController?.popoverPresentationController?.sourceView === list.helpButton)
        #expect(list.presentedViewController?.popoverPresentationController?.delegate is HelpPopoverDelegate)
        expectNoExceptions(window)
    }

    @Test(arguments: [("iphone-8", PresentationStyle.fullScreen), ("ipad-air-2", .formSheet)])
    func aNonisolatedCoordinatorBuildsAndPresentsInCode(device: String, style: PresentationStyle) throws {
        let (window, list) = try showList(device: device, iOS: 9)
        list.selectedAppointment = "Nails"
        list.remind()
        expectStep(window, [.presented("UIViewController"), .style(style)])
        #expect(list.presentedViewController?.title == "Reminder: Nails")
        expectNoExceptions(window)
    }

    @Test(arguments: [9, 26])
    func theSwift5AnimatorSlidesTheNotesUpAndDown(iOS: Int) throws {
        let (window, list) = try showList(device: "iphone-8", iOS: iOS)
        #expect(list.lifecycle == ["viewDidLoad", "viewWillAppear"], "the navigation controller forwards it")
        let lifecycleBefore = list.lifecycle
        list.performSegue(withIdentifier: "ShowNotes", sender: nil)
        let notes = try #require(list.presentedViewController as? AppointmentViewController)
        let segue = try #require(notes.transitioningDelegate as? SlideSegue, "retained by the presentation (R86)")
        window.advance(by: 0.25)
        // Ease-out reaches 0.6846 of the way at half the time (R117): 667 × (1 − 0.6846) below the top.
        let rising = try #require(notes.view.layer.presentation()?.frame)
        #expect(abs(rising.minY - 667 * (1 - 0.6846)) < 0.1)
        window.settle()
        #expect(notes.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(list.view.window == nil, "full screen removed the list's view")

        notes.dismiss(animated: true)
        window.advance(by: 0.25)
        #expect(notes.view.layer.presentation()?.frame.minY == 333.5, "half way down (ease-in-out)")
        #expect(list.view.window === window, "inserted below the notes")
        window.settle()
        #expect(list.presentedViewController == nil)
        #expect(segue.animator.endings == [true, true])
        #expect(list.lifecycle == lifecycleBefore + ["viewWillAppear"], "full screen brought the list back (R102)")
        expectNoHazards(window)
        expectNoExceptions(window)
    }

    @Test func theNonisolatedCoordinatorAnimatesOnTheWindowsClock() throws {
        let (window, list) = try showList(device: "iphone-8", iOS: 26)
        list.coordinator.dim(list.helpButton)
        #expect(list.helpButton.alpha == 0.5, "the model value changes at once (R114)")
        #expect(list.helpButton.layer.presentation()?.opacity == 1)
        window.advance(by: 0.15)
        #expect(list.helpButton.layer.presentation()?.opacity == 0.75)
        window.settle()
        #expect(list.helpButton.layer.presentation()?.opacity == 0.5)
    }
}
