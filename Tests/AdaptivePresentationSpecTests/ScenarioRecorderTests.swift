import AdaptivePresentation
import AdaptivePresentationSpec
import Testing

/// `replay --record`: the values of the expectations are rewritten with what the replay observed, every
/// other byte is kept (comments, key order, quoting, flow and block style). The observed values are UIKit's
/// (R10): an anchored popover on an iPhone 12 with no delegate adapts to a form sheet from iOS 13, a card in
/// portrait and full screen in landscape, and rotating does not re-adapt it (R24).
@Suite("replay --record")
struct ScenarioRecorderTests {
    static let storyboard = """
        storyboard:   # inline
          initial: Home
          controllers:
            Home: {anchors: [button]}
            Picker: {preferredContentSize: {width: 320, height: 200}}
          segues:
            - {id: Open, from: Home, to: Picker, kind: popover, anchor: button}
        """

    static func record(_ text: String) throws -> (text: String, changes: [String], skipped: [String]) {
        let loader = ScenarioLoader(catalog: try DeviceCatalog.builtIn)
        let recording = try ScenarioRecorder.record(SpecSource(file: "r.yaml", text: text), loader: loader)
        return (String(decoding: recording.bytes, as: UTF8.self), recording.changes, recording.skipped)
    }

    @Test("a file with comments is rewritten byte for byte except the values")
    func commentsKept() throws {
        let before = """
            # Recorded by adaptive-sim: only the values change.
            scenario: Record me   # the title
            device: iphone-12
            \(Self.storyboard)
            steps:
              - perform: Open     # no expect yet
              - rotate: landscape
                expect:
                  # guessed values, in a block mapping
                  style: popover       # wrong
                  appearance: 'sheet'  # quoted, stays quoted
                  traits: {horizontal: regular}   # partial: only horizontal
                  frame: {width: 1}
                  calls:
                    - perform()
              - rotate: portrait
                expect: {style: formSheet, calls: [perform()], substituted: true}  # flow
            """
        let after = """
            # Recorded by adaptive-sim: only the values change.
            scenario: Record me   # the title
            device: iphone-12
            \(Self.storyboard)
            steps:
              - perform: Open     # no expect yet
                expect: {presented: Picker, style: formSheet, substituted: false}
              - rotate: landscape
                expect:
                  # guessed values, in a block mapping
                  style: formSheet       # wrong
                  appearance: 'fullScreen'  # quoted, stays quoted
                  traits: {horizontal: compact}   # partial: only horizontal
                  frame: {width: 844}
                  calls:
                    []
              - rotate: portrait
                expect: {style: formSheet, calls: [], substituted: false}  # flow
            """
        let recorded = try Self.record(before)
        #expect(recorded.text == after)
        #expect(
            recorded.changes == [
                "steps[0].expect: added {presented: Picker, style: formSheet, substituted: false}",
                "steps[1].expect.style: popover -> formSheet",
                "steps[1].expect.appearance: sheet -> 'fullScreen'",
                "steps[1].expect.traits.horizontal: regular -> compact",
                "steps[1].expect.frame.width: 1 -> 844",
                "steps[1].expect.calls: [perform()] -> []",
                "steps[2].expect.calls: [perform()] -> []",
                "steps[2].expect.substituted: true -> false",
            ])
        #expect(recorded.skipped.isEmpty)
        // Recording again changes nothing.
        let again = try Self.record(after)
        #expect(again.text == after)
        #expect(again.changes.isEmpty)
    }

    @Test("lists are rewritten in their own style, one element per line in a block list")
    func lists() throws {
        let before = """
            scenario: Lists
            device: iphone-12
            ios: 12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect:
                  calls:
                    - perform()
                  stack: [Home, Picker]
                  retainedSegues: []
            """
        let after = """
            scenario: Lists
            device: iphone-12
            ios: 12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect:
                  calls:
                    - prepare(for:sender:)
                    - perform()
                  stack: [Picker]
                  retainedSegues: [Open]
            """
        let recorded = try Self.record(before)
        #expect(recorded.text == after)
    }

    @Test("a file with CRLF line breaks keeps them on the lines recording adds")
    func crlfKept() throws {
        let before = """
            scenario: Windows line breaks
            device: iphone-12
            ios: 12
            \(Self.storyboard)
            steps:
              - perform: Open
              - rotate: landscape
                expect:
                  calls:
                    - perform()
            """.replacingOccurrences(of: "\n", with: "\r\n")
        let recorded = try Self.record(before)
        #expect(recorded.changes.count == 2)
        // Bytes, not Characters: Swift reads "\r\n" as one Character.
        let bytes = Array(recorded.text.utf8)
        let breaks = bytes.indices.filter { bytes[$0] == 0x0A }
        #expect(breaks.count == Array(before.utf8).filter { $0 == 0x0A }.count + 1, "one line added")
        #expect(breaks.allSatisfy { $0 > 0 && bytes[$0 - 1] == 0x0D }, "every line, added ones included, ends in CRLF")
        #expect(recorded.text.contains("    expect: {presented: Picker"))
        #expect(try Self.record(recorded.text).changes.isEmpty)
    }

    @Test("an expectation shared through an alias is rewritten once when its steps agree, else refused, located")
    func aliases() throws {
        let agreeing = """
            scenario: Alias
            device: iphone-12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect: &e {style: popover, presented: Picker}
              - dismiss: programmatic
                expect: {presented: none}
              - perform: Open
                expect: *e
            """
        let recorded = try Self.record(agreeing)
        #expect(recorded.text == agreeing.replacingOccurrences(of: "&e {style: popover", with: "&e {style: formSheet"))
        #expect(
            recorded.changes == [
                "steps[0].expect.style: popover -> formSheet", "steps[2].expect.style: popover -> formSheet",
            ])
        #expect(recorded.skipped.isEmpty)

        let disagreeing = """
            scenario: Alias
            device: iphone-12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect: &e {presented: Picker}
              - dismiss: programmatic
                expect: *e
            """
        let refused = try Self.record(disagreeing)
        #expect(refused.text == disagreeing, "step 0's value is right: rewriting the anchor would break it")
        #expect(refused.changes.isEmpty)
        #expect(
            refused.skipped == [
                "steps[0].expect.presented, steps[1].expect.presented: one value at r.yaml:12:28 (an alias) observed as Picker and none: write it out in each step"
            ])
    }

    @Test("an expectation naming a controller the storyboard lacks is recorded over, as a wrong value")
    func unknownControllerRecordedOver() throws {
        let before = """
            scenario: Renamed
            device: iphone-12
            ios: 12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect: {presented: Pickr, visible: OldPicker, stack: [Home, Gone]}
            """
        let recorded = try Self.record(before)
        #expect(
            recorded.text
                == before.replacingOccurrences(
                    of: "{presented: Pickr, visible: OldPicker, stack: [Home, Gone]}",
                    with: "{presented: Picker, visible: Picker, stack: [Picker]}"))
        #expect(recorded.skipped.isEmpty)
        // Replayed without --record, the unknown name is still an input error at its place.
        let loader = ScenarioLoader(catalog: try DeviceCatalog.builtIn)
        #expect(throws: SpecError.self) {
            try loader.loadScenario(from: SpecSource(file: "r.yaml", text: before))
        }
    }

    @Test("values under a matching 'when:' entry are rewritten where they are written")
    func whenEntries() throws {
        let before = """
            scenario: When
            device: iphone-12
            ios: 12
            \(Self.storyboard)
            steps:
              - perform: Open
                expect:
                  when:
                    - {idiom: pad, expect: {style: popover}}
                    - {idiom: phone, expect: {style: popover}}   # wrong on iPhone before iOS 13
            """
        let recorded = try Self.record(before)
        #expect(
            recorded.text
                == before.replacingOccurrences(
                    of: "{idiom: phone, expect: {style: popover}}", with: "{idiom: phone, expect: {style: fullScreen}}")
        )
    }

    @Test("a file that does not load is not recorded")
    func invalid() throws {
        let text = "scenario: Bad\ndevice: iphone-99\n\(Self.storyboard)\nsteps: []\n"
        #expect(throws: SpecError.self) { try Self.record(text) }
    }
}
