import AdaptivePresentationTesting
import Testing

/// The helpers users call from their own tests, including one that fails on purpose.
struct ScenarioExpectationsTests {
    static let pad = DeviceProfile(
        id: "ipad-air-2", name: "iPad Air 2", idiom: .pad, screen: Size(width: 768, height: 1024), scale: 2,
        layouts: [
            LayoutProfile(
                orientation: .landscape, layout: .full, window: Size(width: 1024, height: 768),
                horizontalSizeClass: .regular, verticalSizeClass: .regular),
            LayoutProfile(
                orientation: .landscape, layout: .oneHalf, window: Size(width: 507, height: 768),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
        ])

    static let storyboard = Storyboard(
        initialController: "AnimalDetail",
        controllers: [
            ControllerDefinition(
                identifier: "AnimalDetail", anchors: ["vetButton"], unwindActions: ["unwindToAnimalDetail"]),
            ControllerDefinition(identifier: "VetInformation", preferredContentSize: Size(width: 320, height: 200)),
            ControllerDefinition(identifier: "VetNavigationController", kind: .navigation(root: "VetInformation")),
        ],
        segues: [
            SegueDefinition(
                identifier: "VetDetail", source: "AnimalDetail", destination: "VetInformation", kind: .popover,
                anchor: "vetButton", className: "VetSegue")
        ],
        segueClasses: [
            DeclarativeSegue.segueClass(
                name: "VetSegue",
                delegate: DeclarativeDelegate(
                    adaptivePresentationStyle: .init(byHorizontal: [.compact: .fullScreen, .regular: .none]),
                    substitute: .init(always: "VetNavigationController")),
                shouldPerform: nil)
        ])

    static func scenario(expectingInSplitView presented: String) -> Scenario {
        Scenario(
            title: "Vet popover in Split View", device: pad, orientation: .landscape, era: Era(iOS: 9)!,
            storyboard: storyboard,
            steps: [
                ScenarioStep(
                    .perform(segue: "VetDetail", sender: nil), expect: [.presented("VetInformation"), .style(.popover)]),
                ScenarioStep(
                    .resize(.layout(.oneHalf)),
                    expect: [
                        .presented(presented), .style(.fullScreen),
                        .calls([
                            "adaptivePresentationStyle(for:traitCollection:)",
                            "viewControllerForAdaptivePresentationStyle(.fullScreen)",
                            "willPresentWithAdaptiveStyle(.fullScreen)",
                        ]),
                    ]),
                ScenarioStep(.unwind(action: "unwindToAnimalDetail"), expect: [.presented(nil), .retainedSegues([])]),
            ])
    }

    static let catalog = DeviceCatalog(devices: [pad])

    @Test func passingScenarioRecordsNothing() {
        let run = ScenarioReplayer(catalog: Self.catalog).replay(
            Self.scenario(expectingInSplitView: "VetNavigationController"))
        #expect(run.passed)
        expectScenarioPasses(run)
        expectStep(run, 1, [.substituted(true), .visible("VetInformation"), .window(Size(width: 507, height: 768))])
    }

    @Test func failingScenarioReportsStepAndDifference() {
        let run = ScenarioReplayer(catalog: Self.catalog).replay(Self.scenario(expectingInSplitView: "VetInformation"))
        #expect(!run.passed)
        #expect(
            ScenarioFailureReport(run).description == """
                scenario 'Vet popover in Split View', steps[1] (resize: oneHalf): presented differs
                  expected: VetInformation
                    actual: VetNavigationController
                """)
        withKnownIssue("the scenario expects the wrong controller on purpose") {
            expectScenarioPasses(run)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("steps[1] (resize: oneHalf): presented differs") }
        }
    }

    @Test func listDifferencesNameTheFirstMismatch() {
        let run = ScenarioReplayer(catalog: Self.catalog).replay(
            Self.scenario(expectingInSplitView: "VetNavigationController"))
        withKnownIssue("wrong call order on purpose") {
            expectStep(
                run, 1,
                [
                    .calls([
                        "adaptivePresentationStyle(for:traitCollection:)", "willPresentWithAdaptiveStyle(.fullScreen)",
                    ])
                ])
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains(
                    "first difference at [1]: expected willPresentWithAdaptiveStyle(.fullScreen), got viewControllerForAdaptivePresentationStyle(.fullScreen)"
                )
            }
        }
    }

    @Test func keyOfOnesOwnIsCheckedAndReported() {
        // Declared here, not in the library: the window's width alone.
        let windowWidth = ObservationKey("windowWidth", reportPosition: 100) { .number($0.window.width) }
        var scenario = Self.scenario(expectingInSplitView: "VetNavigationController")
        scenario.steps[1].expectations.append(StepExpectation(windowWidth, expected: .number(507)))
        #expect(ScenarioReplayer(catalog: Self.catalog).replay(scenario).passed)
        scenario.steps[1].expectations[3] = StepExpectation(windowWidth, expected: .number(512))
        let run = ScenarioReplayer(catalog: Self.catalog).replay(scenario)
        #expect(
            ScenarioFailureReport(run).description == """
                scenario 'Vet popover in Split View', steps[1] (resize: oneHalf): windowWidth differs
                  expected: 512
                    actual: 507
                """)
    }

    @Test func inputErrorIsReported() {
        var scenario = Self.scenario(expectingInSplitView: "VetNavigationController")
        scenario.steps.insert(ScenarioStep(.resize(.layout(.twoThirds))), at: 0)
        let run = ScenarioReplayer(catalog: Self.catalog).replay(scenario)
        #expect(run.inputError?.path == "steps[0].resize")
        #expect(
            ScenarioFailureReport(run).messages == [
                "scenario 'Vet popover in Split View' could not be replayed: ipad-air-2 has no 'twoThirds' layout in landscape (available: full, oneHalf) at steps[0].resize"
            ])
    }
}
