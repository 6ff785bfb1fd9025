/// A key of a ``SpecMapping``: a case of a ``SpecKey`` enumeration, or a key known only at run time (read
/// with ``SpecNode/mapping(among:key:)``).
public protocol SpecMappingKey: Equatable {
    /// The key's name in the paths of diagnostics; `nil` to use its text as written. A ``SpecKey`` gives its
    /// raw value, so that a path needs no text read back from the document.
    var pathName: String? { get }
}
