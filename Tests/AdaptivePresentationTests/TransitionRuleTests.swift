import Testing

@testable import AdaptivePresentation

private typealias F = SimulationFixtures

/// R81–R111 as the decider decides them and the window plays them: the R94 and R96 tables row by row, R101's
/// clean-up, R102's appearance calls, the call orders of R81, R82 and R100, and the failure modes a replay
/// sees.
struct TransitionRuleTests {
    // MARK: R94, R96, R102 tables

    @Test(arguments: [
        // appearance, removes the presenter's views, wraps, present (from, to), dismiss (from, to)
        (
            PresentationAppearance.fullScreen, true, false, TransitionViewReference.presenter,
            TransitionViewReference.presented, TransitionViewReference.presented, TransitionViewReference.presenter
        ),
        (.currentContext, true, false, .presenter, .presented, .presented, .presenter),
        (.sheet, false, true, .none, .wrapper, .wrapper, .none),
        (.card, false, true, .none, .wrapper, .wrapper, .none),
        (.overFullScreen, false, false, .none, .presented, .presented, .none),
        (.overCurrentContext, false, false, .none, .presented, .presented, .none),
        (.custom, false, false, .none, .presented, .presented, .none),
        (.popover, false, true, .none, .wrapper, .wrapper, .none),
    ])
    func viewForKey(
        _ appearance: PresentationAppearance, _ removes: Bool, _ wraps: Bool, _ presentFrom: TransitionViewReference,
        _ presentTo: TransitionViewReference, _ dismissFrom: TransitionViewReference,
        _ dismissTo: TransitionViewReference
    ) {
        let decider = PresentationDecider(era: .iOS9)
        #expect(decider.removesPresentersView(appearance) == removes)
        #expect(decider.wrapsPresentedView(appearance) == wraps)
        let present = decider.transitionViews(.present, removesPresentersView: removes, wrapsPresentedView: wraps)
        let dismiss = decider.transitionViews(.dismiss, removesPresentersView: removes, wrapsPresentedView: wraps)
        #expect(present.from == presentFrom && present.to == presentTo)
        #expect(dismiss.from == dismissFrom && dismiss.to == dismissTo)
    }

    @Test("R94, R126: a custom presentation controller decides with shouldRemovePresentersView (false in the base)")
    func customPresentationController() {
        let decider = PresentationDecider(era: .iOS17)
        #expect(decider.removesPresentersView(.custom) == false)
        #expect(decider.removesPresentersView(.custom, custom: true) == true)
    }

