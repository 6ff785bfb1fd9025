import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

@testable import adaptive_sim

/// The reports of a transition: a FadeSegue-like scenario built in Swift (its animators are described as data)
/// fades a full-screen Photo in over the Detail it fades out without restoring it, so that the dismissal
/// brings Detail back transparent (F3).
struct TransitionReportTests {
    private static func run() throws -> ScenarioRun {
        let fadeIn = TransitionAnimator(
            name: "FadeIn", duration: 2,
            animate: .init(changes: [.to: .init(alpha: .init(0, 1)), .from: .init(alpha: .init(1, 0))]))
        let fadeOut = TransitionAnimator(
            name: "FadeOut", duration: 1, adds: .toBelowFrom,
            animate: .init(changes: [.from: .init(alpha: .init(1, 0))]))
        let storyboard = Storyboard(
            initialController: "Detail",
            controllers: [ControllerDefinition(identifier: "Detail"), ControllerDefinition(identifier: "Photo")],
            segues: [
                SegueDefinition(
                    identifier: "PhotoDetail", source: "Detail", destination: "Photo", kind: .presentModally,
                    presentation: .fullScreen, className: "FadeSegue")
            ],
            segueClasses: [
                DeclarativeSegue.segueClass(
                    name: "FadeSegue", delegate: nil, shouldPerform: nil,
                    transitioningDelegate: DeclarativeTransitioningDelegate(present: "FadeIn", dismiss: "FadeOut"))
            ],
            animators: [fadeIn, fadeOut])
        let catalog = try DeviceCatalog.builtIn
        let device = try #require(catalog.device(named: "iphone-15"))
        let scenario = Scenario(
            title: "Fade", device: device, storyboard: storyboard,
            steps: [
                ScenarioStep(.perform(segue: "PhotoDetail", sender: nil)),
                ScenarioStep(.dismiss(.programmatic)),
            ])
        return Simulation.replay(scenario, catalog: catalog)
    }

