/// What a presentation looks like on screen, which on iOS 13+ can differ from the style UIKit reports:
/// a form sheet in compact height reports `.formSheet` (not adapted) but looks full screen (R11, R12).
public enum PresentationAppearance: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// A popover with an arrow pointing at its anchor.
    case popover
    /// A centred sheet over a dimmed presenter (form or page sheet in a regular environment).
    case sheet
    /// iOS 13+ card: covers the window but a strip at the top, the presenter pushed back behind it.
    case card
    /// Covers the whole window; the presenter's view is removed.
    case fullScreen
    /// Covers the whole window; the presenter's view stays underneath.
    case overFullScreen
    /// Covers the `definesPresentationContext` controller's view, which is removed.
    case currentContext
    /// Covers the `definesPresentationContext` controller's view, which stays underneath.
    case overCurrentContext
    /// Whatever a custom presentation controller draws.
    case custom

    public var description: String { rawValue }

    /// Whether UIKit dims the presenter behind this appearance: a sheet and a card (a sheet with no
    /// undimmed detent, R53) do; full screen and current context remove or cover the presenter's view, and
    /// the "over" styles leave it undimmed. `nil` where the model does not say (a popover's background, a
    /// custom presentation controller).
    public var dimsPresenter: Bool? {
        switch self {
        case .sheet, .card: true
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: false
        case .popover, .custom: nil
        }
    }
}
