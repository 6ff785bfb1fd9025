/// A ``PresentationDecision``'s delegate calls and rule applications, packed into plain numbers kept inside
/// the decision: recording one is a store, a decision allocates nothing, and copying one is a copy of bytes.
///
/// Holds the sentences of ``PresentationDecider/present(style:in:delegate:)`` and
/// ``PresentationDecider/traitChange(of:to:delegate:)`` (their styles, iOS version and flags as numbers,
/// their traits as the one ``traits`` of the decision), up to 16 rules and 8 calls; ``record(_:_:)`` and
/// ``record(_:)`` return false for anything else, and the log then keeps arrays instead. ``rules`` and
/// ``calls`` unpack the same values that were recorded.
struct DecisionTrace: Hashable, Sendable {
    /// The traits every recorded explanation that names traits names.
    let traits: TraitCollection
    /// One rule a `UInt32` (its ``RuleID``'s number, a byte: rules numbered up to 255, no failure mode; its
    /// ``Sentence``; then two payload bytes: styles, iOS, flag), two to a word. Plain words written through their
    /// bytes: a `SIMD16` here was copied whole in and out of each recording.
    private var ruleEntries: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// One call a byte: its kind (1…5), then its style's code times 16.
    private var callEntries: UInt64 = 0
    private var ruleCount: UInt8 = 0
    private var callCount: UInt8 = 0

    private static let ruleCapacity = 16
    private static let callCapacity = 8

    init(traits: TraitCollection) {
        self.traits = traits
    }

    /// Records a rule application; false (recording nothing) when it does not fit.
    @inline(__always)
    mutating func record(_ id: RuleID, _ explanation: RuleExplanation) -> Bool {
        guard Int(ruleCount) < Self.ruleCapacity, let number = UInt8(exactly: id.code),
            let (sentence, a, b) = encode(explanation)
        else { return false }
        let entry = UInt32(number) | UInt32(sentence.rawValue) << 8 | UInt32(a) << 16 | UInt32(b) << 24
        let offset = Int(ruleCount) * MemoryLayout<UInt32>.stride
        withUnsafeMutableBytes(of: &ruleEntries) { $0.storeBytes(of: entry, toByteOffset: offset, as: UInt32.self) }
        ruleCount += 1
        return true
    }

    /// Records a delegate call; false (recording nothing) when it does not fit.
    @inline(__always)
    mutating func record(_ call: DelegateCall) -> Bool {
        guard Int(callCount) < Self.callCapacity else { return false }
        let entry: UInt8
        switch call {
        case .adaptivePresentationStyleForTraitCollection: entry = 1
        case .adaptivePresentationStyle: entry = 2
        case .prepareAdaptivePresentationController: entry = 3
        case let .viewControllerForAdaptivePresentationStyle(style): entry = 4 | Self.code(style) << 4
        case let .willPresentWithAdaptiveStyle(style): entry = 5 | Self.code(style) << 4
        default: return false
        }
        callEntries |= UInt64(entry) << (8 * UInt64(callCount))
        callCount += 1
        return true
    }

    /// The rule applications recorded, in order.
    var rules: [RuleApplication] {
        withUnsafeBytes(of: ruleEntries) { words in
            (0..<Int(ruleCount)).map { index in
                ruleApplication(words.load(fromByteOffset: index * MemoryLayout<UInt32>.stride, as: UInt32.self))
            }
        }
    }

    private func ruleApplication(_ entry: UInt32) -> RuleApplication {
        let a = UInt8(truncatingIfNeeded: entry >> 16), b = UInt8(truncatingIfNeeded: entry >> 24)
        let sentence = Sentence(rawValue: UInt8(truncatingIfNeeded: entry >> 8)) ?? .nothingAdaptsAtPresentation
        return RuleApplication(RuleID(code: UInt16(entry & 0xFF)), decode(sentence, a, b))
    }

