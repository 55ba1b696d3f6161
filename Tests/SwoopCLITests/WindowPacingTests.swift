import SwoopCore
import SwoopEngine
import SwoopRender
import SwoopWindow
import Testing

@testable import SwoopCLI

/// A played window run (`simulate --window`, `replay --window`) on a clock of the test's own: a display
/// that takes 1/60 s per present, whose first present costs 0.4 s (fonts, photos, the first commit).
struct WindowPacingTests {
    final class VirtualClock: PacingClock {
        var micros: Int64 = 0
        func now() -> Timestamp { Timestamp(micros: micros) }
        func sleep(until deadline: Timestamp) { micros = max(micros, deadline.micros) }
    }

    /// Presents by advancing the clock: `firstMicros` for the first, `periodMicros` for each later one.
    final class PacedPresenter: FramePresenter {
        let info = PresenterInfo(
            videoDriver: "test", renderer: "none", vsync: true, refreshRate: 60, window: nil,
            drawable: PixelSize(width: 1, height: 1))
        let clock: VirtualClock
        let firstMicros: Int64, periodMicros: Int64
        private(set) var presentedTimes: [Timestamp] = []

        init(clock: VirtualClock, firstMicros: Int64, periodMicros: Int64) {
            self.clock = clock
            self.firstMicros = firstMicros
            self.periodMicros = periodMicros
        }

        func present(_ scene: RenderScene, at time: Timestamp) throws(WindowError) -> PresentedFrame {
            clock.micros += presentedTimes.isEmpty ? firstMicros : periodMicros
            presentedTimes.append(time)
            return PresentedFrame(time: time, shownAt: clock.now(), presentReturnedAt: clock.now())
        }

        func pollEvents() -> [WindowEvent] { [] }
    }

    @Test func aSlowFirstFrameStartsTheClockInsteadOfMakingTheFramesBehindItLate() throws {
        let clock = VirtualClock()
        let presenter = PacedPresenter(clock: clock, firstMicros: 400_000, periodMicros: 16_667)
        let definition = SeedPresets.circle
        let plan = try TransitionPlan(definition, direction: .present)
        let playback = WindowPlayback(
            presenter: presenter, definition: definition, plan: plan, catchSignals: false, clock: clock)
        // One second of frames at 120 Hz.
        let frames = (0...120).map { k in
            TimedFrame(time: Timestamp(micros: Int64(k) * 1_000_000 / 120), progress: Double(k) / 120, hud: nil)
        }
        for frame in frames { playback.play(frame) }
        playback.finish()

        #expect(presenter.presentedTimes.first == frames[0].time)
        #expect(presenter.presentedTimes.dropFirst().first == frames[1].time, "the frame after the slow one is shown")
        // A 60 Hz display over the second after the first frame: about 60 presents, the last frame included.
        #expect(playback.shown >= 60, "\(playback.shown) shown, \(playback.skipped) skipped")
        #expect(playback.shown + playback.skipped >= frames.count)
        #expect(presenter.presentedTimes.last == frames.last?.time)
    }
}