    @Test("R96, Q5: presented and presenter frames, presentation and dismissal")
    func frames() {
        let decider = PresentationDecider(era: .iOS9)
        let sheet = Rect(x: 114, y: 202, width: 540, height: 620)
        let window = Rect(x: 0, y: 0, width: 768, height: 1024)
        #expect(
            decider.presentedTransitionFrames(.present, presentedFrame: sheet, currentFrame: sheet) == (.zero, sheet))
        let moved = Rect(x: 0, y: 300, width: 540, height: 620)
        #expect(
            decider.presentedTransitionFrames(.dismiss, presentedFrame: sheet, currentFrame: moved) == (moved, moved))
        #expect(
            decider.presenterTransitionFrames(
                .present, removesPresentersView: true, presenterFrame: window, container: window)
                == (window, .zero))
        #expect(
            decider.presenterTransitionFrames(
                .present, removesPresentersView: false, presenterFrame: window, container: window)
                == (window, window))
        #expect(
            decider.presenterTransitionFrames(
                .dismiss, removesPresentersView: true, presenterFrame: window, container: window)
                == (.zero, window))
    }

    @Test(arguments: [
        // kind, removes, begin calls, completed end calls, cancelled end calls (iOS 9: no viewIsAppearing)
        (
            TransitionKind.present, true, ["viewWillDisappear(A)", "viewWillAppear(B)"],
            ["viewDidAppear(B)", "viewDidDisappear(A)"],
            ["viewWillDisappear(B)", "viewDidDisappear(B)", "viewWillAppear(A)", "viewDidAppear(A)"]
        ),
        (
            .present, false, ["viewWillAppear(B)"], ["viewDidAppear(B)"],
            ["viewWillDisappear(B)", "viewDidDisappear(B)"]
        ),
        (
            .dismiss, true, ["viewWillDisappear(B)", "viewWillAppear(A)"], ["viewDidAppear(A)", "viewDidDisappear(B)"],
            ["viewWillDisappear(A)", "viewDidDisappear(A)", "viewWillAppear(B)", "viewDidAppear(B)"]
        ),
        (
            .dismiss, false, ["viewWillDisappear(B)"], ["viewDidDisappear(B)"],
            ["viewWillAppear(B)", "viewDidAppear(B)"]
        ),
    ])
    func appearanceCalls(
        _ kind: TransitionKind, _ removes: Bool, _ begin: [String], _ completed: [String], _ cancelled: [String]
    ) {
        let decider = PresentationDecider(era: .iOS9)
        #expect(
            decider.appearanceCallsAtBegin(kind, presented: "B", presenter: "A", removesPresentersView: removes)
                .map(\.description) == begin)
        #expect(
            decider.appearanceCallsAtEnd(
                kind, completed: true, presented: "B", presenter: "A", removesPresentersView: removes
            ).map(\.description) == completed)
        #expect(
            decider.appearanceCallsAtEnd(
                kind, completed: false, presented: "B", presenter: "A", removesPresentersView: removes
            ).map(\.description) == cancelled)
    }

    @Test("R102: from iOS 13 viewIsAppearing comes at the start, after viewWillAppear; never before iOS 13")
    func viewIsAppearing() {
        let decider = PresentationDecider(era: .iOS17)
        #expect(
            decider.appearanceCallsAfterLayout(.present, presented: "B", presenter: "A", removesPresentersView: false)
                .map(\.description) == ["viewIsAppearing(B)"])
        #expect(
            decider.appearanceCallsAfterLayout(.dismiss, presented: "B", presenter: "A", removesPresentersView: true)
                .map(\.description) == ["viewIsAppearing(A)"])
        #expect(
            decider.appearanceCallsAfterLayout(.dismiss, presented: "B", presenter: "A", removesPresentersView: false)
                .isEmpty)
        #expect(
            PresentationDecider(era: .iOS12).appearanceCallsAfterLayout(
                .present, presented: "B", presenter: "A", removesPresentersView: false
            ).isEmpty)
        let calls = decider.appearanceCallsAtEnd(
            .present, completed: true, presented: "B", presenter: "A", removesPresentersView: false)
        #expect(calls.map(\.description) == ["viewDidAppear(B)"])
    }

    @Test("R83, R85, Q1–Q3: who asks for an animator")
    func asksForAnimator() {
        let decider = PresentationDecider(era: .iOS9)
        #expect(decider.asksForAnimator(.present, appearance: .fullScreen, style: .formSheet, animated: true))
        #expect(!decider.asksForAnimator(.present, appearance: .popover, style: .popover, animated: true))
        #expect(decider.asksForAnimator(.present, appearance: .fullScreen, style: .popover, animated: true))
        #expect(decider.asksForAnimator(.present, appearance: .custom, style: .custom, animated: false))
        #expect(!decider.asksForAnimator(.present, appearance: .fullScreen, style: .fullScreen, animated: false))
        #expect(!decider.asksForAnimator(.dismiss, appearance: .custom, style: .custom, animated: false))
    }

    // MARK: The window playing a transition

    /// A storyboard whose segue `Fade` presents B as a form sheet with the FadeSegue's animators.
    private static func fadeStoryboard(
        present: TransitionAnimator? = fadeIn, dismiss: TransitionAnimator? = fadeOut, callsSuper: Bool = true
    ) -> Storyboard {
        Storyboard(
            initialController: "A",
            controllers: [ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B")],
            segues: [
                SegueDefinition(
                    identifier: "Fade", source: "A", destination: "B", kind: .presentModally, presentation: .formSheet,
                    className: "FadeSegue")
            ],
            segueClasses: [
                DeclarativeSegue.segueClass(
                    name: "FadeSegue", delegate: nil, shouldPerform: nil,
                    transitioningDelegate: DeclarativeTransitioningDelegate(
                        present: present?.name, dismiss: dismiss?.name),
                    callsSuper: callsSuper)
            ],
            animators: [present, dismiss].compactMap { $0 })
    }

    private static let fadeIn = TransitionAnimator(
        name: "FadeIn", duration: 2, animate: .init(changes: [.to: ViewChanges(alpha: .init(0, 1))]))
    private static let fadeOut = TransitionAnimator(
        name: "FadeOut", duration: 2, animate: .init(changes: [.from: ViewChanges(alpha: .init(1, 0))]))

    private static func window(_ storyboard: Storyboard, iOS: Int, device: DeviceProfile = F.phone) throws -> Window {
        let root = try storyboard.instantiateInitialViewController()
        let window = Window(environment: try F.environment(device), era: Era(iOS: iOS)!, rootViewController: root)
        window.settlesAfterEachCall = false
        return window
    }

    @Test("R81, R100: a presentation's calls, in order, and the fade half way at 1 s on an iPhone (iOS 9)")
    func presentationOrder() throws {
        let window = try Self.window(Self.fadeStoryboard(), iOS: 9)
        try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
        window.advance(by: VirtualTime(seconds: 1))
        let alpha = window.layerValues.first { $0.name == "B" }?.values.alpha
        #expect(abs((alpha ?? 0) - 0.5) < 1e-9)
        #expect(window.stepTransition?.state == .running)
        #expect(window.stepTransition?.fromView == .presenter)
        #expect(window.stepTransition?.toView == .presented)
        window.advance(by: VirtualTime(seconds: 1))
        #expect(
            window.takeTransitionCalls().map(\.description) == [
                "animationController(forPresented:presenting:source:)", "presentationTransitionWillBegin()",
                "viewWillDisappear(A)", "viewWillAppear(B)", "transitionDuration(using:)", "animateTransition(using:)",
                "completeTransition(true)", "presentationTransitionDidEnd(true)", "viewDidAppear(B)",
                "viewDidDisappear(A)", "animationEnded(true)",
            ], "a storyboard segue presents with no completion block")
        #expect(window.stepTransition?.state == .completed)
        #expect(window.visibleViews == ["B"])
        #expect(window.presentingViewInWindow == false)
    }

    @Test("R82, R86: the retained segue answers the dismissal from iOS 9; on iOS 8 the default runs (F10)")
    func unwindUsesTheSameSegue() throws {
        for iOS in [8, 9] {
            let window = try Self.window(Self.fadeStoryboard(), iOS: iOS)
            try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
            window.settle()
            _ = window.takeTransitionCalls()
            window.beginTransitionStep()
            window.dismissTop(.programmatic)
            window.settle()
            #expect(window.stepTransition?.animator == (iOS == 9 ? "FadeOut" : nil))
            #expect(window.takeHazards().map(\.id) == (iOS == 9 ? [] : [.F10]))
            #expect(window.visibleViews == ["A"])
            #expect(window.presentationControllers.isEmpty)
        }
    }

    @Test("R84: an animator for presentation only; the dismissal is the built-in cover vertical, 0.4 s (Q4)")
    func builtInDismissal() throws {
        let window = try Self.window(Self.fadeStoryboard(dismiss: nil), iOS: 9)
        try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
        window.settle()
        window.beginTransitionStep()
        window.dismissTop(.programmatic)
        window.advance(by: VirtualTime(seconds: 0.2)!)
        let summary = try #require(window.stepTransition)
        #expect(summary.animator == nil && summary.transitionStyle == .coverVertical && summary.duration == 0.4)
        // Half way along easeInOut: half the 667 pt screen down.
        let y = window.layerValues.first { $0.name == "B" }?.values.frame.y ?? 0
        #expect(abs(y - 333.5) < 0.5)
    }

    @Test("F3: a from-view faded out and never restored comes back transparent on iPhone, not on iPad")
    func fadedPresenter() throws {
        let fadeOutFrom = TransitionAnimator(
            name: "FadeBoth", duration: 1,
            animate: .init(changes: [.from: ViewChanges(alpha: .init(1, 0)), .to: ViewChanges(alpha: .init(0, 1))]))
        for device in [F.phone, F.pad()] {
            let window = try Self.window(
                Self.fadeStoryboard(present: fadeOutFrom, dismiss: nil), iOS: 9, device: device)
            try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
            window.settle()
            _ = window.takeHazards()
            window.dismissTop(.programmatic)
            window.settle()
            let hazards = window.takeHazards().map(\.id)
            #expect(hazards == (device.idiom == .phone ? [.F3] : []))
            #expect(window.visibleViews == (device.idiom == .phone ? ["A(hidden)"] : ["A"]))
        }
    }

    @Test("F1, F11: an animator that never completes leaves the transition stuck, and the next present is dropped")
    func neverCompletes() throws {
        let stuck = TransitionAnimator(
            name: "Stuck", duration: 1, completion: .init(completes: .never))
        let window = try Self.window(Self.fadeStoryboard(present: stuck, dismiss: nil), iOS: 17)
        try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
        window.settle()
        #expect(window.takeHazards().map(\.id) == [.F1])
        #expect(window.stepTransition?.state == .stuck)
        // F2 as well would need the presentation to end: it never does.
        let other = try window.rootViewController.storyboard!.instantiateViewController(withIdentifier: "B")
        try window.present(other, from: window.rootViewController)
        #expect(window.takeHazards().map(\.id) == [.F11])
    }

    @Test("F2: no to-view added: black on iPhone (presenter removed), the presenter still seen on iPad")
    func toViewNeverAdded() throws {
        let forgetful = TransitionAnimator(name: "Forgetful", duration: 1, adds: TransitionAnimator.Adds.none)
        for device in [F.phone, F.pad()] {
            let window = try Self.window(
                Self.fadeStoryboard(present: forgetful, dismiss: nil), iOS: 9, device: device)
            try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
            window.settle()
            #expect(window.takeHazards().map(\.id) == [.F2])
            #expect(window.visibleViews == (device.idiom == .phone ? [] : ["A", "dimming"]))
        }
    }

    @Test("F14: a segue class that does not call super.perform() presents nothing")
    func noSuper() throws {
        let window = try Self.window(Self.fadeStoryboard(callsSuper: false), iOS: 9)
        try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
        #expect(window.takeHazards().map(\.id) == [.F14])
        #expect(window.presentationControllers.isEmpty)
    }

    @Test("R109–R111, F7, F8: an interactive dismissal cancelled, then finished")
    func interactiveDismissal() throws {
        let swipe = TransitionAnimator(
            name: "SwipeAway", duration: 2, adds: .toBelowFrom,
            animate: .init(curve: .linear, changes: [.from: ViewChanges(frame: .init(.initial, .offscreen(.below)))]),
            completion: .init(sets: [.from: ViewSettings(frame: .initial)], removesTo: .cancelled),
            interactive: true)
        let window = try Self.window(Self.fadeStoryboard(dismiss: swipe), iOS: 9)
        try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
        window.settle()
        _ = window.takeTransitionCalls()
        window.beginTransitionStep()
        window.dismissTop(.interactive, interaction: InteractiveDismissal(progress: [0.2, 1.5], release: .cancel))
        // Clamped to 1 (R109): the cancel runs back for the whole 2 s.
        window.advance(by: VirtualTime(seconds: 1))
        #expect(window.stepTransition?.state == .running)
        window.advance(by: VirtualTime(seconds: 1))
        #expect(window.stepTransition?.state == .cancelled)
        #expect(window.presentationControllers.count == 1)
        #expect(
            window.takeTransitionCalls().map(\.description) == [
                "animationController(forDismissed:)", "interactionControllerForDismissal(using:)",
                "dismissalTransitionWillBegin()", "viewWillDisappear(B)", "viewWillAppear(A)",
                // R108: the percent-driven interactor calls the animator's animateTransition(using:) itself.
                "transitionDuration(using:)", "startInteractiveTransition(_:)", "animateTransition(using:)",
                "updateInteractiveTransition(0.2)",
                "updateInteractiveTransition(1)", "cancelInteractiveTransition()", "completeTransition(false)",
                "dismissalTransitionDidEnd(false)", "viewWillDisappear(A)", "viewDidDisappear(A)", "viewWillAppear(B)",
                "viewDidAppear(B)", "completion(dismiss)", "animationEnded(false)",
            ])
        // The animator took the presenter's view out again and put the frame back: nothing to undo.
        #expect(window.takeHazards().map(\.id) == [])
        window.beginTransitionStep()
        window.dismissTop(.interactive, interaction: InteractiveDismissal(progress: [0.5], release: .finish))
        window.advance(by: VirtualTime(seconds: 0.5)!)
        let y = window.layerValues.first { $0.name == "B" }?.values.frame.y ?? 0
        #expect(abs(y - 667 * 0.75) < 0.5)
        window.settle()
        #expect(window.stepTransition?.state == .completed)
        #expect(window.presentationControllers.isEmpty)
    }

    @Test("F8: a cancelled dismissal whose animator neither removes the to-view nor undoes its changes")
    func cancelledWithoutUndo() throws {
        for removesTo in [TransitionAnimator.RemovalCondition.never, .cancelled] {
            let swipe = TransitionAnimator(
                name: "SwipeAway", duration: 2,
                animate: .init(changes: [.from: ViewChanges(frame: .init(.initial, .offscreen(.below)))]),
                completion: .init(removesTo: removesTo), interactive: true)
            let window = try Self.window(Self.fadeStoryboard(dismiss: swipe), iOS: 9)
            try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
            window.settle()
            window.dismissTop(.interactive, interaction: InteractiveDismissal(progress: [0.3], release: .cancel))
            window.settle()
            let hazards = window.takeHazards()
            #expect(hazards.map(\.id) == [.F8])
            #expect(
                hazards.first?.detail.contains(removesTo == .never ? "stays inside the container" : "does not undo")
                    == true)
        }
    }

    @Test("F4, F6, F9: the controller's own view out of its wrapper, a nil view unwrapped, the to-view removed")
    func animatorMistakes() throws {
        let own = TransitionAnimator(name: "Own", duration: 1, adds: .toController)
        let pad = try Self.window(Self.fadeStoryboard(present: own, dismiss: nil), iOS: 9, device: F.pad())
        try pad.performSegue("Fade", from: pad.rootViewController, sender: nil, userTriggered: false)
        pad.settle()
        #expect(pad.takeHazards().map(\.id) == [.F4])
        #expect(pad.visibleViews == ["A", "dimming", "B"])

        let unwrapping = TransitionAnimator(name: "Unwrapping", duration: 1, unwraps: [.from])
        let crash = try Self.window(Self.fadeStoryboard(present: unwrapping, dismiss: nil), iOS: 9, device: F.pad())
        try crash.performSegue("Fade", from: crash.rootViewController, sender: nil, userTriggered: false)
        crash.settle()
        #expect(crash.takeHazards().map(\.id) == [.F6])
        #expect(crash.stepTransition?.state == .stuck)
        // On an iPhone (era 9) the from-view exists: nothing traps.
        let phone = try Self.window(Self.fadeStoryboard(present: unwrapping, dismiss: nil), iOS: 9)
        try phone.performSegue("Fade", from: phone.rootViewController, sender: nil, userTriggered: false)
        phone.settle()
        #expect(phone.takeHazards().map(\.id) == [])

        let removing = TransitionAnimator(
            name: "Removing", duration: 1, completion: .init(removesTo: .always))
        let blank = try Self.window(Self.fadeStoryboard(present: removing, dismiss: nil), iOS: 9)
        try blank.performSegue("Fade", from: blank.rootViewController, sender: nil, userTriggered: false)
        blank.settle()
        #expect(blank.takeHazards().map(\.id) == [.F9])
        #expect(blank.visibleViews == [])
    }

    @Test("F5: on iPad the dismissal's animator adds the presenter's own view, and UIKit removes it with the container")
    func presenterRemovedWithContainer() throws {
        let back = TransitionAnimator(name: "Back", duration: 1, adds: .toController)
        let window = try Self.window(Self.fadeStoryboard(dismiss: back), iOS: 9, device: F.pad())
        try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
        window.settle()
        window.dismissTop(.programmatic)
        window.settle()
        #expect(window.takeHazards().map(\.id) == [.F5])
        #expect(window.visibleViews == [])
    }

    @Test("F15: an animator casting the from-controller when the source sits in a navigation controller")
    func castThroughContainer() throws {
        let scale = TransitionAnimator(
            name: "ScaleUp", duration: 1,
            animate: .init(changes: [.to: ViewChanges(frame: .init(.anchor("photo"), .final))]), source: .direct)
        let storyboard = Storyboard(
            initialController: "Nav",
            controllers: [
                ControllerDefinition(identifier: "Nav", kind: .navigation(root: "A")),
                ControllerDefinition(identifier: "A", anchors: ["photo"]), ControllerDefinition(identifier: "B"),
            ],
            segues: [
                SegueDefinition(
                    identifier: "Scale", source: "A", destination: "B", kind: .presentModally, className: "ScaleSegue")
            ],
            segueClasses: [
                DeclarativeSegue.segueClass(
                    name: "ScaleSegue", delegate: nil, shouldPerform: nil,
                    transitioningDelegate: DeclarativeTransitioningDelegate(present: "ScaleUp"))
            ],
            animators: [scale])
        let window = try Self.window(storyboard, iOS: 9)
        try window.performSegue("Scale", from: window.visibleViewController, sender: nil, userTriggered: false)
        window.settle()
        #expect(window.takeHazards().map(\.id) == [.F15])
        #expect(window.stepTransition?.state == .completed)
        #expect(window.stepTransition?.fromController == "Nav")
    }

    @Test("F12: a page curl to a form sheet raises, and is reported")
    func curl() throws {
        let storyboard = Self.fadeStoryboard(present: nil, dismiss: nil)
        let window = try Self.window(storyboard, iOS: 17, device: F.pad())
        let controller = try storyboard.instantiateViewController(withIdentifier: "B")
        controller.modalPresentationStyle = .formSheet
        controller.modalTransitionStyle = .partialCurl
        #expect(throws: SimulationError.self) { try window.present(controller, from: window.rootViewController) }
        #expect(window.takeHazards().map(\.id) == [.F12])
    }

    @Test("time: a billion-second animator settles at once, with an exact clock")
    func longAnimator() throws {
        let slow = TransitionAnimator(
            name: "Slow", duration: 1e9, animate: .init(changes: [.to: ViewChanges(alpha: .init(0, 1))]))
        let window = try Self.window(Self.fadeStoryboard(present: slow, dismiss: nil), iOS: 9)
        try window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
        window.advance(by: VirtualTime(seconds: 5e8)!)
        #expect(window.layerValues.first { $0.name == "B" }?.values.alpha == 0.5)
        window.settle()
        #expect(window.now == VirtualTime(seconds: Int64(1_000_000_000)))
        #expect(window.stepTransition?.state == .completed)
    }
}