    /// Same traits and the same entries (unused entries are always zero).
    static func == (lhs: DecisionTrace, rhs: DecisionTrace) -> Bool {
        lhs.traits == rhs.traits && lhs.ruleCount == rhs.ruleCount && lhs.callCount == rhs.callCount
            && lhs.callEntries == rhs.callEntries
            && withUnsafeBytes(of: lhs.ruleEntries) { left in
                withUnsafeBytes(of: rhs.ruleEntries) { right in left.elementsEqual(right) }
            }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(traits)
        hasher.combine(ruleCount)
        hasher.combine(callCount)
        hasher.combine(callEntries)
        withUnsafeBytes(of: ruleEntries) { hasher.combine(bytes: $0) }
    }

    /// The delegate calls recorded, in order.
    var calls: [DelegateCall] {
        (0..<Int(callCount)).map { index in
            let entry = UInt8(truncatingIfNeeded: callEntries >> (8 * UInt64(index)))
            let style = Self.style(entry >> 4)
            switch entry & 0xF {
            case 1: return .adaptivePresentationStyleForTraitCollection
            case 2: return .adaptivePresentationStyle
            case 3: return .prepareAdaptivePresentationController
            case 4: return .viewControllerForAdaptivePresentationStyle(style)
            default: return .willPresentWithAdaptiveStyle(style)
            }
        }
    }

    private static let styles = PresentationStyle.allCases

    private static func style(_ code: UInt8) -> PresentationStyle {
        Int(code) < styles.count ? styles[Int(code)] : .none
    }

    /// A style's index in `PresentationStyle.allCases`.
    @inline(__always)
    private static func code(_ style: PresentationStyle) -> UInt8 {
        switch style {
        case .fullScreen: 0
        case .pageSheet: 1
        case .formSheet: 2
        case .currentContext: 3
        case .custom: 4
        case .overFullScreen: 5
        case .overCurrentContext: 6
        case .popover: 7
        case .automatic: 8
        case .none: 9
        }
    }

