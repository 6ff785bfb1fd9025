/// The structure part of ``YAMLPreflight``: one pass over valid UTF-8 that follows block indentation and flow
/// brackets to bound the nesting depth, and rejects tabs in indentation and keys that are not scalars.
struct StructureScanner {
    private let bytes: [UInt8]
    private let file: String
    private let maximumDepth: Int

    /// The problems found; scanning stops at the first nesting problem.
    private(set) var problems: [Diagnostic] = []

    private var index = 0
    /// The 1-based line of `bytes[index]`.
    private var line = 1
    /// The 1-based column, in Unicode scalars, of `bytes[index]`.
    private var column = 1
    private var stopped = false

    /// The open block collections, innermost last, with the column of their indicator or first key.
    private var blocks: [(column: Int, isSequence: Bool)] = []
    /// The open flow collections.
    private var flowDepth = 0
    /// While inside a block scalar (`|` or `>`): the column of the collection that holds it, and the column
    /// of its content once known.
    private var blockScalar: (parentColumn: Int, contentColumn: Int?)?

    /// What ended the latest node, to tell whether a `:` after it makes it a mapping key.
    private enum Last { case other, alias, collection }

    init(bytes: [UInt8], file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    mutating func run() {
        while index < bytes.count, !stopped {
            scanLine()
        }
    }

    // MARK: - Lines of the block context

    private mutating func scanLine() {
        while peek == .space { advance() }
        if let scalar = blockScalar {
            if atLineEnd { return skipLine() }
            if let content = scalar.contentColumn {
                if column >= content { return skipLine() }
            } else if column > scalar.parentColumn {
                blockScalar?.contentColumn = column
                return skipLine()
            }
            blockScalar = nil
        }
        if peek == .tab {
            report("tab character in indentation; indent YAML with spaces")
            return skipLine()
        }
        if atLineEnd || peek == .hash { return skipLine() }
        if column == 1, peek == .percent { return skipLine() }
        if column == 1, isDocumentMarker {
            blocks.removeAll()
            for _ in 0..<3 { advance() }
            return scanTokens()
        }
        while let last = blocks.last, last.column > column { blocks.removeLast() }
        scanTokens()
    }

    /// Scans the nodes of one block-context line (and any quoted scalar or flow collection that continues
    /// on later lines), consuming the line break.
    private mutating func scanTokens() {
        var atNodeStart = true
        var nodeStart: (line: Int, column: Int)?
        var last = Last.other
        while index < bytes.count, !stopped {
            let byte = bytes[index]
            if isBreak(at: index) {
                advance()
                return
            }
            if byte == .space || byte == .tab || byte == .carriageReturn {
                advance()
                continue
            }
            if byte == .hash, index == 0 || isBlankOrBreak(bytes[index - 1]) {
                skipToLineEnd()
                continue
            }
            if atNodeStart {
                if nodeStart == nil { nodeStart = (line, column) }
                switch byte {
                case .dash where blankFollows:
                    openBlock(isSequence: true, at: (line, column))
                    advance()
                    nodeStart = nil
                case .question where blankFollows:
                    report("explicit mapping keys ('? ') are not supported; write the key as plain text")
                    openBlock(isSequence: false, at: (line, column))
                    advance()
                    nodeStart = nil
                case .colon where blankFollows:
                    advance()
                    nodeStart = nil
                case .openBracket, .openBrace:
                    scanFlowCollection()
                    atNodeStart = false
                    last = .collection
                case .doubleQuote, .singleQuote:
                    skipQuoted()
                    atNodeStart = false
                    last = .other
                case .asterisk:
                    skipName()
                    atNodeStart = false
                    last = .alias
                case .ampersand, .exclamation:
                    skipProperty()
                case .pipe, .greaterThan:
                    startBlockScalar()
                default:
                    advance()
                    atNodeStart = false
                    last = .other
                }
            } else if byte == .colon, blankFollows {
                let start = nodeStart ?? (line, column)
                checkKey(last, at: start)
                openBlock(isSequence: false, at: start)
                advance()
                atNodeStart = true
                nodeStart = nil
                last = .other
            } else {
                advance()
                last = .other
            }
        }
    }

    // MARK: - Flow collections

    /// Scans a flow collection from its opening bracket to the matching closing one, across lines.
    private mutating func scanFlowCollection() {
        let outerDepth = flowDepth
        var openers = [(line: line, column: column)]
        var closedStart = (line: line, column: column)
        openFlow()
        var atNodeStart = true
        var inPlain = false
        var last = Last.other
        var nodeStart = (line: line, column: column)
        while index < bytes.count, !stopped, flowDepth > outerDepth {
            let byte = bytes[index]
            if atNodeStart, !isBlankOrBreak(byte) { nodeStart = (line, column) }
            switch byte {
            case .space, .tab, .lineFeed, .carriageReturn:
                advance()
            case .hash where index == 0 || isBlankOrBreak(bytes[index - 1]):
                skipToLineEnd()
            case .openBracket, .openBrace:
                openers.append((line, column))
                openFlow()
                atNodeStart = true
                inPlain = false
                last = .other
            case .closeBracket, .closeBrace:
                closedStart = openers.popLast() ?? closedStart
                flowDepth -= 1
                advance()
                atNodeStart = false
                inPlain = false
                last = .collection
            case .comma:
                advance()
                atNodeStart = true
                inPlain = false
                last = .other
            case .colon where inPlain && !(blankFollows || flowIndicatorFollows):
                advance()  // part of a plain scalar such as a URL
            case .colon:
                checkKey(last, at: last == .collection ? closedStart : nodeStart)
                advance()
                atNodeStart = true
                inPlain = false
                last = .other
            case .question where atNodeStart && blankFollows:
                report("explicit mapping keys ('? ') are not supported; write the key as plain text")
                advance()
            case .doubleQuote where atNodeStart, .singleQuote where atNodeStart:
                skipQuoted()
                atNodeStart = false
                last = .other
            case .asterisk where atNodeStart:
                skipName()
                atNodeStart = false
                last = .alias
            case .ampersand where atNodeStart, .exclamation where atNodeStart:
                skipProperty()
            default:
                if atNodeStart { inPlain = true }
                atNodeStart = false
                last = .other
                advance()
            }
        }
    }

    private mutating func openFlow() {
        flowDepth += 1
        checkDepth(at: (line, column))
        advance()
    }

    // MARK: - Structure

    /// Enters a block collection whose first indicator or key is at `start`, or continues the one already open
    /// at that column.
    private mutating func openBlock(isSequence: Bool, at start: (line: Int, column: Int)) {
        let column = start.column
        while let top = blocks.last, top.column > column || top.column == column && top.isSequence && !isSequence {
            blocks.removeLast()
        }
        if let top = blocks.last, top.column == column, top.isSequence == isSequence { return }
        blocks.append((column, isSequence))
        checkDepth(at: start)
    }

    /// Stops the scan with a diagnostic at `start` when the open collections are more than the limit.
    private mutating func checkDepth(at start: (line: Int, column: Int)) {
        guard blocks.count + flowDepth > maximumDepth else { return }
        report("nesting is deeper than \(maximumDepth) levels", line: start.line, column: start.column)
        stopped = true
    }

    /// Rejects an alias or a collection followed by `:`, i.e. used as a mapping key.
    private mutating func checkKey(_ last: Last, at start: (line: Int, column: Int)) {
        switch last {
        case .alias:
            report("an alias cannot be a mapping key", line: start.line, column: start.column)
        case .collection:
            report("a sequence or mapping cannot be a mapping key", line: start.line, column: start.column)
        case .other:
            break
        }
    }

    /// After `|` or `>`: reads the header's explicit indentation, then skips the lines of the scalar.
    private mutating func startBlockScalar() {
        let parent = blocks.last?.column ?? 0
        advance()
        var explicit: Int?
        while let byte = peek, byte == .plus || byte == .dash || (0x31...0x39).contains(byte) {
            if byte != .plus, byte != .dash { explicit = Int(byte - 0x30) }
            advance()
        }
        blockScalar = (parent, explicit.map { parent > 0 ? parent + $0 : $0 + 1 })
        skipToLineEnd()
    }

    // MARK: - Skipping tokens

    /// Skips a single- or double-quoted scalar, across lines, to its closing quote.
    private mutating func skipQuoted() {
        let quote = bytes[index]
        advance()
        while index < bytes.count {
            let byte = bytes[index]
            if quote == .doubleQuote, byte == .backslash {
                advance()
                if index < bytes.count { advance() }
                continue
            }
            if byte == quote {
                advance()
                if quote == .singleQuote, peek == .singleQuote {
                    advance()  // '' is an escaped quote
                    continue
                }
                return
            }
            advance()
        }
    }

    /// Skips an alias or anchor: the indicator and its name (letters, digits, `-` and `_`, as libyaml reads).
    private mutating func skipName() {
        advance()
        while let byte = peek, isNameCharacter(byte) { advance() }
    }

    /// Skips an anchor or a tag before a node.
    private mutating func skipProperty() {
        if bytes[index] == .ampersand { return skipName() }
        advance()
        while let byte = peek, !isBlankOrBreak(byte), ![.comma, .openBracket, .closeBracket, .openBrace, .closeBrace].contains(byte) {
            advance()
        }
    }

    private mutating func skipToLineEnd() {
        while index < bytes.count, !isBreak(at: index) { advance() }
    }

    private mutating func skipLine() {
        skipToLineEnd()
        if index < bytes.count { advance() }
    }

    // MARK: - Reading bytes

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var atLineEnd: Bool { index >= bytes.count || isBreak(at: index) || bytes[index] == .carriageReturn }

    /// Whether the byte after the current one is a space, a tab, a line break or the end of the file.
    private var blankFollows: Bool { index + 1 >= bytes.count || isBlankOrBreak(bytes[index + 1]) }

    private var flowIndicatorFollows: Bool {
        index + 1 < bytes.count && [.comma, .openBracket, .closeBracket, .openBrace, .closeBrace].contains(bytes[index + 1])
    }

    /// `---` or `...` followed by a blank or the end of the line.
    private var isDocumentMarker: Bool {
        guard index + 2 < bytes.count else { return false }
        let first = bytes[index]
        guard first == .dash || first == .dot, bytes[index + 1] == first, bytes[index + 2] == first else { return false }
        return index + 3 >= bytes.count || isBlankOrBreak(bytes[index + 3])
    }

    /// A line feed, or a carriage return not followed by one.
    private func isBreak(at position: Int) -> Bool {
        let byte = bytes[position]
        return byte == .lineFeed
            || byte == .carriageReturn && (position + 1 >= bytes.count || bytes[position + 1] != .lineFeed)
    }

    private func isBlankOrBreak(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn
    }

    private func isNameCharacter(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == .dash || byte == .underscore
    }

    private mutating func advance() {
        guard index < bytes.count else { return }
        if isBreak(at: index) {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    private mutating func report(_ message: String) {
        report(message, line: line, column: column)
    }

    private mutating func report(_ message: String, line: Int, column: Int) {
        problems.append(Diagnostic(message, at: SourceLocation(file: file, line: line, column: column)))
    }
}
