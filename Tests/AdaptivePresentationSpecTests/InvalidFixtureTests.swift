import AdaptivePresentationSpec
import Testing

/// A bad devices file and every line printed for it.
struct FixtureExpectation: Sendable, CustomTestStringConvertible {
    let file: String
    let diagnostics: String

    init(_ file: String, _ diagnostics: String) {
        self.file = file
        self.diagnostics = diagnostics
    }

    var testDescription: String { file }
}

/// `Fixtures/invalid/*.yaml`, each mapped to the exact text a user sees: location, path, message, notes.
let invalidFixtures: [FixtureExpectation] = [
    FixtureExpectation(
        "billion-laughs.yaml",
        """
        invalid/billion-laughs.yaml:9:4: error: aliases expand anchor 'g' beyond the limit of 1000000 nodes
        """),
    FixtureExpectation(
        "binary-garbage.yaml",
        """
        invalid/binary-garbage.yaml:3:1: error: file contains a NUL byte; is it a binary file?
        """),
    FixtureExpectation(
        "comments-only.yaml",
        """
        invalid/comments-only.yaml:1:1: error: file has no YAML content, only comments
        """),
    FixtureExpectation(
        "complex-keys.yaml",
        """
        invalid/complex-keys.yaml:4:3: error: an alias cannot be a mapping key
        invalid/complex-keys.yaml:5:3: error: a sequence or mapping cannot be a mapping key
        invalid/complex-keys.yaml:6:3: error: explicit mapping keys ('? ') are not supported; write the key as plain text
        """),
    FixtureExpectation(
        "control-character.yaml",
        """
        invalid/control-character.yaml:3:18: error: control character U+001B is not allowed in YAML
        """),
    FixtureExpectation(
        "device-rules.yaml",
        """
        invalid/device-rules.yaml:3:3: error: unknown key 'ipad' at freeformWindows
        invalid/device-rules.yaml:3:3: note: did you mean 'pad'?
        invalid/device-rules.yaml:5:9: error: device id 'iPhone_8' is not kebab-case (lowercase letters and digits joined by single hyphens) at devices[0].id
        invalid/device-rules.yaml:5:9: note: did you mean 'iphone-8'?
        invalid/device-rules.yaml:13:9: error: layout 'oneThird' is not available on a phone: phones have no Split View or Slide Over, only 'full' at devices[0].layouts.portrait
        invalid/device-rules.yaml:18:12: error: unknown idiom 'pads' at devices[1].idiom
        invalid/device-rules.yaml:18:12: note: did you mean 'pad'?
        invalid/device-rules.yaml:19:13: error: screen 1024x768 is not in portrait: give the width of the shorter side (768x1024) at devices[1].screen
        invalid/device-rules.yaml:20:12: error: expected a positive number, found the integer 0 at devices[1].scale
        invalid/device-rules.yaml:22:7: error: missing required key 'landscape' at devices[1].layouts
        invalid/device-rules.yaml:23:9: error: missing required key 'full' at devices[1].layouts.portrait
        invalid/device-rules.yaml:23:78: error: unknown size class 'reguler' at devices[1].layouts.portrait.twoThirds.vertical
        invalid/device-rules.yaml:23:78: note: did you mean 'regular'?
        invalid/device-rules.yaml:26:15: error: alias 'iPhone 8' is already used by devices[0] at devices[2].aliases[0]
        invalid/device-rules.yaml:6:11: note: 'iPhone 8' is first used here
        invalid/device-rules.yaml:26:38: error: alias 'ipad mini 4' repeats a name of the same device at devices[2].aliases[2]
        invalid/device-rules.yaml:26:25: note: 'iPad mini 4' is first used here
        invalid/device-rules.yaml:32:15: error: the full window 768x1000 must be the whole screen in portrait (768x1024) at devices[2].layouts.portrait.full
        invalid/device-rules.yaml:33:9: error: layout 'oneHalf' exists only in landscape: portrait Split View has only 'twoThirds' and 'oneThird' at devices[2].layouts.portrait
        invalid/device-rules.yaml:34:27: error: expected a positive number, found the integer 0 at devices[2].layouts.portrait.oneThird.width
        invalid/device-rules.yaml:37:20: error: window 320x800 is larger than the screen in landscape (1024x768) at devices[2].layouts.landscape.slideOver
        invalid/device-rules.yaml:38:9: error: duplicate device id 'ipad-mini-5' at devices[3].id
        invalid/device-rules.yaml:24:9: note: 'ipad-mini-5' is first used here
        invalid/device-rules.yaml:39:11: error: name 'iPad Air 2' is already used by device 'ipad-air-2' at devices[3].name
        invalid/device-rules.yaml:17:11: note: 'iPad Air 2' is first used here
        """),
    FixtureExpectation(
        "duplicate-keys.yaml",
        """
        invalid/duplicate-keys.yaml:3:5: error: duplicate key 'name' in this mapping
        """),
    FixtureExpectation(
        "empty.yaml",
        """
        invalid/empty.yaml:1:1: error: file is empty
        """),
    FixtureExpectation(
        "invalid-utf8.yaml",
        """
        invalid/invalid-utf8.yaml:4:23: error: file is not valid UTF-8 (byte 0xE9); save it as UTF-8
        """),
    FixtureExpectation(
        "multiple-documents.yaml",
        """
        invalid/multiple-documents.yaml:2:1: error: expected a single YAML document, but found another one
        """),
    FixtureExpectation(
        "no-devices.yaml",
        """
        invalid/no-devices.yaml:2:57: error: expected a positive number, found the integer -1 at freeformWindows.pad.regularHeightAtLeast
        invalid/no-devices.yaml:3:10: error: expected at least one device at devices
        """),
    FixtureExpectation(
        "not-a-mapping.yaml",
        """
        invalid/not-a-mapping.yaml:1:1: error: expected a mapping, found a sequence
        """),
    FixtureExpectation(
        "syntax-error.yaml",
        """
        invalid/syntax-error.yaml:4:10: error: invalid YAML: did not find expected ',' or ']'
        invalid/syntax-error.yaml:3:14: note: while parsing a flow sequence
        """),
    FixtureExpectation(
        "tabs.yaml",
        """
        invalid/tabs.yaml:3:1: error: tab character in indentation; indent YAML with spaces
        invalid/tabs.yaml:4:1: error: tab character in indentation; indent YAML with spaces
        """),
    FixtureExpectation(
        "undefined-alias.yaml",
        """
        invalid/undefined-alias.yaml:2:5: error: unknown alias '*iphone': no anchor '&iphone' comes before it
        """),
    FixtureExpectation(
        "unknown-keys.yaml",
        """
        invalid/unknown-keys.yaml:2:1: error: unknown key 'freeformWindow'
        invalid/unknown-keys.yaml:2:1: note: did you mean 'freeformWindows'?
        invalid/unknown-keys.yaml:5:5: error: missing required key 'scale' at devices[0]
        invalid/unknown-keys.yaml:9:5: error: unknown key 'scales' at devices[0]
        invalid/unknown-keys.yaml:9:5: note: did you mean 'scale'?
        invalid/unknown-keys.yaml:14:15: error: missing required key 'horizontal' at devices[0].layouts.landscape.full
        invalid/unknown-keys.yaml:14:42: error: unknown key 'horizonal' at devices[0].layouts.landscape.full
        invalid/unknown-keys.yaml:14:42: note: did you mean 'horizontal'?
        invalid/unknown-keys.yaml:15:9: error: unknown key 'onehalf' at devices[0].layouts.landscape
        invalid/unknown-keys.yaml:15:9: note: did you mean 'oneHalf'?
        invalid/unknown-keys.yaml:16:9: error: unknown key 'quarter' at devices[0].layouts.landscape
        invalid/unknown-keys.yaml:16:9: note: expected one of: full, twoThirds, oneHalf, oneThird, slideOver
        """),
    FixtureExpectation(
        "utf16.yaml",
        """
        invalid/utf16.yaml:1:1: error: file is encoded in UTF-16 or UTF-32; save it as UTF-8
        """),
    FixtureExpectation(
        "wrong-types.yaml",
        """
        invalid/wrong-types.yaml:3:9: error: expected a string, found the integer 8 at devices[0].id
        invalid/wrong-types.yaml:3:9: note: quote it to make it a string: "8"
        invalid/wrong-types.yaml:4:11: error: expected a string, found the boolean no at devices[0].name
        invalid/wrong-types.yaml:4:11: note: quote it to make it a string: "no"
        invalid/wrong-types.yaml:5:14: error: expected a sequence, found the string 'iPhone 6' at devices[0].aliases
        invalid/wrong-types.yaml:6:12: error: expected an idiom (phone, pad), found a sequence at devices[0].idiom
        invalid/wrong-types.yaml:7:13: error: expected a mapping, found the string '375x667' at devices[0].screen
        invalid/wrong-types.yaml:8:12: error: expected a number, found the string '2' at devices[0].scale
        invalid/wrong-types.yaml:11:23: error: expected a finite number, found the number .inf at devices[0].layouts.portrait.full.width
        invalid/wrong-types.yaml:11:54: error: unknown size class 'true' at devices[0].layouts.portrait.full.horizontal
        invalid/wrong-types.yaml:11:54: note: expected one of: compact, regular
        invalid/wrong-types.yaml:13:38: error: expected a number, found null at devices[0].layouts.landscape.full.height
        invalid/wrong-types.yaml:13:72: error: expected a size class (compact, regular), found a mapping at devices[0].layouts.landscape.full.vertical
        """),
]