    /// The sentence and payload bytes of an explanation; nil for one not kept here.
    @inline(__always)
    private func encode(_ explanation: RuleExplanation) -> (Sentence, UInt8, UInt8)? {
        switch explanation {
        case let .adaptedAtPresentation(a): return (.adaptedAtPresentation, a ? 1 : 0, 0)
        case .nothingAdaptsAtPresentation: return (.nothingAdaptsAtPresentation, 0, 0)
        case .sizeClassesUnchanged: return (.sizeClassesUnchanged, 0, 0)
        case .horizontalSizeClassUnchanged: return (.horizontalSizeClassUnchanged, 0, 0)
        case let .adapts(a): return (.adapts, Self.code(a), 0)
        case .reverts: return (.reverts, 0, 0)
        case .originalReturns: return (.originalReturns, 0, 0)
        case let .adaptsAgain(a, b): return (.adaptsAgain, Self.code(a), Self.code(b))
        case let .staysAdapted(a): return (.staysAdapted, Self.code(a), 0)
        case .staysUnadapted: return (.staysUnadapted, 0, 0)
        case let .automaticResolves(a, b):
            guard let iOS = UInt8(exactly: b) else { return nil }
            return (.automaticResolves, Self.code(a), iOS)
        case let .automaticUnavailable(a): return (.automaticUnavailable, Self.code(a), 0)
        case let .delegateAnswers(a, b) where b == traits: return (.delegateAnswers, Self.code(a), 0)
        case let .noneKeepsRequested(a): return (.noneKeepsRequested, Self.code(a), 0)
        case let .legalAnswer(a): return (.legalAnswer, Self.code(a), 0)
        case let .illegalAnswer(a): return (.illegalAnswer, Self.code(a), 0)
        case let .legacyAnswers(a): return (.legacyAnswers, Self.code(a), 0)
        case let .illegalLegacyAnswer(a): return (.illegalLegacyAnswer, Self.code(a), 0)
        case .noStyleMethod: return (.noStyleMethod, 0, 0)
        case let .legacyNotAsked(a) where a == traits: return (.legacyNotAsked, 0, 0)
        case .noDelegate: return (.noDelegate, 0, 0)
        case let .popoverStays(a) where a == traits: return (.popoverStays, 0, 0)
        case let .popoverAdaptsToFormSheet(a) where a == traits: return (.popoverAdaptsToFormSheet, 0, 0)
        case .legacyPopoverAdaptsToFullScreen: return (.legacyPopoverAdaptsToFullScreen, 0, 0)
        case let .legacyPopoverAdaptsToFormSheet(a) where a == traits: return (.legacyPopoverAdaptsToFormSheet, 0, 0)
        case let .sheetDoesNotAdapt(a, b) where b == traits: return (.sheetDoesNotAdapt, Self.code(a), 0)
        case .legacySheetAdaptsToFullScreen: return (.legacySheetAdaptsToFullScreen, 0, 0)
        case let .legacySheetStays(a) where a == traits: return (.legacySheetStays, 0, 0)
        case let .neverAdapts(a): return (.neverAdapts, Self.code(a), 0)
        case .customDefaultIsNone: return (.customDefaultIsNone, 0, 0)
        case let .fullScreenIgnoresAnswer(a, b): return (.fullScreenIgnoresAnswer, Self.code(a), Self.code(b))
        case let .currentContextIgnoresAnswer(a, b): return (.currentContextIgnoresAnswer, Self.code(a), Self.code(b))
        case let .sameSheetController(a, b): return (.sameSheetController, Self.code(a), Self.code(b))
        case let .customAdapts(a): return (.customAdapts, Self.code(a), 0)
        case let .controllerTakesOver(a): return (.controllerTakesOver, Self.code(a), 0)
        case .delegatePrepares: return (.delegatePrepares, 0, 0)
        case .substituteShown: return (.substituteShown, 0, 0)
        case .noSubstitute: return (.noSubstitute, 0, 0)
        case .popoverNeedsAnchor: return (.popoverNeedsAnchor, 0, 0)
        case .sheetInCompactHeight: return (.sheetInCompactHeight, 0, 0)
        case .sheetIsCard: return (.sheetIsCard, 0, 0)
        case .sheetIsCentred: return (.sheetIsCentred, 0, 0)
        case .legacySheetFillsWindow: return (.legacySheetFillsWindow, 0, 0)
        case .legacySheetIsCentred: return (.legacySheetIsCentred, 0, 0)
        case let .coversScreen(a): return (.coversScreen, Self.code(a), 0)
        case .coversContext: return (.coversContext, 0, 0)
        case .coversContextOver: return (.coversContextOver, 0, 0)
        default: return nil
        }
    }

