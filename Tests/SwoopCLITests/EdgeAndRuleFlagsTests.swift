import SwoopCommandLine
import SwoopFixtures
import SwoopGesture
import SwoopInteraction
import SwoopLiveCLI
import Testing

@testable import SwoopCLI

/// `--edge`, `--edge-width` and `--release-rule`: what they do to a configuration, and what they refuse.
struct EdgeAndRuleFlagsTests {
    @Test func anEdgeSetsTheBandAndTheInwardAxisUnlessTheFlagsSayOtherwise() throws {
        var c = try InteractionFlagsTests.configuration(["--edge", "right", "--edge-width", "5"])
        #expect(c.gesture.edge == .right && c.gesture.edgeBandMM == 5)
        #expect(c.gesture.axis == .x && c.gesture.direction == .negative)
        c = try InteractionFlagsTests.configuration(["--edge", "bottom", "--direction", "both"])
        #expect(c.gesture.axis == .y && c.gesture.direction == .both && c.gesture.edgeBandMM == 3.2)
        // A fixture's edge gives way to the command line's.
        c = try InteractionFlagsTests.configuration(["--edge", "top"], under: ExpectationOptions(edge: .left))
        #expect(c.gesture.edge == .top && c.gesture.axis == .y && c.gesture.direction == .positive)
    }

    @Test func touchpadOnlyInputRefusesAnEdgeWithAUsageError() throws {
        for source in ["swipe", "scroll"] {
            #expect(throws: FlagValueError.self) {
                try InteractionFlagsTests.configuration(["--edge", "left", "--source", source])
            }
        }
        // Touchscreens alone, or every kind (touchpads then swipe from anywhere), take it.
        for source in ["touch", "all"] {
            #expect(
                try InteractionFlagsTests.configuration(["--edge", "left", "--source", source]).gesture.edge == .left)
        }
        let error = try #require(throws: FlagValueError.self) {
            try InteractionFlagsTests.configuration(["--source", "swipe", "--edge", "left"])
        }
        #expect(error.category == .usage && error.description.contains("touchpads report no position"))
        for bad in [["--edge", "middle"], ["--edge-width", "0"], ["--edge-width", "-3"], ["--release-rule", "hero"]] {
            #expect(throws: FlagValueError.self) { try InteractionFlagsTests.configuration(bad) }
        }
    }

    @Test func releaseRuleNamesTheRule() throws {
        for rule in ReleaseRuleName.allCases {
            let c = try InteractionFlagsTests.configuration(["--release-rule", rule.rawValue])
            #expect(c.release.releaseRule == rule)
        }
        #expect(try InteractionFlagsTests.configuration([]).release.releaseRule == .swoop)
    }
}