/// R122–R126: a custom presentation controller described by the transitioning delegate.
struct CustomPresentationControllerTests {
    private static func storyboard(_ custom: CustomPresentationDescription?) -> Storyboard {
        let slide = TransitionAnimator(
            name: "SlideUp", duration: 1,
            animate: .init(changes: [.to: ViewChanges(frame: .init(.offscreen(.below), .final))]))
        return Storyboard(
            initialController: "A",
            controllers: [ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B")],
            segues: [
                SegueDefinition(
                    identifier: "Half", source: "A", destination: "B", kind: .presentModally, presentation: .custom,
                    className: "HalfSegue")
            ],
            segueClasses: [
                DeclarativeSegue.segueClass(
                    name: "HalfSegue", delegate: nil, shouldPerform: nil,
                    transitioningDelegate: DeclarativeTransitioningDelegate(
                        present: "SlideUp", presentationController: custom))
            ],
            animators: [slide])
    }

    @Test("R122, R123: frameOfPresentedViewInContainerView pinned to the bottom, laid out again in Split View")
    func halfHeight() throws {
        let custom = CustomPresentationDescription(frame: PinnedFrame(leading: 0, trailing: 0, bottom: 0, height: 300))
        let storyboard = Self.storyboard(custom)
        let root = try storyboard.instantiateInitialViewController()
        let window = Window(
            environment: try F.environment(F.pad(), .landscape), era: .iOS17, rootViewController: root)
        window.settlesAfterEachCall = false
        try window.performSegue("Half", from: root, sender: nil, userTriggered: false)
        window.settle()
        let calls = window.takeTransitionCalls().map(\.description)
        #expect(calls.first == "presentationController(forPresented:presenting:source:)")
        #expect(calls.contains("containerViewWillLayoutSubviews()"))
        #expect(window.stepTransition?.finalFrame == Rect(x: 0, y: 468, width: 1024, height: 300))
        // R126: the base removes nothing: the presenter stays under the half-height view.
        #expect(window.visibleViews == ["A", "B"])
        try window.transition(to: try F.environment(F.pad(), .landscape, .oneHalf))
        #expect(
            window.takeTransitionCalls().map(\.description) == [
                "containerViewWillLayoutSubviews()", "containerViewDidLayoutSubviews()",
            ])
        #expect(window.topPresentation?.frameOfPresentedView == Rect(x: 0, y: 468, width: 507, height: 300))
        #expect(
            window.layerValues.first { $0.name == "B" }?.values.frame == Rect(x: 0, y: 468, width: 507, height: 300))
    }

    @Test("R125: a custom presentation adapts only when its controller says so")
    func adaptation() throws {
        for rule in [nil, DeclarativeDelegate.StyleRule(byHorizontal: [.compact: .fullScreen])] {
            let storyboard = Self.storyboard(CustomPresentationDescription(adaptivePresentationStyle: rule))
            let root = try storyboard.instantiateInitialViewController()
            let window = Window(environment: try F.environment(F.phone), era: .iOS17, rootViewController: root)
            try window.performSegue("Half", from: root, sender: nil, userTriggered: false)
            #expect(window.topPresentation?.decision?.style == (rule == nil ? .custom : .fullScreen))
        }
    }
}

