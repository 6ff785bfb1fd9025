import AdaptivePresentation
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads one `.storyboard` file with Foundation's `XMLParser` (libxml2) into an ``InterfaceBuilderDocument``,
/// keeping the line and column the parser reports for every element it keeps.
///
/// Hostile input stays harmless:
/// - the file size is bounded (``SpecLimits/maximumStoryboardFileSize``);
/// - a NUL byte (UTF-16 or UTF-32 text) and an XML declaration of another encoding than UTF-8 are refused
///   before the parser runs (libxml2 can crash switching encodings on malformed input);
/// - a document type declaration is refused before the parser runs: storyboards never have one, external
///   entities must never be fetched, entity expansion is a classic bomb, and on Linux an `<!ATTLIST>` in one
///   crashes swift-corelibs-foundation's `XMLParser` itself; the only text looked at before parsing is the
///   prolog, up to the root element;
/// - a processing instruction with no data (`<?x?>`), on which that parser crashes too, is blanked before it
///   runs (``blankingEmptyProcessingInstructions(_:)``);
/// - nesting deeper than ``SpecLimits/maximumXMLDepth`` stops the parse with a located error;
/// - the values kept (ids, names, identifiers) are bounded in length.
final class InterfaceBuilderParser: NSObject, XMLParserDelegate {
    private let file: String
    private let limits: SpecLimits
    private var document: InterfaceBuilderDocument
    private(set) var diagnostics: [Diagnostic] = []

    /// Open elements, outermost first: name and id.
    private var stack: [(name: String, id: String?, location: SourceLocation)] = []
    /// For each open element, how many `barButtonItem` children it has had so far.
    private var barItemCounts: [Int] = []
    private var scene: Int?
    /// The depth of the current scene's controller element.
    private var controllerDepth: Int?
    private var tieBreakerDepth: Int?
    /// The segue being read (its index and depth), for its `<popoverArrowDirection>`.
    private var openSegueIndex: Int?
    private var openSegueDepth: Int?
    private var stopped = false
    private weak var parser: XMLParser?
    /// Where each kept element's start tag begins.
    private var tagStarts = XMLStartTagLocator([])

    private init(file: String, limits: SpecLimits) {
        self.file = file
        self.limits = limits
        document = InterfaceBuilderDocument(
            file: file, documentLocation: SourceLocation(file: file, line: 1, column: 1))
    }

