import Foundation
import Testing

/// The HTML report rendered in a real (headless) browser: the screenshot is not blank and the page's boxes
/// have the sizes the drawing promises. Skipped, saying so, where no browser can be had.
@Suite(
    "HTML report in a browser", .enabled(if: HeadlessBrowser.found != nil, Comment(rawValue: HeadlessBrowser.missing)))
struct BrowserRenderingTests {
    /// The report of the hostile popover scenario, written to a file, with `script` (if any) appended to
    /// measure it. Scripts are only ever added here, by the test: the report itself has none.
    private static func report(in folder: URL, script: String? = nil) throws -> URL {
        let result = try HTMLReportTests.replay("html")
        var page = result.standardOutput
        if let script { page = page.replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>") }
        let file = folder.appendingPathComponent(script == nil ? "report.html" : "measured.html")
        try Data(page.utf8).write(to: file)
        return file
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-html-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The text of `<pre id="result">` in a dumped DOM, decoded as JSON.
    private static func result(in dom: String) throws -> [String: Any] {
        let start = try #require(dom.range(of: "<pre id=\"result\">"), "no result in: \(dom.prefix(2000))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("the screenshot of a report is not blank: many pixels are not the background, in several colours")
    func screenshotIsNotBlank() throws {
        let browser = try #require(HeadlessBrowser.found)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("report.png")
        try browser.screenshot(of: try Self.report(in: folder), width: 1200, height: 900, to: shot)
        let png = try Data(contentsOf: shot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The browser reads its own screenshot back: an image in a data URL can be drawn on a canvas and read.
        let checker = folder.appendingPathComponent("check.html")
        try Data(
            """
            <!DOCTYPE html><html><body><img id="shot" src="data:image/png;base64,\(png.base64EncodedString())"><pre id="result"></pre>
            <script>
            const image = document.getElementById('shot');
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
            const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
            const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
            const background = [data[0], data[1], data[2]];
            let different = 0; const colours = new Set();
            for (let i = 0; i < data.length; i += 4) {
              if (Math.abs(data[i] - background[0]) + Math.abs(data[i+1] - background[1]) + Math.abs(data[i+2] - background[2]) > 30) different++;
              colours.add((data[i] >> 4) * 256 + (data[i+1] >> 4) * 16 + (data[i+2] >> 4));
            }
            document.getElementById('result').textContent = JSON.stringify({width: canvas.width, height: canvas.height, different: different / (data.length / 4), colours: colours.size});
            </script></body></html>
            """.utf8
        ).write(to: checker)
        let result = try Self.result(in: try browser.dom(of: checker))
        #expect(result["width"] as? Int == 1200)
        #expect(result["height"] as? Int == 900)
        let different = try #require(result["different"] as? Double)
        #expect(different > 0.05, "only \(different * 100)% of the screenshot differs from the background")
        #expect((result["colours"] as? Int ?? 0) >= 6)
    }

    @Test("the page's boxes have the expected sizes: each drawing at its scale, the popover at its frame's width")
    func boxesHaveTheExpectedSizes() throws {
        let browser = try #require(HeadlessBrowser.found)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            const box = (element) => { const r = element.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
            const steps = [...document.querySelectorAll('article.step')].map((article) => ({
              article: box(article), failed: article.classList.contains('step-fail'),
              svg: box(article.querySelector('svg.step-drawing')),
              presented: box(article.querySelector('rect.presented')),
              screen: box(article.querySelector('rect.screen')),
              background: getComputedStyle(article).backgroundColor,
            }));
            const pre = document.createElement('pre'); pre.id = 'result';
            pre.textContent = JSON.stringify({steps, summaryLinks: document.querySelectorAll('table.index a').length});
            document.body.appendChild(pre);
            """
        let result = try Self.result(in: try browser.dom(of: try Self.report(in: folder, script: script)))
        #expect(result["summaryLinks"] as? Int == 1)
        let steps = try #require(result["steps"] as? [[String: Any]])
        try #require(steps.count == 2)
        // iPad Air 2 in landscape: 1024 pt drawn 280 px wide, so 280/1024 px per point.
        let scale = 280.0 / 1024
        // The card in the one-third pane: on iOS 26 a sheet's large detent begins at the top safe-area inset (R60).
        let frames: [[Double]] = [[694, 77, 320, 200], [0, 20, 320, 748]]
        for (step, frame) in zip(steps, frames) {
            let svg = try #require(step["svg"] as? [Double]), screen = try #require(step["screen"] as? [Double])
            let presented = try #require(step["presented"] as? [Double]),
                article = try #require(step["article"] as? [Double])
            #expect(abs(svg[2] - (1024 + 12) * scale) < 0.5)
            #expect(abs(svg[3] - (768 + 12) * scale) < 0.5)
            #expect(abs(screen[2] - 1024 * scale) < 0.5 && abs(screen[3] - 768 * scale) < 0.5)
            #expect(abs(presented[2] - frame[2] * scale) < 0.5 && abs(presented[3] - frame[3] * scale) < 0.5)
            #expect(
                abs(presented[0] - screen[0] - frame[0] * scale) < 0.5
                    && abs(presented[1] - screen[1] - frame[1] * scale) < 0.5)
            // The drawing sits inside its card.
            #expect(svg[0] >= article[0] && svg[0] + svg[2] <= article[0] + article[2])
        }
        #expect(steps[0]["failed"] as? Bool == false)
        #expect(steps[1]["failed"] as? Bool == true)
        #expect(steps[0]["background"] as? String != steps[1]["background"] as? String)
    }
}
