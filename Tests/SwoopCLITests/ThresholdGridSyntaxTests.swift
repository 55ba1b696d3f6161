import SwoopCommandLine
import SwoopFixtures
import Testing

@testable import SwoopCLI

/// `sweep --thresholds START:STOP:STEP`.
struct ThresholdGridSyntaxTests {
    @Test func thresholdGridsIncludeBothEndsAndRoundCleanly() throws {
        let grid = try ThresholdGrid.parse("0.05:0.95:0.05").get()
        #expect(grid.values.count == 19)
        #expect(grid.values[2] == 0.15 && grid.values.last == 0.95)
        #expect(try ThresholdGrid.parse("0.3:0.3:0.1").get().values == [0.3])
        for bad in ["0.05:0.95", "a:b:c", "0.5:0.2:0.1", "0:1:0", "-1:1:0.5", "0:1:0.00001"] {
            #expect(throws: ThresholdGridError.self, "\(bad)") { _ = try ThresholdGrid.parse(bad).get() }
        }
    }
}
