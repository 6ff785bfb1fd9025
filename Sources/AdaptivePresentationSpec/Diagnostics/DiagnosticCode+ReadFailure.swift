extension DiagnosticCode {
    /// Why a file cannot be read, the data of ``DiagnosticCode/cannotReadFile(_:)``.
    public enum ReadFailure: Hashable, Sendable {
        /// Nothing is at the path.
        case missing
        /// The path names a folder.
        case directory
        /// The path names a pipe or a device, which could block forever.
        case notRegularFile
        /// The file cannot be opened.
        case permissionDenied
        /// The file cannot be mapped into memory.
        case notMappable
        /// Reading failed part way, with the system's reason.
        case failed(String)

        /// The reason in words, as `cannot read file: <reason>` and `cannot read storyboard '…': <reason>` end.
        public var reason: String {
            switch self {
            case .missing: "no such file or directory"
            case .directory: "it is a directory"
            case .notRegularFile: "not a regular file (a pipe or a device could block forever)"
            case .permissionDenied: "permission denied or not a regular file"
            case .notMappable: "it cannot be mapped into memory"
            case let .failed(reason): reason
            }
        }
    }
}
