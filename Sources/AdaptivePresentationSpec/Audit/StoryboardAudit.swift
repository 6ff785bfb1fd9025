import AdaptivePresentation

/// Audits the segues of an imported storyboard: for every presenting segue, the style and appearance UIKit
/// gives it in every environment and era asked for (with no adaptive delegate: the storyboard cannot say
/// what a custom class answers), and the hazards found.
///
/// The decisions are the decider's (``/AdaptivePresentation/PresentationDecider``); the audit only reads them.
public struct StoryboardAudit: Sendable {
    /// The devices audited.
    public var devices: [DeviceProfile]
    /// The eras audited.
    public var eras: [Era]

    /// iOS 9, 12, 17 and the newest: before and after sheets became cards, and the modern SDK.
    public static let defaultVersions = [9, 12, 17, Era.newestVersion]

    public init(devices: [DeviceProfile], eras: [Era]) {
        self.devices = devices
        self.eras = eras
    }

    /// Every segue of the storyboard, in document order, with its outcomes and findings.
    public func audit(_ imported: StoryboardImport) -> [SegueAudit] {
        guard let storyboard = imported.storyboard else { return [] }
        let outline = imported.outline
        var graph = Graph(storyboard: storyboard)
        graph.markReachedOnlyFromCode(
            Set(outline.controllers.filter { $0.storyboardIdentifier != nil }.map(\.name)))
        var matrices: [PresentationStyle: [SegueAudit.Outcome]] = [:]
        var firstByIdentifier: [String: StoryboardOutline.Segue] = [:]
        // Each destination's contents are walked once, however many segues lead to it.
        var wayBackCache: [String: WayBack?] = [:]
        var unloadableCache: [String: String?] = [:]
        var takesTextCache: [String: Bool] = [:]
        let controlActions = Dictionary(
            outline.controllers.map { ($0.name, !$0.controlActions.isEmpty) }, uniquingKeysWith: { a, b in a || b })
        let textInput = Dictionary(
            outline.controllers.map { ($0.name, $0.takesText) }, uniquingKeysWith: { a, b in a || b })
        /// The way back the destination's scenes show: an unwind segue, else a button or bar button item wired
        /// to an action (a Cancel, Close or Done button).
        func wayBack(_ name: String) -> WayBack? {
            if let known = wayBackCache[name] { return known }
            let found: WayBack? =
                graph.hasUnwind(name)
                ? .unwind : graph.contents(name).contains { controlActions[$0] == true } ? .wiredControl : nil
            wayBackCache[name] = .some(found)
            return found
        }
        func takesText(_ name: String) -> Bool {
            if let known = takesTextCache[name] { return known }
            let found = graph.contents(name).contains { textInput[$0] == true }
            takesTextCache[name] = found
            return found
        }
        func unloadable(_ name: String) -> String? {
            if let known = unloadableCache[name] { return known }
            let reason = graph.unloadable(name)
            unloadableCache[name] = .some(reason)
            return reason
        }
        // One matrix per requested style, shared by every segue that asks for it.
        func matrix(_ requested: PresentationStyle) -> [SegueAudit.Outcome] {
            if let known = matrices[requested] { return known }
            let outcomes = ComparisonMatrix(devices: devices, styles: [requested], eras: eras).rows.map { row in
                SegueAudit.Outcome(
                    device: row.environment.device.id, idiom: row.environment.device.idiom,
                    orientation: row.environment.orientation, layout: row.environment.layoutName,
                    iOS: row.era.iOS,
                    style: row.decision.style, appearance: row.decision.appearance,
                    adapted: row.decision.adapted,
                    showsAsPopover: row.decision.showsAsPopover)
            }
            matrices[requested] = outcomes
            return outcomes
        }
        let transitions = TransitionPlaces(
            outline.segues, storyboard: storyboard, graph: graph,
            presents: {
                if case let .presents(style) = presentation(of: $0, storyboard: storyboard, graph: graph) {
                    return style
                }
                return nil
            }, matrix: matrix)
        return outline.segues.map { segue in
            var findings: [AuditFinding] = []
            var requested: PresentationStyle?
            var notPresenting: String?
            switch presentation(of: segue, storyboard: storyboard, graph: graph) {
            case let .presents(style): requested = style
            case let .doesNotPresent(reason): notPresenting = reason
            }
            var outcomes: [SegueAudit.Outcome] = []
            if let requested {
                outcomes = matrix(requested)
                // A destination the audit cannot load (a storyboard not among those audited) is unknown: no
                // finding that needs it is made.
                let destination: Destination? =
                    segue.to.flatMap { to in
                        unloadable(to) == nil ? Destination(wayBack: wayBack(to), takesText: takesText(to)) : nil
                    }
                findings += presentationFindings(
                    segue, requested: requested, outcomes: outcomes, destination: destination)
                findings += transitionStyleFindings(
                    segue, outcomes: outcomes, storyboard: storyboard, places: transitions)
            }
            if segue.interfaceBuilderKind == "push", !graph.isInNavigation(segue.from),
                !graph.isReachedOnlyFromCode(segue.from)
            {
                findings.append(
                    AuditFinding(
                        rule: .R36, severity: .error,
                        message:
                            "legacy push segue from a scene no navigation controller contains: UIKit raises NSGenericException (\"Could not find a navigation controller for segue …\") when it runs, instead of presenting",
                        advice:
                            "embed the source in a navigation controller, or re-create the segue as Show, which presents when there is none"
                    ))
            }
            if segue.trigger == .manual, (segue.identifier ?? "").isEmpty {
                findings.append(
                    AuditFinding(
                        rule: .R36, severity: .warning,
                        message: "a manual segue with no identifier: no control triggers it and no code can perform it",
                        advice: "give it an identifier and call performSegue(withIdentifier:sender:), or delete it"))
            }
            if let identifier = segue.identifier, !identifier.isEmpty {
                let key = "\(segue.from)\u{0}\(identifier)"
                if let first = firstByIdentifier[key] {
                    findings.append(
                        AuditFinding(
                            rule: .R36, severity: .warning,
                            message:
                                "identifier '\(identifier)' is repeated in \(segue.from) (first on segue \(first.id), line \(first.location.line)): performSegue(withIdentifier:) runs only the first",
                            advice: "give each segue of a scene its own identifier"))
                } else {
                    firstByIdentifier[key] = segue
                }
            }
            if segue.isLegacyKind {
                let successor = [
                    "modal": "Present Modally", "push": "Show", "popover": "Present As Popover",
                    "replace": "Show Detail",
                ]
                findings.append(
                    AuditFinding(
                        rule: segue.kind == .popover ? .R38 : .R36, severity: .note,
                        message:
                            "legacy '\(segue.interfaceBuilderKind)' segue (before Xcode 6); it behaves as \(successor[segue.interfaceBuilderKind] ?? segue.kind.rawValue)"
                            + (segue.interfaceBuilderKind == "push"
                                ? " inside a navigation controller, and raises outside one" : ""),
                        advice:
                            "re-create it as \(successor[segue.interfaceBuilderKind] ?? "an adaptive segue") in Interface Builder",
                        verboseOnly: true))
            }
            if let customClass = segue.customClass {
                findings.append(
                    AuditFinding(
                        rule: .R37, severity: .note,
                        message:
                            "custom segue class '\(customClass)': its behaviour lives in code (it may be the adaptive delegate and substitute a controller); outcomes assume the default adaptation",
                        advice: "describe it in a scenario's segueClasses to replay what it does", verboseOnly: true))
            }
            if let note = customTransitionNote(segue, storyboard: storyboard) { findings.append(note) }
            findings += barButtonAnchorFindings(segue)
            return SegueAudit(
                segue: segue, requested: requested, notPresenting: notPresenting, outcomes: outcomes, findings: findings
            )
        }
    }

