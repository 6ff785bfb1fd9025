import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed `<svg class="step-drawing">`: every element with its attributes, in document order.
struct ParsedDrawing {
    struct Element {
        var name: String
        var attributes: [String: String]

        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

        /// `x`, `y`, `width`, `height` as numbers.
        var box: [Double]? {
            let values = ["x", "y", "width", "height"].compactMap { attributes[$0].flatMap(Double.init) }
            return values.count == 4 ? values : nil
        }
    }

    var elements: [Element]

    /// The drawing's SVG, parsed with Foundation's XMLParser; `nil` when it is not well-formed XML.
    init?(_ svg: String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        elements = delegate.elements
    }

    /// The elements with a class.
    func elements(withClass name: String) -> [Element] { elements.filter { $0.classes.contains(name) } }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(Element(name: elementName, attributes: attributes))
        }
    }

    /// Every step drawing of an HTML page, in order.
    static func drawings(in page: String) -> [String] {
        var result: [String] = []
        var start = page.startIndex
        while let open = page.range(
            of: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"step-drawing\"", range: start..<page.endIndex)
        {
            // Nested <svg> elements clip labels: find the matching close.
            var depth = 0
            var index = open.lowerBound
            var end: String.Index?
            while index < page.endIndex {
                if page[index...].hasPrefix("<svg") {
                    depth += 1
                } else if page[index...].hasPrefix("</svg>") {
                    depth -= 1
                    if depth == 0 {
                        end = page.index(index, offsetBy: 6)
                        break
                    }
                }
                index = page.index(after: index)
            }
            guard let end else { break }
            result.append(String(page[open.lowerBound..<end]))
            start = end
        }
        return result
    }
}

/// `replay --format html` and `compare --format html`, read as a browser and an XML parser would.
@Suite("HTML reports")
struct HTMLReportTests {
    /// A scenario with a hostile title and ids, a popover anchored at a known frame, a Split View resize that
    /// adapts it, and one expectation that fails.
    static let scenario = """
        scenario: "Vet <script>alert('x')</script> & \\"friends\\""
        device: ipad-air-2
        orientation: landscape
        storyboard:
          initial: Detail
          controllers:
            Detail: {anchors: [vetButton], anchorFrames: {vetButton: {x: 900, y: 20, width: 44, height: 44}}}
            Vet: {preferredContentSize: {width: 320, height: 200}}
          segues: [{id: ShowVet, from: Detail, to: Vet, kind: popover, anchor: vetButton}]
        steps:
          - perform: ShowVet
            expect: {presented: Vet, appearance: popover}
          - resize: oneThird
            expect: {appearance: popover}
        """

    static func replay(_ format: String, scenario: String = scenario) throws -> CommandLineRunner.Result {
        let folder = try ScenarioFolder(["vet.yaml": scenario])
        return try CommandLineRunner.run(["replay", "vet.yaml", "--format", format], in: folder.url)
    }

    @Test("every step drawing is well-formed XML and its presented rectangle is the step's frame in points")
    func drawingsMatchTheFrames() throws {
        let html = try Self.replay("html")
        #expect(html.status == 1)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.replay("json").standardOutput.utf8)) as? [String: Any])
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        let steps = try #require(scenarios.first?["steps"] as? [[String: Any]])
        let drawings = ParsedDrawing.drawings(in: html.standardOutput)
        try #require(drawings.count == steps.count)
        for (svg, step) in zip(drawings, steps) {
            let drawing = try #require(ParsedDrawing(svg), "not well-formed XML: \(svg)")
            let frame = try #require(step["frame"] as? [String: Double])
            let presented = try #require(drawing.elements(withClass: "presented").first?.box)
            #expect(presented == [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 })
            let screen = try #require(drawing.elements(withClass: "screen").first?.box)
            let window = try #require(drawing.elements(withClass: "window").first?.box)
            let size = try #require(step["window"] as? [String: Double])
            #expect(window == [0, 0, size["width"] ?? -1, size["height"] ?? -1])
            #expect(window[0] >= screen[0] && window[1] >= screen[1])
            #expect(window[0] + window[2] <= screen[0] + screen[2] && window[1] + window[3] <= screen[1] + screen[3])
            #expect(screen == [0, 0, 1024, 768])
        }
        // The first step is a popover below its anchor: the anchor is drawn where the storyboard put it and
        // the arrow's tip touches the space between them.
        let first = try #require(ParsedDrawing(drawings[0]))
        #expect(first.elements(withClass: "anchor").first?.box == [900, 20, 44, 44])
        #expect(first.elements(withClass: "arrow").count == 1)
        #expect(first.elements(withClass: "dimming").isEmpty)
    }

