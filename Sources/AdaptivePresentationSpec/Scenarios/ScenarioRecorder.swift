import AdaptivePresentation
import Foundation

/// `replay --record`: rewrites, in place, the values of each step's expectations with what the replay
/// observed, and gives a step without `expect:` one (`presented`, `style`, `substituted`).
///
/// Every other byte of the file stays as it was, comments and key order included: new text is spliced at
/// the byte positions of the values the decoder located, never re-emitted from a YAML tree. A value whose
/// written form cannot be told from its node (a multi-line or escaped scalar) is left alone and reported.
/// The result is decoded and replayed again before it is returned; if it would not load or pass, nothing
/// is rewritten.
public enum ScenarioRecorder {
    /// A recorded file.
    public struct Recording: Sendable {
        /// The new content of the file (the same bytes when nothing changed).
        public var bytes: [UInt8]
        /// What changed, one line each: `steps[2].expect.style: formSheet -> fullScreen`.
        public var changes: [String]
        /// What could not be rewritten, one line each, with the reason.
        public var skipped: [String]
    }

    /// Records the scenario in `source`, replayed as written (its own `ios:` and `device:`).
    ///
    /// - Throws: ``SpecError`` when the scenario does not load, or when the rewritten file would not.
    public static func record(_ source: SpecSource, loader: ScenarioLoader) throws(SpecError) -> Recording {
        // An expectation naming a controller the storyboard lacks is a wrong value to record over.
        let (run, locations) = try ScenarioFile.$recordsOverUnknownNames.withValue(true) {
            Result { () throws(SpecError) in try replayed(source, loader: loader) }
        }.get()
        var edits: [Edit] = []
        var changes: [String] = []
        var skipped: [String] = []
        for (index, step) in run.steps.enumerated() where locations.steps.indices.contains(index) {
            let located = locations.steps[index]
            let state = step.state
            let place = "steps[\(index)]"
            guard located["expect"] != nil else {
                guard let stepNode = located["$step"] else { continue }
                let added =
                    "{"
                    + [ObservationKey.presented, .style, .substituted]
                    .map { "\($0.name): \(render($0.observe(state), flow: true))" }.joined(separator: ", ") + "}"
                if var edit = insertion(after: stepNode, text: "expect: " + added, bytes: source.bytes) {
                    edit.path = "\(place).expect"
                    edits.append(edit)
                    changes.append("\(place).expect: added \(added)")
                } else {
                    skipped.append("\(place): cannot add 'expect' to a step written in flow style")
                }
                continue
            }
            // In the order they are written, whatever their keys (other expectation keys included).
            let written = located.filter { $0.key.hasPrefix("expect.") }
                .sorted {
                    ($0.value.location.line, $0.value.location.column) < (
                        $1.value.location.line, $1.value.location.column
                    )
                }
            for (name, node) in written {
                let key = String(name.dropFirst("expect.".count))
                let actual = loader.vocabulary.key(named: key)?.observe(state) ?? .null
                let path = "\(place).expect.\(key)"
                rewrite(
                    node, to: actual, path: path, bytes: source.bytes, edits: &edits, changes: &changes,
                    skipped: &skipped)
            }
        }
        // An alias (`expect: *e`) puts several steps' expectations at the same bytes: one rewrite serves
        // them all when they observed the same, and none when they did not.
        let (kept, conflicts) = separateConflicts(edits, in: source)
        if !conflicts.isEmpty {
            let dropped = Set(conflicts.flatMap(\.paths))
            changes.removeAll { change in dropped.contains { change.hasPrefix($0 + ":") } }
            skipped += conflicts.map(\.reason)
        }
        let bytes = apply(kept, to: source.bytes)
        if bytes != source.bytes {
            // The rewritten file must load and pass as it is; otherwise keep the original.
            let rewritten = SpecSource(file: source.file, bytes: bytes)
            let (check, _) = try replayed(rewritten, loader: loader)
            if !check.passed {
                let failure =
                    check.failures.first.map { "steps[\($0.step.index)].expect.\($0.expectation.key)" }
                    ?? "the scenario"
                throw SpecError(diagnostics: [
                    Diagnostic(
                        .cannotRecord(stillFailingAt: failure),
                        at: SourceLocation(file: source.file, line: 1, column: 1))
                ])
            }
        }
        return Recording(bytes: bytes, changes: changes, skipped: skipped)
    }

