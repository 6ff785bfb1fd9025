import AdaptivePresentation

/// What is wrong, as a value: one case per kind of problem, with what the message quotes as its data.
///
/// A ``Diagnostic`` holds its code and renders its ``Diagnostic/message`` from it (see ``message``, whose
/// wording is in one switch, in the order of the cases here). Code that needs to know which problem it holds
/// matches the case, never the wording:
///
/// ```swift
/// if case .tabInIndentation = diagnostic.code { … }
/// if case let .cannotReadFile(failure) = diagnostic.code { print(failure.reason) }
/// ```
///
/// Text that is not the library's own (libyaml's and XMLParser's problem text, the operating system's
/// reason a folder cannot be read, an error of the simulation) is data of its case, shown as it is given.
/// A name the user wrote is data as written; the message bounds it where it is quoted (``/AdaptivePresentation/UserText``).
/// Notes (did-you-mean, where a value first appeared) stay text: they belong to the diagnostic, not its code.
public enum DiagnosticCode: Hashable, Sendable {
    // MARK: - Files and folders

    /// `cannot read file: <reason>`: the file is missing, a folder, a pipe, unreadable.
    case cannotReadFile(ReadFailure)
    /// `file is larger than the limit of 2 MiB (2097152 bytes)`, ``SpecLimits/maximumFileSize``.
    case fileTooLarge(limit: Int)
    /// `file is larger than the limit of … for a scenario`, ``SpecLimits/maximumStreamedFileSize``.
    case scenarioFileTooLarge(limit: Int)
    /// `file is larger than the limit of N bytes for a storyboard`, ``SpecLimits/maximumStoryboardFileSize``.
    case storyboardFileTooLarge(limit: Int)
    /// `folder has no .yaml, .yml or .storyboard files`.
    case folderHasNoSpecFiles
    /// `cannot read folder: <the system's reason>`.
    case cannotReadFolder(reason: String)
    /// `skipped '<name>': the name is not valid UTF-8`; the name as the folder walk shows its bytes.
    case skippedInvalidName(String)
    /// `skipped symbolic link: cannot follow it (<the system's reason>)`.
    case skippedBrokenLink(reason: String)
    /// `skipped folder: it leads to '<first>', already walked` (or `skipped symbolic link: …`).
    case skippedRevisitedFolder(isLink: Bool, firstPath: String)
    /// `skipped: not a regular file` (a pipe or a device in a walked folder).
    case skippedNotRegularFile
    /// `no storyboard files (*.storyboard) in this folder`.
    case folderHasNoStoryboards
    /// `no scenario files (*.yaml, *.yml) in this folder`.
    case folderHasNoScenarios
    /// `no scenario matches --filter '<filter>'`.
    case noScenarioMatches(filter: String)
    /// `cannot write the recorded file: <the system's reason>`.
    case cannotWriteRecording(reason: String)

    // MARK: - Text encoding

    /// `file is encoded in UTF-16 or UTF-32; save it as UTF-8`.
    case utf16OrUTF32
    /// `file contains a NUL byte; is it a binary file?`
    case nulByte
    /// `file is not valid UTF-8 (byte 0xFF); save it as UTF-8`.
    case invalidUTF8(byte: UInt8)
    /// `control character U+0007 is not allowed in YAML`.
    case controlCharacter(UInt32)

    // MARK: - YAML

    /// `out of memory while parsing YAML`.
    case outOfMemory
    /// `file is empty`.
    case emptyFile
    /// `file has no YAML content, only comments`.
    case onlyComments
    /// `expected a single YAML document, but found another one`.
    case multipleDocuments
    /// `unknown alias '*name': no anchor '&name' comes before it`.
    case unknownAlias(String)
    /// `an alias cannot be a mapping key`.
    case aliasAsKey
    /// `a sequence or mapping cannot be a mapping key`.
    case collectionAsKey
    /// `explicit mapping keys ('? ') are not supported; write the key as plain text`.
    case explicitKey
    /// `nesting is deeper than 64 levels`, ``SpecLimits/maximumDepth``.
    case nestingTooDeep(limit: Int)
    /// `aliases expand anchor 'a' beyond the limit of N bytes` (or `… the document …` without an anchor).
    case aliasesExpandBeyondBytes(anchor: String?, limit: Int)
    /// `aliases expand anchor 'a' beyond the limit of N nodes` (or `… the document …` without an anchor).
    case aliasesExpandBeyondNodes(anchor: String?, limit: Int)
    /// `duplicate key 'a' in this mapping` (`duplicate keys 'a', 'b' …`): keys equal in text and tag.
    case duplicateKeysInMapping([String])
    /// `invalid YAML: <libyaml's problem>`.
    case invalidYAML(String)
    /// `tab character in indentation; indent YAML with spaces`.
    case tabInIndentation
    /// `this line is indented with a tab: …`, libyaml's `found character that cannot start any token`
    /// explained.
    case indentedWithTab
    /// `this line is indented 7 spaces, its siblings 6: indent it 6 spaces like line 4`, libyaml's
    /// indentation problems explained.
    case misindented(spaces: Int, siblings: Int, siblingLine: Int)
    /// `the steps that define anchors hold more than the limit of … at once …; repeat the text instead`.
    case anchoredStepsTooLarge(limit: Int)
    /// `this step is larger than the limit of … held at once`.
    case stepTooLarge(limit: Int)
    /// `the file holds more than … before its steps; only a scenario's 'steps' may go past the limit of …`;
    /// `limit` is the limit held at once (twice as much is allowed before the steps).
    case tooMuchBeforeSteps(limit: Int)

