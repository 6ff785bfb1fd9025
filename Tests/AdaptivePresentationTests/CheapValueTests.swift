import AdaptivePresentation
import Testing

/// Decisions and device profiles are stored compactly (a packed trace, a shared box) but stay plain values:
/// equal when their contents are, whatever way they were made, and a change to a copy never shows in another.
struct CheapValueTests {
    private static let compactRegular = TraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad)

    @Test("a decided decision equals one made from its calls and rules as arrays, with the same hash")
    func packedEqualsArrays() {
        let delegate = FixedDelegateAnswers(
            styleMethod: .traitCollection, answer: .fullScreen, providesSubstitute: true)
        for era in [Era(iOS: 9), Era(iOS: 15), Era(iOS: 26)].compactMap({ $0 }) {
            for style in PresentationStyle.presentable {
                let decided = PresentationDecider(era: era).present(
                    style: style, in: Self.compactRegular, delegate: delegate)
                let rebuilt = PresentationDecision(
                    traits: decided.traits, requested: decided.requested, presentationStyle: decided.presentationStyle,
                    adaptiveStyle: decided.adaptiveStyle, change: decided.change, appearance: decided.appearance,
                    substituted: decided.substituted, substituteAsked: decided.substituteAsked,
                    showsAsPopover: decided.showsAsPopover, calls: decided.calls, rules: decided.rules)
                #expect(decided == rebuilt)
                #expect(decided.hashValue == rebuilt.hashValue)
                #expect(!decided.rules.isEmpty)
            }
        }
    }

    @Test("setting a decision's calls or rules changes that copy only, and its equality")
    func settersAreValueSemantics() {
        let decided = PresentationDecider(era: Era(iOS: 9) ?? .newest).present(
            style: .popover, in: Self.compactRegular,
            delegate: FixedDelegateAnswers(styleMethod: .traitCollection, answer: .fullScreen, providesSubstitute: true)
        )
        var changed = decided
        changed.rules.append(RuleApplication(.R99, "added"))
        #expect(changed.rules.count == decided.rules.count + 1)
        #expect(changed.rules.last?.reason == "added")
        #expect(changed != decided)
        #expect(changed.calls == decided.calls)
        changed.rules.removeLast()
        #expect(changed == decided)
        changed.calls = []
        #expect(changed.calls.isEmpty && !decided.calls.isEmpty)
        #expect(changed.rules == decided.rules)
        // Traits set afterwards do not rewrite the explanations recorded with the traits decided for.
        changed = decided
        changed.traits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        #expect(changed.rules == decided.rules)
    }

    @Test("a device profile is a value: a change to a copy leaves the original, and equality is by content")
    func deviceProfileIsAValue() {
        let original = DeviceProfile(
            id: "pad", name: "Pad", aliases: ["Tablet"], idiom: .pad, screen: Size(width: 768, height: 1024), scale: 2,
            layouts: [
                LayoutProfile(
                    orientation: .portrait, layout: .full, window: Size(width: 768, height: 1024),
                    horizontalSizeClass: .regular, verticalSizeClass: .regular)
            ])
        var copy = original
        copy.aliases.append("Slate")
        copy.hasHomeButton = false
        #expect(original.aliases == ["Tablet"] && original.hasHomeButton)
        #expect(copy.aliases == ["Tablet", "Slate"] && !copy.hasHomeButton)
        #expect(copy != original)
        copy.aliases = ["Tablet"]
        copy.hasHomeButton = true
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
        let environment = Environment(device: original, profile: original.layouts[0])
        var moved = environment
        moved.device.name = "Other"
        #expect(environment.device.name == "Pad" && moved.device.name == "Other")
    }

    @Test("a step's state is a value in one box: a copy is one reference, a change to a copy stays in it")
    func stepStateIsAValue() {
        let original = StepState(
            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
            window: Size(width: 320, height: 768), presented: "Vet", style: .popover, appearance: .popover,
            substituted: false, frame: nil, stack: ["Vet"], visible: "Vet", retainedSegues: ["VetDetail"], error: nil,
            calls: ["perform()"])
        #expect(MemoryLayout<StepState>.size == MemoryLayout<AnyObject>.size)
        var copy = original
        copy.presented = "VetNavigationController"
        copy.detent = "medium"
        #expect(original.presented == "Vet" && original.detent == nil)
        #expect(copy.presented == "VetNavigationController" && copy.detent == "medium")
        #expect(copy != original)
        copy.presented = "Vet"
        copy.detent = nil
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
        let result = StepResult(index: 0, event: nil, state: original, expectations: [])
        #expect(MemoryLayout<StepResult>.size < 100)
        #expect(result.state == original)
    }
}