    /// The scenario in `source` decoded and replayed once, every step kept, with where its keys are; an
    /// input error of the replay is a diagnostic at its key.
    private static func replayed(
        _ source: SpecSource, loader: ScenarioLoader
    ) throws(SpecError) -> (run: ScenarioRun, locations: ScenarioFile.Locations) {
        let decoder = SpecDecoder(file: source.file, limits: loader.limits)
        let (scenario, locations) = try loader.decodedScenario(
            root: decoder.parse(source.bytes), decoder: decoder, iOS: nil, device: nil, locatesSteps: true)
        let steps = StepCollector()
        let replay = ScenarioReplay(catalog: loader.catalog, observer: steps)
        try ScenarioReader.handOn(scenario, locations: locations, decoder: decoder, to: replay)
        return (
            replay.run(steps: steps.steps) ?? ScenarioRun(title: scenario.title, steps: [], inputError: nil), locations
        )
    }

    // MARK: - Edits

    struct Edit {
        var range: Range<Int>
        var text: String
        /// The expectation it records, as its change line starts (`steps[2].expect.style`).
        var path = ""
        /// Keeps the bytes as they are: a value already right, noted so that another expectation written at
        /// the same bytes (an alias) cannot change it unseen.
        var keeps = false
    }

    /// Edits that can be made together, and the groups that cannot: several expectations written once
    /// (through an alias) that observed different values, or edits that overlap otherwise.
    private static func separateConflicts(_ edits: [Edit], in source: SpecSource) -> (
        kept: [Edit], conflicts: [(paths: [String], reason: String)]
    ) {
        var groups: [[Edit]] = []
        for edit in edits.sorted(by: {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }) {
            if let last = groups.last?.last,
                edit.range.overlaps(last.range)
                    || (edit.range.isEmpty && edit.range.lowerBound == last.range.lowerBound)
            {
                groups[groups.count - 1].append(edit)
            } else {
                groups.append([edit])
            }
        }
        var kept: [Edit] = []
        var conflicts: [(paths: [String], reason: String)] = []
        for group in groups {
            guard let first = group.first else { continue }
            if group.allSatisfy({ $0.range == first.range && $0.text == first.text }) {
                if let change = group.first(where: { !$0.keeps }) { kept.append(change) }
                continue
            }
            // Values already right and written apart overlap no edit: nothing to refuse.
            guard group.contains(where: { !$0.keeps }) else { continue }
            let (line, column) = lineAndColumn(of: first.range.lowerBound, in: source.bytes)
            let paths = group.map(\.path)
            conflicts.append(
                (
                    paths,
                    "\(paths.joined(separator: ", ")): one value at \(source.file):\(line):\(column) (an alias) observed as "
                        + "\(group.map(\.text).joined(separator: " and ")): write it out in each step"
                ))
        }
        return (kept, conflicts)
    }

