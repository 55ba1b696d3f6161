import SwoopCommandLine
import Testing

@testable import SwoopCLI

/// A live window draws the newest frame once no input is waiting: frames made while input queues are
/// replaced, never drawn late one after another; the last one held is drawn when the run ends.
struct NewestFrameTests {
    @Test func framesMadeWhileInputWaitsAreReplacedAndTheNewestIsDrawnWhenItStops() {
        var newest = NewestFrame<Int>()
        #expect(newest.step(made: 1, inputWaiting: true) == nil)
        #expect(newest.step(made: 2, inputWaiting: true) == nil)
        #expect(newest.step(made: nil, inputWaiting: true) == nil, "a step without a frame keeps the held one")
        #expect(newest.step(made: 3, inputWaiting: false) == 3, "1 and 2 were superseded")
        #expect(newest.step(made: nil, inputWaiting: false) == nil, "nothing is drawn twice")
        #expect(newest.step(made: 4, inputWaiting: false) == 4, "with no input waiting each frame is drawn at once")
    }

    @Test func theFrameStillHeldAtTheEndIsTakenOnce() {
        var newest = NewestFrame<Int>()
        _ = newest.step(made: 7, inputWaiting: true)
        #expect(newest.take() == 7)
        #expect(newest.take() == nil)
    }
}