/// R127–R129, F16: navigation pushes and pops with the delegate's animators.
struct NavigationTransitionTests {
    private static let slideIn = TransitionAnimator(
        name: "SlideIn", duration: 1,
        animate: .init(curve: .linear, changes: [.to: ViewChanges(frame: .init(.offscreen(.trailing), .final))]))
    private static let slideOut = TransitionAnimator(
        name: "SlideOut", duration: 1,
        animate: .init(curve: .linear, changes: [.from: ViewChanges(frame: .init(.initial, .offscreen(.trailing)))]))

    private static func window() throws -> (Window, NavigationController) {
        let storyboard = Storyboard(
            initialController: "Nav",
            controllers: [
                ControllerDefinition(identifier: "Nav", kind: .navigation(root: "A")),
                ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B"),
            ],
            segues: [SegueDefinition(identifier: "Next", source: "A", destination: "B", kind: .show)],
            animators: [slideIn, slideOut])
        let root = try storyboard.instantiateInitialViewController()
        let window = Window(environment: try F.environment(F.phone), era: .iOS17, rootViewController: root)
        window.settlesAfterEachCall = false
        return (window, try #require(root as? NavigationController))
    }

    @Test("R127, R129: a push with no delegate slides in the standard way; both views are non-nil")
    func standardPush() throws {
        let (window, navigation) = try Self.window()
        try window.performSegue("Next", from: window.visibleViewController, sender: nil, userTriggered: false)
        #expect(navigation.topViewController?.identifier == "B")
        window.advance(by: VirtualTime(seconds: 0.2)!)
        let summary = try #require(window.stepTransition)
        #expect(summary.kind == .push && summary.animator == nil && summary.presentationStyle == .none)
        #expect(summary.fromView != .none && summary.toView != .none)
        let x = window.layerValues.first { $0.name == "B" }?.values.frame.x ?? 0
        #expect(abs(x - 187.5) < 0.5)
        window.settle()
        #expect(window.layerValues.map(\.name) == ["Nav", "B"])
        #expect(
            window.takeTransitionCalls().map(\.description) == [
                "viewWillDisappear(A)", "viewWillAppear(B)", "viewIsAppearing(B)", "viewDidAppear(B)",
                "viewDidDisappear(A)",
            ])
    }