    /// The 1-based line and column (in bytes) of `offset`.
    private static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }

    private static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return result
    }

    private static func rewrite(
        _ node: SpecNode, to actual: TraceValue, path: String, bytes: [UInt8], edits: inout [Edit],
        changes: inout [String], skipped: inout [String], flow: Bool = true
    ) {
        if node.isMapping, case .object = actual, let entries = node.entries() {
            // A partial or whole mapping: each sub-key given is rewritten, the others stay absent.
            for entry in entries {
                guard let value = actual[entry.key] else { continue }
                rewrite(
                    entry.value, to: value, path: path + "." + entry.key, bytes: bytes, edits: &edits,
                    changes: &changes, skipped: &skipped, flow: node.writtenStyle(in: bytes) == .flow)
            }
            return
        }
        if node.isSequence, case let .array(values) = actual {
            rewriteSequence(
                node, to: values, path: path, bytes: bytes, edits: &edits, changes: &changes, skipped: &skipped)
            return
        }
        guard let current = scalarSpan(node, bytes: bytes) else {
            if expectedValue(of: node, bytes: bytes) != actual {
                skipped.append("\(path): cannot rewrite a value written this way; it is \(actual)")
            }
            return
        }
        guard expectedValue(of: node, bytes: bytes) != actual else {
            edits.append(
                Edit(range: current, text: String(decoding: bytes[current], as: UTF8.self), path: path, keeps: true))
            return
        }
        let text = render(actual, flow: flow, style: node.writtenStyle(in: bytes))
        edits.append(Edit(range: current, text: text, path: path))
        changes.append("\(path): \(node.scalarText ?? "") -> \(text)")
    }

    private static func rewriteSequence(
        _ node: SpecNode, to values: [TraceValue], path: String, bytes: [UInt8], edits: inout [Edit],
        changes: inout [String], skipped: inout [String]
    ) {
        let elements = node.elements() ?? []
        let written = elements.map { $0.scalarText ?? "" }
        let flow = node.writtenStyle(in: bytes) == .flow
        let spans = elements.map { scalarSpan($0, bytes: bytes) }
        guard written != values.map(\.description) else {
            if let start = node.byteOffset(in: bytes), let end = (spans.last ?? nil)?.upperBound, end > start {
                edits.append(
                    Edit(
                        range: start..<end, text: String(decoding: bytes[start..<end], as: UTF8.self), path: path,
                        keeps: true))
            }
            return
        }
        guard spans.allSatisfy({ $0 != nil }), let start = node.byteOffset(in: bytes) else {
            skipped.append("\(path): cannot rewrite a list written this way; it is \(TraceValue.array(values))")
            return
        }
        let rendered = values.map { render($0, flow: flow) }
        let shown = "[" + rendered.joined(separator: ", ") + "]"
        let before = "[" + written.joined(separator: ", ") + "]"
        if let first = spans.first ?? nil, let last = spans.last ?? nil {
            if flow {
                edits.append(
                    Edit(
                        range: first.lowerBound..<last.upperBound,
                        text: values.isEmpty ? "" : rendered.joined(separator: ", "), path: path))
            } else if values.isEmpty {
                edits.append(Edit(range: start..<last.upperBound, text: "[]", path: path))
            } else {
                // Block style: one `- value` line per element, at the first element's indentation.
                let dash = start
                let indent = String(repeating: " ", count: max(0, node.location.column - 1))
                edits.append(
                    Edit(
                        range: dash..<last.upperBound,
                        text: rendered.map { "- " + $0 }.joined(separator: lineBreak(of: bytes) + indent), path: path
                    ))
            }
        } else if flow, bytes.count >= start + 2, bytes[start] == UInt8(ascii: "["),
            bytes[start + 1] == UInt8(ascii: "]")
        {
            edits.append(Edit(range: start..<start + 2, text: shown, path: path))
        } else {
            skipped.append("\(path): cannot rewrite a list written this way; it is \(shown)")
            return
        }
        changes.append("\(path): \(before) -> \(shown)")
    }

    /// The bytes a single-line scalar occupies, checked against its text; `nil` when they cannot be told.
    private static func scalarSpan(_ node: SpecNode, bytes: [UInt8]) -> Range<Int>? {
        guard let text = node.scalarText, !text.isEmpty, !text.contains("\n"), let start = node.byteOffset(in: bytes)
        else { return nil }
        let written: String
        switch node.writtenStyle(in: bytes) {
        case .plain: written = text
        case .singleQuoted: written = "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .doubleQuoted: written = "\"" + text + "\""
        default: return nil
        }
        let expected = Array(written.utf8)
        guard start + expected.count <= bytes.count, Array(bytes[start..<start + expected.count]) == expected else {
            return nil
        }
        return start..<start + expected.count
    }

    /// An insertion of `key: value` on a new line after a block-style step, at its keys' indentation.
    private static func insertion(after step: SpecNode, text: String, bytes: [UInt8]) -> Edit? {
        guard step.writtenStyle(in: bytes) == .block, let entries = step.entries(),
            let firstKey = entries.first?.keyNode
        else { return nil }
        var last = entries.last?.value
        while let node = last, node.isMapping || node.isSequence {
            last = node.isMapping ? node.entries()?.last?.value : node.elements()?.last
        }
        guard let lastNode = last ?? entries.last?.keyNode, let offset = lastNode.byteOffset(in: bytes) else {
            return nil
        }
        let indent = String(repeating: " ", count: max(0, firstKey.location.column - 1))
        let lineBreak = lineBreak(of: bytes)
        if let newline = bytes[offset...].firstIndex(of: 0x0A) {
            return Edit(range: newline + 1..<newline + 1, text: indent + text + lineBreak)
        }
        return Edit(range: bytes.count..<bytes.count, text: lineBreak + indent + text + lineBreak)
    }

    /// The file's line break: `\r\n` when its first line ends so (a file saved on Windows stays so), else
    /// `\n`.
    private static func lineBreak(of bytes: [UInt8]) -> String {
        guard let newline = bytes.firstIndex(of: 0x0A), newline > 0, bytes[newline - 1] == 0x0D else { return "\n" }
        return "\r\n"
    }

    // MARK: - Values

    /// What a written scalar stands for, compared with the observed value.
    private static func expectedValue(of node: SpecNode, bytes: [UInt8]) -> TraceValue {
        guard let text = node.scalarText else { return .null }
        if node.isNull || (node.writtenStyle(in: bytes) == .plain && text == "none") { return .null }
        if node.writtenStyle(in: bytes) == .plain {
            if text == "true" { return .bool(true) }
            if text == "false" { return .bool(false) }
            if let number = Double(text) { return .number(number) }
        }
        return .string(text)
    }

    /// YAML text for a value: plain where that reads back as the same string, else double-quoted.
    static func render(_ value: TraceValue, flow: Bool, style: SpecNode.WrittenStyle = .plain) -> String {
        switch value {
        case .null: return "none"
        case let .bool(flag): return String(flag)
        case let .number(number): return Size.format(number)
        case let .string(text):
            // Only a double-quoted scalar can write a line break or a control character (as an escape).
            let needsEscapes = text.unicodeScalars.contains { UserText.needsEscape($0) }
            if style == .singleQuoted, !needsEscapes {
                return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            }
            if style == .plain, isPlainSafe(text, flow: flow) { return text }
            return doubleQuoted(text)
        case let .array(values): return "[" + values.map { render($0, flow: true) }.joined(separator: ", ") + "]"
        case let .object(pairs):
            return "{" + pairs.map { "\($0.0): \(render($0.1, flow: true))" }.joined(separator: ", ") + "}"
        }
    }

    /// `text` as a YAML double-quoted scalar: `\\` and `"` escaped, and every character ``UserText`` escapes
    /// (line breaks, controls, separators, bidirectional controls) written as a YAML escape, so that what is
    /// read back is `text` and the file shows no control character.
    private static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where UserText.needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Identifiers, style names and call tokens: letters, digits and `_.()-`, with `:` only in block context
    /// and never before a space; never a word YAML reads as something else.
    private static func isPlainSafe(_ text: String, flow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        if ["true", "false", "yes", "no", "on", "off", "null", "none", "y", "n"].contains(text.lowercased()) {
            return false
        }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.()-".unicodeScalars.contains(scalar)
                || (scalar == ":" && !flow)
        }
    }
}
