import Foundation
import Testing

/// `decide` shows the presented frame; `compare` selects orientations and layouts, takes a delegate's
/// answer, and can keep only what changes between iOS versions. Outcomes are UIKit's (R10, R8, R29, R30).
@Suite("decide frame and compare selection")
struct DecideFrameAndCompareSelectionTests {
    @Test("decide prints the frame: full screen fills the window, a popover has the default content size")
    func decideFrame() throws {
        let fullScreen = try CommandLineRunner.run([
            "decide", "--device", "iphone-8", "--style", "formSheet", "--ios", "12",
        ])
        #expect(fullScreen.standardOutput.contains("frame:       {x: 0, y: 0, width: 375, height: 667}\n"))
        let popover = try CommandLineRunner.run(["decide", "--device", "ipad-air-2", "--style", "popover", "--json"])
        // R29: 320×480 when the window is narrower than 1024 points, centred without an anchor frame.
        #expect(popover.standardOutput.hasSuffix(#""frame":{"x":224,"y":272,"width":320,"height":480}}"# + "\n"))
    }

    @Test("compare --orientations --layouts --changes keeps what differs between iOS 12 and 13")
    func changes() throws {
        let result = try CommandLineRunner.run([
            "compare", "--devices", "iphone-8-plus", "ipad-air-2", "--style", "popover", "--ios", "12", "13",
            "--orientations", "landscape", "--layouts", "full", "oneHalf", "--changes", "--format", "csv",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let rows = result.standardOutput.split(whereSeparator: \.isNewline).dropFirst().map {
            $0.split(separator: ",").map(String.init)
        }
        #expect(
            rows.map { [$0[0], $0[2], $0[5], $0[7], $0[8]] } == [
                ["iphone-8-plus", "full", "12", "formSheet", "sheet"],
                ["iphone-8-plus", "full", "13", "formSheet", "fullScreen"],
                ["ipad-air-2", "oneHalf", "12", "fullScreen", "fullScreen"],
                ["ipad-air-2", "oneHalf", "13", "formSheet", "card"],
            ])
    }

    @Test("compare --delegate-style none keeps a popover on iPhone (R8)")
    func delegateStyle() throws {
        let result = try CommandLineRunner.run([
            "compare", "--devices", "iphone-8", "--style", "popover", "--delegate-style", "none", "--format", "csv",
        ])
        let rows = result.standardOutput.split(whereSeparator: \.isNewline).dropFirst()
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.contains(",popover,popover,popover,no") })
    }

    @Test(
        "bad selections are input errors",
        arguments: [
            ["compare", "--orientations", "sideways"], ["compare", "--layouts", "oneQuater"],
            ["compare", "--delegate-style", "sheet"],
        ])
    func bad(_ arguments: [String]) throws {
        let result = try CommandLineRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown value"))
    }
}
