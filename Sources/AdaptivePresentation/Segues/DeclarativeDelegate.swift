/// The adaptive delegate a storyboard's segue class declares in YAML (see the "Scenario and storyboard files" article), as values.
public struct DeclarativeDelegate: Hashable, Sendable {
    /// Which style method the delegate implements.
    public enum API: String, Hashable, Sendable, CaseIterable, Codable {
        /// `adaptivePresentationStyle(for:traitCollection:)`.
        case traitCollection
        /// Only the legacy `adaptivePresentationStyle(for:)` (R6).
        case legacy
    }

    /// The answer of `adaptivePresentationStyle`: one style, or by size class with the most specific key
    /// winning (`horizontal/vertical` pair, then horizontal class, then `default`).
    public struct StyleRule: Hashable, Sendable {
        public var always: PresentationStyle?
        public var byPair: [String: PresentationStyle]
        public var byHorizontal: [SizeClass: PresentationStyle]
        public var fallback: PresentationStyle?

        public init(
            always: PresentationStyle? = nil, byPair: [String: PresentationStyle] = [:],
            byHorizontal: [SizeClass: PresentationStyle] = [:], fallback: PresentationStyle? = nil
        ) {
            self.always = always
            self.byPair = byPair
            self.byHorizontal = byHorizontal
            self.fallback = fallback
        }

        /// One style for every environment.
        public static func always(_ style: PresentationStyle) -> StyleRule { StyleRule(always: style) }

        /// The answer in `traits`; `.none` when no key matches (a delegate that returns "don't adapt").
        public func style(for traits: TraitCollection) -> PresentationStyle {
            if let always { return always }
            let pair = "\(traits.horizontalSizeClass.rawValue)/\(traits.verticalSizeClass.rawValue)"
            return byPair[pair] ?? byHorizontal[traits.horizontalSizeClass] ?? fallback ?? PresentationStyle.none
        }
    }

    /// The substitute: one controller for every adapted style, or one per style.
    public struct SubstituteRule: Hashable, Sendable {
        public var always: String?
        public var byStyle: [PresentationStyle: String]

        public init(always: String? = nil, byStyle: [PresentationStyle: String] = [:]) {
            self.always = always
            self.byStyle = byStyle
        }

        /// The controller to show while adapted to `style`, if any.
        public func controller(for style: PresentationStyle) -> String? { always ?? byStyle[style] }
    }

    public var api: API
    /// `nil`: the style method is not implemented (UIKit's default applies).
    public var adaptivePresentationStyle: StyleRule?
    /// `nil`: `viewControllerForAdaptivePresentationStyle` returns nil.
    public var substitute: SubstituteRule?
    /// `presentationControllerShouldDismiss`'s answer.
    public var shouldDismiss: Bool

    public init(
        api: API = .traitCollection, adaptivePresentationStyle: StyleRule? = nil, substitute: SubstituteRule? = nil,
        shouldDismiss: Bool = true
    ) {
        self.api = api
        self.adaptivePresentationStyle = adaptivePresentationStyle
        self.substitute = substitute
        self.shouldDismiss = shouldDismiss
    }
}