@Suite("Invalid devices files")
struct InvalidFixtureTests {
    @Test("each invalid fixture gives exactly its diagnostics", arguments: invalidFixtures)
    func diagnostics(_ fixture: FixtureExpectation) throws {
        let source = try FixtureFiles.source("invalid", fixture.file)
        #expect(FixtureFiles.diagnostics(loading: source) == fixture.diagnostics)
    }

    @Test("every fixture file has an expectation, and every expectation a file")
    func everyFixtureIsCovered() throws {
        #expect(try FixtureFiles.names(in: "invalid") == invalidFixtures.map(\.file).sorted())
    }

    @Test("the validator reports the same problems for a devices fixture")
    func validatorAgrees() throws {
        let source = try FixtureFiles.source("invalid", "device-rules.yaml")
        let expected = try #require(invalidFixtures.first { $0.file == "device-rules.yaml" })
        #expect(SpecValidator().validate(source).map(\.description).joined(separator: "\n") == expected.diagnostics)
    }

    @Test("the valid fixture loads")
    func validFixture() throws {
        let catalog = try SpecLoader.loadDevices(from: FixtureFiles.source("valid", "minimal.yaml"))
        #expect(catalog.devices.map(\.id) == ["tiny-phone"])
        #expect(catalog.freeformWindowRules.isEmpty)
        #expect(SpecValidator().validate(try FixtureFiles.source("valid", "minimal.yaml")).isEmpty)
    }
}