    // MARK: - Values and keys

    /// `could not decode the file`: decoding produced nothing and reported nothing.
    case couldNotDecodeFile
    /// `expected <what was wanted>, found <what the node is>`: `expected a number, found the string 'abc'`.
    case wrongType(expected: String, found: String)
    /// `integer 99999999999999999999 is out of range`.
    case integerOutOfRange(String)
    /// `unknown key 'onehalf'`.
    case unknownKey(String)
    /// `unknown <kind> '<value>'`: `unknown layout 'half'`, `unknown segue 'VetDetial'`.
    case unknownValue(kind: String, value: String)
    /// `duplicate key 'a'` (keys that differ only in tag, `1` and `"1"`).
    case duplicateKey(String)
    /// `missing required key 'width'`.
    case missingKey(String)
    /// `expected a scenario (top-level 'scenario'), but this is a storyboard (top-level 'controllers')`.
    case otherFileKind(expected: SpecFileKind, found: SpecFileKind)
    /// `cannot tell what kind of file this is: expected a top-level key …`.
    case unknownFileKind

    // MARK: - Devices

    /// `expected at least one device`.
    case noDevices
    /// `a safe-area inset is between 0 and 200 points`.
    case safeAreaInsetOutOfRange
    /// `device id 'iPad_Pro' is not kebab-case (…)`.
    case deviceIDNotKebabCase(String)
    /// `screen 1024x768 is not in portrait: give the width of the shorter side (768x1024)`.
    case screenNotPortrait(Size)
    /// `layout 'oneHalf' is not available on a phone: …`.
    case layoutOnPhone(MultitaskingLayout)
    /// `layout 'oneHalf' exists only in landscape: …`.
    case oneHalfInPortrait
    /// `the full window … must be the whole screen in portrait (…)`.
    case fullWindowIsNotScreen(window: Size, orientation: Orientation, screen: Size)
    /// `window … is larger than the screen in landscape (…)`.
    case windowLargerThanScreen(window: Size, orientation: Orientation, screen: Size)
    /// `alias 'x' repeats a name of the same device`; `kind` is `id`, `name` or `alias`.
    case nameRepeatedInDevice(kind: String, name: String)
    /// `duplicate device id 'ipad'`.
    case duplicateDeviceID(String)
    /// `alias 'x' is already used by device 'ipad'` (or `by devices[3]`, a device without an id).
    case nameUsedByOtherDevice(kind: String, name: String, ownerID: String?, ownerIndex: Int)

    // MARK: - Storyboards

    /// `a storyboard needs at least one controller`.
    case noControllers
    /// `missing required key 'initial' (or give the scenario an 'initial')`.
    case missingInitial
    /// `duplicate segue id 'showDetail'`.
    case duplicateSegueID(String)
    /// `'root' belongs to a navigation controller, but 'Home' is a plain controller`.
    case keyOfOtherControllerKind(key: String, needs: String, controller: String, kind: String)
    /// `container cycle: A → B → A`; the cycle starts and ends at its earliest-declared controller.
    case containerCycle([String])
    /// `containers are nested 40 deep from 'A'; a storyboard may nest at most 32`.
    case containersTooDeep(depth: Int, controller: String, limit: Int)
    /// `'unwind' segues are not declared: use an 'unwind:' step and 'unwindActions'`.
    case unwindSegueDeclared
    /// `'anchor' applies to popover segues, but this segue is 'show'`.
    case anchorOnNonPopover(kind: String)
    /// `'none' is not a presentation style: it is only a delegate answer (…)`.
    case noneIsNotAPresentationStyle
    /// `'presentation' does not apply to popover segues: they present as .popover`.
    case presentationOnPopover
    /// `'transitionStyle' applies to presentModally and popover segues, but this segue is 'show'`.
    case transitionStyleOnOtherKind(kind: String)
    /// `'photo' is not an anchor of 'AnimalDetail'`.
    case notAnAnchor(String, controller: String)
    /// `a substitute is asked only for fullScreen, overFullScreen or formSheet, not 'popover'`.
    case substituteForOtherStyle(String)
    /// `give one of 'top' and 'bottom' (…), or x and y`.
    case anchorNeedsVerticalPlacement
    /// `give one of 'leading' and 'trailing' (…)`.
    case anchorNeedsHorizontalPlacement
    /// `a frame gives 'leading', 'trailing' and 'width': give two of them` (a custom presentation controller's
    /// frame, R122).
    case overdeterminedFrame([String])

