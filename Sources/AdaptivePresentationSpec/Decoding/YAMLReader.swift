import CYaml

/// Composes one YAML document from libyaml's event stream, with every limit checked as the events arrive.
///
/// libyaml is reached through Yams' `CYaml` module: Yams compiles libyaml from source on every platform, so
/// the libraries build for macOS and iOS with no system package (a system-library target for `libyaml-dev`
/// would need the library installed and found by pkg-config, which iOS does not have). Only the C parser is
/// used; Yams' composer, resolver and node types are not.
///
/// The reader, not a scan of the text, enforces the limits:
/// - nesting depth is counted at each collection start (and through aliases), and reading stops at the
///   first collection past ``SpecLimits/maximumDepth``;
/// - an alias is the node its anchor names, by reference; each node carries its expanded size in nodes and
///   in scalar bytes, so a document expanding past ``SpecLimits/maximumNodes`` or
///   ``SpecLimits/maximumExpandedBytes`` is refused without being walked;
/// - keys that are aliases, collections or written with `? ` are refused, and keys repeated in one mapping
///   are reported at the first one;
/// - invalid UTF-8 and control characters are found by ``TextEncodingCheck`` before libyaml reads a byte.
///
/// A reader with a ``sequenceSink`` that sets ``pausesAfterRelease`` reads on request: ``begin(buffer:)``
/// reads up to the first element the sink takes and returns, ``resume()`` reads up to the next, each on the
/// caller's thread, so that whoever uses the elements pulls them one at a time. The element just taken stays
/// in the document until the reading resumes. The buffer must stay valid and unchanged until it finishes.
final class YAMLReader {
    let file: String
    let limits: SpecLimits
    /// Added to every byte offset: the length of a byte order mark removed before reading.
    var offsetBase = 0

    /// Problems that do not stop reading (keys that cannot be keys); reported together at the end.
    private var problems: [Diagnostic] = []
    /// The node of each anchor, by name: its index in the document being composed.
    private var anchors: [String: Int] = [:]
    /// The first anchored node found to expand past the node limit.
    private var firstOverLimit: (document: YAMLDocument, index: Int)?
    /// The first anchored collection found to expand past the byte limit.
    private var firstOverByteLimit: (document: YAMLDocument, index: Int)?

    /// The decoder of the file, which the document's nodes report to.
    let decoder: SpecDecoder

    /// libyaml's own nesting limit compares the scanner's look-ahead, not the events, and so fires at the
    /// wrong place; the reader counts depth itself, so libyaml's limit is raised out of the way once.
    private static let nestingCheckOff: Void = yaml_set_max_nest_level(Int32.max)

    /// Receives the elements of the root mapping's sequence that the sink names as each is complete (a
    /// scenario's steps, streamed one by one); `nil` to compose the whole document.
    var sequenceSink: (any YAMLSequenceSink)?
    /// The mapped file being read, whose pages are given back behind the reader once the sink streams.
    var pages: MappedFile?
    /// Whether the sink has asked for steps to be let go: from then on the document is not read twice.
    private var streams = false
    /// When set (a file streamed step by step), the most bytes of text held at once: the text before the
    /// steps may be twice this, then each step, and the steps kept for their anchors, must stay within it.
    var heldLimit: Int?
    /// Where the text held at once starts: 0, then the end of the last step let go.
    private var heldStart = 0
    /// The bytes of text held by anchors defined once steps stream.
    private var anchoredBytes = 0
    /// What aliases have expanded to once steps stream, in nodes and bytes of text; saturates.
    private var streamedExpansion = (nodes: 0, bytes: 0)

    /// Whether reading stops after each element the sink takes (``YAMLElementDisposition/release`` or
    /// ``YAMLElementDisposition/releaseAll``), until ``resume()``.
    var pausesAfterRelease = false

