import AdaptivePresentation

extension DiagnosticCode {
    /// The problem in words, without the location or the path: `unknown key 'onehalf'`.
    ///
    /// The wording of every diagnostic is here, in the order of the cases. A name the user wrote is quoted
    /// as ``/AdaptivePresentation/UserText/bounded(_:limit:)`` shows it.
    public var message: String {
        switch self {
        // Files and folders
        case let .cannotReadFile(failure): "cannot read file: \(failure.reason)"
        case let .fileTooLarge(limit): "file is larger than the limit of \(Self.size(limit))"
        case let .scenarioFileTooLarge(limit): "file is larger than the limit of \(Self.size(limit)) for a scenario"
        case let .storyboardFileTooLarge(limit): "file is larger than the limit of \(limit) bytes for a storyboard"
        case .folderHasNoSpecFiles: "folder has no .yaml, .yml or .storyboard files"
        case let .cannotReadFolder(reason): "cannot read folder: \(reason)"
        case let .skippedInvalidName(name): "skipped '\(name)': the name is not valid UTF-8"
        case let .skippedBrokenLink(reason): "skipped symbolic link: cannot follow it (\(reason))"
        case let .skippedRevisitedFolder(isLink, first):
            "skipped \(isLink ? "symbolic link" : "folder"): it leads to '\(first)', already walked"
        case .skippedNotRegularFile: "skipped: not a regular file"
        case .folderHasNoStoryboards: "no storyboard files (*.storyboard) in this folder"
        case .folderHasNoScenarios: "no scenario files (*.yaml, *.yml) in this folder"
        case let .noScenarioMatches(filter): "no scenario matches --filter '\(UserText.bounded(filter))'"
        case let .cannotWriteRecording(reason): "cannot write the recorded file: \(reason)"

        // Text encoding
        case .utf16OrUTF32: "file is encoded in UTF-16 or UTF-32; save it as UTF-8"
        case .nulByte: "file contains a NUL byte; is it a binary file?"
        case let .invalidUTF8(byte):
            "file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); save it as UTF-8"
        case let .controlCharacter(scalar):
            "control character U+\(Self.padded(String(scalar, radix: 16, uppercase: true))) is not allowed in YAML"

        // YAML
        case .outOfMemory: "out of memory while parsing YAML"
        case .emptyFile: "file is empty"
        case .onlyComments: "file has no YAML content, only comments"
        case .multipleDocuments: "expected a single YAML document, but found another one"
        case let .unknownAlias(name): "unknown alias '*\(name)': no anchor '&\(name)' comes before it"
        case .aliasAsKey: "an alias cannot be a mapping key"
        case .collectionAsKey: "a sequence or mapping cannot be a mapping key"
        case .explicitKey: "explicit mapping keys ('? ') are not supported; write the key as plain text"
        case let .nestingTooDeep(limit): "nesting is deeper than \(limit) levels"
        case let .aliasesExpandBeyondBytes(anchor, limit):
            "aliases expand \(anchor.map { "anchor '\($0)'" } ?? "the document") beyond the limit of \(limit) bytes"
        case let .aliasesExpandBeyondNodes(anchor, limit):
            "aliases expand \(anchor.map { "anchor '\($0)'" } ?? "the document") beyond the limit of \(limit) nodes"
        case let .duplicateKeysInMapping(keys):
            "duplicate \(keys.count == 1 ? "key" : "keys") \(keys.map { "'\($0)'" }.joined(separator: ", ")) in this mapping"
        case let .invalidYAML(problem): "invalid YAML: \(problem)"
        case .tabInIndentation: "tab character in indentation; indent YAML with spaces"
        case .indentedWithTab:
            "this line is indented with a tab: YAML indents with spaces only; replace the tab by spaces"
        case let .misindented(spaces, siblings, siblingLine):
            "this line is indented \(Self.spaces(spaces)), its siblings \(siblings): indent it \(Self.spaces(siblings)) "
                + "like line \(siblingLine)"
        case let .anchoredStepsTooLarge(limit):
            "the steps that define anchors hold more than the limit of \(Self.size(limit)) at once (each is kept for the aliases after it); repeat the text instead"
        case let .stepTooLarge(limit): "this step is larger than the limit of \(Self.size(limit)) held at once"
        case let .tooMuchBeforeSteps(limit):
            "the file holds more than \(Self.size(2 * limit)) before its steps; only a scenario's 'steps' may go past the limit of \(Self.size(limit)), each step read and replayed in turn"

        // Values and keys
        case .couldNotDecodeFile: "could not decode the file"
        case let .wrongType(expected, found): "expected \(expected), found \(found)"
        case let .integerOutOfRange(text): "integer \(text) is out of range"
        case let .unknownKey(key): "unknown key '\(UserText.bounded(key))'"
        case let .unknownValue(kind, value): "unknown \(kind) '\(UserText.bounded(value))'"
        case let .duplicateKey(key): "duplicate key '\(key)'"
        case let .missingKey(key): "missing required key '\(key)'"
        case let .otherFileKind(expected, found):
            "expected \(SpecNode.article(expected.displayName)) \(expected.displayName) (top-level '\(expected.identifyingKey)'), "
                + "but this is \(SpecNode.article(found.displayName)) \(found.displayName) (top-level '\(found.identifyingKey)')"
        case .unknownFileKind:
            "cannot tell what kind of file this is: expected a top-level key \(Self.fileKindList)"

        // Devices
        case .noDevices: "expected at least one device"
        case .safeAreaInsetOutOfRange: "a safe-area inset is between 0 and 200 points"
        case let .deviceIDNotKebabCase(id):
            "device id '\(id)' is not kebab-case (lowercase letters and digits joined by single hyphens)"
        case let .screenNotPortrait(screen):
            "screen \(screen) is not in portrait: give the width of the shorter side (\(screen.transposed))"
        case let .layoutOnPhone(layout):
            "layout '\(layout)' is not available on a phone: phones have no Split View or Slide Over, only 'full'"
        case .oneHalfInPortrait:
            "layout 'oneHalf' exists only in landscape: portrait Split View has only 'twoThirds' and 'oneThird'"
        case let .fullWindowIsNotScreen(window, orientation, screen):
            "the full window \(window) must be the whole screen in \(orientation) (\(screen))"
        case let .windowLargerThanScreen(window, orientation, screen):
            "window \(window) is larger than the screen in \(orientation) (\(screen))"
        case let .nameRepeatedInDevice(kind, name): "\(kind) '\(name)' repeats a name of the same device"
        case let .duplicateDeviceID(id): "duplicate device id '\(id)'"
        case let .nameUsedByOtherDevice(kind, name, ownerID, ownerIndex):
            "\(kind) '\(name)' is already used by \(ownerID.map { "device '\($0)'" } ?? "devices[\(ownerIndex)]")"

        // Storyboards
        case .noControllers: "a storyboard needs at least one controller"
        case .missingInitial: "missing required key 'initial' (or give the scenario an 'initial')"
        case let .duplicateSegueID(id): "duplicate segue id '\(id)'"
        case let .keyOfOtherControllerKind(key, needs, controller, kind):
            "'\(key)' belongs to a \(needs) controller, but '\(controller)' is a \(kind) controller"
        case let .containerCycle(cycle): "container cycle: \(cycle.joined(separator: " → "))"
        case let .containersTooDeep(depth, controller, limit):
            "containers are nested \(depth) deep from '\(controller)'; a storyboard may nest at most \(limit)"
        case .unwindSegueDeclared: "'unwind' segues are not declared: use an 'unwind:' step and 'unwindActions'"
        case let .anchorOnNonPopover(kind): "'anchor' applies to popover segues, but this segue is '\(kind)'"
        case .noneIsNotAPresentationStyle:
            "'none' is not a presentation style: it is only a delegate answer (present with a real style)"
        case .presentationOnPopover: "'presentation' does not apply to popover segues: they present as .popover"
        case let .transitionStyleOnOtherKind(kind):
            "'transitionStyle' applies to presentModally and popover segues, but this segue is '\(kind)'"
        case let .notAnAnchor(name, controller): "'\(name)' is not an anchor of '\(controller)'"
        case let .substituteForOtherStyle(style):
            "a substitute is asked only for fullScreen, overFullScreen or formSheet, not '\(style)'"
        case .anchorNeedsVerticalPlacement:
            "give one of 'top' and 'bottom' (points from that edge of the window), or x and y"
        case .anchorNeedsHorizontalPlacement:
            "give one of 'leading' and 'trailing' (points from that edge of the window)"
        case let .overdeterminedFrame(keys):
            "a frame gives \(keys.map { "'\($0)'" }.joined(separator: ", ")): give two of them, the container sets the third"

        // Sheets and split views
        case .noDetents: "a sheet needs at least one detent (UIKit's default is [large])"
        case let .repeatedDetent(id): "detent '\(UserText.bounded(id))' is listed twice"
        case .detentsOutOfOrder: "detents go from smallest to largest: 'medium' comes before 'large'"
        case let .builtInDetentID(id): "'\(id)' is a built-in detent: give a custom detent another id"
        case let .unknownDetent(name): "unknown detent '\(UserText.bounded(name))': use medium, large or {id, height}"
        case .supplementaryOutsideTripleColumn: "'supplementary' belongs to a tripleColumn split view"
        case .compactOutsideColumnStyle: "'compact' belongs to a column-style split view (doubleColumn or tripleColumn)"
        case .fractionAboveOne: "a fraction is at most 1"
        case let .delegateMethodNeverCalled(method, style):
            "'\(method)' is a \(style.isColumnStyle ? "classic" : "column-style") delegate method: UIKit never calls it for a \(style.rawValue) split view (R67)"

        // Scenarios
        case let .unknownDevice(name): "unknown device '\(UserText.bounded(name))'"
        case .layoutAndWindow: "give either 'layout' or 'window', not both"
        case let .deviceNotOfIdiom(device, deviceIdiom, idiom):
            "\(UserText.bounded(device)) is an \(deviceIdiom.productName), but the scenario is for "
                + "\(idiom.productName) (idiom: \(idiom))"
        case let .iOSNotModelled(version):
            "iOS \(version) is not modelled: use \(Era.oldestVersion)…\(Era.newestVersion)"
                + Era.hint(forUnmodelled: version)
        case let .iOSMinorVersion(major, written):
            "ios takes a major version: write 'ios: \(major)' (adaptive-sim models each major version; "
                + "\(UserText.bounded(written)) behaves as \(major))"
        case .storyboardWithoutInitial: "the storyboard has no initial view controller: give the scenario an 'initial'"
        case let .cannotReadStoryboard(path, problem): "cannot read storyboard '\(path)': \(problem.readReason)"
        case let .storyboardIsNotRegularFile(path): "cannot read storyboard '\(path)': not a regular file"
        case let .invalidStoryboard(path): "storyboard '\(path)' is invalid (see its diagnostics)"
        case let .secondEvent(second, first): "a step has one event, but '\(second)' follows '\(first)'"
        case .stepWithoutEvent:
            "a step needs an event (perform, trigger, resize, rotate, dismiss, unwind, drag, selectDetent, showColumn, hideColumn) or 'expect'"
        case .senderWithoutSegue: "'sender' goes with 'perform' or 'trigger'"
        case let .optionWithoutEvent(option, event): "'\(option)' goes with \(event)"
        case let .progressClamped(value, clamped):
            "progress \(Size.format(value)) is clamped to \(Size.format(clamped)), as UIKit clamps it (R109)"
        case .nestedWhen: "'when' entries cannot nest: give each condition its own entry"
        case .whenWithoutCondition: "a 'when' entry needs a condition: idiom, ios or device"
        case let .keyAfterStreamedSteps(key, limit):
            "'\(UserText.bounded(key))' comes after 'steps': in a scenario longer than "
                + "\(Self.size(limit)), whose steps replay as they are read, every other key goes before 'steps'"
        case .couldNotDecodeScenario: "could not decode the scenario"
        case let .cannotRecord(failure):
            "cannot record: the rewritten file would still fail at \(failure); nothing was written"
        case let .replayInput(reason): reason.description

        // Interface Builder storyboards
        case .notXML:
            "not an Interface Builder storyboard: it is not XML (a YAML storyboard is named by scenarios and checked by 'validate')"
        case .storyboardNULByte: "file contains a NUL byte; is it a binary file? (a storyboard is UTF-8 text)"
        case let .refusedEncoding(encoding): "encoding '\(encoding)' is refused: Xcode writes storyboards in UTF-8"
        case .documentTypeDeclaration:
            "a document type declaration (<!DOCTYPE>) is refused: storyboards have none, and its entities are never expanded or fetched"
        case let .malformedXML(problem): "malformed XML: \(problem)"
        case .emptyStoryboard: "the file is empty: a storyboard is an XML document whose root element is <document>"
        case let .storyboardCutOff(element, openedAt):
            "the file ends before <\(UserText.bounded(element))> (opened at \(openedAt.line):\(openedAt.column)) is closed: "
                + "the storyboard is cut off"
        case let .rootIsNotDocument(element?):
            "not an Interface Builder storyboard: the root element is <\(element)>, not <document>"
        case .rootIsNotDocument(nil): "not an Interface Builder storyboard: the root element is not <document>"
        case let .xmlNestingTooDeep(limit): "elements are nested deeper than \(limit) levels"
        case let .attributeTooLong(attribute, element, limit):
            "attribute '\(attribute)' of <\(element)> is longer than \(limit) bytes"
        case let .sceneControllerWithoutID(element): "a scene's view controller <\(element)> has no id"
        case let .secondSceneController(id, first):
            "a scene has a second view controller '\(id)'; the first, '\(first)', is the scene's"
        case .invalidPopoverContentSize: "contentSizeForViewInPopover needs a width and a height of zero or more"
        case .segueOutsideScene: "a segue outside any scene is ignored"
        case let .incompleteSegue(missing):
            "a segue needs \(missing.map { "'\($0)'" }.joined(separator: ", ")); it is ignored"
        case let .segueInSceneWithoutController(id): "segue '\(id)' is in a scene without a view controller"
        case let .unmodelledRelationship(relationship, container):
            "relationship '\(relationship)' of a \(container) is not modelled; it is ignored"
        case let .unmodelledSegueKind(kind, segue): "segue kind '\(kind)' is not modelled; segue '\(segue)' is ignored"
        case let .unwindSegueWithoutAction(id): "unwind segue '\(id)' has no unwindAction"
        case let .foreignPopoverAnchor(anchor, segue):
            "the popover anchor '\(anchor)' of segue '\(segue)' is not an object of this storyboard"
        case let .unmodelledPresentationStyle(style):
            "modalPresentationStyle '\(style)' is not modelled; the default applies"
        case let .unknownTransitionStyle(style):
            "modalTransitionStyle '\(UserText.bounded(style))' is not a transition style; the default applies"
        case let .destinationIsNotController(what, destination, element):
            "\(what) leads to '\(destination)', a \(element), not a scene's view controller"
        case let .destinationIsNotScene(what, destination):
            "\(what) leads to '\(destination)', which is not a scene of this storyboard"
        case let .referenceCycle(id, length):
            "storyboard reference '\(id)' leads back to itself through \(length) reference(s)"
        case let .unloadableReference(id, reason): "storyboard reference '\(id)' cannot be loaded: \(reason)"
        case let .unloadableStoryboard(name, reason): "storyboard reference to '\(name)' cannot be loaded: \(reason)"
        case let .storyboardNotInBundle(name, audited):
            "no storyboard named '\(name)' among the \(audited) audited; UIKit raises when a segue reaches a reference to it if the app's bundle has none"
        case let .ambiguousStoryboardName(name, paths):
            "\(paths.count) storyboards are named '\(name)' (\(paths.joined(separator: ", "))): one bundle holds one of them, so they belong to different targets or one is left over; a reference to '\(name)' resolves to the one nearest it"
        }
    }

    /// Why a file cannot be read, to follow `cannot read …: `: the reason of ``cannotReadFile(_:)``
    /// (`no such file or directory`), or the whole message of another problem.
    var readReason: String {
        if case let .cannotReadFile(failure) = self { return failure.reason }
        return message
    }

    /// `2 MiB (2097152 bytes)`, as ``SpecLimits`` describes a file size.
    private static func size(_ bytes: Int) -> String { SpecLimits(maximumFileSize: bytes).fileSizeDescription }

    /// `1 space`, `6 spaces`.
    private static func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }

    /// Hexadecimal digits padded with zeros to four.
    private static func padded(_ digits: String) -> String {
        String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `'devices' (devices file), 'scenario' (scenario) or 'controllers' (storyboard)`.
    private static var fileKindList: String {
        let expected = SpecFileKind.allCases.map { "'\($0.identifyingKey)' (\($0.displayName))" }
        return expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
    }
}