    // MARK: - Sheets and split views

    /// `a sheet needs at least one detent (UIKit's default is [large])`.
    case noDetents
    /// `detent 'medium' is listed twice`.
    case repeatedDetent(String)
    /// `detents go from smallest to largest: 'medium' comes before 'large'`.
    case detentsOutOfOrder
    /// `'medium' is a built-in detent: give a custom detent another id`.
    case builtInDetentID(String)
    /// `unknown detent 'meduim': use medium, large or {id, height}`.
    case unknownDetent(String)
    /// `'supplementary' belongs to a tripleColumn split view`.
    case supplementaryOutsideTripleColumn
    /// `'compact' belongs to a column-style split view (doubleColumn or tripleColumn)`.
    case compactOutsideColumnStyle
    /// `a fraction is at most 1`.
    case fractionAboveOne
    /// `'showDetail' is a classic delegate method: UIKit never calls it for a doubleColumn split view (R67)`.
    case delegateMethodNeverCalled(String, style: SplitStyle)

    // MARK: - Scenarios

    /// `unknown device 'iPhone 99'`.
    case unknownDevice(String)
    /// `give either 'layout' or 'window', not both`.
    case layoutAndWindow
    /// `iPhone 12 is an iPhone, but the scenario is for iPad (idiom: pad)`: the scenario's own `device:`
    /// contradicts its `idiom:`.
    case deviceNotOfIdiom(device: String, deviceIdiom: UserInterfaceIdiom, idiom: UserInterfaceIdiom)
    /// `iOS 12 is not modelled: use 13…26`, with a hint for a version between modelled ones.
    case iOSNotModelled(Int)
    /// `ios takes a major version: write 'ios: 17' (… 17.2 behaves as 17)`.
    case iOSMinorVersion(major: Int, written: String)
    /// `the storyboard has no initial view controller: give the scenario an 'initial'`.
    case storyboardWithoutInitial
    /// `cannot read storyboard 'Main.yaml': <why>`: the problem that reading the file met (a missing file, a
    /// file too large), worded to follow `cannot read …: `: the reason alone of a ``cannotReadFile(_:)``
    /// (`no such file or directory`), else the problem's whole ``message``.
    indirect case cannotReadStoryboard(path: String, because: DiagnosticCode)
    /// `cannot read storyboard 'Main.yaml': not a regular file` (a pipe or a device, never opened).
    case storyboardIsNotRegularFile(path: String)
    /// `storyboard 'Main.yaml' is invalid (see its diagnostics)`.
    case invalidStoryboard(path: String)
    /// `a step has one event, but 'rotate' follows 'perform'`.
    case secondEvent(String, after: String)
    /// `a step needs an event (perform, trigger, …) or 'expect'`.
    case stepWithoutEvent
    /// `'sender' goes with 'perform' or 'trigger'`.
    case senderWithoutSegue
    /// `'progress' goes with 'dismiss: interactive'`: a step option given to an event that does not take it.
    case optionWithoutEvent(String, goesWith: String)
    /// `progress 1.4 is clamped to 1, as UIKit clamps it (R109)`: a warning.
    case progressClamped(Double, to: Double)
    /// `'when' entries cannot nest: give each condition its own entry`.
    case nestedWhen
    /// `a 'when' entry needs a condition: idiom, ios or device`.
    case whenWithoutCondition
    /// `'title' comes after 'steps': in a scenario longer than …, every other key goes before 'steps'`;
    /// `limit` is ``SpecLimits/maximumFileSize``.
    case keyAfterStreamedSteps(String, limit: Int)
    /// `could not decode the scenario`: decoding produced nothing and reported nothing.
    case couldNotDecodeScenario
    /// `cannot record: the rewritten file would still fail at steps[2].expect.style; nothing was written`.
    case cannotRecord(stillFailingAt: String)
    /// A problem the replay found in the scenario's input, as its coded reason
    /// (``/AdaptivePresentation/ScenarioInputError/Reason``), worded by the simulation.
    case replayInput(ScenarioInputError.Reason)