    /// How far a reading on request has gone.
    enum Progress {
        /// The sink has taken an element; ``resume()`` reads on.
        case paused
        /// The reading is over: the root of the document, or every problem that keeps it from being read.
        case finished(Result<YAMLNode, SpecError>)
    }

    /// The text being read (a tab in indentation is turned into a space in it to find the next one).
    private var input = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// Whether the text has a `?`, so that keys written with `? ` are looked for at its end.
    private var hasQuestionMark = false
    /// The tabs in indentation found so far, each read again as a space.
    private var tabs: [Diagnostic] = []
    /// libyaml's parser while a reading is under way.
    private var parser: UnsafeMutablePointer<yaml_parser_t>?
    /// What one reading by libyaml has composed so far (see ``compose()``).
    private var state: YAMLComposeState?

    init(decoder: SpecDecoder) {
        self.decoder = decoder
        file = decoder.file
        limits = decoder.limits
    }

    deinit {
        closeParser()
    }

    /// The root of the single document in `bytes` (UTF-8 without a byte order mark), or every problem that
    /// keeps it from being read.
    func read(_ bytes: [UInt8]) -> Result<YAMLNode, SpecError> {
        var text = bytes
        return text.withUnsafeMutableBufferPointer { read(buffer: $0) }
    }

    /// The root of the single document in `text` (UTF-8 without a byte order mark), or every problem that
    /// keeps it from being read. A tab in indentation is turned into a space in `text` to find the next one.
    func read(buffer text: UnsafeMutableBufferPointer<UInt8>) -> Result<YAMLNode, SpecError> {
        var progress = begin(buffer: text)
        while true {
            switch progress {
            case .paused: progress = resume()
            case let .finished(result): return result
            }
        }
    }

    /// Starts reading `text` (UTF-8 without a byte order mark), up to the first element the sink takes when
    /// the reader pauses after one, else to the end.
    func begin(buffer text: UnsafeMutableBufferPointer<UInt8>) -> Progress {
        guard text.baseAddress != nil else {
            // An empty mapped file has no address; libyaml asserts that its input has one. An empty text has no
            // element to pause at, so the reading is over before the buffer goes.
            var byte: [UInt8] = [0]
            return byte.withUnsafeMutableBufferPointer {
                begin(buffer: UnsafeMutableBufferPointer(start: $0.baseAddress, count: 0))
            }
        }
        let pages = self.pages
        var hasQuestionMark = false
        let encoding = TextEncodingCheck.problem(in: UnsafeBufferPointer(text), file: file) { chunk, start in
            if !hasQuestionMark, chunk.contains(0x3F) { hasQuestionMark = true }
            pages?.release(before: start + offsetBase)
        }
        if let encoding { return .finished(.failure(SpecError(diagnostics: [encoding]))) }
        input = text
        self.hasQuestionMark = hasQuestionMark
        tabs = []
        return drive()
    }

    /// Reads on from where the reading paused, up to the next element the sink takes or to the end.
    func resume() -> Progress {
        guard state != nil else { return .finished(.failure(SpecError(diagnostics: []))) }
        return drive()
    }

