/// One key and value of a mapping with free-form keys (see ``SpecNode/entries()``).
public struct SpecEntry {
    /// The key's text as written.
    public let key: String
    /// The key itself, to report a problem with the key (its path is the mapping's).
    public let keyNode: SpecNode
    /// The value, with path `mapping.key`.
    public let value: SpecNode
}