    @Test("user text is escaped, the failed step stands out with expected against actual, the summary links to it")
    func escapingAndFailures() throws {
        let page = try Self.replay("html").standardOutput
        #expect(!page.contains("<script>"))
        #expect(page.contains("Vet &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;friends&quot;"))
        #expect(page.contains("<a href=\"#scenario-0\">"))
        #expect(page.contains("<section class=\"scenario scenario-fail\" id=\"scenario-0\">"))
        #expect(page.contains("<article class=\"step step-fail\" id=\"scenario-0-step-1\">"))
        #expect(page.contains("<article class=\"step step-pass\" id=\"scenario-0-step-0\">"))
        #expect(page.contains("✗ appearance: expected <b>popover</b>, actual <b>"))
        #expect(
            page.contains(
                "<dt>device</dt><dd>iPad Air 2 (ipad-air-2)</dd><dt>orientation</dt><dd>landscape</dd><dt>iOS</dt><dd>27</dd>"
            ))
        // Self-contained: the only URL is the SVG namespace, and nothing is loaded or run.
        let withoutNamespace = page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
        #expect(!withoutNamespace.contains("http"))
        #expect(!page.contains("<script") && !page.contains("src=") && !page.contains("<link"))
    }

    @Test(
        "a sheet dims the presenter and a navigation controller shows its bar; a step with nothing presented draws none"
    )
    func sheetsNavigationAndEmptySteps() throws {
        let scenario = """
            scenario: Photo
            device: ipad-air-2
            storyboard:
              initial: Nav
              controllers: {Nav: {kind: navigation, root: Home}, Home: {}, Photo: {}}
              segues: [{id: Open, from: Home, to: Photo, kind: presentModally, presentation: formSheet}]
            steps:
              - perform: Open
              - dismiss: programmatic
            """
        let result = try Self.replay("html", scenario: scenario)
        #expect(result.status == 0, "\(result.standardError)")
        let drawings = ParsedDrawing.drawings(in: result.standardOutput).compactMap(ParsedDrawing.init)
        try #require(drawings.count == 2)
        #expect(drawings[0].elements(withClass: "dimming").count == 1)
        #expect(drawings[0].elements(withClass: "a-sheet").count == 1)
        #expect(drawings[0].elements(withClass: "navigation-bar").count == 1)
        #expect(drawings[0].elements(withClass: "status-bar").first?.box == [0, 0, 768, 20])
        #expect(drawings[1].elements(withClass: "presented").isEmpty)
        #expect(drawings[1].elements(withClass: "dimming").isEmpty)
    }

    @Test("a large folder folds passed scenarios and keeps failed and invalid ones open; the page grows linearly")
    func largeFoldersFoldPassedScenarios() throws {
        var files: [String: String] = [:]
        for index in 0..<13 {
            files["pass-\(index).yaml"] = ScenarioFolder.sheetScenario(title: "Pass \(index)", expecting: "formSheet")
        }
        files["z-fail.yaml"] = ScenarioFolder.sheetScenario(title: "Fails", expecting: "popover")
        files["z-invalid.yaml"] = ScenarioFolder.invalidScenario
        let folder = try ScenarioFolder(files)
        let result = try CommandLineRunner.run(["replay", ".", "--format", "html"], in: folder.url)
        #expect(result.status == 2)
        let page = result.standardOutput
        #expect(page.components(separatedBy: "<details>").count - 1 == 13)
        #expect(page.components(separatedBy: "<details open>").count - 1 == 2)
        #expect(page.contains("<section class=\"scenario scenario-invalid\""))
        #expect(page.contains("<pre class=\"error\">"))
        #expect(page.components(separatedBy: "<tr class=\"row-").count - 1 == 15)

        // Twice the scenarios, twice the growth: the stylesheet and header are paid once, each scenario the same.
        func pageSize(scenarios: Int) throws -> Double {
            let folder = try ScenarioFolder(
                Dictionary(
                    uniqueKeysWithValues: (0..<scenarios).map {
                        ("s\($0).yaml", ScenarioFolder.sheetScenario(title: "Scenario \($0)", expecting: "formSheet"))
                    }))
            return Double(
                try CommandLineRunner.run(["replay", ".", "--format", "html"], in: folder.url).standardOutput.utf8.count
            )
        }
        let four = try pageSize(scenarios: 4), eight = try pageSize(scenarios: 8), twelve = try pageSize(scenarios: 12)
        let slope = (eight - four) / 4
        #expect(
            abs((twelve - eight) / 4 - slope) < 0.02 * slope,
            "per scenario: \(slope) then \((twelve - eight) / 4) bytes")
        // Each of its two steps runs a transition, drawn as a filmstrip of five frames (about 2.5 kB).
        #expect(slope < 14_000, "each scenario of two steps adds \(slope) bytes")
    }

    @Test("compare --format html: one grid per iOS version and style, coloured by appearance, changes outlined")
    func compareGrid() throws {
        let result = try CommandLineRunner.run([
            "compare", "--devices", "iphone-8", "--ios", "12", "13", "--style", "popover", "--format", "html",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let page = result.standardOutput
        let ios12 = try #require(page.range(of: "<section class=\"grid-section\" id=\"ios-12-popover\">"))
        let ios13 = try #require(page.range(of: "<section class=\"grid-section\" id=\"ios-13-popover\">"))
        let first = page[ios12.upperBound..<ios13.lowerBound], second = page[ios13.upperBound...]
        #expect(first.contains("<td class=\"cell a-fullScreen\""))
        #expect(!first.contains("changed"))
        #expect(second.contains("<td class=\"cell a-card changed\""))
        #expect(second.contains("iOS 12: fullScreen"))
    }
}