    /// R130, R135: a popover segue anchored to a bar button item, where the iOS versions audited reach them:
    /// from iOS 26 the popover grows out of the item with no arrow, so arrow directions chosen in Interface
    /// Builder have no effect; the iOS 27 SDK deprecates `barButtonItem`, which app code often sets for such a
    /// popover in `prepare(for:sender:)`.
    private func barButtonAnchorFindings(_ segue: StoryboardOutline.Segue) -> [AuditFinding] {
        guard segue.kind == .popover, segue.anchorElement == "barButtonItem" else { return [] }
        var findings: [AuditFinding] = []
        if let morphing = eras.first(where: \.morphsBarButtonPopovers), let directions = segue.arrowDirections,
            directions.count < 4
        {
            findings.append(
                AuditFinding(
                    rule: .R130, severity: .note,
                    message:
                        "the popover's arrow directions (\(directions.isEmpty ? "none" : directions.joined(separator: ", "))) have no effect from iOS 26: a popover anchored to a bar button item grows out of the item with no arrow",
                    environment: "iOS \(morphing.iOS)",
                    advice: "leave the directions at Any, or anchor the popover to a view if it must point an arrow"))
        }
        if let deprecating = eras.first(where: \.deprecatesBarButtonItemAnchor) {
            findings.append(
                AuditFinding(
                    rule: .R135, severity: .note,
                    message:
                        "anchored to a bar button item: iOS 27 deprecates UIPopoverPresentationController.barButtonItem, which code often sets for such a popover",
                    environment: "iOS \(deprecating.iOS)",
                    advice:
                        "where code sets popoverPresentationController?.barButtonItem, set sourceItem (iOS 16) to the same item",
                    verboseOnly: true))
        }
        return findings
    }

