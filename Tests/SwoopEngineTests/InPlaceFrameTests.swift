import Testing

@testable import SwoopEngine

/// A reused buffer is written in place (`ChangingKeys`): only the keys that move. Every frame must
/// be bit for bit the frame a fresh buffer gets, for every preset, both directions, springy
/// fractions outside 0…1 included, and after a frame with overrides (which writes whole states).
struct InPlaceFrameTests {
    static func bits(_ states: [VisualState]) -> [[UInt64]] {
        states.map { state in
            withUnsafeBytes(of: state) { raw in
                (0..<MemoryLayout<VisualState>.size / 8).map { raw.load(fromByteOffset: $0 * 8, as: UInt64.self) }
            }
        }
    }

    @Test(arguments: TransitionCatalog.all.map(\.name))
    func reusedBuffersGiveTheFramesOfFreshOnes(_ name: String) throws {
        let definition = try #require(TransitionCatalog.named(name))
        for direction in [TransitionDirection.present, .dismiss] {
            let plan = try TransitionPlan(definition, direction: direction)
            var buffer = plan.makeFrameBuffer()
            for step in 0...40 {
                let progress = Double(step) / 40
                plan.evaluate(progress: progress, into: &buffer)
                #expect(Self.bits(buffer.states) == Self.bits(plan.frame(at: progress).states), "\(name) \(progress)")
                #expect(buffer.overlayAlpha == plan.frame(at: progress).overlayAlpha)
            }
        }
    }

    @Test func aFrameWithOverridesIsFollowedByAWholePlainFrame() throws {
        let plan = try TransitionPlan(SeedPresets.match, direction: .dismiss)
        let element = try #require(plan.tracks.first?.id)
        var overrides = ElementOverrides()
        try overrides.apply([.translate(x: 0, y: 100)], to: element, at: 0.3, interactive: true)
        var buffer = plan.makeFrameBuffer()
        plan.evaluate(progress: 0.2, into: &buffer)
        try plan.evaluate(progress: 0.4, overrides: overrides, into: &buffer)
        #expect(Self.bits(buffer.states) != Self.bits(plan.frame(at: 0.4).states))
        plan.evaluate(progress: 0.5, into: &buffer)
        #expect(Self.bits(buffer.states) == Self.bits(plan.frame(at: 0.5).states))
    }

    @Test func aBufferOfAnotherPlanWithAsManyTracksIsWrittenWhole() throws {
        let present = try TransitionPlan(SeedPresets.match, direction: .present)
        let dismiss = try TransitionPlan(SeedPresets.match, direction: .dismiss)
        #expect(present.tracks.count == dismiss.tracks.count)
        var buffer = present.makeFrameBuffer()
        present.evaluate(progress: 0.3, into: &buffer)
        dismiss.evaluate(progress: 0.6, into: &buffer)
        #expect(Self.bits(buffer.states) == Self.bits(dismiss.frame(at: 0.6).states))
    }
}
