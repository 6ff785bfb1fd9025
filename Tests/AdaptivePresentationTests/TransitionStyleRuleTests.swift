import Testing

@testable import AdaptivePresentation

private typealias F = SimulationFixtures

/// R87, R89–R91: the transition style a segue copies, and the presentations a transition style forbids, as
/// the decider decides them and as the window applies them.
struct TransitionStyleRuleTests {
    private static let curlMessage = "Application tried to present UIModalTransitionStylePartialCurl to or from"

    // MARK: R90, R91 decision tables

    @Test(arguments: [
        // style, active style, presenter full screen, inside popover, from curl, raises, names
        (ModalTransitionStyle.partialCurl, PresentationStyle.fullScreen, true, false, false, nil as String?),
        (.partialCurl, .pageSheet, true, false, false, "B"),
        (.partialCurl, .formSheet, true, false, false, "B"),
        (.partialCurl, .overFullScreen, true, false, false, "B"),
        (.partialCurl, .currentContext, true, false, false, "B"),
        (.partialCurl, .popover, true, false, false, "B"),
        (.partialCurl, .fullScreen, false, false, false, "A"),
        // A controller presented with the curl presents nothing, whatever the next one's style.
        (.coverVertical, .fullScreen, true, false, true, "A"),
        (.crossDissolve, .formSheet, true, false, true, "A"),
        (.crossDissolve, .fullScreen, true, false, false, nil),
        (.flipHorizontal, .formSheet, false, false, false, nil),
    ])
    func partialCurl(
        _ style: ModalTransitionStyle, _ active: PresentationStyle, _ presenterFullScreen: Bool, _ inPopover: Bool,
        _ fromCurl: Bool, _ named: String?
    ) {
        let exception = PresentationDecider(era: .iOS17).transitionStyleException(
            style, activeStyle: active, presenterIsFullScreen: presenterFullScreen, insidePopover: inPopover,
            presentingFromCurl: fromCurl, presented: "B", presenter: "A")
        if let named {
            #expect(exception == .partialCurlNotFullScreen(named))
            #expect(exception?.name == "NSInvalidArgumentException")
            #expect(exception?.reason.hasPrefix(Self.curlMessage) == true)
            #expect(exception?.reason.hasSuffix("non-fullscreen view controller \(named).") == true)
        } else {
            #expect(exception == nil)
        }
    }

    @Test(arguments: [
        // style, active style, inside popover, raises
        (ModalTransitionStyle.crossDissolve, PresentationStyle.currentContext, true, true),
        (.flipHorizontal, .overCurrentContext, true, true),
        (.coverVertical, .currentContext, true, false),
        (.coverVertical, .overCurrentContext, true, false),
        (.crossDissolve, .currentContext, false, false),
        // Only the current-context styles are restricted inside a popover.
        (.crossDissolve, .fullScreen, true, false),
        (.flipHorizontal, .formSheet, true, false),
    ])
    func insideAPopover(
        _ style: ModalTransitionStyle, _ active: PresentationStyle, _ inPopover: Bool, _ raises: Bool
    ) {
        let exception = PresentationDecider(era: .iOS17).transitionStyleException(
            style, activeStyle: active, presenterIsFullScreen: false, insidePopover: inPopover,
            presentingFromCurl: false, presented: "B", presenter: "A")
        #expect(exception == (raises ? .transitionStyleInPopover(style, presented: "B") : nil))
    }

    @Test func aCurlInAPopoversContextReportsTheCurl() {
        let exception = PresentationDecider().transitionStyleException(
            .partialCurl, activeStyle: .currentContext, presenterIsFullScreen: false, insidePopover: true,
            presentingFromCurl: false, presented: "B", presenter: "A")
        #expect(exception == .partialCurlNotFullScreen("B"), "R90 is checked before R91")
    }

