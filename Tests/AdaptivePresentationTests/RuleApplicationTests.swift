import AdaptivePresentation
import Foundation
import Testing

/// A rule's explanation is rendered only when read, and reads the same as one written out.
struct RuleApplicationTests {
    /// Counts how often an explanation is rendered.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test("a lazy explanation is not rendered until it is read, then reads as written")
    func lazyUntilRead() {
        let counter = Counter()
        let rule = RuleApplication("R10", lazy: {
            counter.increment()
            return "a popover in compact width adapts"
        })
        #expect(counter.value == 0)
        #expect(rule.description == "R10: a popover in compact width adapts")
        #expect(counter.value == 1)
        #expect(rule == RuleApplication("R10", "a popover in compact width adapts"))
    }

    @Test("a lazy explanation encodes as its text, and a set reason replaces it")
    func codable() throws {
        var rule = RuleApplication("R2", lazy: { ".automatic resolves to .pageSheet on iOS 13" })
        let data = try JSONEncoder().encode(rule)
        #expect(try JSONDecoder().decode(RuleApplication.self, from: data) == rule)
        #expect(String(decoding: data, as: UTF8.self).contains("\"reason\":\".automatic resolves to .pageSheet on iOS 13\""))
        rule.reason = "changed"
        #expect(rule.description == "R2: changed")
    }

    @Test("a decision's rules read as the decider explains them")
    func decisionRules() {
        let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone)
        let decision = PresentationDecider(era: Era(iOS: 9) ?? .newest).present(style: .popover, in: traits, delegate: nil)
        #expect(decision.rules.map(\.id).contains("R10"))
        #expect(decision.rules.contains { $0.reason == "before iOS 13 a popover in compact width adapts to .fullScreen" })
    }
}
