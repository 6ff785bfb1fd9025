import AdaptivePresentation
import Foundation
import Testing

@testable import AdaptivePresentationSpec

/// FORMATS §2b in YAML: `animators:`, a segue class's `transitioningDelegate` and `callsSuper`, the `present`,
/// `advance`, `at` and `dismiss` options of steps, and the six transition expectation keys.
struct TransitionFileTests {
    private static func load(_ text: String) throws(SpecError) -> Scenario {
        try ScenarioLoader(catalog: try SpecLoader.builtInDevices()).loadScenario(
            from: SpecSource(file: "s.yaml", text: text))
    }

    private static func diagnostics(_ text: String) -> [Diagnostic] {
        SpecValidator().validate(SpecSource(file: "s.yaml", text: text))
    }

    /// A scenario on an iPhone 8 under iOS 9: controllers A and B, segue AB (a FadeSegue form sheet), the
    /// animators FadeIn and FadeOut, and `animators` and `steps` as given.
    private static func scenario(animators: String = "", steps: String) -> String {
        """
        scenario: Fade
        device: iphone-8
        ios: 9
        storyboard:
          initial: A
          controllers: {A: {anchors: [photo]}, B: {}}
          segues:
            - {id: AB, from: A, to: B, kind: presentModally, presentation: formSheet, class: FadeSegue}
          segueClasses:
            FadeSegue:
              transitioningDelegate: {present: FadeIn, dismiss: FadeOut}
          animators:
            FadeIn: {duration: 2, animate: {to: {alpha: [0, 1]}}}
            FadeOut: {duration: 2, animate: {from: {alpha: [1, 0]}}}
        \(animators.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        steps:
        \(steps.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    /// The one diagnostic of `text`, as `line:column: severity: message at path`, with its notes.
    private static func diagnostic(_ text: String) -> [String] {
        diagnostics(text).map { diagnostic in
            let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
            let notes = diagnostic.notes.map { " (\($0.message))" }.joined()
            return "\(location): \(diagnostic.severity): \(diagnostic.message) at \(diagnostic.path)\(notes)"
        }
    }

    // MARK: - Decoding

    @Test("an animator decodes every key into TransitionAnimator")
    func animatorKeys() throws {
        let text = Self.scenario(
            animators: """
                Slide:
                  duration: 0.5
                  adds: toBelowFrom
                  animate:
                    curve: {spring: {dampingRatio: 0.7, initialVelocity: 2}}
                    from: {frame: [initial, below], transform: [identity, {scale: 0.5}]}
                    to: {frame: [{x: 0, y: 10, width: 100, height: 50}, anchor photo], transform: [{translate: [3, 4]}, {rotate: 90}]}
                  completion:
                    from: {alpha: 1, frame: zero, transform: {scale: [1, 2]}}
                    removesTo: cancelled
                    completes: false
                  interactive: true
                  unwraps: [to]
                  source: direct
                """, steps: "- perform: AB")
        let animators = try Self.load(text).storyboard.animators
        #expect(animators.keys.sorted() == ["FadeIn", "FadeOut", "Slide"])
        #expect(
            animators["FadeIn"]
                == TransitionAnimator(
                    name: "FadeIn", duration: 2,
                    animate: .init(changes: [.to: ViewChanges(alpha: .init(0, 1))])))
        let slide = try #require(animators["Slide"])
        #expect(slide.duration == 0.5)
        #expect(slide.adds == .toBelowFrom)
        #expect(slide.animate?.curve == .spring(dampingRatio: 0.7, initialVelocity: 2))
        #expect(slide.animate?.changes[.from]?.frame == .init(.initial, .offscreen(.below)))
        #expect(slide.animate?.changes[.from]?.transform == .init(.identity, .scale(0.5, 0.5)))
        #expect(
            slide.animate?.changes[.to]?.frame
                == .init(.rect(Rect(x: 0, y: 10, width: 100, height: 50)), .anchor("photo")))
        #expect(slide.animate?.changes[.to]?.transform == .init(.translate(3, 4), .rotate(degrees: 90)))
        #expect(
            slide.completion
                == .init(
                    sets: [.from: ViewSettings(alpha: 1, frame: .zero, transform: .scale(1, 2))], removesTo: .cancelled,
                    completes: .no))
        #expect(slide.interactive)
        #expect(slide.unwraps == [.to])
        #expect(slide.source == .direct)
    }

    @Test("a segue class's transitioningDelegate and callsSuper reach the segue it makes")
    func segueClass() throws {
        let text = Self.scenario(steps: "- perform: AB").replacingOccurrences(
            of: "transitioningDelegate: {present: FadeIn, dismiss: FadeOut}",
            with: "transitioningDelegate: {present: FadeIn, dismiss: FadeOut}\n      callsSuper: false")
        let scenario = try Self.load(text)
        let run = Simulation.replay(scenario, catalog: try SpecLoader.builtInDevices())
        #expect(run.steps.first?.state.presented == nil, "a class that skips super.perform() presents nothing")
        #expect(
            StepExpectation(.hazards, expected: .strings(["F14"])).check(against: try #require(run.steps.first?.state))
                .passed)
    }

    @Test("present, advance, at and the dismiss options decode into the core's events")
    func stepEvents() throws {
        let steps = """
            - present: B
              style: popover
              anchor: photo
              delegate: {adaptivePresentationStyle: {compact: none}}
              transitioningDelegate: {present: FadeIn, alive: false}
              transitionStyle: crossDissolve
              animated: false
              at: 0.25
            - advance: 1.5
            - dismiss: programmatic
              animated: false
              transitioningDelegate: {dismiss: FadeOut}
            - perform: AB
            - dismiss: interactive
              progress: [0.2, 0.45]
              release: cancel
            """
        let scenario = try Self.load(Self.scenario(steps: steps))
        var delegate = DeclarativeDelegate()
        delegate.adaptivePresentationStyle = DeclarativeDelegate.StyleRule()
        delegate.adaptivePresentationStyle?.byHorizontal[.compact] = PresentationStyle.none
        #expect(
            scenario.steps[0]
                == ScenarioStep(
                    .present(
                        PresentRequest(
                            controller: "B", style: .popover, anchor: "photo", delegate: delegate,
                            transitioningDelegate: DeclarativeTransitioningDelegate(present: "FadeIn", alive: false),
                            transitionStyle: .crossDissolve, animated: false)), at: VirtualTime(seconds: 0.25)))
        #expect(scenario.steps[1] == ScenarioStep(.advance(try #require(VirtualTime(seconds: 1.5)))))
        #expect(
            scenario.steps[2]
                == ScenarioStep(
                    .dismiss(
                        .programmatic,
                        DismissOptions(
                            animated: false, transitioningDelegate: DeclarativeTransitioningDelegate(dismiss: "FadeOut")
                        ))))
        #expect(
            scenario.steps[4]
                == ScenarioStep(
                    .dismiss(
                        .interactive,
                        DismissOptions(interaction: InteractiveDismissal(progress: [0.2, 0.45], release: .cancel)))))
    }

    @Test("the six transition keys decode into the values their observations produce")
    func expectationKeys() throws {
        let steps = """
            - perform: AB
              expect:
                transition: {kind: present, animator: FadeIn, transitionStyle: none, duration: 2, interactive: false, animated: true, presentationStyle: fullScreen, fromView: presenter, toView: wrapper, initialFrame: {x: 0, y: 0, width: 0, height: 0}, finalFrame: {x: 0, y: 0, width: 375, height: 667}, fromController: A, toController: B, state: stuck}
                transitionCalls: ["transitionDuration(using:)", "animateTransition(using:)"]
                views: [A, wrapper(B), dimming]
                layers: {A: {alpha: 0.5, frame: {x: 0, y: 0, width: 375, height: 667}, transform: {rotate: 90}}, "wrapper(B)": {transform: identity}}
                hazards: [F1, F16]
                presentingViews: inWindow
            """
        let expectations = try #require(try Self.load(Self.scenario(steps: steps)).steps.first?.expectations)
        func expected(_ name: String) -> StepExpectation? { expectations.first { $0.key.name == name } }
        let transition = try #require(expected("transition"))
        #expect(transition.partial)
        #expect(transition.expected["animator"] == .string("FadeIn"))
        #expect(transition.expected["transitionStyle"] == .null)
        #expect(transition.expected["finalFrame"] == .rect(Rect(x: 0, y: 0, width: 375, height: 667)))
        #expect(transition.expected["toView"] == .string("wrapper"))
        #expect(transition.expected["state"] == .string("stuck"))
        #expect(
            expected("transitionCalls")?.expected
                == .strings(["transitionDuration(using:)", "animateTransition(using:)"]))
        #expect(expected("views")?.expected == .strings(["A", "wrapper(B)", "dimming"]))
        let layers = try #require(expected("layers"))
        #expect(layers.partial)
        #expect(layers.expected["A"]?["alpha"] == .number(0.5))
        #expect(layers.expected["A"]?["transform"] == .transform(.rotate(degrees: 90)))
        #expect(layers.expected["wrapper(B)"]?["transform"] == .object([("scale", .number(1))]))
        #expect(expected("hazards")?.expected == .strings(["F1", "F16"]))
        #expect(expected("presentingViews")?.expected == .string("inWindow"))
    }

    // MARK: - Diagnostics

    @Test("an unknown key of an animator is located, with a did-you-mean")
    func unknownAnimatorKey() {
        let text = Self.scenario(animators: "Slide: {duration: 1, add: to}", steps: "- perform: AB")
        #expect(
            Self.diagnostic(text) == [
                "15:26: error: unknown key 'add' at storyboard.animators.Slide (did you mean 'adds'?)"
            ])
    }

    @Test("a wrong enum value is located, with a did-you-mean")
    func wrongEnumValues() {
        let text = Self.scenario(
            animators:
                "Slide: {duration: 1, adds: toBelow, animate: {curve: easeInOt}, completion: {completes: notCanceled}}",
            steps: "- dismiss: interactive\n  release: cancelled")
        #expect(
            Self.diagnostic(text) == [
                "15:32: error: unknown adds value 'toBelow' at storyboard.animators.Slide.adds (did you mean 'toBelowFrom'?)",
                "15:58: error: unknown timing curve 'easeInOt' at storyboard.animators.Slide.animate.curve (did you mean 'easeInOut'?)",
                "15:93: error: unknown completes value 'notCanceled' at storyboard.animators.Slide.completion.completes (did you mean 'notCancelled'?)",
                "18:14: error: unknown release 'cancelled' at steps[0].release (did you mean 'cancel'?)",
            ])
    }

    @Test("negative, infinite, NaN and uncountable times are located errors; a missing duration too")
    func badTimes() {
        let text = Self.scenario(
            animators: "Slide: {duration: -1}\nNoTime: {adds: to}\nForever: {duration: 1e19}",
            steps: "- advance: .inf\n- perform: AB\n  at: .nan\n- advance: -2")
        #expect(
            Self.diagnostic(text) == [
                "15:23: error: expected a time of zero or more seconds, found the integer -1 at storyboard.animators.Slide.duration",
                "16:13: error: missing required key 'duration' at storyboard.animators.NoTime",
                // Beyond 2^63 s the clock cannot count: an error, not a duration quietly turned to zero.
                "17:25: error: expected a time the clock can count, found the number 1e19 at storyboard.animators.Forever.duration",
                "19:14: error: expected a finite number, found the number .inf at steps[0].advance",
                "21:9: error: expected a finite number, found the number .nan at steps[1].at",
                "22:14: error: expected a time of zero or more seconds, found the integer -2 at steps[2].advance",
            ])
    }

    @Test("an undamped spring (dampingRatio 0) is accepted, as UIKit accepts it; a negative ratio is a located error")
    func springDampingRatios() throws {
        let undamped = Self.scenario(
            animators: "Bounce: {duration: 1, animate: {curve: {spring: {dampingRatio: 0}}, to: {alpha: [0, 1]}}}",
            steps: "- perform: AB")
        let animators = try Self.load(undamped).storyboard.animators
        #expect(animators["Bounce"]?.animate?.curve == .spring(dampingRatio: 0, initialVelocity: 0))
        // Q20: every spring is at its end value once the duration has passed, an undamped one too.
        #expect(TimingCurve.spring(dampingRatio: 0, initialVelocity: 0).progress(at: 1, duration: 1) == 1)
        let negative = Self.scenario(
            animators: "Bounce: {duration: 1, animate: {curve: {spring: {dampingRatio: -0.5}}, to: {alpha: [0, 1]}}}",
            steps: "- perform: AB")
        #expect(
            Self.diagnostic(negative) == [
                "15:68: error: expected a number of zero or more, found the number -0.5 at storyboard.animators.Bounce.animate.curve.spring.dampingRatio"
            ])
    }

    @Test("an unknown animator anywhere is located, with a did-you-mean")
    func unknownAnimators() {
        let text = Self.scenario(
            steps: """
                - perform: AB
                  expect: {transition: {animator: FadeOn}}
                - dismiss: programmatic
                  transitioningDelegate: {dismiss: FadeOt}
                """
        ).replacingOccurrences(of: "present: FadeIn, dismiss", with: "present: FadIn, dismiss")
        #expect(
            Self.diagnostic(text) == [
                "11:40: error: unknown animator 'FadIn' at storyboard.segueClasses.FadeSegue.transitioningDelegate.present (did you mean 'FadeIn'?)",
                "18:37: error: unknown animator 'FadeOn' at steps[0].expect.transition.animator (did you mean 'FadeIn'?)",
                "20:38: error: unknown animator 'FadeOt' at steps[1].transitioningDelegate.dismiss (did you mean 'FadeOut'?)",
            ])
    }

    @Test("interactive progress outside 0…1 is clamped, with a located warning")
    func clampedProgress() throws {
        let text = Self.scenario(steps: "- perform: AB\n- dismiss: interactive\n  progress: [-0.5, 0.5, 1.25]")
        #expect(
            Self.diagnostic(text) == [
                "19:16: warning: progress -0.5 is clamped to 0, as UIKit clamps it (R109) at steps[1].progress[0]",
                "19:27: warning: progress 1.25 is clamped to 1, as UIKit clamps it (R109) at steps[1].progress[2]",
            ])
        let step = try Self.load(text).steps[1]
        #expect(
            step.event
                == .dismiss(.interactive, DismissOptions(interaction: InteractiveDismissal(progress: [0, 0.5, 1]))))
    }

    @Test("progress and release on a dismissal that is not interactive, and present's options elsewhere, are errors")
    func misplacedOptions() {
        let text = Self.scenario(
            steps:
                "- dismiss: swipe\n  progress: [0.5]\n  release: finish\n- advance: 1\n  style: popover\n  animated: false"
        )
        #expect(
            Self.diagnostic(text) == [
                "18:5: error: 'progress' goes with 'dismiss: interactive' or 'pop: swipe' at steps[0]",
                "19:5: error: 'release' goes with 'dismiss: interactive' or 'pop: swipe' at steps[0]",
                "21:5: error: 'style' goes with 'present' at steps[1]",
                "22:5: error: 'animated' goes with 'present', 'dismiss' or 'pop' at steps[1]",
            ])
    }

    @Test("wrong frame and transform values are located")
    func badFramesAndTransforms() {
        let text = Self.scenario(
            animators:
                "Slide: {duration: 1, animate: {to: {frame: [intial, final], transform: [{scale: 1, rotate: 2}, identity], alpha: [0]}}}",
            steps: "- perform: AB")
        #expect(
            Self.diagnostic(text) == [
                "15:49: error: unknown frame value 'intial' at storyboard.animators.Slide.animate.to.frame[0] (did you mean 'initial'?)",
                "15:77: error: expected one of scale, translate or rotate, found a mapping at storyboard.animators.Slide.animate.to.transform[0]",
                "15:118: error: expected a list of two values [start, end], found a sequence at storyboard.animators.Slide.animate.to.alpha",
            ])
    }

    @Test("an unknown hazard or presentingViews value has a did-you-mean")
    func badExpectationValues() {
        let text = Self.scenario(
            steps: "- perform: AB\n  expect: {hazards: [F17], presentingViews: removd, transition: {state: runing}}")
        #expect(
            Self.diagnostic(text) == [
                "18:24: error: unknown hazard 'F17' at steps[0].expect.hazards[0] (did you mean 'F1'?)",
                "18:47: error: unknown presenting views 'removd' at steps[0].expect.presentingViews (did you mean 'removed'?)",
                "18:75: error: unknown transition state 'runing' at steps[0].expect.transition.state (did you mean 'running'?)",
            ])
    }

    // MARK: - Replay

    @Test("an iPhone 8 iOS 9 fade replays from YAML with every expectation met")
    func fadeReplay() throws {
        let steps = """
            - perform: AB
              at: 1
              expect:
                transition: {kind: present, animator: FadeIn, state: running, fromView: presenter, toView: presented}
                layers: {B: {alpha: 0.5}}
            - advance: 1
              expect:
                transition: {state: completed}
                presentingViews: removed
            - dismiss: programmatic
              expect: {transition: {kind: dismiss, animator: FadeOut}, views: [A]}
            """
        let run = Simulation.replay(
            try Self.load(Self.scenario(steps: steps)), catalog: try SpecLoader.builtInDevices())
        #expect(run.inputError == nil)
        #expect(run.steps.map { $0.expectations.count } == [2, 2, 2])
        for failure in run.failures {
            Issue.record("steps[\(failure.step.index)].\(failure.expectation.key): \(failure.expectation)")
        }
        #expect(run.passed)
    }

    // MARK: - Recording

    @Test("--record rewrites the transition keys that are written, and the file replays green")
    func recordsTransitionKeys() throws {
        let steps = """
            - perform: AB
              at: 1
              expect:
                transition: {kind: dismiss, animator: FadeOut, state: completed, duration: 1}
                layers: {B: {alpha: 0.9, transform: {scale: 2}}}
                transitionCalls: []
                hazards: [F3]
            - advance: 1
              expect: {presentingViews: inWindow, views: [B]}
            """
        let loader = ScenarioLoader(catalog: try SpecLoader.builtInDevices())
        let recording = try ScenarioRecorder.record(
            SpecSource(file: "s.yaml", text: Self.scenario(steps: steps)), loader: loader)
        #expect(recording.skipped == [])
        let text = String(decoding: recording.bytes, as: UTF8.self)
        #expect(
            text.contains(
                "transition: {kind: present, animator: FadeIn, state: running, duration: 2}"))
        #expect(text.contains("layers: {B: {alpha: 0.5, transform: {scale: 1}}}"))
        #expect(text.contains("hazards: []"))
        #expect(text.contains("expect: {presentingViews: removed, views: [B]}"))
        let run = Simulation.replay(try Self.load(text), catalog: try SpecLoader.builtInDevices())
        #expect(run.passed)
    }

    @Test("--record keeps `none` (no transition style) as written, and changes only what differs")
    func recordsNoneAsWritten() throws {
        let steps = """
            - perform: AB
              at: 1
              expect:
                transition: {transitionStyle: none, fromView: presenter, toView: presented, state: running}
                layers: {B: {alpha: 0.4}}
            - advance: 1
              expect: {transition: {state: completed}}
            """
        let loader = ScenarioLoader(catalog: try SpecLoader.builtInDevices())
        let recording = try ScenarioRecorder.record(
            SpecSource(file: "s.yaml", text: Self.scenario(steps: steps)), loader: loader)
        #expect(recording.changes == ["steps[0].expect.layers.B.alpha: 0.4 -> 0.5"])
        let again = try ScenarioRecorder.record(
            SpecSource(file: "s.yaml", bytes: recording.bytes), loader: loader)
        #expect(again.changes == [])
    }
}
