/// Where a value sits in a YAML document, as a user would point at it: `devices[3].layouts.landscape.oneHalf`.
///
/// Keys are joined with dots and sequence indices (0-based, like the YAML a user sees in an editor's
/// outline) are written in brackets. A key that is not a plain identifier is quoted: `controllers["Vet Info"]`.
/// The root of a document is the empty path.
public struct SpecPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into a mapping or a sequence.
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// The value of a mapping key.
        case key(String)
        /// The element of a sequence at a 0-based index.
        case index(Int)

        public init(stringLiteral value: String) { self = .key(value) }
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The last step of a path and the path before it: appending a step shares the path before it instead
    /// of copying it, since every decoded value has a path and nearly none is ever read.
    private final class Link: Sendable {
        let parent: Link?
        let component: Component

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private var last: Link?
    /// The last step when it is not linked yet: a path appended to makes no object until something is
    /// appended to it in turn (most decoded values are leaves, and most paths are never read).
    private var pending: Component?

    /// The steps from the root, outermost first.
    public var components: [Component] {
        get {
            var result: [Component] = []
            if let pending { result.append(pending) }
            var link = last
            while let current = link {
                result.append(current.component)
                link = current.parent
            }
            return result.reversed()
        }
        set {
            last = newValue.reduce(nil) { Link(parent: $0, component: $1) }
            pending = nil
        }
    }

    /// A path made of `components`, outermost first.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    private init(last: Link?, pending: Component?) {
        self.last = last
        self.pending = pending
    }

    /// The same path with its last step linked, so that the paths appended to it share that link.
    var linked: SpecPath {
        guard let pending else { return self }
        return SpecPath(last: Link(parent: last, component: pending), pending: nil)
    }

    /// The root of a document.
    public static let root = SpecPath()

    /// Whether this is the root of the document.
    public var isRoot: Bool { last == nil && pending == nil }

    /// This path followed by a mapping key.
    public func appending(key: String) -> SpecPath {
        SpecPath(last: linked.last, pending: .key(key))
    }

    /// This path followed by a sequence index.
    public func appending(index: Int) -> SpecPath {
        SpecPath(last: linked.last, pending: .index(index))
    }

    public static func == (lhs: SpecPath, rhs: SpecPath) -> Bool {
        (lhs.last === rhs.last && lhs.pending == rhs.pending) || lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// `devices[3].layouts.landscape.oneHalf.width`; the root is the empty string.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case let .index(index):
                text += "[\(index)]"
            case let .key(key) where Self.isIdentifier(key):
                text += text.isEmpty ? key : ".\(key)"
            case let .key(key):
                let escaped = key.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                text += "[\"\(escaped)\"]"
            }
        }
        return text
    }

    /// Whether a key can be written bare: a letter or `_`, then letters, digits, `_` or `-`.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII
        else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || scalar == "_" || scalar == "-")
        }
    }
}
