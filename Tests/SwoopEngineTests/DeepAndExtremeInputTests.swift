import SwoopCore
import Testing

@testable import SwoopEngine

/// Inputs that once trapped: nesting deep enough to overflow a recursive parser's stack, and times at
/// the end of the clock's range. Each now gives an error with its column, or a saturated time.
struct DeepAndExtremeInputTests {
    /// `whenPresenting(` thousands deep: refused at the first level past the cap, with its column.
    @Test(arguments: [ModifierParser.maximumNesting + 1, 5_000, 100_000])
    func deeplyNestedModifiersAreRefusedWithAColumn(_ depth: Int) {
        let text = String(repeating: "whenPresenting(", count: depth) + "fade" + String(repeating: ")", count: depth)
        #expect {
            try ModifierParser.parse(text)
        } throws: { error in
            guard case .modifierSyntax(_, let column, let reason) = error as? EngineError else { return false }
            let levelPastTheCap = ModifierParser.maximumNesting * "whenPresenting(".count + 1
            return column == levelPastTheCap && reason.contains("nested more than")
        }
    }

    @Test func nestingUpToTheCapIsRead() throws {
        let depth = ModifierParser.maximumNesting
        let text = String(repeating: "whenPresenting(", count: depth) + "fade" + String(repeating: ")", count: depth)
        var modifiers = try ModifierParser.parse(text)
        for _ in 0..<depth {
            guard case .whenPresenting(let inner)? = modifiers.first else {
                Issue.record("not nested: \(modifiers)")
                return
            }
            modifiers = inner
        }
        #expect(modifiers == [.fade])
    }

    /// The error quotes the text around the column, not all of it.
    @Test func errorsQuoteAnExcerptOfHugeText() {
        let text = String(repeating: "fade ", count: 1_000_000) + "bogus"
        #expect {
            try ModifierParser.parse(text)
        } throws: { error in
            "\(error)".count < 1_000 && "\(error)".contains("bogus") && "\(error)".contains("5000005 characters")
        }
    }

    /// A scene nested 100 000 arrays deep: the JSON layer's depth cap, at line 1.
    @Test func deeplyNestedSceneJSONIsRefused() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect {
            try SceneFile.decode(text, file: "deep.json")
        } throws: { error in
            guard case .sceneFile(let file, let line, _, _, let reason) = error as? EngineError else { return false }
            return file == "deep.json" && line == 1 && reason.contains("deep")
        }
    }

    /// Frame times past `Timestamp.latest` saturate instead of trapping, and the next frame after the
    /// last representable instant is that instant (callers stop when a frame does not advance).
    @Test(arguments: [Int64.max, Int64.max / 2, 1 << 62])
    func theFrameClockSaturatesAtTheEndOfItsRange(_ index: Int64) {
        let clock = FrameClock(rate: FrameClock.defaultRate, origin: Timestamp(micros: 1 << 53))
        #expect(clock.time(ofFrame: index) == .latest)
        #expect(clock.frame(after: .latest) == .latest)
        #expect(clock.frame(after: Timestamp(micros: .max - 1)) == .latest)
    }

    /// Near the last accepted time the grid still ticks exactly.
    @Test func theFrameClockTicksAtTheLastAcceptedTime() {
        let end = Timestamp.acceptedRange.upperBound
        let clock = FrameClock(rate: 120, origin: end)
        let next = clock.frame(after: end)
        #expect(next > end && next.micros(since: end) == 8_333)
    }

    /// The longest script a file may hold plays to the end on the virtual clock.
    @Test func theLongestWaitsPlayToTheEnd() throws {
        let script = try TransitionScript.parse(
            "begin; update 0.5; wait 3600; finish 1000; wait 3600; grab; cancel -1000")
        var machine = TransitionMachine()
        let end = ScriptPlayer().play(script, on: &machine) { _, _ in }
        #expect(end > Timestamp(micros: 7_200_000_000))
        #expect(!machine.needsFrames)
    }
}