    /// Reads by libyaml until a pause or the end; a tab in indentation found before the sink has let any
    /// element go is reported and read again as a space, to find the next, so that one run lists every tab in
    /// indentation (not once steps have been streamed).
    private func drive() -> Progress {
        while true {
            if state == nil {
                _ = Self.nestingCheckOff
                pages?.rewind()
                let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
                parser.initialize(to: yaml_parser_t())
                self.parser = parser
                guard yaml_parser_initialize(parser) == 1 else {
                    closeParser()
                    return .finished(fail(Diagnostic(.outOfMemory, file: file)))
                }
                let buffer = UnsafeBufferPointer(input)
                yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
                yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
                state = YAMLComposeState(document: YAMLDocument(decoder: decoder), bytes: buffer, heldLimit: heldLimit)
            }
            let result: Result<YAMLNode, SpecError>
            switch compose() {
            case .paused: return .paused
            case let .finished(composed): result = composed
            }
            closeParser()
            guard case let .failure(error) = result, error.diagnostics.count == 1, let tab = error.diagnostics.first,
                case .tabInIndentation = tab.code, let location = tab.location, tabs.count < limits.maximumDiagnostics,
                !streams,
                let offset = TextEncodingCheck.offset(
                    line: location.line, column: location.column, in: UnsafeBufferPointer(input))
            else {
                if tabs.isEmpty { return .finished(result) }
                if case let .failure(error) = result, case .tabInIndentation? = error.diagnostics.first?.code {
                    tabs += error.diagnostics
                }
                return .finished(.failure(SpecError(diagnostics: tabs)))
            }
            tabs.append(tab)
            input[offset] = 0x20
            problems.removeAll()
            firstOverLimit = nil
            firstOverByteLimit = nil
            sequenceSink?.restart()
        }
    }

    /// Lets go of libyaml's parser and of what was composed with it.
    private func closeParser() {
        state = nil
        guard let parser else { return }
        yaml_parser_delete(parser)
        parser.deinitialize(count: 1)
        parser.deallocate()
        self.parser = nil
    }

    private func fail(_ diagnostic: Diagnostic) -> Result<YAMLNode, SpecError> {
        .failure(SpecError(diagnostics: [diagnostic]))
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        LibYAMLDiagnostics.location(mark, file: file)
    }

