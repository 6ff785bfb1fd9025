import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

/// `Fixtures/invalid-scenarios/*.yaml`, each mapped to the exact text a user sees, with paths as printed when
/// adaptive-sim runs in `Fixtures/`. Storyboard files that fixtures name are in `invalid-scenarios/storyboards/`.
///
/// One fixture at least for every kind of invalid input of the scenario-replay issue; several problems of one
/// file are reported together, in order of location (a storyboard file's own problems first).
let invalidScenarioFixtures: [FixtureExpectation] = [
    FixtureExpectation(
        "anchor-not-the-sources.yaml",
        """
        invalid-scenarios/anchor-not-the-sources.yaml:9:22: error: 'shareButon' is not an anchor of 'Home' at storyboard.controllers.Home.anchorFrames
        invalid-scenarios/anchor-not-the-sources.yaml:9:22: note: did you mean 'shareButton'?
        invalid-scenarios/anchor-not-the-sources.yaml:14:65: error: 'closeButton' is not an anchor of 'Home' at storyboard.segues[0].anchor
        invalid-scenarios/anchor-not-the-sources.yaml:14:65: note: its anchors: shareButton, infoButton
        invalid-scenarios/anchor-not-the-sources.yaml:15:64: error: 'infoButon' is not an anchor of 'Home' at storyboard.segues[1].anchor
        invalid-scenarios/anchor-not-the-sources.yaml:15:64: note: did you mean 'infoButton'?
        invalid-scenarios/anchor-not-the-sources.yaml:16:65: error: 'closeButton' is not an anchor of 'Bare' at storyboard.segues[2].anchor
        invalid-scenarios/anchor-not-the-sources.yaml:16:65: note: 'Bare' declares no anchors: list them in its 'anchors'
        """),
    FixtureExpectation(
        "billion-laughs.yaml",
        """
        invalid-scenarios/billion-laughs.yaml:9:4: error: aliases expand anchor 'g' beyond the limit of 1000000 nodes
        """),
    FixtureExpectation(
        "binary-garbage.yaml",
        """
        invalid-scenarios/binary-garbage.yaml:3:1: error: file contains a NUL byte; is it a binary file?
        """),
    FixtureExpectation(
        "container-cycle.yaml",
        """
        invalid-scenarios/container-cycle.yaml:7:5: error: container cycle: Tabs → Nav → Split → Tabs at storyboard.controllers
        invalid-scenarios/container-cycle.yaml:10:5: error: container cycle: Itself → Itself at storyboard.controllers
        """),
    FixtureExpectation(
        "deep-containers.yaml",
        """
        invalid-scenarios/deep-containers.yaml:7:5: error: containers are nested 34 deep from 'N0'; a storyboard may nest at most 32 at storyboard.controllers
        """),
    FixtureExpectation(
        "presentation-loop.yaml",
        """
        invalid-scenarios/presentation-loop.yaml:41:14: error: more than 32 presentations are stacked; dismiss or unwind some first at steps[32].perform
        """),
    FixtureExpectation(
        "deep-nesting.yaml",
        """
        invalid-scenarios/deep-nesting.yaml:3:71: error: nesting is deeper than 64 levels
        """),
    FixtureExpectation(
        "dismiss-nothing-presented.yaml",
        """
        invalid-scenarios/dismiss-nothing-presented.yaml:7:14: error: nothing is presented to dismiss at steps[1].dismiss
        """),
    FixtureExpectation(
        "duplicate-controller-keys.yaml",
        """
        invalid-scenarios/duplicate-controller-keys.yaml:7:5: error: duplicate key 'Home' in this mapping
        """),
    FixtureExpectation(
        "duplicate-segue-ids.yaml",
        """
        invalid-scenarios/duplicate-segue-ids.yaml:12:7: error: duplicate segue id 'Open' at storyboard.segues[1]
        invalid-scenarios/duplicate-segue-ids.yaml:11:7: note: 'Open' is first declared here
        """),
    FixtureExpectation(
        "invalid-storyboard-file.yaml",
        """
        invalid-scenarios/storyboards/broken.yaml:4:29: error: unknown key 'kindd' at controllers.Home
        invalid-scenarios/storyboards/broken.yaml:4:29: note: did you mean 'kind'?
        invalid-scenarios/storyboards/broken.yaml:5:12: error: missing required key 'tab' at controllers.Details
        invalid-scenarios/storyboards/broken.yaml:9:9: error: unknown controller 'Detials' at segues[0].to
        invalid-scenarios/storyboards/broken.yaml:9:9: note: did you mean 'Details'?
        invalid-scenarios/storyboards/broken.yaml:10:11: error: unknown segue kind 'modal' at segues[0].kind
        invalid-scenarios/storyboards/broken.yaml:10:11: note: expected one of: show, showDetail, presentModally, popover, custom
        invalid-scenarios/invalid-storyboard-file.yaml:4:13: error: storyboard 'storyboards/broken.yaml' is invalid (see its diagnostics) at storyboard
        """),
    FixtureExpectation(
        "layout-and-window.yaml",
        """
        invalid-scenarios/layout-and-window.yaml:5:1: error: give either 'layout' or 'window', not both
        """),
    FixtureExpectation(
        "missing-storyboard-file.yaml",
        """
        invalid-scenarios/missing-storyboard-file.yaml:4:13: error: cannot read storyboard 'storyboards/missing.yaml': no such file or directory at storyboard
        """),
    FixtureExpectation(
        "non-positive-window.yaml",
        """
        invalid-scenarios/non-positive-window.yaml:4:17: error: expected a positive number, found the integer 0 at window.width
        invalid-scenarios/non-positive-window.yaml:7:34: error: expected a positive number, found the integer -1 at steps[0].resize.height
        """),
    FixtureExpectation(
        "presentation-none.yaml",
        """
        invalid-scenarios/presentation-none.yaml:10:77: error: 'none' is not a presentation style: it is only a delegate answer (present with a real style) at storyboard.segues[0].presentation
        """),
    FixtureExpectation(
        "transition-style.yaml",
        """
        invalid-scenarios/transition-style.yaml:10:80: error: unknown transition style 'crossDisolve' at storyboard.segues[0].transitionStyle
        invalid-scenarios/transition-style.yaml:10:80: note: did you mean 'crossDissolve'?
        invalid-scenarios/transition-style.yaml:11:80: error: unknown transition style 'curl' at storyboard.segues[1].transitionStyle
        invalid-scenarios/transition-style.yaml:11:80: note: expected one of: coverVertical, flipHorizontal, crossDissolve, partialCurl
        invalid-scenarios/transition-style.yaml:12:53: error: 'transitionStyle' applies to presentModally and popover segues, but this segue is 'show' at storyboard.segues[2]
        """),
    FixtureExpectation(
        "rotate-into-missing-layout.yaml",
        """
        invalid-scenarios/rotate-into-missing-layout.yaml:9:13: error: ipad-air-2 has no 'oneHalf' layout in portrait (available: full, twoThirds, oneThird, slideOver) at steps[1].rotate
        """),
    FixtureExpectation(
        "segue-source-not-visible.yaml",
        """
        invalid-scenarios/segue-source-not-visible.yaml:7:14: error: segue 'VetDetail' starts at AnimalDetail, but the visible controller is PetList at steps[1].perform
        """),
    FixtureExpectation(
        "sender-not-an-anchor.yaml",
        """
        invalid-scenarios/sender-not-an-anchor.yaml:8:13: error: AnimalDetail has no anchor 'vetButon' at steps[1].sender
        invalid-scenarios/sender-not-an-anchor.yaml:8:13: note: did you mean 'vetButton'?
        """),
    FixtureExpectation(
        "several-problems.yaml",
        """
        invalid-scenarios/several-problems.yaml:2:11: error: expected a non-empty string, found the string '' at scenario
        invalid-scenarios/several-problems.yaml:4:14: error: unknown orientation 'sideways' at orientation
        invalid-scenarios/several-problems.yaml:4:14: note: expected one of: portrait, landscape
        invalid-scenarios/several-problems.yaml:5:6: error: iOS 7 is not modelled: use 8…27; adaptive presentations begin with iOS 8: write 8 for the oldest behaviour at ios
        invalid-scenarios/several-problems.yaml:9:18: error: unknown controller kind 'navigaton' at storyboard.controllers.Home.kind
        invalid-scenarios/several-problems.yaml:9:18: note: did you mean 'navigation'?
        invalid-scenarios/several-problems.yaml:12:56: error: 'presentation' does not apply to popover segues: they present as .popover at storyboard.segues[0]
        invalid-scenarios/several-problems.yaml:15:52: error: unknown key 'widht' at steps[0].expect.frame
        invalid-scenarios/several-problems.yaml:15:52: note: did you mean 'width'?
        invalid-scenarios/several-problems.yaml:16:14: error: unknown dismissal 'swipeDown' at steps[1].dismiss
        invalid-scenarios/several-problems.yaml:16:14: note: did you mean 'swipe'?
        invalid-scenarios/several-problems.yaml:17:13: error: unknown orientation 'upsideDown' at steps[2].rotate
        invalid-scenarios/several-problems.yaml:17:13: note: expected one of: portrait, landscape
        """),
    FixtureExpectation(
        "split-view-on-iphone.yaml",
        """
        invalid-scenarios/split-view-on-iphone.yaml:5:9: error: iphone-8-plus is an iPhone: it has no Split View or Slide Over, so no 'oneHalf' layout at layout
        """),
    FixtureExpectation(
        "split-view-resize-on-iphone.yaml",
        """
        invalid-scenarios/split-view-resize-on-iphone.yaml:7:13: error: iphone-15 is an iPhone: it has no Split View or Slide Over, so no 'slideOver' layout at steps[1].resize
        """),
    FixtureExpectation(
        "storyboard-is-a-folder.yaml",
        """
        invalid-scenarios/storyboard-is-a-folder.yaml:4:13: error: cannot read storyboard 'storyboards': it is a directory at storyboard
        """),
    FixtureExpectation(
        "two-events-in-one-step.yaml",
        """
        invalid-scenarios/two-events-in-one-step.yaml:7:5: error: a step has one event, but 'rotate' follows 'perform' at steps[0]
        invalid-scenarios/two-events-in-one-step.yaml:8:5: error: a step needs an event (perform, trigger, resize, rotate, dismiss, unwind, drag, selectDetent, showColumn, hideColumn) or 'expect' at steps[1]
        invalid-scenarios/two-events-in-one-step.yaml:10:5: error: 'sender' goes with 'perform' or 'trigger' at steps[2]
        """),
    FixtureExpectation(
        "unknown-call-token.yaml",
        """
        invalid-scenarios/unknown-call-token.yaml:12:11: error: unknown call 'perform' at steps[1].expect.calls[1]
        invalid-scenarios/unknown-call-token.yaml:12:11: note: did you mean 'perform()'?
        invalid-scenarios/unknown-call-token.yaml:13:11: error: unknown call 'adaptivePresentationStyle(for:traitcollection:)' at steps[1].expect.calls[2]
        invalid-scenarios/unknown-call-token.yaml:13:11: note: did you mean 'adaptivePresentationStyle(for:traitCollection:)'?
        invalid-scenarios/unknown-call-token.yaml:14:11: error: unknown call 'willPresentWithAdaptiveStyle(.fulscreen)' at steps[1].expect.calls[3]
        invalid-scenarios/unknown-call-token.yaml:14:11: note: did you mean 'willPresentWithAdaptiveStyle(.fullScreen)'?
        invalid-scenarios/unknown-call-token.yaml:15:11: error: unknown call 'viewDidLoad()' at steps[1].expect.calls[4]
        invalid-scenarios/unknown-call-token.yaml:15:11: note: expected one of: adaptivePresentationStyle(for:traitCollection:), adaptivePresentationStyle(for:), presentationController(_:prepare:), presentationControllerShouldDismiss, presentationControllerWillDismiss, presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss, shouldPerformSegue(withIdentifier:sender:), prepare(for:sender:), perform(), sheetPresentationControllerDidChangeSelectedDetentIdentifier, primaryViewController(forCollapsing:), splitViewController(_:collapseSecondary:onto:), primaryViewController(forExpanding:), splitViewController(_:separateSecondaryFrom:), splitViewController(_:showDetail:sender:), splitViewController(_:willChangeTo:), splitViewController(_:topColumnForCollapsingToProposedTopColumn:), splitViewController(_:displayModeForExpandingToProposedDisplayMode:), splitViewControllerDidCollapse(_:), splitViewControllerDidExpand(_:), splitViewController(_:willShow:), splitViewController(_:willHide:), viewControllerForAdaptivePresentationStyle(.fullS… (292 more characters)
        """),
    FixtureExpectation(
        "unknown-controller.yaml",
        """
        invalid-scenarios/unknown-controller.yaml:6:10: error: unknown controller 'AnimalDetial' at initial
        invalid-scenarios/unknown-controller.yaml:6:10: note: did you mean 'AnimalDetail'?
        invalid-scenarios/unknown-controller.yaml:9:46: error: unknown controller 'PetLst' at storyboard.controllers.PetsNavigation.root
        invalid-scenarios/unknown-controller.yaml:9:46: note: did you mean 'PetList'?
        invalid-scenarios/unknown-controller.yaml:14:47: error: unknown controller 'VetInformaton' at storyboard.segues[0].to
        invalid-scenarios/unknown-controller.yaml:14:47: note: did you mean 'VetInformation'?
        invalid-scenarios/unknown-controller.yaml:17:30: error: unknown controller 'VetNavigationController' at storyboard.segueClasses.VetSegue.delegate.substitute
        invalid-scenarios/unknown-controller.yaml:17:30: note: expected one of: AnimalDetail, PetList, PetsNavigation, VetInformation
        invalid-scenarios/unknown-controller.yaml:19:25: error: unknown controller 'VetInfo' at steps[0].expect.presented
        invalid-scenarios/unknown-controller.yaml:19:25: note: did you mean 'VetInformation'?
        invalid-scenarios/unknown-controller.yaml:19:43: error: unknown controller 'AnimalDetal' at steps[0].expect.visible
        invalid-scenarios/unknown-controller.yaml:19:43: note: did you mean 'AnimalDetail'?
        invalid-scenarios/unknown-controller.yaml:19:80: error: unknown controller 'Vet' at steps[0].expect.stack[1]
        invalid-scenarios/unknown-controller.yaml:19:80: note: did you mean 'VetInformation'?
        """),
    FixtureExpectation(
        "unknown-device.yaml",
        """
        invalid-scenarios/unknown-device.yaml:3:9: error: unknown device 'ipad-air-3' at device
        invalid-scenarios/unknown-device.yaml:3:9: note: did you mean 'ipad-air-2'?
        """),
    FixtureExpectation(
        "unknown-keys.yaml",
        """
        invalid-scenarios/unknown-keys.yaml:4:1: error: unknown key 'orientaton'
        invalid-scenarios/unknown-keys.yaml:4:1: note: did you mean 'orientation'?
        invalid-scenarios/unknown-keys.yaml:8:12: error: unknown key 'anchor' at storyboard.controllers.Home
        invalid-scenarios/unknown-keys.yaml:8:12: note: did you mean 'anchors'?
        invalid-scenarios/unknown-keys.yaml:11:63: error: unknown key 'presentaton' at storyboard.segues[0]
        invalid-scenarios/unknown-keys.yaml:11:63: note: did you mean 'presentation'?
        invalid-scenarios/unknown-keys.yaml:14:5: error: unknown key 'expct' at steps[0]
        invalid-scenarios/unknown-keys.yaml:14:5: note: did you mean 'expect'?
        invalid-scenarios/unknown-keys.yaml:15:14: error: unknown key 'presnted' at steps[1].expect
        invalid-scenarios/unknown-keys.yaml:15:14: note: did you mean 'presented'?
        invalid-scenarios/unknown-keys.yaml:15:31: error: unknown key 'stile' at steps[1].expect
        invalid-scenarios/unknown-keys.yaml:15:31: note: did you mean 'style'?
        """),
    FixtureExpectation(
        "unknown-layout.yaml",
        """
        invalid-scenarios/unknown-layout.yaml:5:9: error: unknown layout 'oneQuater' at layout
        invalid-scenarios/unknown-layout.yaml:5:9: note: did you mean 'oneThird'?
        invalid-scenarios/unknown-layout.yaml:8:13: error: unknown layout 'twoThird' at steps[0].resize
        invalid-scenarios/unknown-layout.yaml:8:13: note: did you mean 'twoThirds'?
        """),
    FixtureExpectation(
        "unknown-segue.yaml",
        """
        invalid-scenarios/unknown-segue.yaml:10:52: error: unknown segue kind 'presentModaly' at storyboard.segues[0].kind
        invalid-scenarios/unknown-segue.yaml:10:52: note: did you mean 'presentModally'?
        invalid-scenarios/unknown-segue.yaml:11:75: error: unknown segue class 'PopupSegu' at storyboard.segues[1].class
        invalid-scenarios/unknown-segue.yaml:11:75: note: did you mean 'PopupSegue'?
        invalid-scenarios/unknown-segue.yaml:15:14: error: unknown segue 'OpenPopap' at steps[0].perform
        invalid-scenarios/unknown-segue.yaml:15:14: note: did you mean 'OpenPopup'?
        invalid-scenarios/unknown-segue.yaml:16:14: error: unknown segue 'OpenAgian' at steps[1].trigger
        invalid-scenarios/unknown-segue.yaml:16:14: note: did you mean 'OpenAgain'?
        invalid-scenarios/unknown-segue.yaml:17:42: error: unknown segue 'OpenPopap' at steps[1].expect.retainedSegues[1]
        invalid-scenarios/unknown-segue.yaml:17:42: note: did you mean 'OpenPopup'?
        """),
    FixtureExpectation(
        "unknown-style.yaml",
        """
        invalid-scenarios/unknown-style.yaml:10:77: error: unknown presentation style 'formsheet' at storyboard.segues[0].presentation
        invalid-scenarios/unknown-style.yaml:10:77: note: did you mean 'formSheet'?
        invalid-scenarios/unknown-style.yaml:13:55: error: unknown presentation style 'fullscreen' at storyboard.segueClasses.Sheet.delegate.adaptivePresentationStyle.compact
        invalid-scenarios/unknown-style.yaml:13:55: note: did you mean 'fullScreen'?
        invalid-scenarios/unknown-style.yaml:16:21: error: unknown presentation style 'popver' at steps[0].expect.style
        invalid-scenarios/unknown-style.yaml:16:21: note: did you mean 'popover'?
        invalid-scenarios/unknown-style.yaml:16:41: error: unknown appearance 'cards' at steps[0].expect.appearance
        invalid-scenarios/unknown-style.yaml:16:41: note: did you mean 'card'?
        """),
    FixtureExpectation(
        "unknown-unwind-action.yaml",
        """
        invalid-scenarios/unknown-unwind-action.yaml:8:13: error: unknown unwind action 'unwindToAnimalDetails' at steps[2].unwind
        invalid-scenarios/unknown-unwind-action.yaml:8:13: note: did you mean 'unwindToAnimalDetail'?
        """),
    FixtureExpectation(
        "unreadable-storyboard-file.yaml",
        """
        invalid-scenarios/storyboards/garbage.yaml:3:1: error: file contains a NUL byte; is it a binary file?
        invalid-scenarios/unreadable-storyboard-file.yaml:4:13: error: storyboard 'storyboards/garbage.yaml' is invalid (see its diagnostics) at storyboard
        """),
    FixtureExpectation(
        "wrong-types.yaml",
        """
        invalid-scenarios/wrong-types.yaml:4:14: error: unknown orientation '1' at orientation
        invalid-scenarios/wrong-types.yaml:4:14: note: expected one of: portrait, landscape
        invalid-scenarios/wrong-types.yaml:5:6: error: expected an integer, found the string '9' at ios
        invalid-scenarios/wrong-types.yaml:6:17: error: expected a number, found the string '700' at window.width
        invalid-scenarios/wrong-types.yaml:10:40: error: expected a boolean, found the string 'yes' at storyboard.controllers.Home.definesPresentationContext
        invalid-scenarios/wrong-types.yaml:11:35: error: expected a mapping, found a sequence at storyboard.controllers.Popup.preferredContentSize
        invalid-scenarios/wrong-types.yaml:15:14: error: expected a string, found a sequence at steps[0].perform
        invalid-scenarios/wrong-types.yaml:16:27: error: expected a boolean, found the string 'no' at steps[1].expect.substituted
        invalid-scenarios/wrong-types.yaml:16:40: error: expected a sequence, found the string 'prepare(for:sender:)' at steps[1].expect.calls
        invalid-scenarios/wrong-types.yaml:16:69: error: expected a sequence, found the string 'Popup' at steps[1].expect.stack
        invalid-scenarios/wrong-types.yaml:16:84: error: expected a mapping, found the string 'compact' at steps[1].expect.traits
        """),
    FixtureExpectation(
        "ib-code-facts.yaml",
        """
        invalid-scenarios/ib-code-facts.yaml:7:28: error: unknown controller 'Chart' at segueClasses.CartSegue.delegate.substitute
        invalid-scenarios/ib-code-facts.yaml:7:28: note: did you mean 'Cart'?
        invalid-scenarios/ib-code-facts.yaml:9:3: error: unknown controller 'Hme' at controllers
        invalid-scenarios/ib-code-facts.yaml:9:3: note: did you mean 'Home'?
        invalid-scenarios/ib-code-facts.yaml:11:26: error: unknown segue 'ShowCrt' at controllers.Home.shouldPerformSegue
        invalid-scenarios/ib-code-facts.yaml:11:26: note: did you mean 'ShowCart'?
        invalid-scenarios/ib-code-facts.yaml:13:7: error: 'nowhere' is not an anchor of 'Home' at controllers.Home.anchorFrames
        invalid-scenarios/ib-code-facts.yaml:13:7: note: 'Home' declares no anchors: list them in its 'anchors'
        invalid-scenarios/ib-code-facts.yaml:14:5: error: unknown key 'unknownFact' at controllers.Home
        invalid-scenarios/ib-code-facts.yaml:14:5: note: expected one of: anchors, anchorFrames, unwindActions, conforms, preferredContentSize, definesPresentationContext, isModalInPresentation, shouldPerformSegue, sheet, adaptiveSheet
        """),
    FixtureExpectation(
        "ib-malformed-storyboard.yaml",
        """
        invalid-scenarios/storyboards/Malformed.storyboard:5:12: error: malformed XML: an end tag does not match its start tag (libxml2 error 76)
        invalid-scenarios/ib-malformed-storyboard.yaml:3:13: error: storyboard 'storyboards/Malformed.storyboard' is invalid (see its diagnostics) at storyboard
        """),
    FixtureExpectation(
        "ib-no-initial.yaml",
        """
        invalid-scenarios/ib-no-initial.yaml:3:13: error: the storyboard has no initial view controller: give the scenario an 'initial' at storyboard
        """),
    FixtureExpectation(
        "ib-trigger-manual-segue.yaml",
        """
        invalid-scenarios/ib-trigger-manual-segue.yaml:6:14: error: segue 'ShowCart' is a manual segue (no control starts it): use 'perform', as code calls performSegue(withIdentifier:sender:) at steps[0].trigger
        """),
    FixtureExpectation(
        "ib-unloadable-reference.yaml",
        """
        invalid-scenarios/ib-unloadable-reference.yaml:9:14: error: cannot load 'ph-help': no storyboard named 'Help' among the 2 audited at steps[2].trigger
        """),
]

