/// One call UIKit makes to a presentation delegate, a segue or a view controller, as recorded in traces.
///
/// ``token`` is the call token of the "Scenario and storyboard files" article: `viewControllerForAdaptivePresentationStyle(.fullScreen)`.
public enum DelegateCall: Hashable, Sendable, CustomStringConvertible {
    case adaptivePresentationStyleForTraitCollection
    case adaptivePresentationStyle
    case prepareAdaptivePresentationController
    case viewControllerForAdaptivePresentationStyle(PresentationStyle)
    case willPresentWithAdaptiveStyle(PresentationStyle)
    case presentationControllerShouldDismiss
    case presentationControllerWillDismiss
    case presentationControllerDidDismiss
    case presentationControllerDidAttemptToDismiss
    case shouldPerformSegue
    case prepareForSegue
    case perform
    case unwind(String)
    /// R52: the user moved a sheet to another detent.
    case sheetPresentationControllerDidChangeSelectedDetentIdentifier
    /// R62–R69: a split view controller's delegate method.
    case splitViewController(SplitDelegateMethod)

    /// The trace token.
    public var token: String {
        switch self {
        case .adaptivePresentationStyleForTraitCollection: "adaptivePresentationStyle(for:traitCollection:)"
        case .adaptivePresentationStyle: "adaptivePresentationStyle(for:)"
        case .prepareAdaptivePresentationController: "presentationController(_:prepare:)"
        case let .viewControllerForAdaptivePresentationStyle(style):
            "viewControllerForAdaptivePresentationStyle(\(style.token))"
        case let .willPresentWithAdaptiveStyle(style): "willPresentWithAdaptiveStyle(\(style.token))"
        case .presentationControllerShouldDismiss: "presentationControllerShouldDismiss"
        case .presentationControllerWillDismiss: "presentationControllerWillDismiss"
        case .presentationControllerDidDismiss: "presentationControllerDidDismiss"
        case .presentationControllerDidAttemptToDismiss: "presentationControllerDidAttemptToDismiss"
        case .shouldPerformSegue: "shouldPerformSegue(withIdentifier:sender:)"
        case .prepareForSegue: "prepare(for:sender:)"
        case .perform: "perform()"
        case let .unwind(action): "unwind(\(action))"
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            "sheetPresentationControllerDidChangeSelectedDetentIdentifier"
        case let .splitViewController(method): method.rawValue
        }
    }

    public var description: String { token }

    /// Every token without a parameter, and the parameterised ones with a placeholder, for validation.
    public static var fixedTokens: [String] { fixedCases.map(\.token) }

    /// Parses a trace token; `nil` if it is not one.
    public init?(token: String) {
        if let fixed = DelegateCall.fixedCases.first(where: { $0.token == token }) {
            self = fixed
            return
        }
        func argument(_ prefix: String) -> String? {
            guard token.hasPrefix(prefix + "("), token.hasSuffix(")") else { return nil }
            return String(token.dropFirst(prefix.count + 1).dropLast())
        }
        if let arg = argument("viewControllerForAdaptivePresentationStyle"), arg.hasPrefix("."),
            let style = PresentationStyle(rawValue: String(arg.dropFirst()))
        {
            self = .viewControllerForAdaptivePresentationStyle(style)
        } else if let arg = argument("willPresentWithAdaptiveStyle"), arg.hasPrefix("."),
            let style = PresentationStyle(rawValue: String(arg.dropFirst()))
        {
            self = .willPresentWithAdaptiveStyle(style)
        } else if let arg = argument("unwind"), !arg.isEmpty {
            self = .unwind(arg)
        } else {
            return nil
        }
    }

    private static let fixedCases: [DelegateCall] =
        [
            .adaptivePresentationStyleForTraitCollection, .adaptivePresentationStyle,
            .prepareAdaptivePresentationController, .presentationControllerShouldDismiss,
            .presentationControllerWillDismiss, .presentationControllerDidDismiss,
            .presentationControllerDidAttemptToDismiss, .shouldPerformSegue, .prepareForSegue, .perform,
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
        ] + SplitDelegateMethod.allCases.map(DelegateCall.splitViewController)
}
