/// A delegate described by values: which style method it implements, what it answers, and whether it
/// supplies a substitute. Used by decision tables and `adaptive-sim decide`.
public struct FixedDelegateAnswers: AdaptiveDelegateResponder, Hashable, Sendable {
    /// Which of the two `adaptivePresentationStyle` methods the delegate implements.
    public enum StyleMethod: String, Hashable, Sendable, CaseIterable, Codable {
        /// Neither: UIKit uses the presentation controller's default.
        case none
        /// `adaptivePresentationStyle(for:traitCollection:)`, asked in every environment (R7).
        case traitCollection
        /// Only the legacy `adaptivePresentationStyle(for:)`, asked only when horizontally compact (R6).
        case legacy
    }

    public var styleMethod: StyleMethod
    /// The style answered in every environment (ignored for ``StyleMethod/none``).
    public var answer: PresentationStyle
    /// Whether `viewControllerForAdaptivePresentationStyle` returns a controller (`nil`: not implemented).
    public var providesSubstitute: Bool?

    public init(styleMethod: StyleMethod, answer: PresentationStyle = .none, providesSubstitute: Bool? = nil) {
        self.styleMethod = styleMethod
        self.answer = answer
        self.providesSubstitute = providesSubstitute
    }

    public func adaptivePresentationStyle(traitCollection: TraitCollection) -> PresentationStyle? {
        styleMethod == .traitCollection ? answer : nil
    }

    public func adaptivePresentationStyle() -> PresentationStyle? {
        styleMethod == .legacy ? answer : nil
    }

    public func prepareAdaptivePresentationController(style: PresentationStyle) -> Bool { true }

    public func viewControllerForAdaptivePresentationStyle(_ style: PresentationStyle) -> Bool? {
        providesSubstitute
    }

    public func willPresentWithAdaptiveStyle(_ style: PresentationStyle, duringTransition: Bool) -> Bool { true }
}