    private enum Presentation {
        case presents(PresentationStyle)
        case doesNotPresent(String)
    }

    /// Whether and how a segue presents: popovers and Present Modally always; Show (Detail) when no navigation
    /// (or split view) controller contains the source; custom segues as their class does, assumed modal.
    private func presentation(of segue: StoryboardOutline.Segue, storyboard: Storyboard, graph: Graph) -> Presentation {
        let destinationStyle = segue.to.flatMap { storyboard.controllers[$0]?.modalPresentationStyle }
        let modal = PresentationStyle(rawValue: segue.presentation ?? "") ?? destinationStyle ?? .automatic
        if segue.kind == .show || segue.kind == .showDetail, graph.isReachedOnlyFromCode(segue.from),
            !graph.isInNavigation(segue.from)
        {
            // Instantiated by storyboard ID and shown by code: whether a navigation controller holds it then, the
            // storyboard cannot tell.
            return .doesNotPresent(
                "its scene is reached only from code (by storyboard ID): the storyboard cannot tell whether a navigation controller holds it"
            )
        }
        switch segue.kind {
        case .popover: return .presents(.popover)
        case .presentModally: return .presents(modal)
        case .custom:
            // A custom segue does what its class's perform() does (swap a container's child, push, present):
            // the storyboard cannot tell that it presents.
            return .doesNotPresent("a custom segue: what it does is its class's perform()")
        case .show where segue.interfaceBuilderKind == "push":
            // A legacy Push segue never presents: UIKit's push template raises without a navigation controller.
            return graph.isInNavigation(segue.from)
                ? .doesNotPresent("pushed on the navigation stack")
                : .doesNotPresent("raises NSGenericException: no navigation controller contains the source")
        case .show:
            return graph.isInNavigation(segue.from)
                ? .doesNotPresent("pushed on the navigation stack") : .presents(modal)
        case .showDetail:
            if graph.isInSplit(segue.from) { return .doesNotPresent("shown in the split view's secondary column") }
            return graph.isInNavigation(segue.from)
                ? .doesNotPresent("pushed on the navigation stack") : .presents(modal)
        case .unwind: return .doesNotPresent("unwinds")
        }
    }

    /// How the user can leave a presented scene, as far as the storyboard shows.
    enum WayBack {
        /// An unwind segue from the scene or one it contains.
        case unwind
        /// A button or bar button item wired to an action (a Cancel, Close or Done button whose code dismisses).
        case wiredControl
    }

