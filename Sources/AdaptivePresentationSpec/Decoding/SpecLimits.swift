/// Bounds that keep hostile or broken input from crashing, hanging or exhausting memory.
///
/// Every limit, when exceeded, becomes a located ``Diagnostic``; nothing past a limit is handed to the
/// YAML parser or decoded. The ``standard`` limits are far above any real devices or scenario file.
public struct SpecLimits: Hashable, Sendable {
    /// The largest file read, in bytes; for a scenario, the most text held at once (see
    /// ``maximumStreamedFileSize``). Reading stops one byte past it, so a huge file costs no more than this
    /// much memory (pipes and devices are not read at all).
    public var maximumFileSize: Int
    /// The largest scenario file replayed, in bytes. Its steps are read, decoded and replayed one at a time,
    /// so what is held at once stays within ``maximumFileSize`` however long the file; this bounds only the
    /// time a generated file can take.
    public var maximumStreamedFileSize: Int
    /// The deepest nesting of mappings and sequences, counted by the reader at each collection start (and
    /// through aliases); reading stops at the first collection past it.
    public var maximumDepth: Int
    /// The most nodes the document may have once every alias is expanded, counted without expanding
    /// them (a "billion laughs" file is a few hundred bytes that expand to 10⁹ nodes).
    public var maximumNodes: Int
    /// The most bytes of scalar text the document may hold once every alias is expanded, counted without
    /// expanding them (aliases are expanded by reference, never copied).
    public var maximumExpandedBytes: Int
    /// The most diagnostics kept for one file; a located note on the last one says how many more were found.
    public var maximumDiagnostics: Int
    /// The most bytes of printed diagnostics kept for one file; past it, problems are only counted.
    public var maximumDiagnosticBytes: Int

    /// The largest Interface Builder storyboard read, in bytes (storyboards are larger than YAML files: views,
    /// constraints and resources are written out in full).
    public var maximumStoryboardFileSize: Int
    /// The deepest nesting of XML elements in a storyboard (a deep view hierarchy needs a few dozen).
    public var maximumXMLDepth: Int
    /// The longest id, name or identifier kept from a storyboard attribute, in bytes.
    public var maximumXMLNameLength: Int
    /// The most storyboard files one storyboard may load through its references, itself included.
    public var maximumStoryboardFiles: Int

    /// 1 MiB: the standard ``maximumFileSize``.
    public static let standardMaximumFileSize = 1_048_576
    /// 1 GiB: the standard ``maximumStreamedFileSize`` (a generated 50 MB scenario of 925,000 steps replays in seconds).
    public static let standardMaximumStreamedFileSize = 1024 * 1_048_576
    /// 64 levels: the standard ``maximumDepth`` (a devices file needs 6).
    public static let standardMaximumDepth = 64
    /// 1,000,000 nodes: the standard ``maximumNodes``, more than a 1 MiB file can hold without aliases.
    public static let standardMaximumNodes = 1_000_000
    /// 256 MiB: the standard ``maximumExpandedBytes``, far above a 1 MiB file's text without aliases.
    public static let standardMaximumExpandedBytes = 256 * 1_048_576
    /// 100 diagnostics: the standard ``maximumDiagnostics``.
    public static let standardMaximumDiagnostics = 100
    /// 64 KiB: the standard ``maximumDiagnosticBytes``.
    public static let standardMaximumDiagnosticBytes = 65_536

    /// 16 MiB: the standard ``maximumStoryboardFileSize`` (the largest real storyboard seen is 0.4 MB).
    public static let standardMaximumStoryboardFileSize = 16 * 1_048_576
    /// 256 levels: the standard ``maximumXMLDepth``.
    public static let standardMaximumXMLDepth = 256
    /// 1,024 bytes: the standard ``maximumXMLNameLength``.
    public static let standardMaximumXMLNameLength = 1024
    /// 64 files: the standard ``maximumStoryboardFiles``.
    public static let standardMaximumStoryboardFiles = 64

    /// The limits every loader uses unless told otherwise.
    public static let standard = SpecLimits()

    public init(
        maximumFileSize: Int = standardMaximumFileSize,
        maximumDepth: Int = standardMaximumDepth,
        maximumNodes: Int = standardMaximumNodes,
        maximumDiagnostics: Int = standardMaximumDiagnostics,
        maximumStoryboardFileSize: Int = standardMaximumStoryboardFileSize,
        maximumXMLDepth: Int = standardMaximumXMLDepth,
        maximumXMLNameLength: Int = standardMaximumXMLNameLength,
        maximumStoryboardFiles: Int = standardMaximumStoryboardFiles,
        maximumDiagnosticBytes: Int = standardMaximumDiagnosticBytes,
        maximumExpandedBytes: Int = standardMaximumExpandedBytes,
        maximumStreamedFileSize: Int = standardMaximumStreamedFileSize
    ) {
        self.maximumStreamedFileSize = maximumStreamedFileSize
        self.maximumExpandedBytes = maximumExpandedBytes
        self.maximumStoryboardFileSize = maximumStoryboardFileSize
        self.maximumXMLDepth = maximumXMLDepth
        self.maximumXMLNameLength = maximumXMLNameLength
        self.maximumStoryboardFiles = maximumStoryboardFiles
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
        self.maximumDiagnostics = maximumDiagnostics
        self.maximumDiagnosticBytes = maximumDiagnosticBytes
    }

    /// `1 MiB (1048576 bytes)`, or the byte count alone when it is not a whole number of KiB or MiB.
    var fileSizeDescription: String {
        if maximumFileSize % 1_048_576 == 0 { return "\(maximumFileSize / 1_048_576) MiB (\(maximumFileSize) bytes)" }
        if maximumFileSize % 1024 == 0 { return "\(maximumFileSize / 1024) KiB (\(maximumFileSize) bytes)" }
        return "\(maximumFileSize) bytes"
    }
}