    private func decode(_ sentence: Sentence, _ a: UInt8, _ b: UInt8) -> RuleExplanation {
        switch sentence {
        case .adaptedAtPresentation: .adaptedAtPresentation(prepares: a != 0)
        case .nothingAdaptsAtPresentation: .nothingAdaptsAtPresentation
        case .sizeClassesUnchanged: .sizeClassesUnchanged
        case .horizontalSizeClassUnchanged: .horizontalSizeClassUnchanged
        case .adapts: .adapts(to: Self.style(a))
        case .reverts: .reverts
        case .originalReturns: .originalReturns
        case .adaptsAgain: .adaptsAgain(from: Self.style(a), to: Self.style(b))
        case .staysAdapted: .staysAdapted(Self.style(a))
        case .staysUnadapted: .staysUnadapted
        case .automaticResolves: .automaticResolves(to: Self.style(a), iOS: Int(b))
        case .automaticUnavailable: .automaticUnavailable(default: Self.style(a))
        case .delegateAnswers: .delegateAnswers(Self.style(a), in: traits)
        case .noneKeepsRequested: .noneKeepsRequested(Self.style(a))
        case .legalAnswer: .legalAnswer(Self.style(a))
        case .illegalAnswer: .illegalAnswer(Self.style(a))
        case .legacyAnswers: .legacyAnswers(Self.style(a))
        case .illegalLegacyAnswer: .illegalLegacyAnswer(Self.style(a))
        case .noStyleMethod: .noStyleMethod
        case .legacyNotAsked: .legacyNotAsked(in: traits)
        case .noDelegate: .noDelegate
        case .popoverStays: .popoverStays(in: traits)
        case .popoverAdaptsToFormSheet: .popoverAdaptsToFormSheet(in: traits)
        case .legacyPopoverAdaptsToFullScreen: .legacyPopoverAdaptsToFullScreen
        case .legacyPopoverAdaptsToFormSheet: .legacyPopoverAdaptsToFormSheet(in: traits)
        case .sheetDoesNotAdapt: .sheetDoesNotAdapt(Self.style(a), in: traits)
        case .legacySheetAdaptsToFullScreen: .legacySheetAdaptsToFullScreen
        case .legacySheetStays: .legacySheetStays(in: traits)
        case .neverAdapts: .neverAdapts(Self.style(a))
        case .customDefaultIsNone: .customDefaultIsNone
        case .fullScreenIgnoresAnswer: .fullScreenIgnoresAnswer(Self.style(a), answer: Self.style(b))
        case .currentContextIgnoresAnswer: .currentContextIgnoresAnswer(Self.style(a), answer: Self.style(b))
        case .sameSheetController: .sameSheetController(proposed: Self.style(a), current: Self.style(b))
        case .customAdapts: .customAdapts(to: Self.style(a))
        case .controllerTakesOver: .controllerTakesOver(Self.style(a))
        case .delegatePrepares: .delegatePrepares
        case .substituteShown: .substituteShown
        case .noSubstitute: .noSubstitute
        case .popoverNeedsAnchor: .popoverNeedsAnchor
        case .sheetInCompactHeight: .sheetInCompactHeight
        case .sheetIsCard: .sheetIsCard
        case .sheetIsCentred: .sheetIsCentred
        case .legacySheetFillsWindow: .legacySheetFillsWindow
        case .legacySheetIsCentred: .legacySheetIsCentred
        case .coversScreen: .coversScreen(Self.style(a))
        case .coversContext: .coversContext
        case .coversContextOver: .coversContextOver
        }
    }

    /// The ``RuleExplanation`` cases kept here, by number.
    private enum Sentence: UInt8 {
        case adaptedAtPresentation
        case nothingAdaptsAtPresentation
        case sizeClassesUnchanged
        case horizontalSizeClassUnchanged
        case adapts
        case reverts
        case originalReturns
        case adaptsAgain
        case staysAdapted
        case staysUnadapted
        case automaticResolves
        case automaticUnavailable
        case delegateAnswers
        case noneKeepsRequested
        case legalAnswer
        case illegalAnswer
        case legacyAnswers
        case illegalLegacyAnswer
        case noStyleMethod
        case legacyNotAsked
        case noDelegate
        case popoverStays
        case popoverAdaptsToFormSheet
        case legacyPopoverAdaptsToFullScreen
        case legacyPopoverAdaptsToFormSheet
        case sheetDoesNotAdapt
        case legacySheetAdaptsToFullScreen
        case legacySheetStays
        case neverAdapts
        case customDefaultIsNone
        case fullScreenIgnoresAnswer
        case currentContextIgnoresAnswer
        case sameSheetController
        case customAdapts
        case controllerTakesOver
        case delegatePrepares
        case substituteShown
        case noSubstitute
        case popoverNeedsAnchor
        case sheetInCompactHeight
        case sheetIsCard
        case sheetIsCentred
        case legacySheetFillsWindow
        case legacySheetIsCentred
        case coversScreen
        case coversContext
        case coversContextOver
    }
}