    /// What the audit knows of a segue's destination.
    struct Destination {
        var wayBack: WayBack?
        /// Whether it holds a text field or text view.
        var takesText: Bool
    }

    /// `destination` is `nil` when the audit cannot load it (a storyboard not among those audited): no finding
    /// that needs it is made.
    private func presentationFindings(
        _ segue: StoryboardOutline.Segue, requested: PresentationStyle, outcomes: [SegueAudit.Outcome],
        destination: Destination?
    ) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        if segue.kind == .popover, segue.anchor == nil {
            // R38: the popover segue template asserts before presenting, in every environment and whatever
            // prepare(for:sender:) sets; R27's check (only where it shows as a popover) is never reached.
            findings.append(
                AuditFinding(
                    rule: .R38, severity: .error,
                    message:
                        "popover segue with no anchor: UIKit raises NSInternalInconsistencyException (\"A popover segue must have either an anchorBarButtonItem or an anchorView.\") whenever it is performed, in every environment",
                    advice:
                        "set the segue's Anchor (a view or bar button item) in Interface Builder; a sourceView set in prepare(for:sender:) comes too late"
                ))
        }
        guard let destination, segue.customClass == nil else { return findings }
        // Trapped: adapted to a full-screen look the user cannot leave. From iOS 13 a form or page sheet can be
        // swiped away (R12, R34) even where it looks full screen, so an outcome whose style in charge is a sheet
        // (a popover adapted to formSheet in compact height, or any sheet) is not trapped there. A partial curl's
        // curled corner dismisses it (choice 88); a wired button may (its code is not read).
        if destination.wayBack == nil, segue.transition != ModalTransitionStyle.partialCurl.rawValue,
            let trapped = outcomes.first(where: {
                $0.adapted && ($0.appearance == .fullScreen || $0.appearance == .overFullScreen)
                    && (!$0.era.hasDismissalDelegate || !$0.style.isSheet)
            })
        {
            findings.append(
                AuditFinding(
                    // R10: a popover's adaptation; R13: a sheet's when linked before the iOS 13 SDK. From iOS 13 a
                    // sheet does not adapt (R12): shown full screen in compact height it is still a sheet the user
                    // can swipe away.
                    rule: requested == .popover ? .R10 : .R13, severity: .note,
                    message:
                        "the \(requested.rawValue) shows full screen (as \(trapped.style.rawValue)) and the storyboard shows no way back: the destination has no unwind segue and no button wired to an action. Code the storyboard cannot show may give one: an adaptive delegate set in prepare(for:sender:) that substitutes a navigation controller with a Done button, or a button added in code",
                    // R13 is about the SDK the app links with, not the iOS it runs on.
                    environment: requested == .popover
                        ? trapped.environment
                        : trapped.environment + (trapped.era.linkedSDKDescription.map { " (an app \($0))" } ?? ""),
                    advice:
                        "add a Done button with an unwind segue to the destination, or adapt with a segue class that substitutes a navigation controller (presentationController(_:viewControllerForAdaptivePresentationStyle:), R20)"
                ))
        }
        if destination.wayBack != nil, destination.takesText,
            let sheet = outcomes.first(where: {
                $0.era.hasDismissalDelegate && ($0.appearance == .sheet || $0.appearance == .card)
            })
        {
            findings.append(
                AuditFinding(
                    rule: .R34, severity: .note,
                    message:
                        "from iOS 13 the user can swipe this \(sheet.appearance.rawValue) away, bypassing the destination's own way back and discarding what was typed in its text fields, unless its code keeps the text or sets isModalInPresentation (which the storyboard cannot show)",
                    environment: sheet.environment,
                    advice:
                        "set isModalInPresentation while there are unsaved changes, or handle presentationControllerDidDismiss"
                ))
        }
        return findings
    }

    /// Containment and navigation facts of a storyboard's scenes.
    struct Graph {
        var storyboard: Storyboard
        var parents: [String: [String]] = [:]
        var inNavigation: Set<String> = []
        var inSplit: Set<String> = []
        /// The scenes that start an unwind segue.
        var unwindSources: Set<String> = []

        init(storyboard: Storyboard) {
            self.storyboard = storyboard
            unwindSources = Set(storyboard.segues.filter { $0.kind == .unwind }.map(\.source))
            for controller in storyboard.orderedControllers {
                for child in controller.containedIdentifiers {
                    parents[child, default: []].append(controller.identifier)
                }
            }
            for controller in storyboard.orderedControllers {
                if case .navigation = controller.kind { mark(controller.containedIdentifiers, into: &inNavigation) }
                if case .split = controller.kind { mark(controller.containedIdentifiers, into: &inSplit) }
            }
            // A controller pushed from inside a navigation controller is inside it too: a walk along Show
            // segues from every scene inside one, each scene visited once.
            var pushes: [String: [String]] = [:]
            for segue in storyboard.segues
            where (segue.kind == .show || segue.kind == .showDetail) && !segue.destination.isEmpty {
                if segue.kind == .showDetail && inSplit.contains(segue.source) { continue }
                if case .navigation = storyboard.controllers[segue.destination]?.kind { continue }
                pushes[segue.source, default: []].append(segue.destination)
            }
            var pending = Array(inNavigation)
            while let next = pending.popLast() {
                for destination in pushes[next] ?? [] where !inNavigation.contains(destination) {
                    pending += mark([destination], into: &inNavigation)
                }
            }
        }

        /// Marks scenes and everything they contain; returns the scenes newly marked.
        @discardableResult
        private func mark(_ roots: [String], into set: inout Set<String>) -> [String] {
            var pending = roots
            var marked: [String] = []
            while let next = pending.popLast() {
                guard set.insert(next).inserted else { continue }
                marked.append(next)
                pending += storyboard.controllers[next]?.containedIdentifiers ?? []
            }
            return marked
        }

        /// The scenes no segue, container or initial arrow reaches that have a storyboard ID: code instantiates
        /// them and shows them somewhere the storyboard does not say.
        var reachedOnlyFromCode: Set<String> = []

        /// Marks, among `identified` (the scenes with a storyboard ID), those that nothing in the storyboard
        /// reaches, nor anything they are contained in.
        mutating func markReachedOnlyFromCode(_ identified: Set<String>) {
            var reached: Set<String> = [storyboard.initialController]
            for segue in storyboard.segues where !segue.destination.isEmpty { reached.insert(segue.destination) }
            for controller in storyboard.orderedControllers { reached.formUnion(controller.containedIdentifiers) }
            reachedOnlyFromCode = identified.filter { name in
                // Inside a scene that is reached (its navigation controller's root, say): reached too.
                var pending = [name]
                var seen: Set<String> = []
                while let next = pending.popLast() {
                    guard seen.insert(next).inserted else { continue }
                    if reached.contains(next) { return false }
                    pending += parents[next] ?? []
                }
                return true
            }
        }

        func isReachedOnlyFromCode(_ name: String) -> Bool { reachedOnlyFromCode.contains(name) }

        func isInNavigation(_ name: String) -> Bool { inNavigation.contains(name) }
        func isInSplit(_ name: String) -> Bool { inSplit.contains(name) }

        /// Every scene a scene contains, itself included.
        func contents(_ name: String) -> [String] {
            var seen: Set<String> = []
            var order: [String] = []
            var pending = [name]
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                order.append(next)
                pending += storyboard.controllers[next]?.containedIdentifiers ?? []
            }
            return order
        }

        /// Whether the scene or something it contains starts an unwind segue.
        func hasUnwind(_ name: String) -> Bool {
            contents(name).contains(where: unwindSources.contains)
        }

        /// Why the scene (or one it contains) cannot be loaded, if so.
        func unloadable(_ name: String) -> String? {
            for scene in contents(name) {
                if case let .unresolvedReference(reason)? = storyboard.controllers[scene]?.kind {
                    return scene == name ? reason : "'\(scene)' inside it cannot: \(reason)"
                }
            }
            return nil
        }
    }
}