    @Test func theDefaultIsCoverVertical() {
        #expect(ViewController(identifier: "B").modalTransitionStyle == .coverVertical, "R89")
        #expect(
            ModalTransitionStyle.allCases.map(\.rawValue) == [
                "coverVertical", "flipHorizontal", "crossDissolve", "partialCurl",
            ])
    }

    // MARK: R87 through the window

    private static func storyboard(
        transition: ModalTransitionStyle?, presentation: PresentationStyle? = nil, kind: SegueKind = .presentModally,
        destinationStyle: ModalTransitionStyle? = nil
    ) -> Storyboard {
        var destination = ControllerDefinition(identifier: "B", anchors: [])
        destination.modalTransitionStyle = destinationStyle
        return Storyboard(
            initialController: "A",
            controllers: [
                ControllerDefinition(identifier: "A", anchors: ["button"]), destination,
                ControllerDefinition(identifier: "C"),
            ],
            segues: [
                SegueDefinition(
                    identifier: "toB", source: "A", destination: "B", kind: kind,
                    anchor: kind == .popover ? "button" : nil, presentation: presentation,
                    transitionStyle: transition),
                SegueDefinition(identifier: "toC", source: "B", destination: "C", kind: .presentModally),
            ])
    }

    private static func window(_ storyboard: Storyboard, iOS: Int, pad: Bool = false) throws -> Window {
        Window(
            environment: try F.environment(pad ? F.pad() : F.phone), era: Era(iOS: iOS)!,
            rootViewController: try storyboard.instantiateInitialViewController())
    }

    @Test func aPresentModallySegueCopiesANonDefaultStyle() throws {
        let window = try Self.window(Self.storyboard(transition: .crossDissolve), iOS: 17)
        try window.performSegue("toB", from: window.rootViewController, sender: nil, userTriggered: false)
        #expect(window.presentedStack.first?.modalTransitionStyle == .crossDissolve)
    }

    @Test func aDefaultSegueKeepsTheDestinationsOwnStyle() throws {
        let window = try Self.window(Self.storyboard(transition: nil, destinationStyle: .flipHorizontal), iOS: 17)
        try window.performSegue("toB", from: window.rootViewController, sender: nil, userTriggered: false)
        #expect(window.presentedStack.first?.modalTransitionStyle == .flipHorizontal)
    }

    @Test func aShowSegueCopiesNoTransitionStyle() throws {
        let window = try Self.window(Self.storyboard(transition: .crossDissolve, kind: .show), iOS: 17)
        try window.performSegue("toB", from: window.rootViewController, sender: nil, userTriggered: false)
        #expect(window.presentedStack.map(\.identifier) == ["B"], "Show presents outside a navigation controller")
        #expect(window.presentedStack.first?.modalTransitionStyle == .coverVertical)
    }

    // MARK: R90, R91 through the window

    @Test func aFullScreenCurlPresentsAndItsControllerPresentsNothing() throws {
        let window = try Self.window(Self.storyboard(transition: .partialCurl, presentation: .fullScreen), iOS: 17)
        try window.performSegue("toB", from: window.rootViewController, sender: nil, userTriggered: false)
        #expect(window.presentedStack.map(\.identifier) == ["B"])
        let curled = window.visibleViewController
        #expect(throws: SimulationError.exception(.partialCurlNotFullScreen("B"))) {
            try window.performSegue("toC", from: curled, sender: nil, userTriggered: false)
        }
        #expect(window.presentedStack.map(\.identifier) == ["B"], "nothing more is presented")
    }

    @Test func anAutomaticCurlRaisesFromIOS13AndNotBefore() throws {
        // .automatic is a page sheet from iOS 13 (R2), full screen before (R1).
        let modern = try Self.window(Self.storyboard(transition: .partialCurl), iOS: 17)
        #expect(throws: SimulationError.exception(.partialCurlNotFullScreen("B"))) {
            try modern.performSegue("toB", from: modern.rootViewController, sender: nil, userTriggered: false)
        }
        #expect(modern.presentationControllers.isEmpty)
        #expect(modern.rootViewController.presentedViewController == nil, "the window is left as it was")
        let classic = try Self.window(Self.storyboard(transition: .partialCurl), iOS: 12)
        try classic.performSegue("toB", from: classic.rootViewController, sender: nil, userTriggered: false)
        #expect(classic.topPresentation?.currentStyle == .fullScreen)
    }

    @Test func aCurlFromAFormSheetNamesThePresenter() throws {
        let storyboard = Storyboard(
            initialController: "A",
            controllers: [
                ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B"),
                ControllerDefinition(identifier: "C"),
            ],
            segues: [
                SegueDefinition(
                    identifier: "toB", source: "A", destination: "B", kind: .presentModally, presentation: .formSheet),
                SegueDefinition(
                    identifier: "toC", source: "B", destination: "C", kind: .presentModally,
                    presentation: .fullScreen, transitionStyle: .partialCurl),
            ])
        let pad = try Self.window(storyboard, iOS: 17, pad: true)
        try pad.performSegue("toB", from: pad.rootViewController, sender: nil, userTriggered: false)
        let sheet = pad.visibleViewController
        #expect(throws: SimulationError.exception(.partialCurlNotFullScreen("B"))) {
            try pad.performSegue("toC", from: sheet, sender: nil, userTriggered: false)
        }
        // Before iOS 13 a form sheet adapts to full screen on an iPhone (R13): its controller covers the screen.
        let phone = try Self.window(storyboard, iOS: 12)
        try phone.performSegue("toB", from: phone.rootViewController, sender: nil, userTriggered: false)
        try phone.performSegue("toC", from: phone.visibleViewController, sender: nil, userTriggered: false)
        #expect(phone.presentedStack.map(\.identifier) == ["B", "C"])
    }

    @Test func aCurrentContextCrossDissolveInsideAPopoverRaises() throws {
        let storyboard = Storyboard(
            initialController: "A",
            controllers: [
                ControllerDefinition(identifier: "A", anchors: ["button"]),
                ControllerDefinition(identifier: "B", definesPresentationContext: true),
                ControllerDefinition(identifier: "C"),
            ],
            segues: [
                SegueDefinition(identifier: "toB", source: "A", destination: "B", kind: .popover, anchor: "button"),
                SegueDefinition(
                    identifier: "toC", source: "B", destination: "C", kind: .presentModally,
                    presentation: .currentContext, transitionStyle: .crossDissolve),
            ])
        let pad = try Self.window(storyboard, iOS: 17, pad: true)
        try pad.performSegue("toB", from: pad.rootViewController, sender: nil, userTriggered: false)
        #expect(pad.topPresentation?.currentStyle == .popover)
        let popover = pad.visibleViewController
        #expect(throws: SimulationError.exception(.transitionStyleInPopover(.crossDissolve, presented: "C"))) {
            try pad.performSegue("toC", from: popover, sender: nil, userTriggered: false)
        }
        // On an iPhone the popover adapts (R10): it is no popover, and the presentation is made.
        let phone = try Self.window(storyboard, iOS: 17)
        try phone.performSegue("toB", from: phone.rootViewController, sender: nil, userTriggered: false)
        try phone.performSegue("toC", from: phone.visibleViewController, sender: nil, userTriggered: false)
        #expect(phone.presentedStack.map(\.identifier) == ["B", "C"])
    }
}
