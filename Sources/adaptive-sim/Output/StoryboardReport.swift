import AdaptivePresentation
import AdaptivePresentationSpec

/// The output of `adaptive-sim storyboard`: an outline to read, or the JSON of the "Scenario and storyboard files" article, "JSON shapes".
enum StoryboardReport {
    /// Scenes (containers with their children), then segues grouped by source scene. Names come from the
    /// file, so each is shown as ``/AdaptivePresentation/UserText`` bounds and escapes it: a name cannot break a line or drive the
    /// terminal.
    static func text(_ outline: StoryboardOutline) -> String {
        var text = "\(e(outline.file))\n"
        text +=
            "initial: " + (outline.initial.map(e) ?? "none (scenes are reached by identifier or reference)") + "\n\n"
        text += "scenes (\(outline.controllers.count)):\n"
        for controller in outline.controllers {
            var line = "  \(e(controller.name))"
            var details: [String] = [controller.kind == "plain" ? controller.element : controller.kind]
            if controller.name != controller.id { details.append("id \(e(controller.id))") }
            if let custom = controller.customClass, custom != controller.name { details.append("class \(e(custom))") }
            if let storyboardID = controller.storyboardIdentifier, storyboardID != controller.name {
                details.append("storyboard ID \(e(storyboardID))")
            }
            if controller.file != outline.file { details.append("from \(e(controller.file))") }
            line += " (" + details.joined(separator: ", ") + ")"
            if !controller.children.isEmpty { line += " → " + controller.children.map(e).joined(separator: ", ") }
            if let supplementary = controller.supplementary {
                line += "; supplementary \(e(supplementary)) (not simulated)"
            }
            if let reason = controller.unresolved { line += "\n      unresolved: \(e(reason))" }
            text += line + "\n"
        }
        text += "\nsegues (\(outline.segues.count)):\n"
        // Grouped by source in order of first appearance, in one pass: a storyboard may have thousands.
        var sources: [String] = []
        var segues: [String: [StoryboardOutline.Segue]] = [:]
        for segue in outline.segues {
            if segues[segue.from] == nil { sources.append(segue.from) }
            segues[segue.from, default: []].append(segue)
        }
        for source in sources {
            text += "  from \(e(source)):\n"
            for segue in segues[source] ?? [] {
                text += "    \(e(segue.name))  " + summary(segue) + "\n"
            }
        }
        return text
    }

    /// A name or value from the file, as ``/AdaptivePresentation/UserText`` shows it.
    private static func e(_ text: String) -> String { UserText.bounded(text) }

    private static func summary(_ segue: StoryboardOutline.Segue) -> String {
        var parts: [String] = []
        var kind = segue.kind.rawValue
        if segue.isLegacyKind { kind += " (legacy '\(e(segue.interfaceBuilderKind))')" }
        if segue.kind == .unwind {
            parts.append("unwind " + (segue.unwindAction.map(e) ?? "(no action)"))
        } else {
            parts.append("\(kind) → " + (segue.to.map(e) ?? "?"))
        }
        parts.append(segue.trigger == .manual ? "manual (perform only)" : "trigger " + e(segue.trigger.description))
        if segue.identifier == nil {
            parts.append("no identifier")
        } else if segue.identifier == "" {
            parts.append("empty identifier")
        }
        if let style = segue.presentation { parts.append("style \(e(style))") }
        if let anchor = segue.anchor {
            parts.append("anchor " + (segue.anchorElement.map { e($0) + " " } ?? "") + e(anchor))
        }
        if segue.kind == .popover, segue.anchor == nil { parts.append("NO ANCHOR") }
        if let custom = segue.customClass { parts.append("class \(e(custom))") }
        if let selector = segue.destinationCreationSelector { parts.append("built in code by \(e(selector))") }
        return parts.joined(separator: ", ")
    }

    static func json(_ outline: StoryboardOutline) -> JSONValue {
        func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            ("file", .string(outline.file)),
            ("initial", optional(outline.initial)),
            (
                "controllers",
                .array(
                    outline.controllers.map { controller in
                        .object([
                            ("name", .string(controller.name)), ("id", .string(controller.id)),
                            ("kind", .string(controller.kind)), ("element", .string(controller.element)),
                            ("customClass", optional(controller.customClass)),
                            ("storyboardIdentifier", optional(controller.storyboardIdentifier)),
                            ("children", .array(controller.children.map(JSONValue.string))),
                            ("supplementary", optional(controller.supplementary)),
                            ("file", .string(controller.file)), ("unresolved", optional(controller.unresolved)),
                        ])
                    })
            ),
            (
                "segues",
                .array(
                    outline.segues.map { segue in
                        .object([
                            ("name", .string(segue.name)), ("id", .string(segue.id)),
                            ("identifier", optional(segue.identifier)),
                            ("kind", .string(segue.kind.rawValue)),
                            ("interfaceBuilderKind", .string(segue.interfaceBuilderKind)),
                            ("from", .string(segue.from)), ("to", optional(segue.to)),
                            ("trigger", trigger(segue.trigger)),
                            ("presentation", optional(segue.presentation)), ("anchor", optional(segue.anchor)),
                            (
                                "arrowDirections",
                                segue.arrowDirections.map { .array($0.map(JSONValue.string)) } ?? .null
                            ),
                            ("customClass", optional(segue.customClass)),
                            ("unwindAction", optional(segue.unwindAction)),
                            ("file", .string(segue.file)), ("line", .number(Double(segue.location.line))),
                        ])
                    })
            ),
        ])
    }

    private static func trigger(_ trigger: SegueTrigger) -> JSONValue {
        switch trigger {
        case .unspecified: .null
        case .manual: .object([("kind", .string("manual"))])
        case let .object(element, objectID, accessory):
            .object([("kind", .string(element)), ("id", .string(objectID)), ("accessory", .bool(accessory))])
        }
    }
}
