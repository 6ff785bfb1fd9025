#if !canImport(ObjectiveC)
    /// An Objective-C method name, as the `Selector` of Apple platforms, for Linux (which has no Objective-C
    /// runtime): a name only, never looked up. `#selector(...)` does not compile on Linux; a string literal
    /// (`"unwindToAnimalDetail:"`) makes one.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method name, as Interface Builder writes it (`unwindToAnimalDetail:`).
        public let name: String

        /// A selector named `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// A selector from a string literal (`"done:"`).
        public init(stringLiteral value: String) {
            self.name = value
        }

        public var description: String { name }
    }

    /// The name of a selector, as Foundation's `NSStringFromSelector` on Apple platforms.
    public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
#endif
