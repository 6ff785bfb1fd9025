import AdaptivePresentation
import Testing

@testable import adaptive_sim

/// ``StepDrawing`` on states built by hand: what the simulation may not produce today must still draw as
/// well-formed XML and only from the state.
struct StepDrawingTests {
    private static func state(
        presented: String? = "Vet", appearance: PresentationAppearance? = .popover,
        frame: Rect? = Rect(x: 100, y: 100, width: 200, height: 100),
        anchor: Rect? = nil, geometry: Bool = true, error: SimulatedException? = nil
    ) -> StepState {
        StepState(
            traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular),
            window: Size(width: 507, height: 768), presented: presented, style: appearance == nil ? nil : .popover,
            appearance: appearance, substituted: false, frame: frame, stack: presented.map { [$0] } ?? [],
            visible: "Detail",
            retainedSegues: [], error: error, calls: [],
            geometry: geometry
                ? StepGeometry(
                    device: "ipad-air-2", orientation: .landscape, layout: .oneHalf,
                    screen: Size(width: 1024, height: 768),
                    portraitStatusBarHeight: 20, presenting: "Detail",
                    presentingFrame: Rect(x: 0, y: 0, width: 507, height: 768),
                    popoverSourceRect: anchor)
                : nil)
    }

    @Test func controlCharactersAndMarkupInIdsStayWellFormed() throws {
        let svg = try #require(StepDrawing(state: Self.state(presented: "A\u{1}<b>&\"'\u{FFFE}")).svg)
        let drawing = try #require(ParsedDrawing(svg))
        #expect(drawing.elements(withClass: "presented").count == 1)
        #expect(MarkupText.escaped("a\u{0}b\u{7F}<&>\"'\n") == "a\u{FFFD}b\u{FFFD}&lt;&amp;&gt;&quot;&#39;\n")
        #expect(MarkupText.escaped("r\u{202E}l\u{85}\u{2028}é") == "r\\u{202E}l\\u{85}\\u{2028}é")
    }

    @Test func anArrowPointsDownAtAnAnchorBelowThePopover() throws {
        let svg = try #require(StepDrawing(state: Self.state(anchor: Rect(x: 180, y: 300, width: 40, height: 40))).svg)
        let drawing = try #require(ParsedDrawing(svg))
        let arrow = try #require(drawing.elements(withClass: "arrow").first?.attributes["points"])
        // The frame's bottom edge is y 200; the tip is 13 pt (PresentedFrame.popoverArrow) below, at the anchor's centre.
        #expect(arrow == "187,200 200,213 213,200")
    }

    @Test func anAnchorOverlappingThePopoverGetsALinkNotAnArrow() throws {
        let svg = try #require(StepDrawing(state: Self.state(anchor: Rect(x: 150, y: 150, width: 10, height: 10))).svg)
        let drawing = try #require(ParsedDrawing(svg))
        #expect(drawing.elements(withClass: "arrow").isEmpty)
        #expect(drawing.elements(withClass: "anchor-link").count == 1)
    }

    @Test func landscapeHasNoStatusBarBecauseTheCatalogGivesNone() throws {
        let drawing = try #require(StepDrawing(state: Self.state()).svg.flatMap(ParsedDrawing.init))
        #expect(drawing.elements(withClass: "status-bar").isEmpty)
        #expect(drawing.elements(withClass: "window").first?.box == [0, 0, 507, 768])
    }

    @Test func withoutGeometryNothingIsDrawn() {
        #expect(StepDrawing(state: Self.state(geometry: false)).svg == nil)
    }

    @Test func anExceptionIsMarked() throws {
        let state = Self.state(presented: nil, appearance: nil, frame: nil, error: .popoverWithoutAnchor("Vet"))
        let drawing = try #require(StepDrawing(state: state).svg.flatMap(ParsedDrawing.init))
        #expect(drawing.elements(withClass: "exception").count == 1)
        #expect(drawing.elements(withClass: "presented").isEmpty)
    }
}
