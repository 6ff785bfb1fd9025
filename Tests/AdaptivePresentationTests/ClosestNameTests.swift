import Testing

@testable import AdaptivePresentation

struct ClosestNameTests {
    @Test(arguments: [
        ("scael", ["scale", "screen"], "scale"),
        ("pda", ["pad", "phone"], "pad"),
        ("oneQuater", ["oneThird", "oneHalf", "oneQuarter"], "oneQuarter"),
        ("oneQuater", ["full", "twoThirds", "oneHalf", "oneThird", "slideOver"], "oneThird"),
        ("onehalf", ["oneHalf", "oneThird"], "oneHalf"),
        ("popovr", PresentationStyle.allCases.map(\.rawValue), "popover"),
        ("swipeDown", ["programmatic", "swipe", "tapOutside"], "swipe"),
    ])
    func suggests(_ name: String, _ candidates: [String], _ expected: String) {
        #expect(ClosestName.suggestion(for: name, among: candidates) == expected)
    }

    @Test func farNamesGetNoSuggestion() {
        #expect(ClosestName.suggestion(for: "pixel-7", among: ["iphone-8", "ipad-air-2"]) == nil)
        #expect(ClosestName.suggestion(for: "x", among: ["abc"]) == nil)
        #expect(ClosestName.suggestion(for: "closeButton", among: ["shareButton", "infoButton"]) == nil)
    }

    @Test(arguments: [("", "abc", 3), ("abc", "abc", 0), ("abc", "acb", 1), ("kitten", "sitting", 3), ("ca", "abc", 3)])
    func distance(_ a: String, _ b: String, _ expected: Int) {
        #expect(ClosestName.editDistance(a, b) == expected)
    }
}
