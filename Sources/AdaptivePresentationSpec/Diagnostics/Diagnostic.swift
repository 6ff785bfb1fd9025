import AdaptivePresentation

/// One problem found in a spec file: where it is, where in the document, what is wrong and how to fix it.
///
/// Which problem it is, is its ``code`` (a ``DiagnosticCode`` case with its data); ``message`` is rendered from
/// the code, so code that tells problems apart matches the code, never the wording.
///
/// A diagnostic is a value; it never prints itself. ``description`` gives the compiler-style text that the
/// command line writes to standard error (and that tests compare), one line for the problem and one per note:
///
/// ```
/// devices.yaml:14:9: error: unknown key 'onehalf' at devices[3].layouts.landscape
/// devices.yaml:14:9: note: did you mean 'oneHalf'?
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The input is invalid; the command exits with status 2.
        case error
        /// The input is accepted but probably not what was meant.
        case warning
    }

    /// Extra information attached to a diagnostic: a suggestion, or where a clashing value first appeared.
    public struct Note: Hashable, Sendable {
        /// Where the note points; `nil` means the location of the diagnostic it belongs to.
        public var location: SourceLocation?
        /// The text, such as `did you mean 'oneHalf'?`.
        public var message: String

        /// A note at `location`, or at the diagnostic's own location when `nil`.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }

        /// `did you mean 'suggestion'?`
        public static func didYouMean(_ suggestion: String, at location: SourceLocation? = nil) -> Note {
            Note("did you mean '\(suggestion)'?", at: location)
        }
    }

    /// One printed line: `prefix: label: text`.
    public struct Line: Hashable, Sendable, CustomStringConvertible {
        /// What the line is: the problem itself or a note.
        public enum Label: String, Hashable, Sendable {
            case error, warning, note
        }

        /// `file:line:column`, or only `file` for a problem with the whole file.
        public var prefix: String
        public var label: Label
        public var text: String

        /// A line as a command prints it; the caller bounds and escapes `prefix` and `text` as ``Diagnostic/lines``
        /// does (the command line's located findings print their lines so).
        public init(prefix: String, label: Label, text: String) {
            self.prefix = prefix
            self.label = label
            self.text = text
        }

        public var description: String { "\(prefix): \(label.rawValue): \(text)" }
    }

    public var severity: Severity
    /// The file the problem is in, as the user named it.
    public var file: String
    /// Where in the file; `nil` for a problem with the file as a whole (it cannot be read).
    public var location: SourceLocation?
    /// Where in the document; the root for problems that are not about one value.
    public var path: SpecPath
    /// What is wrong, as a value to match: `.unknownKey("onehalf")`.
    public var code: DiagnosticCode
    /// What is wrong in words, without the location or the path: `unknown key 'onehalf'`, rendered from ``code``.
    public var message: String { code.message }
    /// Suggestions and related locations, printed after the problem.
    public var notes: [Note]

    /// A problem at a location in a file.
    public init(
        _ code: DiagnosticCode, at location: SourceLocation, path: SpecPath = .root, severity: Severity = .error,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.file = location.file
        self.location = location
        self.path = path
        self.code = code
        self.notes = notes
    }

    /// A problem with a file as a whole, such as a file that cannot be read.
    public init(_ code: DiagnosticCode, file: String, severity: Severity = .error, notes: [Note] = []) {
        self.severity = severity
        self.file = file
        self.location = nil
        self.path = .root
        self.code = code
        self.notes = notes
    }

    /// The message followed by ` at PATH` unless the path is the root.
    public var fullMessage: String {
        let message = message
        return path.isRoot ? message : "\(message) at \(path)"
    }

    /// The most characters of one printed line's text: 1,000. User text inside a message is also bounded
    /// where it is quoted; this bounds the line whatever it holds.
    public static let maximumLineLength = 1000

    /// The printed lines: the problem, then one per note.
    ///
    /// Whatever a user wrote is in them as ``/AdaptivePresentation/UserText`` shows it: control characters escaped (a file name or a
    /// key with a line break cannot split a line or fake another diagnostic) and the text bounded in length.
    public var lines: [Line] {
        let prefix = UserText.bounded(location?.description ?? file, limit: Self.maximumLineLength)
        let label: Line.Label = severity == .error ? .error : .warning
        return [Line(prefix: prefix, label: label, text: UserText.bounded(fullMessage, limit: Self.maximumLineLength))]
            + notes.map { note in
                Line(
                    prefix: note.location.map { UserText.bounded($0.description, limit: Self.maximumLineLength) }
                        ?? prefix,
                    label: .note, text: UserText.bounded(note.message, limit: Self.maximumLineLength))
            }
    }

    /// The printed lines joined by newlines, without a trailing newline.
    public var description: String {
        lines.map(\.description).joined(separator: "\n")
    }
}
