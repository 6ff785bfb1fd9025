// UIKit re-exports Foundation (CGRect, CGSize, CGFloat, Bundle); app code that imports only AdaptiveUIKit needs
// them too. The handle's types come from the simulation: orientations, layouts, recorded exceptions and the
// failure modes of transitions (`window.hazards`).
@_exported import Foundation

@_exported import enum AdaptivePresentation.LayoutIssue
@_exported import enum AdaptivePresentation.MultitaskingLayout
@_exported import enum AdaptivePresentation.Orientation
@_exported import struct AdaptivePresentation.SimulatedException
@_exported import struct AdaptivePresentation.TransitionHazard