    @Test("the text report shows the transition under its step, and each hazard with what the user sees and the fix")
    func textLines() throws {
        let run = try Self.run()
        let present = try #require(run.steps.first)
        #expect(
            ReplayText.transitionLines(of: present) == [
                "      ↳ present FadeIn 2 s · fullScreen · from Detail to Photo · views presenter → presented · completed"
            ])
        let dismiss = try #require(run.steps.last)
        let hazards = try #require(dismiss.state.transitions?.hazards)
        #expect(hazards.map(\.id) == [.F3])
        let lines = ReplayText.transitionLines(of: dismiss)
        #expect(
            lines.first
                == "      ↳ dismiss FadeOut 1 s · fullScreen · from Photo to Detail · views presented → presenter · completed"
        )
        #expect(
            Array(lines.dropFirst()) == hazards.map { "      ⚠ F3 \($0.detail) — \($0.userSees); fix: \($0.fix)" })
    }

    @Test("JUnit lists hazards in the test case's output and does not fail the scenario for them")
    func junitHazards() throws {
        let run = try Self.run()
        #expect(run.passed)
        let document = ReplayJUnit.document(ReplayReport(outcomes: [ReplayOutcome(file: "fade.yaml", run: run)]))
        #expect(document.contains("failures=\"0\""))
        #expect(!document.contains("<failure"))
        let hazard = try #require(run.steps.last?.state.transitions?.hazards.first)
        #expect(
            document.contains(
                "<system-out>hazard F3 at steps[1] (dismiss: programmatic): \(ReplayJUnit.text(hazard.detail)); "
                    + "the user sees \(ReplayJUnit.text(hazard.userSees)); fix: \(ReplayJUnit.text(hazard.fix))"
                    + "</system-out>"))
    }

    @Test("the HTML filmstrip draws each frame's layers at their frames, alphas and transforms, as the JSON has them")
    func filmstripMatchesTheLayers() throws {
        let run = try Self.run()
        let page = ReplayHTML.page(ReplayReport(outcomes: [ReplayOutcome(file: "fade.yaml", run: run)]))
        let frames = Self.filmstripFrames(in: page)
        let transitions = run.steps.compactMap { $0.state.transitions?.transition }
        #expect(transitions.count == 2)
        let filmstrips = transitions.map(\.filmstrip)
        #expect(filmstrips.allSatisfy { $0.count == 5 })
        #expect(frames.count == filmstrips.map(\.count).reduce(0, +))
        for (svg, frame) in zip(frames, filmstrips.joined()) {
            let drawing = try #require(ParsedDrawing(svg), "well-formed XML")
            let root = try #require(drawing.elements.first)
            #expect(root.attributes["data-time"].flatMap(Double.init) == frame.time)
            let drawn = drawing.elements(withClass: "layer")
            #expect(drawn.map { $0.attributes["data-layer"] ?? "" } == frame.layers.map(\.name))
            for (element, layer) in zip(drawn, frame.layers) {
                // The JSON's `layers` values: alpha to 0.01, the frame to 0.5 pt.
                guard case let .object(json) = TraceValue.layer(layer.values),
                    case let .number(alpha)? = json.first(where: { $0.0 == "alpha" })?.1,
                    case let .object(rect)? = json.first(where: { $0.0 == "frame" })?.1
                else {
                    Issue.record("no alpha or frame in \(layer.name)'s JSON")
                    continue
                }
                let opacity = try #require(element.attributes["opacity"].flatMap(Double.init))
                #expect(abs(opacity - alpha) <= 0.005, "\(layer.name) at \(frame.time) s")
                let box = try #require(element.box)
                let expected = ["x", "y", "width", "height"].map { key in
                    rect.first { $0.0 == key }.flatMap { if case let .number(value) = $0.1 { value } else { nil } }
                }
                for (drawnValue, jsonValue) in zip(box, expected) {
                    #expect(abs(drawnValue - (jsonValue ?? .nan)) <= 0.5, "\(layer.name) at \(frame.time) s")
                }
                #expect((element.attributes["transform"] == nil) == (layer.values.transform == .identity))
            }
        }
        // The fade: Photo from transparent to opaque over 2 s while Detail fades out, and back on dismissal.
        let present = filmstrips[0]
        #expect(present.map(\.time) == [0, 0.5, 1, 1.5, 2])
        let photo = present.map { $0.layers.first { $0.name == "Photo" }?.values.alpha }
        #expect(photo.first == 0 && photo.last == 1)
        // The hazard is on the page with its fix.
        let hazard = try #require(run.steps.last?.state.transitions?.hazards.first)
        #expect(page.contains("<ul class=\"hazards\"><li><b>⚠ F3</b> \(MarkupText.escaped(hazard.detail))"))
        #expect(page.contains(MarkupText.escaped(hazard.fix)))
        #expect(page.contains("<p class=\"transition\">↳ present FadeIn 2 s · fullScreen · from Detail to Photo"))
    }

    @Test("a built-in flip's filmstrip says it is drawn schematically, and scales the view through zero")
    func flipIsSchematic() throws {
        let storyboard = Storyboard(
            initialController: "Detail",
            controllers: [ControllerDefinition(identifier: "Detail"), ControllerDefinition(identifier: "Photo")],
            segues: [
                SegueDefinition(
                    identifier: "Flip", source: "Detail", destination: "Photo", kind: .presentModally,
                    presentation: .fullScreen, transitionStyle: .flipHorizontal)
            ])
        let catalog = try DeviceCatalog.builtIn
        let scenario = Scenario(
            title: "Flip", device: try #require(catalog.device(named: "iphone-15")), storyboard: storyboard,
            steps: [ScenarioStep(.perform(segue: "Flip", sender: nil))])
        let run = Simulation.replay(scenario, catalog: catalog)
        let page = ReplayHTML.page(ReplayReport(outcomes: [ReplayOutcome(file: "flip.yaml", run: run)]))
        #expect(page.contains("↳ present builtIn flipHorizontal 0.4 s · fullScreen · from Detail to Photo"))
        #expect(page.contains("<p class=\"note filmstrip-note\">drawn schematically: a flip"))
        let frames = Self.filmstripFrames(in: page)
        #expect(frames.count == 5)
        #expect(frames.contains { $0.contains("transform=\"matrix(") }, "a flip scales horizontally")
    }

    @Test("a layer's transform is applied about its frame's centre")
    func transformAboutTheCentre() {
        let frame = Rect(x: 100, y: 200, width: 50, height: 100)
        #expect(FilmstripDrawing.matrix(.identity, about: frame) == nil)
        // Scale by ½ about (125, 250): the centre stays put.
        #expect(
            FilmstripDrawing.matrix(Transform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0), about: frame)
                == "matrix(0.5 0 0 0.5 62.5 125)")
        // A translation is a translation.
        #expect(
            FilmstripDrawing.matrix(Transform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -20), about: frame)
                == "matrix(1 0 0 1 10 -20)")
    }

    /// Every filmstrip frame's SVG in a page, in order.
    static func filmstripFrames(in page: String) -> [String] {
        var result: [String] = []
        var rest = page[...]
        while let open = rest.range(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"filmstrip-frame\"") {
            guard let close = rest.range(of: "</svg>", range: open.upperBound..<rest.endIndex) else { break }
            result.append(String(rest[open.lowerBound..<close.upperBound]))
            rest = rest[close.upperBound...]
        }
        return result
    }
}