    @Test("R128, F16: a custom pop animator without an interaction controller takes over the edge swipe")
    func customPop() throws {
        let (window, navigation) = try Self.window()
        let delegate = NavigationDelegateObject(
            DeclarativeNavigationDelegate(push: "SlideIn", pop: "SlideOut"),
            animators: ["SlideIn": Self.slideIn, "SlideOut": Self.slideOut])
        navigation.delegate = delegate
        try window.performSegue("Next", from: window.visibleViewController, sender: nil, userTriggered: false)
        window.settle()
        #expect(window.stepTransition?.animator == "SlideIn")
        _ = window.takeTransitionCalls()
        window.beginTransitionStep()
        window.pop(navigation, gesture: InteractiveDismissal(progress: [0.3], release: .cancel))
        window.settle()
        #expect(window.takeHazards().map(\.id) == [.F16])
        // Non-interactive: the pop ran to its end despite the cancelled swipe.
        #expect(window.stepTransition?.state == .completed)
        #expect(navigation.topViewController?.identifier == "A")
        withExtendedLifetime(delegate) {}
    }

    @Test("R128: without a custom animator the system's edge swipe is interactive: a cancelled swipe keeps B")
    func systemSwipe() throws {
        let (window, navigation) = try Self.window()
        try window.performSegue("Next", from: window.visibleViewController, sender: nil, userTriggered: false)
        window.settle()
        window.beginTransitionStep()
        window.pop(navigation, gesture: InteractiveDismissal(progress: [0.4], release: .cancel))
        window.settle()
        #expect(window.stepTransition?.state == .cancelled)
        #expect(window.stepTransition?.interactive == true)
        #expect(navigation.topViewController?.identifier == "B")
        #expect(window.takeHazards().isEmpty)
    }
}

