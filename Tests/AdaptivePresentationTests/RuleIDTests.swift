import AdaptivePresentation
import Foundation
import Testing

/// A rule id is one of the catalogue's constants, reads and writes as the table's text (`R25`), and sorts by
/// number.
struct RuleIDTests {
    @Test("an id's text is the table's: the letter of its kind, then its number")
    func text() {
        #expect(RuleID.R25.description == "R25")
        #expect(RuleID.F3.description == "F3")
        #expect(RuleID.R135.description == "R135")
        #expect("\(RuleID.R2)" == "R2")
        #expect(RuleID.R25.kind == .rule && RuleID.R25.number == 25)
        #expect(RuleID.F16.kind == .failureMode && RuleID.F16.number == 16)
        #expect(RuleID.Kind.allCases.map(\.letter) == ["R", "F"])
    }

    @Test("every id of the catalogue reads back from its text")
    func parsesEveryId() {
        for id in RuleID.all {
            #expect(RuleID(id.description) == id)
        }
        #expect(RuleID("R25") == .R25)
        #expect(RuleID("F1") == .F1)
    }

    @Test(
        "text that is no id of the catalogue is rejected",
        arguments: [
            "", "R", "F", "R0", "F0", "R025", "F03", "r25", "f3", " R25", "R25 ", "R+5", "R-5", "R2.5", "X1",
            "RR1", "R41", "R49", "R72", "R79", "R136", "F17", "R99999", "R65561", "R１",
        ])
    func rejectsUnknown(_ text: String) {
        #expect(RuleID(text) == nil)
    }

    @Test("ids sort by number, the rules before the failure modes, and RuleID.all is in that order")
    func ordering() {
        #expect(RuleID.R2 < .R10)
        #expect(RuleID.R9 < .R100)
        #expect(RuleID.R135 < .F1)
        #expect(RuleID.F2 < .F10)
        #expect(!(RuleID.R10 < .R2))
        #expect([RuleID.F10, .R10, .F2, .R2].sorted() == [.R2, .R10, .F2, .F10])
        #expect(RuleID.all == RuleID.all.sorted())
        #expect(Set(RuleID.all).count == RuleID.all.count)
        #expect(RuleID.all.first == .R1 && RuleID.all.last == .F16)
    }

    @Test("Codable as the id's text; an unknown id does not decode")
    func codable() throws {
        let ids: [RuleID] = [.R2, .R10, .R135, .F3]
        let data = try JSONEncoder().encode(ids)
        #expect(String(decoding: data, as: UTF8.self) == #"["R2","R10","R135","F3"]"#)
        #expect(try JSONDecoder().decode([RuleID].self, from: data) == ids)
        for text in [#"["R41"]"#, #"["r2"]"#, #"["R02"]"#, "[2]"] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([RuleID].self, from: Data(text.utf8)) }
        }
    }

    @Test("a rule application is Codable with its id as text")
    func ruleApplicationCodable() throws {
        let rule = RuleApplication(.R2, .automaticResolves(to: .pageSheet, iOS: 13))
        let data = try JSONEncoder().encode(rule)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(object == ["id": "R2", "reason": ".automatic resolves to .pageSheet on iOS 13"])
        #expect(try JSONDecoder().decode(RuleApplication.self, from: data) == rule)
        let unknown = Data(#"{"id":"R42","reason":"no such rule"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RuleApplication.self, from: unknown) }
    }

    @Test("the failure modes of hazards are the failure-mode ids of the catalogue")
    func hazardsUseRuleIDs() {
        let failureModes = RuleID.all.filter { $0.kind == .failureMode }
        #expect(TransitionHazard.ID.allCases.map(\.rule) == failureModes)
        #expect(TransitionHazard.ID.allCases.map(\.rule.description) == TransitionHazard.ID.allCases.map(\.rawValue))
        for id in TransitionHazard.ID.allCases {
            #expect(TransitionHazard.ID(id.rule) == id)
        }
        #expect(TransitionHazard.ID(.R25) == nil)
        #expect(TransitionHazard.ID.F2 < .F10)
        let hazard = TransitionHazard(.F3, detail: "Detail's view comes back with alpha 0")
        #expect(hazard.rule == .F3)
        #expect(hazard.description == "F3: Detail's view comes back with alpha 0")
    }

    @Test("an id is two bytes, so a decision's trace stays small")
    func size() {
        #expect(MemoryLayout<RuleID>.size == 2)
    }
}