@Suite("Invalid scenario files")
struct InvalidScenarioFixtureTests {
    /// The scenario fixtures' folder in the test bundle.
    static var folder: URL {
        get throws { try FixtureFiles.folder.appendingPathComponent("invalid-scenarios") }
    }

    /// Every diagnostic of loading `name` (by its path, so that storyboard paths resolve next to it), printed
    /// as relative to `Fixtures/`; empty when it loads.
    static func diagnostics(loading name: String, iOS: Int? = nil) throws -> String {
        let root = try FixtureFiles.folder.path + "/"
        let path = try folder.appendingPathComponent(name).path
        do {
            _ = try ScenarioLoader(catalog: SpecLoader.builtInDevices()).loadScenario(at: path, iOS: iOS)
            return ""
        } catch {
            return error.description.replacingOccurrences(of: root, with: "")
        }
    }

    @Test(
        "each invalid scenario fixture gives exactly its diagnostics", .timeLimit(.minutes(1)),
        arguments: invalidScenarioFixtures)
    func diagnostics(_ fixture: FixtureExpectation) throws {
        #expect(try Self.diagnostics(loading: fixture.file) == fixture.diagnostics)
    }

    @Test("validate reports the same problems as loading", arguments: invalidScenarioFixtures)
    func validatorAgrees(_ fixture: FixtureExpectation) throws {
        let root = try FixtureFiles.folder.path + "/"
        let diagnostics = SpecValidator().validate(path: try Self.folder.appendingPathComponent(fixture.file).path)
        #expect(
            diagnostics.map(\.description).joined(separator: "\n").replacingOccurrences(of: root, with: "")
                == fixture.diagnostics)
    }

    @Test("every fixture file has an expectation, and every expectation a file")
    func everyFixtureIsCovered() throws {
        let files = try FixtureFiles.names(in: "invalid-scenarios").filter { $0.hasSuffix(".yaml") }
        #expect(files == invalidScenarioFixtures.map(\.file).sorted())
    }

    @Test("the storyboard the fixtures share is valid, so their problems are their own")
    func sharedStoryboardIsValid() throws {
        #expect(
            SpecValidator().validate(path: try Self.folder.appendingPathComponent("storyboards/pets.yaml").path) == [])
    }

    @Test("--ios does not hide an input error: the dry run uses the overriding era")
    func overrideStillDryRuns() throws {
        let expected = try #require(invalidScenarioFixtures.first { $0.file == "segue-source-not-visible.yaml" })
        #expect(try Self.diagnostics(loading: "segue-source-not-visible.yaml", iOS: 8) == expected.diagnostics)
    }
}