/// R113: the running transition's coordinator.
struct TransitionCoordinatorTests {
    @Test("R113: alongside animations share the transition's time; completions run once it ends, before animationEnded")
    func alongside() throws {
        let fadeIn = TransitionAnimator(
            name: "FadeIn", duration: 2, animate: .init(changes: [.to: ViewChanges(alpha: .init(0, 1))]))
        let storyboard = Storyboard(
            initialController: "A",
            controllers: [ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B")],
            segues: [
                SegueDefinition(
                    identifier: "Fade", source: "A", destination: "B", kind: .presentModally,
                    presentation: .overFullScreen, className: "FadeSegue")
            ],
            segueClasses: [
                DeclarativeSegue.segueClass(
                    name: "FadeSegue", delegate: nil, shouldPerform: nil,
                    transitioningDelegate: DeclarativeTransitioningDelegate(present: "FadeIn"))
            ],
            animators: [fadeIn])
        let root = try storyboard.instantiateInitialViewController()
        let window = Window(environment: try F.environment(F.phone), era: .iOS17, rootViewController: root)
        window.settlesAfterEachCall = false
        #expect(window.transitionCoordinator == nil)
        try window.performSegue("Fade", from: root, sender: nil, userTriggered: false)
        let coordinator = try #require(window.transitionCoordinator)
        #expect(coordinator.context?.transitionDuration == 2)
        #expect(coordinator.context?.presentationStyle == .overFullScreen)
        var contexts: [TransitionCoordinatorContext] = []
        let presenter = window.view(of: root)
        #expect(coordinator.animate(alongsideTransition: [(presenter, .alpha(0.5))]) { contexts.append($0) })
        window.advance(by: VirtualTime(seconds: 1))
        // easeInOut at half time: half way from 1 to 0.5.
        #expect(abs((window.layerValues.first { $0.name == "A" }?.values.alpha ?? 0) - 0.75) < 1e-9)
        #expect(contexts.isEmpty)
        window.settle()
        #expect(contexts.map(\.isCancelled) == [false])
        #expect(window.transitionCoordinator == nil)
        #expect(!coordinator.animate(alongsideTransition: [(presenter, .alpha(1))]))
    }
}

/// Memory stays flat: what a long replay of transitions keeps does not grow with its steps.
struct TransitionMemoryTests {
    @Test("1,000 pushes and pops, and 1,000 presentations and dismissals, leave the window's views as they were")
    func flat() throws {
        let storyboard = Storyboard(
            initialController: "Nav",
            controllers: [
                ControllerDefinition(identifier: "Nav", kind: .navigation(root: "A")),
                ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B"),
                ControllerDefinition(identifier: "C"),
            ],
            segues: [
                SegueDefinition(identifier: "Next", source: "A", destination: "B", kind: .show),
                SegueDefinition(
                    identifier: "Sheet", source: "A", destination: "C", kind: .presentModally, presentation: .formSheet),
            ])
        let root = try storyboard.instantiateInitialViewController()
        let window = Window(environment: try F.environment(F.phone), era: .iOS17, rootViewController: root)
        let navigation = try #require(root as? NavigationController)
        let before = window.transitionState.viewCount
        for _ in 0..<1_000 {
            try window.performSegue("Next", from: window.visibleViewController, sender: nil, userTriggered: false)
            window.pop(navigation)
            try window.performSegue("Sheet", from: window.visibleViewController, sender: nil, userTriggered: false)
            window.dismissTop(.programmatic)
        }
        #expect(window.transitionState.viewCount <= before + 1)
        #expect(window.transitionState.scheduled.isEmpty)
        #expect(window.transitionState.recent.count <= 1)
    }
}
