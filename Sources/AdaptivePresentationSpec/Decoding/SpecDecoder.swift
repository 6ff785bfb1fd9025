/// Decodes one spec file: parses its YAML once, hands out located ``SpecNode``s, and collects every
/// problem instead of stopping at the first.
///
/// A file format is decoded by a function from the root ``SpecNode`` to a typed value. The nodes report
/// type mismatches, unknown keys (with a did-you-mean), missing keys and bad enumeration values themselves;
/// the format adds its own semantic checks with ``SpecNode/error(_:notes:)``. The decoder owns the
/// diagnostics, so a format never threads an error list through its code:
///
/// ```swift
/// let catalog = try SpecDecoder.decode(source) { root in DevicesFile.decode(root) }
/// ```
///
/// The document is composed from libyaml's events by a reader that enforces ``SpecLimits`` as it goes:
/// NUL bytes, invalid UTF-8 and control characters are refused at their position, nesting is counted at
/// each collection start, aliases are expanded by reference with a budget on the nodes they stand for,
/// and keys that are aliases, collections or repeated are reported with their location.
///
/// A decoder is used by one thread for one file; it is not `Sendable`.
public final class SpecDecoder {
    /// The file being decoded, as the user named it.
    public let file: String
    /// The limits applied while reading, parsing and reporting.
    public let limits: SpecLimits

    private var collected: [Diagnostic] = []
    private var collectedBytes = 0
    private var suppressed = 0
    /// Where the first problem left out is, for the note that says how many were left out.
    private var firstSuppressed: SourceLocation?

    /// A decoder for one file.
    public init(file: String, limits: SpecLimits = .standard) {
        self.file = file
        self.limits = limits
    }

    // MARK: - Decoding a whole file

    /// Parses `source` and decodes its root with `body`, returning the value only when no error was
    /// reported.
    ///
    /// - Throws: ``SpecError`` with every diagnostic of the file, in order of location.
    public static func decode<Value>(
        _ source: SpecSource, limits: SpecLimits = .standard, _ body: (SpecNode) -> Value?
    ) throws(SpecError) -> Value {
        let decoder = SpecDecoder(file: source.file, limits: limits)
        let value = decoder.parse(source.bytes).flatMap(body)
        if let value, !decoder.hasErrors { return value }
        if !decoder.hasErrors {
            // A decoding function must explain why it produced nothing; never fail silently.
            decoder.report(
                Diagnostic(
                    .couldNotDecodeFile, at: SourceLocation(file: source.file, line: 1, column: 1)))
        }
        throw SpecError(diagnostics: decoder.diagnostics)
    }

    /// Parses YAML bytes into the root node, or reports why there is none and returns `nil`.
    ///
    /// Call it once per decoder. The bytes may start with a UTF-8 byte order mark.
    public func parse(_ bytes: [UInt8]) -> SpecNode? {
        guard bytes.count <= limits.maximumFileSize else {
            report(SpecSource.tooLarge(file: file, limits: limits))
            return nil
        }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let reader = YAMLReader(decoder: self)
        reader.offsetBase = bytes.count - text.count
        switch reader.read(text) {
        case let .success(root):
            return SpecNode(yaml: root, path: .root)
        case let .failure(error):
            error.diagnostics.map { YAMLIndentationHint.rewrite($0, text: text) }.forEach(report)
            return nil
        }
    }

    /// Parses a mapped file whose root sequence named by `sink` goes to it element by element as each is read
    /// (see ``YAMLSequenceSink``), with at
    /// most ``SpecLimits/maximumFileSize`` bytes of text held at once instead of a limit on the file's size.
    func parse(mapped file: MappedFile, sink: any YAMLSequenceSink) -> SpecNode? {
        // A reader that does not pause reads to the end at once.
        guard case let .finished(result) = beginParse(mapped: file, sink: sink, pausing: false).1 else { return nil }
        return finishParse(result, mapped: file)
    }

