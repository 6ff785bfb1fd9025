import AdaptivePresentation

// The presentation vocabulary, decodable by name with a did-you-mean.
extension PresentationStyle: SpecKey {}
extension PresentationAppearance: SpecKey {}
extension SegueKind: SpecKey {}
extension ModalTransitionStyle: SpecKey {}
extension DismissalKind: SpecKey {}
extension DeclarativeDelegate.API: SpecKey {}
extension PopRequest.Gesture: SpecKey {}
