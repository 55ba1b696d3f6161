import SwoopInteraction
import Testing

@testable import SwoopCLI

@Test func badInteractionOptionsAreUsageErrorsThatNameTheFlag() {
    var options = InteractionOptions()
    do {
        try options.set("--projection", to: "fast")
        Issue.record("accepted a bad projection")
    } catch {
        let (status, message) = ErrorReporting.describe(error)
        #expect(status == .usage)
        #expect(message.contains("--projection") && message.contains("linear:SECONDS"))
    }
}