    /// Starts parsing a mapped file as ``parse(mapped:sink:)`` does; with `pausing`, the reader stops after each
    /// element the sink takes (``YAMLReader/pausesAfterRelease``), for ``YAMLReader/resume()`` to read on, and
    /// ``finishParse(_:mapped:)`` takes its result.
    func beginParse(mapped file: MappedFile, sink: any YAMLSequenceSink, pausing: Bool) -> (
        YAMLReader, YAMLReader.Progress
    ) {
        let reader = YAMLReader(decoder: self)
        reader.offsetBase = Self.byteOrderMarkLength(file)
        reader.sequenceSink = sink
        reader.pages = file
        reader.heldLimit = limits.maximumFileSize
        reader.pausesAfterRelease = pausing
        return (reader, reader.begin(buffer: Self.text(of: file)))
    }

    /// The root a reading of `file` ended with, or `nil` with its problems reported.
    func finishParse(_ result: Result<YAMLNode, SpecError>, mapped file: MappedFile) -> SpecNode? {
        switch result {
        case let .success(root):
            return SpecNode(yaml: root, path: .root)
        case let .failure(error):
            // The indentation hint reads the lines up to a syntax error in place.
            let text = UnsafeBufferPointer(Self.text(of: file))
            error.diagnostics.map { YAMLIndentationHint.rewrite($0, text: text) }.forEach(report)
            return nil
        }
    }

    private static func byteOrderMarkLength(_ file: MappedFile) -> Int {
        file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The text of a mapped file, after its byte order mark.
    private static func text(of file: MappedFile) -> UnsafeMutableBufferPointer<UInt8> {
        let bom = byteOrderMarkLength(file)
        return bom > 0 ? UnsafeMutableBufferPointer(rebasing: file.bytes[bom...]) : file.bytes
    }

    // MARK: - Reporting

    /// Records a problem. Past ``SpecLimits/maximumDiagnostics`` problems, or once the kept ones print more
    /// than ``SpecLimits/maximumDiagnosticBytes``, problems are only counted.
    public func report(_ diagnostic: Diagnostic) {
        if !isFull {
            collected.append(diagnostic)
            collectedBytes += diagnostic.description.utf8.count + 1
        } else {
            suppressed += 1
            if firstSuppressed == nil { firstSuppressed = diagnostic.location }
        }
    }

    /// Whether further problems are only counted. Work that only improves a message (a did-you-mean) is
    /// skipped then, so that its cost per file is bounded however many problems the file has.
    public var isFull: Bool {
        collected.count >= limits.maximumDiagnostics || collectedBytes >= limits.maximumDiagnosticBytes
    }

    /// How many problems have been reported, those only counted included.
    var reportedCount: Int { collected.count + suppressed }

    /// Whether any error has been reported.
    public var hasErrors: Bool {
        suppressed > 0 || collected.contains { $0.severity == .error }
    }

    /// Every problem so far: whole-file problems first, then by line and column (stable otherwise). When some
    /// were left out (see ``report(_:)``), the last one carries a note, located at the first problem left
    /// out, saying how many.
    public var diagnostics: [Diagnostic] {
        var sorted = collected.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            switch (left, right) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return true
            case (_, nil): return false
            case let (left?, right?):
                return (left.line, left.column, lhs.offset) < (right.line, right.column, rhs.offset)
            }
        }.map(\.element)
        if suppressed > 0, !sorted.isEmpty {
            let limit =
                collected.count >= limits.maximumDiagnostics
                ? "the limit is \(limits.maximumDiagnostics)" : "the limit is \(limits.maximumDiagnosticBytes) bytes"
            sorted[sorted.count - 1].notes.append(
                Diagnostic.Note(
                    "too many problems: \(suppressed) more not shown (\(limit))", at: firstSuppressed ?? startOfFile))
        }
        return sorted
    }

    /// Line 1, column 1 of the file.
    var startOfFile: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }
}
