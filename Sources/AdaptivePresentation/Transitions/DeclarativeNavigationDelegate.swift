/// A navigation controller delegate as a scenario declares it (`navigationDelegate: {push: A, pop: B}` on a
/// show segue's class or a `pop:` step): the animators it returns for pushes and pops, by name.
public struct DeclarativeNavigationDelegate: Hashable, Sendable {
    public var push: String?
    public var pop: String?
    /// Whether something keeps the delegate alive (a step's; a segue class's lives as long as its segue).
    public var alive: Bool

    public init(push: String? = nil, pop: String? = nil, alive: Bool = true) {
        self.push = push
        self.pop = pop
        self.alive = alive
    }
}