    // MARK: - Interface Builder storyboards

    /// `not an Interface Builder storyboard: it is not XML (…)`.
    case notXML
    /// `file contains a NUL byte; is it a binary file? (a storyboard is UTF-8 text)`.
    case storyboardNULByte
    /// `encoding 'UTF-16' is refused: Xcode writes storyboards in UTF-8`.
    case refusedEncoding(String)
    /// `a document type declaration (<!DOCTYPE>) is refused: …`.
    case documentTypeDeclaration
    /// `malformed XML: <XMLParser's problem, in words>`.
    case malformedXML(String)
    /// `the file is empty: a storyboard is an XML document whose root element is <document>`.
    case emptyStoryboard
    /// `the file ends before <scenes> (opened at 3:5) is closed: the storyboard is cut off`: the XML stops
    /// while elements are open, where libxml2 says only that it met content it did not expect.
    case storyboardCutOff(element: String, openedAt: SourceLocation)
    /// `not an Interface Builder storyboard: the root element is <plist>, not <document>`; `nil` when there
    /// is no root element to name.
    case rootIsNotDocument(String?)
    /// `elements are nested deeper than 200 levels`.
    case xmlNestingTooDeep(limit: Int)
    /// `attribute 'id' of <segue> is longer than 1024 bytes`.
    case attributeTooLong(String, element: String, limit: Int)
    /// `a scene's view controller <viewController> has no id`.
    case sceneControllerWithoutID(element: String)
    /// `a scene has a second view controller 'b'; the first, 'a', is the scene's`.
    case secondSceneController(String, first: String)
    /// `contentSizeForViewInPopover needs a width and a height of zero or more`.
    case invalidPopoverContentSize
    /// `a segue outside any scene is ignored`.
    case segueOutsideScene
    /// `a segue needs 'id', 'kind'; it is ignored`.
    case incompleteSegue(missing: [String])
    /// `segue 'abc-12' is in a scene without a view controller`.
    case segueInSceneWithoutController(String)
    /// `relationship 'masterViewController' of a tabBarController is not modelled; it is ignored`.
    case unmodelledRelationship(String, container: String)
    /// `segue kind 'custom' is not modelled; segue 'abc-12' is ignored`.
    case unmodelledSegueKind(String, segue: String)
    /// `unwind segue 'abc-12' has no unwindAction`.
    case unwindSegueWithoutAction(String)
    /// `the popover anchor 'x' of segue 'abc-12' is not an object of this storyboard`.
    case foreignPopoverAnchor(String, segue: String)
    /// `modalPresentationStyle 'x' is not modelled; the default applies`.
    case unmodelledPresentationStyle(String)
    /// `modalTransitionStyle 'x' is not a transition style; the default applies` (with a did-you-mean).
    case unknownTransitionStyle(String)
    /// `relationship segue 'x' leads to 'y', a view, not a scene's view controller`; `what` names the
    /// reference (`the initial view controller`, `segue 'x'`).
    case destinationIsNotController(what: String, destination: String, element: String)
    /// `segue 'x' leads to 'y', which is not a scene of this storyboard`.
    case destinationIsNotScene(what: String, destination: String)
    /// `storyboard reference 'x' leads back to itself through 2 reference(s)`.
    case referenceCycle(String, length: Int)
    /// `storyboard reference 'x' cannot be loaded: <reason>`.
    case unloadableReference(String, reason: String)
    /// `storyboard reference to 'Settings' cannot be loaded: <reason>`.
    case unloadableStoryboard(String, reason: String)
    /// `no storyboard named 'Settings' among the 12 audited; UIKit raises if the app's bundle has none`.
    case storyboardNotInBundle(String, audited: Int)
    /// `2 storyboards are named 'Main' (a/Main.storyboard, b/Main.storyboard): …` (the audit's header says it).
    case ambiguousStoryboardName(String, paths: [String])
}

extension DiagnosticCode {
    /// Whether the diagnostic says what the model does not cover (a split view's compact column, a segue kind
    /// or presentation style it lacks) rather than what is wrong with the input.
    public var isModelLimit: Bool {
        switch self {
        case .unmodelledRelationship, .unmodelledSegueKind, .unmodelledPresentationStyle: true
        default: false
        }
    }
}