    /// Composes the document from libyaml's events, from where the last call stopped: paused after an element
    /// the sink took (``pausesAfterRelease``), else finished with the root or the problem.
    private func compose() -> Progress {
        guard let state, let parser else { return .finished(.failure(SpecError(diagnostics: []))) }
        state.release()
        // The state is taken into locals for the loop, and given back when the reading pauses.
        let document = state.document
        let bytes = state.bytes
        var offsets = state.offsets
        var stepIndex = state.stepIndex
        var stack = state.stack
        state.stack = []
        var root = state.root
        var documents = state.documents
        var lastAnchor = state.lastAnchor
        var keptEnd = state.keptEnd
        let composed = composeEvents()
        return composed.map(Progress.finished) ?? .paused

        func composeEvents() -> Result<YAMLNode, SpecError>? {
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(parser, &event) == 1 else {
                    return fail(LibYAMLDiagnostics.parserProblem(parser.pointee, bytes: bytes, file: file))
                }
                defer { yaml_event_delete(&event) }
                let mark = event.start_mark
                /// The entry of the node just completed (an alias's own entry).
                var finished: Int?
                func offset(_ mark: yaml_mark_t) -> Int {
                    offsets.byteOffset(ofCharacter: Int(mark.index)) + offsetBase
                }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    if hasQuestionMark {
                        problems += LibYAMLDiagnostics.explicitKeys(
                            in: bytes, file: file, pages: pages, releasesPages: streams, offsetBase: offsetBase)
                    }
                    if !problems.isEmpty { return .failure(SpecError(diagnostics: problems)) }
                    guard let root else {
                        let blank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
                        return fail(
                            Diagnostic(
                                blank ? .emptyFile : .onlyComments,
                                at: SourceLocation(file: file, line: 1, column: 1)))
                    }
                    let node = YAMLNode(document: document, index: root)
                    return budgetProblem(node).map(fail) ?? .success(node)
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        return fail(Diagnostic(.multipleDocuments, at: location(mark)))
                    }
                    anchors.removeAll()
                case YAML_ALIAS_EVENT:
                    let name = Self.text(event.data.alias.anchor)
                    guard let target = anchors[name] else {
                        return fail(Diagnostic(.unknownAlias(name), at: location(mark)))
                    }
                    if let top = stack.last, top.expectsKey {
                        problems.append(Diagnostic(.aliasAsKey, at: location(mark)))
                    }
                    let anchored = document.entries[target]
                    if stack.count + Int(anchored.height) > limits.maximumDepth {
                        return fail(Diagnostic(.nestingTooDeep(limit: limits.maximumDepth), at: location(mark)))
                    }
                    if streams {
                        // Steps let go no longer count in the document's size: what aliases expand to is counted
                        // here instead, across the file, against the same limits.
                        streamedExpansion.nodes = min(streamedExpansion.nodes + anchored.size, limits.maximumNodes + 1)
                        streamedExpansion.bytes = min(
                            streamedExpansion.bytes + anchored.bytes, limits.maximumExpandedBytes + 1)
                        if let problem = budgetProblem(
                            size: streamedExpansion.nodes, bytes: streamedExpansion.bytes, line: Int(anchored.line),
                            column: Int(anchored.column))
                        {
                            return fail(problem)
                        }
                    }
                    // The alias's entry stands for its anchor's node, with that node's position and sizes.
                    let index = document.entries.count
                    var alias = anchored
                    alias.kind = .alias
                    alias.target = Int32(target)
                    alias.end = Int32(index + 1)
                    alias.anchor = -1
                    alias.isHidden = false
                    alias.textStart = document.text.count
                    alias.textCount = 0
                    document.entries.append(alias)
                    finished = index
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let value = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                    let tag: YAMLDocument.TagCode
                    if scalar.plain_implicit == 1 {
                        tag = ScalarResolver.tag(of: value)
                    } else if scalar.quoted_implicit == 1 {
                        tag = .str
                    } else {
                        let written = Self.text(scalar.tag)
                        tag = written.isEmpty || written == "!" ? .str : document.tagCode(written)
                    }
                    let index = document.entries.count
                    let start = offset(mark)
                    var entry = YAMLDocument.Entry(
                        kind: .scalar, tag: tag, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE,
                        line: Int32(clamping: mark.line + 1), column: Int32(clamping: mark.column + 1),
                        end: Int32(index + 1),
                        target: Int32(index), textStart: document.text.count, textCount: scalar.length,
                        byteStart: start,
                        byteEnd: max(start, offset(event.end_mark)), bytes: scalar.length)
                    if let anchor = scalar.anchor { entry.anchor = document.anchorIndex(Self.text(anchor)) }
                    if let problem = heldProblem(byteEnd: entry.byteEnd, line: entry.line, column: entry.column) {
                        return fail(problem)
                    }
                    document.text.append(contentsOf: value)
                    document.entries.append(entry)
                    if entry.anchor >= 0 {
                        anchors[document.anchorNames[Int(entry.anchor)]] = index
                        lastAnchor = max(lastAnchor, index)
                    }
                    finished = index
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    if let top = stack.last, top.expectsKey {
                        problems.append(Diagnostic(.collectionAsKey, at: location(mark)))
                    }
                    if stack.count + 1 > limits.maximumDepth {
                        return fail(Diagnostic(.nestingTooDeep(limit: limits.maximumDepth), at: location(mark)))
                    }
                    let index = document.entries.count
                    let start = offset(mark)
                    // Open until its end event: its `end` is set then.
                    var entry = YAMLDocument.Entry(
                        kind: isMapping ? .mapping : .sequence, tag: .none, isPlain: false,
                        line: Int32(clamping: mark.line + 1), column: Int32(clamping: mark.column + 1), end: Int32.max,
                        target: Int32(index), textStart: document.text.count, byteStart: start, byteEnd: start)
                    let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                    if let anchor { entry.anchor = document.anchorIndex(Self.text(anchor)) }
                    document.entries.append(entry)
                    stack.append(YAMLComposeState.Open(index: index, isMapping: isMapping))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let open = stack.popLast() else { break }
                    let index = open.index
                    let end = document.entries.count
                    document.entries[index].end = Int32(end)
                    document.entries[index].count = Int32(clamping: open.childCount)
                    document.entries[index].size = open.size
                    document.entries[index].bytes = open.bytes
                    document.entries[index].height = Int32(clamping: open.height)
                    document.entries[index].byteEnd = max(document.entries[index].byteStart, offset(event.end_mark))
                    if open.isMapping, open.childCount > 2,
                        let duplicate = YAMLDuplicateKeys.problem(mappingAt: index, in: document, file: file)
                    {
                        return fail(duplicate)
                    }
                    let entry = document.entries[index]
                    if let problem = heldProblem(byteEnd: entry.byteEnd, line: entry.line, column: entry.column) {
                        return fail(problem)
                    }
                    if entry.anchor >= 0 {
                        anchors[document.anchorNames[Int(entry.anchor)]] = index
                        lastAnchor = max(lastAnchor, index)
                        if entry.size > limits.maximumNodes, firstOverLimit == nil {
                            firstOverLimit = (document, index)
                        }
                        if entry.bytes > limits.maximumExpandedBytes, firstOverByteLimit == nil {
                            firstOverByteLimit = (document, index)
                        }
                    }
                    finished = index
                default:
                    break
                }
                guard let finished else { continue }
                let entry = document.entries[finished]
                if stack.count == 2, let sink = sequenceSink, !stack[1].isMapping, stack[0].isMapping,
                    stack[0].childCount % 2 == 1, stack[0].lastChild >= 0,
                    document.isScalar(stack[0].lastChild, equalTo: sink.sequenceKey)
                {
                    // An element of the root's `steps`: the sink decides whether the document keeps it, and may
                    // hand it on there and then: what it (with the steps kept before it) expands to is bounded first.
                    let rootEntry = document.entries[stack[0].index]
                    if !streams,
                        let problem = budgetProblem(
                            size: stack[1].size + entry.size, bytes: stack[1].bytes + entry.bytes,
                            line: Int(rootEntry.line),
                            column: Int(rootEntry.column))
                    {
                        return fail(problem)
                    }
                    if streams,
                        let problem = budgetProblem(
                            size: entry.size, bytes: entry.bytes, line: Int(entry.line), column: Int(entry.column))
                    {
                        return fail(problem)
                    }
                    let wasStreaming = streams
                    // A step that defines anchors stays in the document, passed over as a step once let go, for the
                    // aliases further on.
                    let definesAnchors = lastAnchor >= finished
                    if definesAnchors { keptEnd = document.entries.count }
                    let disposition = sink.element(
                        YAMLNode(document: document, index: finished), index: stepIndex,
                        root: YAMLNode(document: document, index: stack[0].index))
                    stepIndex += 1
                    switch disposition {
                    case .keep:
                        break
                    case .release, .releaseAll:
                        streams = true
                        // What the steps kept for their anchors hold counts against the limit held at once.
                        if definesAnchors {
                            document.entries[finished].isHidden = true
                            // (Steps held before a first release-all are bounded with the text before the steps.)
                            if disposition == .release || wasStreaming {
                                anchoredBytes += entry.byteEnd - entry.byteStart
                                if let heldLimit, anchoredBytes > heldLimit {
                                    let anchored = document.entries[lastAnchor]
                                    return fail(
                                        Diagnostic(
                                            .anchoredStepsTooLarge(limit: heldLimit),
                                            at: SourceLocation(
                                                file: file, line: Int(anchored.line), column: Int(anchored.column))))
                                }
                            }
                        }
                        if disposition == .releaseAll {
                            // The steps held before are let go too, but for those kept for their anchors.
                            state.pendingRelease = (max(stack[1].index + 1, keptEnd), stack[1].index + 1)
                            stack[1].childCount = 0
                            stack[1].size = 1
                            stack[1].bytes = 0
                        } else {
                            state.pendingRelease = (max(finished, keptEnd), nil)
                        }
                        stack[1].height = max(stack[1].height, Int(entry.height) + 1)
                        // What the reader holds starts after this step (an alias's node lies further back).
                        heldStart = offset(event.end_mark)
                        // Give back the pages behind both the reader and libyaml (which reads ahead of the events).
                        pages?.release(
                            before: min(offsets.byte, LibYAMLDiagnostics.consumed(parser.pointee)) + offsetBase - 65_536
                        )
                        if pausesAfterRelease {
                            // The element stays in the document until the reading resumes.
                            state.offsets = offsets
                            state.stepIndex = stepIndex
                            state.stack = stack
                            state.root = root
                            state.documents = documents
                            state.lastAnchor = lastAnchor
                            state.keptEnd = keptEnd
                            return nil
                        }
                        state.release()
                        continue
                    }
                }
                if stack.isEmpty {
                    root = finished
                } else {
                    let top = stack.count - 1
                    stack[top].childCount += 1
                    stack[top].lastChild = entry.kind == .alias ? Int(entry.target) : finished
                    stack[top].size = min(stack[top].size + entry.size, limits.maximumNodes + 1)
                    stack[top].bytes = min(stack[top].bytes + entry.bytes, limits.maximumExpandedBytes + 1)
                    stack[top].height = max(stack[top].height, Int(entry.height) + 1)
                }
            }
        }
    }

    /// The diagnostic for a node that makes the reader hold more than ``heldLimit`` bytes of text at once.
    @inline(__always)
    private func heldProblem(byteEnd: Int, line: Int32, column: Int32) -> Diagnostic? {
        guard let heldLimit, byteEnd - heldStart > (streams ? heldLimit : 2 * heldLimit) else { return nil }
        return heldDiagnostic(line: line, column: column)
    }

    /// The diagnostic of ``heldProblem(byteEnd:line:column:)``.
    private func heldDiagnostic(line: Int32, column: Int32) -> Diagnostic? {
        guard let heldLimit else { return nil }
        return Diagnostic(
            streams ? .stepTooLarge(limit: heldLimit) : .tooMuchBeforeSteps(limit: heldLimit),
            at: SourceLocation(file: file, line: Int(line), column: Int(column)))
    }

    /// The diagnostic for a document whose aliases expand past the node limit.
    private func budgetProblem(_ root: YAMLNode) -> Diagnostic? {
        budgetProblem(size: root.size, bytes: root.bytes, line: root.line, column: root.column)
    }

    /// The diagnostic for a document of `size` nodes and `bytes` bytes of text once its aliases are expanded,
    /// starting at `line` and `column`, when that is past a limit.
    private func budgetProblem(size: Int, bytes: Int, line: Int, column: Int) -> Diagnostic? {
        let root = (size: size, bytes: bytes, line: line, column: column)
        if root.size <= limits.maximumNodes, root.bytes > limits.maximumExpandedBytes {
            if let (document, index) = firstOverByteLimit,
                let node = Optional(YAMLNode(document: document, index: index)),
                let anchor = node.anchor
            {
                return Diagnostic(
                    .aliasesExpandBeyondBytes(anchor: anchor, limit: limits.maximumExpandedBytes),
                    at: SourceLocation(file: file, line: node.line, column: node.column))
            }
            return Diagnostic(
                .aliasesExpandBeyondBytes(anchor: nil, limit: limits.maximumExpandedBytes),
                at: SourceLocation(file: file, line: root.line, column: root.column))
        }
        guard root.size > limits.maximumNodes else { return nil }
        if let (document, index) = firstOverLimit, let node = Optional(YAMLNode(document: document, index: index)),
            let anchor = node.anchor
        {
            return Diagnostic(
                .aliasesExpandBeyondNodes(anchor: anchor, limit: limits.maximumNodes),
                at: SourceLocation(file: file, line: node.line, column: node.column))
        }
        return Diagnostic(
            .aliasesExpandBeyondNodes(anchor: nil, limit: limits.maximumNodes),
            at: SourceLocation(file: file, line: root.line, column: root.column))
    }

    static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
