import Foundation
import Testing

/// `adaptive-sim decide` and `compare` through the built executable.
struct DecideAndCompareCommandTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func decideJSONHasTheContractKeysAndRules() throws {
        let result = try CommandLineRunner.run([
            "decide", "--device", "ipad-air-2", "--orientation", "landscape", "--layout", "oneHalf", "--style",
            "popover",
            "--ios", "9", "--delegate-style", "fullScreen", "--substitute", "--json",
        ])
        #expect(result.status == 0)
        let object = try json(result.standardOutput)
        for key in [
            "device", "orientation", "layout", "window", "traits", "ios", "requested", "style", "appearance", "adapted",
            "substituted", "calls", "rules",
        ] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["style"] as? String == "fullScreen")
        #expect(object["substituted"] as? Bool == true)
        #expect((object["window"] as? [String: Any])?["width"] as? Int == 507)
        #expect(
            object["calls"] as? [String] == [
                "adaptivePresentationStyle(for:traitCollection:)",
                "viewControllerForAdaptivePresentationStyle(.fullScreen)",
                "willPresentWithAdaptiveStyle(.fullScreen)",
            ])
        let rules = try #require(object["rules"] as? [[String: String]])
        #expect(rules.first?["id"] == "R7")
        #expect(rules.allSatisfy { ($0["reason"] ?? "").isEmpty == false })
    }

    @Test("decide --detents: where an iOS 15+ sheet rests (R54: iPhone 12 medium at y 388.32), or none")
    func decideWithDetents() throws {
        let result = try CommandLineRunner.run([
            "decide", "--device", "iphone-12", "--style", "pageSheet", "--ios", "17", "--detents", "medium,large",
            "--json",
        ])
        #expect(result.status == 0)
        let sheet = try #require(try json(result.standardOutput)["sheet"] as? [String: Any])
        #expect(sheet["detent"] as? String == "medium")
        #expect(sheet["dimmed"] as? Bool == true)
        let frame = try #require(sheet["frame"] as? [String: Double])
        #expect(frame == ["x": 0, "y": 388.32, "width": 390, "height": 455.68])
        let old = try CommandLineRunner.run([
            "decide", "--device", "iphone-12", "--style", "pageSheet", "--ios", "14", "--detents", "medium", "--json",
        ])
        #expect(try json(old.standardOutput)["sheet"] is NSNull, "no sheet presentation controller before iOS 15")
        let bad = try CommandLineRunner.run([
            "decide", "--device", "iphone-12", "--style", "pageSheet", "--detents", "medum",
        ])
        #expect(bad.status == 2)
        #expect(
            bad.standardError.contains(
                "unknown detent 'medum' in --detents (medium, large, or ID:HEIGHT); did you mean 'medium'?"))
        // Found in review: a detent's name reached the rule lines of the text output unescaped.
        let injected = try CommandLineRunner.run([
            "decide", "--device", "iphone-12", "--style", "pageSheet", "--ios", "17", "--detents",
            "x\u{1B}[31m\u{202E}:5",
        ])
        #expect(injected.status == 0)
        #expect(injected.standardOutput.contains("rests at the smallest active detent 'x\\u{1B}[31m\\u{202E}'"))
        #expect(!injected.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }

    @Test func decideExplainsThePlusLandscapeLegacyTrap() throws {
        let result = try CommandLineRunner.run([
            "decide", "--device", "iPhone 7 Plus", "--orientation", "landscape", "--style", "popover", "--ios", "10",
            "--delegate-api", "legacy", "--delegate-style", "none",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("style:       formSheet (adapted)"))
        #expect(result.standardOutput.contains("R6   no adaptivePresentationStyle(for:traitCollection:)"))
        #expect(!result.standardOutput.contains("\u{1B}["), "no colour when not a terminal")
    }

    @Test(arguments: [
        (
            ["decide", "--device", "ipad-ar-2", "--style", "popover"],
            "error: unknown device 'ipad-ar-2' (did you mean 'ipad-air-2'?)\n"
        ),
        (
            ["decide", "--device", "iphone-8", "--layout", "oneHalf", "--style", "popover"],
            "error: iphone-8 is an iPhone: it has no Split View or Slide Over, so no 'oneHalf' layout\n"
        ),
        (
            ["decide", "--device", "ipad-air-2", "--layout", "oneHalf", "--style", "popover"],
            "error: ipad-air-2 has no 'oneHalf' layout in portrait (available: full, twoThirds, oneThird, slideOver)\n"
        ),
        (
            ["decide", "--device", "ipad-air-2", "--window", "0x100", "--style", "popover"],
            "error: window 0x100 must have a positive width and height\n"
        ),
        (
            ["decide", "--device", "ipad-air-2", "--style", "popovr"],
            "error: unknown value 'popovr' for --style; did you mean 'popover'?\n"
        ),
        (
            ["decide", "--device", "ipad-air-2", "--style", "none"],
            "error: unknown value 'none' for --style (expected one of: fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, automatic)\n"
        ),
        (
            ["compare", "--ios", "7"],
            "error: iOS 7 is not modelled: use 8…27; adaptive presentations begin with iOS 8: write 8 for the oldest behaviour\n"
        ),
        (["compare", "--devices", "pixel-7"], "error: unknown device 'pixel-7'\n"),
    ])
    func invalidInputExitsTwo(arguments: [String], message: String) throws {
        let result = try CommandLineRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func compareDefaultsToEverything() throws {
        let result = try CommandLineRunner.run(["compare", "--format", "json"])
        #expect(result.status == 0)
        let rows = try #require(try json(result.standardOutput)["comparison"] as? [[String: Any]])
        let devices = Set(rows.compactMap { $0["device"] as? String })
        #expect(devices.count >= 24)
        #expect(Set(rows.compactMap { $0["requested"] as? String }).count == 9)
        #expect(Set(rows.compactMap { $0["ios"] as? Int }) == [27])
        let twelveNineHalf = rows.first {
            $0["device"] as? String == "ipad-pro-12-9" && $0["layout"] as? String == "oneHalf"
                && $0["requested"] as? String == "popover"
        }
        #expect(twelveNineHalf?["style"] as? String == "popover")
    }

    @Test func compareFormats() throws {
        let arguments = ["compare", "--devices", "iphone-8-plus", "--style", "popover", "--ios", "9", "13"]
        let table = try CommandLineRunner.run(arguments)
        #expect(
            table.standardOutput == """
                DEVICE         ORIENTATION  LAYOUT  WINDOW   TRAITS           IOS  REQUESTED  STYLE       APPEARANCE  ADAPTED
                iphone-8-plus  portrait     full    414x736  compact/regular  9    popover    fullScreen  fullScreen  yes
                iphone-8-plus  portrait     full    414x736  compact/regular  13   popover    formSheet   card        yes
                iphone-8-plus  landscape    full    736x414  regular/compact  9    popover    formSheet   sheet       yes
                iphone-8-plus  landscape    full    736x414  regular/compact  13   popover    formSheet   fullScreen  yes

                """)
        let markdown = try CommandLineRunner.run(arguments + ["--format", "markdown"])
        #expect(
            markdown.standardOutput.hasPrefix(
                "| DEVICE | ORIENTATION | LAYOUT | WINDOW | TRAITS | IOS | REQUESTED | STYLE | APPEARANCE | ADAPTED |\n|---|"
            ))
        let csv = try CommandLineRunner.run(arguments + ["--format", "csv"])
        #expect(csv.standardOutput.split(separator: "\r\n").count == 5)
        #expect(
            csv.standardOutput.contains(
                "iphone-8-plus,landscape,full,736x414,regular/compact,9,popover,formSheet,sheet,yes"))
    }

    @Test("compare --detents adds where each sheet rests, whether it dims and its frame; null where there is no sheet")
    func compareDetents() throws {
        let result = try CommandLineRunner.run([
            "compare", "--devices", "iphone-12", "--style", "pageSheet", "--ios", "12", "17", "--detents",
            "medium,large",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let rows = try #require(object["comparison"] as? [[String: Any]])
        let portrait17 = try #require(
            rows.first { $0["ios"] as? Int == 17 && $0["orientation"] as? String == "portrait" })
        let sheet = try #require(portrait17["sheet"] as? [String: Any])
        #expect(sheet["detent"] as? String == "medium")
        #expect(sheet["dimmed"] as? Bool == true)
        #expect((sheet["frame"] as? [String: Double])?["y"] == 388.32)
        let portrait12 = try #require(
            rows.first { $0["ios"] as? Int == 12 && $0["orientation"] as? String == "portrait" })
        #expect(portrait12["sheet"] is NSNull, "before iOS 15 there is no sheet presentation controller")
        let bad = try CommandLineRunner.run(["compare", "--devices", "iphone-12", "--detents", "medium,huge"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("unknown detent 'huge'"))
    }
}
