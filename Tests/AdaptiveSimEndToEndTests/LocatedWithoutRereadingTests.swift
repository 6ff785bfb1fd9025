import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation
import Testing

@testable import adaptive_sim

/// `replay --format diagnostics` and `github` locate a failed expectation with the places its step recorded
/// while it replayed: the file is read once, held whole or streamed.
@Suite("Located findings without reading again")
struct LocatedWithoutRereadingTests {
    /// 300 resizes; step 120 expects a width the window does not have.
    static func text() -> String {
        var text =
            "scenario: Resize 300 times\ndevice: ipad-air-2\norientation: landscape\n"
            + "storyboard: {initial: A, controllers: {A: {}}}\nsteps:\n"
        for index in 0..<300 {
            if index.isMultiple(of: 2) {
                let width = index == 120 ? 999 : 320
                text += "  - resize: oneThird\n    expect: {presented: none, window: {width: \(width), height: 768}}\n"
            } else {
                text += "  - resize: twoThirds\n"
            }
        }
        return text
    }

    @Test("a failed expectation is located at its value with one read of the file", arguments: [4096, 1 << 20])
    func oneRead(limit: Int) throws {
        let text = Self.text()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-located-\(UUID()).yaml")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loader = ScenarioLoader(catalog: try DeviceCatalog.builtIn, limits: SpecLimits(maximumFileSize: limit))
        let report = ReplayCommand.report(
            paths: [url.path], loader: loader, matrix: RunMatrix(versions: [], devices: []),
            progress: CollectingProgress(keepsEveryStep: false))
        let findings = report.locatedFindings(loader: loader)
        #expect(SpecFileReads.count(of: url.path) == 1)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Step 120's expectation: the 61st `expect:` line; its `window` value.
        let expectLines = lines.indices.filter { lines[$0].hasPrefix("    expect:") }
        let line = expectLines[60] + 1
        let column = try #require(
            lines[expectLines[60]].range(of: "{width: 999").map {
                lines[expectLines[60]].distance(from: lines[expectLines[60]].startIndex, to: $0.lowerBound) + 1
            })
        #expect(findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["\(line):\(column)"])
    }

    @Test("an expectation a matching 'when:' entry gives again is located in that entry")
    func whenEntry() throws {
        let text = """
            scenario: Resize with variants
            device: ipad-air-2
            orientation: landscape
            storyboard: {initial: A, controllers: {A: {}}}
            steps:
              - resize: oneThird
                expect:
                  presented: none
                  window: {width: 320, height: 768}
                  when:
                    - {idiom: phone, expect: {window: {width: 1, height: 1}}}
                    - {idiom: pad, expect: {window: {width: 999, height: 768}}}

            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-when-\(UUID()).yaml")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loader = ScenarioLoader(catalog: try DeviceCatalog.builtIn)
        let report = ReplayCommand.report(
            paths: [url.path], loader: loader, matrix: RunMatrix(versions: [], devices: []),
            progress: CollectingProgress(keepsEveryStep: false))
        let findings = report.locatedFindings(loader: loader)
        #expect(SpecFileReads.count(of: url.path) == 1)
        #expect(findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["12:41"])
    }
}