    /// The document in `source`, or `nil` with the reasons when it cannot be read as a storyboard.
    static func parse(_ source: SpecSource, limits: SpecLimits) -> (InterfaceBuilderDocument?, [Diagnostic]) {
        guard source.bytes.count <= limits.maximumStoryboardFileSize else {
            return (
                nil,
                [
                    Diagnostic(
                        .storyboardFileTooLarge(limit: limits.maximumStoryboardFileSize),
                        at: SourceLocation(file: source.file, line: 1, column: 1))
                ]
            )
        }
        let start = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let first = source.bytes[start...].first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }),
            first != UInt8(ascii: "<")
        {
            return (
                nil,
                [
                    Diagnostic(
                        .notXML,
                        at: SourceLocation(file: source.file, line: 1, column: 1))
                ]
            )
        }
        if let nul = source.bytes.firstIndex(of: 0) {
            return (
                nil,
                [
                    Diagnostic(
                        .storyboardNULByte,
                        at: location(of: nul, in: source.bytes, file: source.file))
                ]
            )
        }
        if let (encoding, offset) = declaredEncoding(source.bytes), encoding.lowercased() != "utf-8" {
            return (
                nil,
                [
                    Diagnostic(
                        .refusedEncoding(encoding),
                        at: location(of: offset, in: source.bytes, file: source.file))
                ]
            )
        }
        if let doctype = doctypeLocation(source.bytes, file: source.file) {
            return (
                nil,
                [
                    Diagnostic(
                        .documentTypeDeclaration,
                        at: doctype)
                ]
            )
        }
        if source.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return (nil, [Diagnostic(.emptyStoryboard, at: SourceLocation(file: source.file, line: 1, column: 1))])
        }
        let reader = InterfaceBuilderParser(file: source.file, limits: limits)
        let bytes = blankingEmptyProcessingInstructions(source.bytes) ?? source.bytes
        reader.lastContentLine = Self.lastContentLine(of: bytes)
        reader.tagStarts = XMLStartTagLocator(bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        reader.parser = parser
        let parsed = parser.parse()
        // swift-corelibs-foundation's parser recovers from some errors and still returns true: any error counts.
        if !parsed || parser.parserError != nil, !reader.stopped {
            let code = (parser.parserError as NSError?)?.code ?? 0
            let at = SourceLocation(
                file: source.file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            reader.report(reader.cutOff(code, at: at) ?? .malformedXML(describe(code)), at: at)
        }
        guard reader.diagnostics.allSatisfy({ $0.severity != .error }) else { return (nil, reader.diagnostics) }
        if reader.document.scenes.isEmpty, reader.document.segues.isEmpty, reader.sawDocument == false {
            reader.report(.rootIsNotDocument(nil), line: 1, column: 1)
            return (nil, reader.diagnostics)
        }
        return (reader.document, reader.diagnostics)
    }

    private var sawDocument = false

    // MARK: XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard !stopped else { return }
        // Elements are located at their start tag's `<`, where an editor should put the cursor.
        let start = tagStarts.startOfTag(line: parser.lineNumber, column: parser.columnNumber)
        let location = SourceLocation(file: file, line: start.line, column: start.column)
        guard stack.count < limits.maximumXMLDepth else {
            fail(.xmlNestingTooDeep(limit: limits.maximumXMLDepth), at: location)
            return
        }
        for key in Self.keptAttributes {
            if let value = attributes[key], value.utf8.count > limits.maximumXMLNameLength {
                fail(.attributeTooLong(key, element: name, limit: limits.maximumXMLNameLength), at: location)
                return
            }
        }
        let parent = stack.last?.name
        let id = attributes["id"]
        defer {
            stack.append((name, id, location))
            barItemCounts.append(0)
        }
        if name == "barButtonItem", let id, !barItemCounts.isEmpty {
            let index = barItemCounts[barItemCounts.count - 1]
            barItemCounts[barItemCounts.count - 1] += 1
            if let position = barPosition(key: attributes["key"], parent: parent, index: index) {
                document.barButtonItems[id] = position
            }
        }
        if stack.isEmpty {
            guard name == "document" else {
                fail(.rootIsNotDocument(name), at: location)
                return
            }
            sawDocument = true
            document.initialViewController = attributes["initialViewController"]
            document.toolsVersion = attributes["toolsVersion"]
            document.documentLocation = location
            return
        }
        if name == "deployment", parent == "dependencies", attributes["identifier"] ?? "iOS" == "iOS",
            let version = attributes["version"].flatMap(Int.init), version > 0, version < 100 * 256
        {
            document.deploymentVersion = version
        }
        if name == "inferredMetricsTieBreakers", tieBreakerDepth == nil { tieBreakerDepth = stack.count }
        if name == "scene" {
            scene = document.scenes.count
            document.scenes.append(nil)
            controllerDepth = nil
        }
        if let id, document.objects[id] == nil {
            document.objects[id] = .init(
                element: name, scene: scene, label: attributes["userLabel"] ?? attributes["title"], location: location)
        }
        if parent == "objects", attributes["sceneMemberID"] == "viewController", let scene {
            guard let id else {
                fail(.sceneControllerWithoutID(element: name), at: location)
                return
            }
            if let existing = document.scenes[scene] {
                report(.secondSceneController(id, first: existing.id), at: location, severity: .warning)
                return
            }
            document.scenes[scene] = controller(name, id: id, attributes, at: location)
            controllerDepth = stack.count
            return
        }
        if name == "value", attributes["key"] == "contentSizeForViewInPopover", let scene, let controllerDepth,
            stack.count == controllerDepth + 1
        {
            let width = attributes["width"].flatMap(Double.init), height = attributes["height"].flatMap(Double.init)
            if let width, let height, width >= 0, height >= 0, width.isFinite, height.isFinite {
                document.scenes[scene]?.contentSizeForViewInPopover = Size(width: width, height: height)
            } else {
                report(.invalidPopoverContentSize, at: location, severity: .warning)
            }
            return
        }
        if name == "segue", parent == "connections", tieBreakerDepth == nil {
            let count = document.segues.count
            segue(attributes, at: location)
            if document.segues.count > count {
                openSegueIndex = count
                openSegueDepth = stack.count
            }
            return
        }
        if name == "textField" || name == "textView", let scene { document.textInputScenes.insert(scene) }
        if name == "action", parent == "connections", tieBreakerDepth == nil, let scene, stack.count >= 2,
            Self.controlElements.contains(stack[stack.count - 2].name), let selector = attributes["selector"]
        {
            document.controlActions[scene, default: []].append(selector)
            return
        }
        if name == "popoverArrowDirection", parent == "segue", let segue = openSegueIndex {
            document.segues[segue].arrowDirections = ["up", "down", "left", "right"].filter { attributes[$0] == "YES" }
        }
    }

    /// The first error of the XML itself, where the parser saw it; the parse stops there.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard !stopped else { return }
        let code = (parseError as NSError).code
        let at = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        fail(cutOff(code, at: at) ?? .malformedXML(Self.describe(code)), at: at)
    }

    /// The last line of the file with something on it.
    private var lastContentLine = 0

    /// The problem of a file that ends while elements are still open: libxml2 reports it on the file's last
    /// line, as content it did not expect (error 5) or a tag not finished (error 77), where content is missing.
    private func cutOff(_ code: Int, at location: SourceLocation) -> DiagnosticCode? {
        guard code == 5 || code == 77, let open = stack.last, location.line >= lastContentLine else { return nil }
        return .storyboardCutOff(element: open.name, openedAt: open.location)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard !stopped else { return }
        stack.removeLast()
        barItemCounts.removeLast()
        if let depth = tieBreakerDepth, stack.count <= depth { tieBreakerDepth = nil }
        if controllerDepth == stack.count { controllerDepth = nil }
        if openSegueDepth == stack.count {
            openSegueIndex = nil
            openSegueDepth = nil
        }
        if name == "scene" { scene = nil; controllerDepth = nil }
    }

    // MARK: Elements

    /// The attributes whose values are kept; each is bounded by ``SpecLimits/maximumXMLNameLength``.
    private static let keptAttributes = [
        "id", "destination", "kind", "identifier", "customClass", "customModule", "storyboardIdentifier", "userLabel",
        "storyboardName", "referencedIdentifier", "unwindAction", "relationship", "popoverAnchorView",
        "popoverAnchorBarButtonItem", "modalPresentationStyle", "modalTransitionStyle", "initialViewController",
    ]

    /// Where a bar button item sits, from where the XML puts it: a navigation item's right or left item (or
    /// the nth of its `rightBarButtonItems` / `leftBarButtonItems`, counted from that edge), or the nth item of
    /// a toolbar's `items` or a controller's `toolbarItems`.
    private func barPosition(key: String?, parent: String?, index: Int) -> InterfaceBuilderDocument.BarPosition? {
        switch (key, parent) {
        case ("rightBarButtonItem", _): return .init(inToolbar: false, fromTrailing: true, index: 0)
        case ("leftBarButtonItem", _), ("backBarButtonItem", _):
            return .init(inToolbar: false, fromTrailing: false, index: 0)
        case (_, "rightBarButtonItems"): return .init(inToolbar: false, fromTrailing: true, index: index)
        case (_, "leftBarButtonItems"): return .init(inToolbar: false, fromTrailing: false, index: index)
        case (_, "toolbarItems"): return .init(inToolbar: true, fromTrailing: false, index: index)
        case (_, "items") where stack.count >= 2 && stack[stack.count - 2].name == "toolbar":
            return .init(inToolbar: true, fromTrailing: false, index: index)
        default: return nil
        }
    }

    private func controller(
        _ element: String, id: String, _ attributes: [String: String], at location: SourceLocation
    ) -> InterfaceBuilderDocument.Controller {
        InterfaceBuilderDocument.Controller(
            element: element, id: id, storyboardIdentifier: nonEmpty(attributes["storyboardIdentifier"]),
            customClass: nonEmpty(attributes["customClass"]), customModule: nonEmpty(attributes["customModule"]),
            userLabel: nonEmpty(attributes["userLabel"]), title: nonEmpty(attributes["title"]),
            definesPresentationContext: attributes["definesPresentationContext"] == "YES",
            modalPresentationStyle: nonEmpty(attributes["modalPresentationStyle"]),
            modalTransitionStyle: nonEmpty(attributes["modalTransitionStyle"]),
            storyboardName: nonEmpty(attributes["storyboardName"]),
            referencedIdentifier: nonEmpty(attributes["referencedIdentifier"]), location: location)
    }

    /// The elements whose wired actions can take the user back: buttons and bar button items.
    static let controlElements: Set<String> = ["button", "barButtonItem"]

    private func segue(_ attributes: [String: String], at location: SourceLocation) {
        // `<segue reference="…"/>` outside the tie breakers is not a segue either.
        if attributes["reference"] != nil, attributes["destination"] == nil { return }
        guard let scene, stack.count >= 2 else {
            report(.segueOutsideScene, at: location, severity: .warning)
            return
        }
        let owner = stack[stack.count - 2]
        let missing = ["id", "kind", "destination"].filter { (attributes[$0] ?? "").isEmpty }
        guard missing.isEmpty, let id = attributes["id"], let kind = attributes["kind"],
            let destination = attributes["destination"]
        else {
            report(.incompleteSegue(missing: missing), at: location)
            return
        }
        document.segues.append(
            InterfaceBuilderDocument.Segue(
                id: id, kind: kind, identifier: attributes["identifier"], destination: destination,
                customClass: nonEmpty(attributes["customClass"]), relationship: nonEmpty(attributes["relationship"]),
                modalPresentationStyle: nonEmpty(attributes["modalPresentationStyle"]),
                modalTransitionStyle: nonEmpty(attributes["modalTransitionStyle"]),
                popoverAnchorView: nonEmpty(attributes["popoverAnchorView"]),
                popoverAnchorBarButtonItem: nonEmpty(attributes["popoverAnchorBarButtonItem"]),
                unwindAction: nonEmpty(attributes["unwindAction"]),
                accessoryTrigger: attributes["trigger"] == "accessoryAction",
                destinationCreationSelector: nonEmpty(attributes["destinationCreationSelector"]),
                animates: attributes["animates"] != "NO", ownerElement: owner.name, ownerID: owner.id ?? "",
                scene: scene, location: location))
    }

    private func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    // MARK: Reporting

    private func report(_ code: DiagnosticCode, line: Int, column: Int, severity: Diagnostic.Severity = .error) {
        report(code, at: SourceLocation(file: file, line: max(line, 1), column: max(column, 1)), severity: severity)
    }

    private func report(_ code: DiagnosticCode, at location: SourceLocation, severity: Diagnostic.Severity = .error) {
        guard diagnostics.count < limits.maximumDiagnostics else { return }
        diagnostics.append(Diagnostic(code, at: location, severity: severity))
    }

    /// The number of the last line with something other than spaces on it (1-based).
    private static func lastContentLine(of bytes: [UInt8]) -> Int {
        var line = 1
        var last = 1
        for byte in bytes {
            if byte == 0x0A {
                line += 1
            } else if byte != 0x20, byte != 0x09, byte != 0x0D {
                last = line
            }
        }
        return last
    }

    /// Reports a problem that stops the parse.
    private func fail(_ code: DiagnosticCode, at location: SourceLocation) {
        report(code, at: location)
        stopped = true
        parser?.abortParsing()
    }

    /// libxml2's error code (which `XMLParser` passes on), in words; the names are libxml2's
    /// (`xmlParserErrors` in `xmlerror.h`).
    static func describe(_ code: Int) -> String {
        let words: [Int: String] = [
            4: "the document is empty", 5: "extra content at the end of the document", 9: "invalid character",
            23: "an entity reference is missing its ';'", 26: "undeclared entity", 38: "'<' in an attribute value",
            39: "an attribute value is not quoted", 40: "an attribute value is not closed",
            41: "an attribute has no value", 42: "an attribute is repeated", 43: "a quoted value is not started",
            44: "a quoted value is not closed", 45: "a comment is not closed", 57: "the XML declaration is not closed",
            63: "a CDATA section is not closed", 65: "a space is required", 68: "a name is required",
            73: "'>' is required", 74: "'</' is required", 75: "'=' is required",
            76: "an end tag does not match its start tag", 77: "an element is not closed before the end of the file",
            81: "the text is not valid in its encoding", 85: "the elements are not well balanced",
            86: "extra content", 89: "an entity refers to itself",
        ]
        return words[code].map { "\($0) (libxml2 error \(code))" } ?? "libxml2 error \(code)"
    }

    /// The encoding the XML declaration names, and the offset of its value, when the file starts with one.
    ///
    /// Only UTF-8 reaches the parser: libxml2 2.9 under swift-corelibs-foundation can crash switching to a
    /// declared encoding on malformed input (found by fuzzing: `encoding="UTF-7"` then invalid bytes), and a
    /// file with no NUL byte and no declaration other than UTF-8 is never read in another encoding.
    static func declaredEncoding(_ bytes: [UInt8]) -> (String, Int)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
        let declaration = Array(bytes[start..<end])
        let key = Array("encoding".utf8)
        guard
            let found = (0..<max(0, declaration.count - key.count)).first(where: {
                declaration[$0...].starts(with: key)
            })
        else { return nil }
        var index = found + key.count
        while index < declaration.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(declaration[index]) {
            index += 1
        }
        guard index < declaration.count,
            declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'")
        else { return nil }
        let quote = declaration[index]
        let valueStart = index + 1
        let valueEnd = declaration[valueStart...].firstIndex(of: quote) ?? declaration.count
        return (String(decoding: declaration[valueStart..<valueEnd], as: UTF8.self), start + valueStart)
    }

    /// The line and column of a byte offset.
    static func location(of offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Where `<!DOCTYPE` starts in the prolog (before the root element), or `nil`.
    ///
    /// The prolog may hold only the XML declaration, comments, processing instructions and white space; the
    /// first `<` followed by a name character starts the root element and ends the search, so the scan is
    /// linear and looks at nothing past the prolog.
    static func doctypeLocation(_ bytes: [UInt8], file: String) -> SourceLocation? {
        let marker = Array("<!DOCTYPE".utf8)
        var line = 1, lineStart = 0, index = 0
        var inComment = false
        // A processing instruction (`<?target … ?>`, the XML declaration among them) may hold a `<`.
        var inInstruction = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if inComment {
                if bytes[index...].starts(with: Array("-->".utf8)) { inComment = false }
            } else if inInstruction {
                if bytes[index...].starts(with: Array("?>".utf8)) { inInstruction = false }
            } else if byte == UInt8(ascii: "<") {
                if bytes[index...].starts(with: marker) {
                    let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count + 1
                    return SourceLocation(file: file, line: line, column: column)
                }
                if bytes[index...].starts(with: Array("<!--".utf8)) {
                    inComment = true
                } else if bytes[index...].starts(with: Array("<?".utf8)) {
                    inInstruction = true
                } else if index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "?"),
                    bytes[index + 1] != UInt8(ascii: "!")
                {
                    return nil
                }
            }
            index += 1
        }
        return nil
    }
}
